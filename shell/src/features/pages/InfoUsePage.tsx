import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, PageHeader } from 'shared/ui';

/** Sections of the guide, in order: anchor id and title (docs/arquitectura.md). */
export const GUIDE_SECTIONS = [
  { id: 'inventario', title: 'Inventario' },
  { id: 'facturacion', title: 'Facturación' },
  { id: 'cuentas-corrientes', title: 'Cuentas Corrientes' },
  { id: 'configuracion', title: 'Configuración' },
  { id: 'guia-de-botones', title: 'Guía de botones' },
] as const;

type SectionId = (typeof GUIDE_SECTIONS)[number]['id'];

/** Buttons explained by the last section: label and what it does. */
const BUTTONS: { label: string; where: string; what: string }[] = [
  { label: 'Buscar (Ctrl+K)', where: 'Todas las pantallas', what: 'Busca productos, proveedores y clientes y abre su ficha.' },
  { label: 'Alternar menú lateral (Ctrl+B)', where: 'Encabezado', what: 'Expande o contrae el menú lateral; la elección se recuerda.' },
  { label: 'Cambiar tema', where: 'Encabezado', what: 'Pasa del tema claro al oscuro y viceversa.' },
  { label: 'Cambiar Contraseña', where: 'Menú de usuario', what: 'Define una nueva contraseña para su usuario.' },
  { label: 'Reportar un problema', where: 'Menú de usuario', what: 'Abre el formulario de reporte en una pestaña nueva.' },
  { label: 'Cerrar sesión', where: 'Menú de usuario', what: 'Termina la sesión y vuelve a la pantalla de ingreso.' },
  { label: 'Nuevo Presupuesto', where: 'Presupuestos', what: 'Crea un presupuesto; no mueve stock.' },
  { label: 'Convertir en Venta', where: 'Detalle de presupuesto', what: 'Genera la venta a partir del presupuesto. Es irreversible.' },
  { label: 'Anular', where: 'Detalle de venta', what: 'Anula la venta y devuelve el stock.' },
  { label: 'Ingresar Pago', where: 'Cuenta corriente', what: 'Registra un pago del cliente y lo aplica a sus deudas más antiguas.' },
  { label: 'Ingresar Deuda', where: 'Cuenta corriente', what: 'Registra una deuda manual del cliente.' },
  { label: 'Imprimir Resumen', where: 'Cuenta corriente', what: 'Abre el resumen de cuenta entre las fechas Desde y Hasta.' },
  { label: 'Imprimir Etiqueta', where: 'Cliente y cuenta corriente', what: 'Abre la etiqueta con los datos del cliente para imprimir.' },
  { label: 'Finalizar fabricación', where: 'Detalle de fabricación', what: 'Suma el producto fabricado al stock. Es irreversible.' },
  { label: 'Cancelar fabricación', where: 'Detalle de fabricación', what: 'Devuelve las materias primas al stock y elimina la fabricación.' },
  { label: 'Generar Reporte / Descargar Excel', where: 'Reportes', what: 'Muestra el reporte elegido y lo descarga como planilla.' },
];

const ButtonsTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9rem;

  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.5rem 0.6rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  tbody th {
    font-weight: 600;
    white-space: nowrap;
  }

  @media (max-width: 767px) {
    tbody th {
      white-space: normal;
    }
  }
`;

const SECTION_CONTENT: Record<SectionId, ReactNode> = {
  inventario: (
    <>
      <p>
        El inventario reúne el stock por sucursal, los productos, los ingresos de mercadería y la fabricación.
      </p>
      <ul>
        <li>
          Hay tres categorías de productos: materias primas, esencias y productos elaborados. Cada producto tiene
          descripción, categoría, proveedor, stock mínimo y, si se fabrica, una fórmula con las materias primas y la
          cantidad que produce.
        </li>
        <li>
          Los códigos se generan automáticamente según la categoría: materias primas desde el <strong>10000</strong>,
          esencias desde el <strong>20000</strong> y elaborados desde el <strong>30000</strong>.
        </li>
        <li>
          Un ingreso de stock exige indicar el proveedor del producto. Si el costo nuevo es menor, el sistema pide
          confirmación antes de actualizarlo; si es mayor, se actualiza automáticamente; un cambio de moneda también
          pide confirmación.
        </li>
        <li>
          Una fabricación descuenta las materias primas y aumenta el stock del producto fabricado. Cada materia prima
          se confirma una vez y ya no puede desmarcarse; finalizar requiere todas confirmadas y no se puede revertir;
          cancelar devuelve las materias primas al stock.
        </li>
      </ul>
    </>
  ),
  facturacion: (
    <>
      <p>La facturación comprende presupuestos y ventas.</p>
      <ul>
        <li>Los presupuestos no afectan el stock. Convertir un presupuesto en venta es irreversible.</li>
        <li>
          Una venta descuenta el stock y no puede superar el stock disponible. Una venta en cuenta corriente requiere
          un cliente.
        </li>
        <li>
          Estados de pago de una venta: <strong>Pagada</strong> (cobrada totalmente), <strong>Pendiente</strong> (el
          saldo queda en la cuenta corriente) y <strong>Parcial</strong> (se registró un pago parcial).
        </li>
        <li>Un precio especial en una línea requiere un código de autorización válido.</li>
      </ul>
    </>
  ),
  'cuentas-corrientes': (
    <>
      <p>Cada cliente tiene una cuenta corriente con saldo en pesos y en dólares.</p>
      <ul>
        <li>Un saldo adeudado se muestra en rojo; un saldo a favor del cliente, en verde.</li>
        <li>
          Un pago se aplica primero a las ventas pendientes más antiguas y actualiza sus estados. Para convertir entre
          monedas se pide la cotización del dólar.
        </li>
        <li>Las deudas manuales quedan pendientes hasta que los pagos las cubren.</li>
        <li>El resumen de cuenta se imprime eligiendo las fechas Desde y Hasta.</li>
      </ul>
    </>
  ),
  configuracion: (
    <>
      <p>La configuración abarca monedas, métodos de pago, usuarios y roles.</p>
      <ul>
        <li>
          El sistema trabaja en pesos y en dólares. La cotización del dólar puede actualizarse automáticamente desde
          una fuente oficial o cargarse manualmente, y se guarda un historial de los cambios.
        </li>
        <li>
          Roles típicos: <strong>Administrador</strong> (acceso total), <strong>Vendedor</strong> (ventas y
          presupuestos), <strong>Inventario</strong> (stock y productos) y <strong>Solo lectura</strong> (consulta).
        </li>
        <li>
          Funciones especiales que se asignan por rol: autorizar precios especiales, editar costos de productos,
          reportes financieros y gestión de usuarios.
        </li>
        <li>Cada usuario ve solo las secciones que su rol permite. Las sesiones vencen: al vencer, vuelva a ingresar.</li>
      </ul>
    </>
  ),
  'guia-de-botones': (
    <ButtonsTable>
      <thead>
        <tr>
          <th scope="col">Botón</th>
          <th scope="col">Dónde</th>
          <th scope="col">Qué hace</th>
        </tr>
      </thead>
      <tbody>
        {BUTTONS.map((b) => (
          <tr key={b.label}>
            <th scope="row">{b.label}</th>
            <td>{b.where}</td>
            <td>{b.what}</td>
          </tr>
        ))}
      </tbody>
    </ButtonsTable>
  ),
};

/** /info-use: the static usage guide 'Guía Completa del Sistema' with a table of contents (docs/arquitectura.md). */
export function InfoUsePage() {
  return (
    <>
      <PageHeader title="Guía Completa del Sistema" subtitle="Cómo usar el sistema de gestión, sección por sección." />
      <Card>
        <nav aria-label="Índice">
          <TocTitle>Índice</TocTitle>
          <Toc>
            {GUIDE_SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </Toc>
        </nav>
      </Card>
      {GUIDE_SECTIONS.map((s) => (
        <Section key={s.id} id={s.id} aria-labelledby={`${s.id}-titulo`}>
          <h2 id={`${s.id}-titulo`}>{s.title}</h2>
          {SECTION_CONTENT[s.id]}
        </Section>
      ))}
    </>
  );
}

const TocTitle = styled.h2`
  margin: 0 0 0.5rem;
  font-size: 1rem;
`;

const Toc = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  line-height: 1.8;

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Section = styled.section`
  margin-top: 2rem;
  /* The sticky header must not hide the heading reached through the index. */
  scroll-margin-top: 4.5rem;
  line-height: 1.6;

  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.2rem;
  }
  ul {
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: 0.35rem;
  }
`;
