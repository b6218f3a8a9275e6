import type { ReactNode } from 'react';
import { ROLE_PERMISSIONS, SPECIAL_LABELS, SPECIAL_PERMISSIONS } from 'shared/permissions';
import { TablaGuia } from './TablaGuia';

/**
 * The text of /info-use, 'Guía Completa del Sistema' (docs/reportes.md, «Guía de uso»): what the
 * product does today, section by section, written from docs/*.md. Data only: InfoUsePage lays it
 * out (index, headings with these ids, tables). Every id is unique on the page and is the anchor of
 * the index. Static: no call to the API (the page opens without a session).
 */

/** A sub-section (h3) of a section: its anchor id, title and content. */
export interface ApartadoGuia {
  id: string;
  titulo: string;
  contenido: ReactNode;
}

/**
 * A section (h2) of the guide: its anchor id, title, an optional introduction, and either its
 * sub-sections (`apartados`, each an h3 in the index) or its own `contenido` (a table).
 */
export interface SeccionGuia {
  id: string;
  titulo: string;
  intro?: ReactNode;
  apartados?: ApartadoGuia[];
  contenido?: ReactNode;
}

/** One row of «Guía de botones»: the button's label as the screen shows it, where it is and what it does. */
export interface BotonGuia {
  boton: string;
  donde: string;
  que: string;
}

/** «Guía de botones»: the main buttons of each screen, in menu order. */
export const BOTONES: BotonGuia[] = [
  { boton: 'Buscar (Ctrl+K)', donde: 'Todas las pantallas', que: 'Busca productos, proveedores y clientes (los que su rol puede ver) y abre su ficha.' },
  { boton: 'Alternar menú lateral (Ctrl+B)', donde: 'Encabezado', que: 'Expande o contrae el menú lateral; la elección se recuerda.' },
  { boton: 'Cambiar tema', donde: 'Encabezado', que: 'Pasa del tema claro al oscuro y viceversa.' },
  { boton: 'Cambiar Contraseña', donde: 'Menú de usuario', que: 'Define una nueva contraseña; cierra sus otras sesiones abiertas.' },
  { boton: 'Reportar un problema', donde: 'Menú de usuario', que: 'Abre el formulario de reporte en una pestaña nueva.' },
  { boton: 'Cerrar sesión', donde: 'Menú de usuario', que: 'Termina la sesión y vuelve a la pantalla de ingreso.' },
  { boton: 'Nuevo Producto', donde: 'Stock', que: 'Da de alta un producto; el código lo asigna el sistema según la categoría.' },
  { boton: 'Ingresar Stock', donde: 'Stock', que: 'Abre el ingreso de mercadería: suma stock en una sucursal y actualiza costos.' },
  { boton: 'Actualizar precios', donde: 'Stock', que: 'Abre la actualización masiva de precios por porcentaje o por cotización del dólar.' },
  { boton: 'Reposición', donde: 'Stock', que: 'Lista lo que está por debajo del stock mínimo, agrupado por proveedor.' },
  { boton: 'Editar / Eliminar', donde: 'Ficha de producto', que: 'Modifica el producto y su fórmula, o lo da de baja si no tiene movimientos ni forma parte de una fórmula.' },
  { boton: 'Guardar ingreso', donde: 'Ingresar stock', que: 'Registra el ingreso; si algún costo baja o cambia de moneda, antes pide confirmarlo.' },
  { boton: 'Ver vista previa', donde: 'Actualizar precios', que: 'Muestra el precio actual y el nuevo de cada producto elegido, sin cambiar nada.' },
  { boton: 'Confirmar actualización', donde: 'Actualizar precios', que: 'Aplica los precios nuevos de la vista previa, después de confirmar. No se puede deshacer.' },
  { boton: 'Descargar Excel', donde: 'Reposición y Reportes', que: 'Descarga como planilla lo que muestra la pantalla.' },
  { boton: 'Nueva fabricación', donde: 'Fabricación', que: 'Abre el alta de una fabricación con la vista previa de las materias primas.' },
  { boton: 'Finalizar fabricación', donde: 'Detalle de fabricación', que: 'Con todas las materias primas confirmadas, suma el producto fabricado al stock. Es irreversible.' },
  { boton: 'Cancelar fabricación', donde: 'Detalle de fabricación', que: 'Devuelve al stock las materias primas ya confirmadas y deja la fabricación cancelada.' },
  { boton: 'Generar código de autorización', donde: 'Nueva venta', que: 'Con el permiso especial, genera un código de 6 dígitos, de un solo uso, que vale 10 minutos. Se muestra una sola vez.' },
  { boton: 'Desbloquear precio', donde: 'Líneas de Nueva venta', que: 'Pide un código de autorización («Validar») y, si es válido, deja cambiar el precio de esa línea.' },
  { boton: 'Crear Venta', donde: 'Nueva venta', que: 'Valida, pide la línea (comprobante interno), guarda la venta, descuenta el stock y abre el comprobante para imprimir.' },
  { boton: 'Editar', donde: 'Detalle de venta', que: 'Cambia el método de pago y el descuento; el total se recalcula y la cuenta corriente y la caja se ajustan.' },
  { boton: 'Anular venta', donde: 'Detalle de venta', que: 'Anula la venta después de confirmar: devuelve el stock y corrige la cuenta corriente. Sin el permiso de anular, pide un código de autorización. No se puede deshacer.' },
  { boton: 'Imprimir / Descargar PDF', donde: 'Detalle de venta y de presupuesto', que: 'Abre el documento para imprimir o lo descarga en PDF.' },
  { boton: 'Nuevo Presupuesto', donde: 'Presupuestos', que: 'Crea un presupuesto; no mueve stock.' },
  { boton: 'Convertir en Venta', donde: 'Detalle de presupuesto', que: 'Genera la venta con los precios del presupuesto y descuenta el stock. Es irreversible.' },
  { boton: 'Anular', donde: 'Detalle de presupuesto y Gastos', que: 'Anula el presupuesto o el gasto después de confirmar (un gasto pagado desde una caja devuelve el dinero a esa caja).' },
  { boton: 'Ingresar Pago', donde: 'Cuenta corriente de un cliente', que: 'Registra un pago y lo aplica a las deudas más antiguas, en cualquier moneda; lo que sobra queda a favor del cliente.' },
  { boton: 'Ingresar Deuda', donde: 'Cuenta corriente de un cliente', que: 'Registra una deuda manual, con vencimiento opcional.' },
  { boton: 'Imprimir Resumen', donde: 'Cuenta corriente de un cliente', que: 'Imprime los movimientos entre las fechas Desde y Hasta con el saldo de cada moneda.' },
  { boton: 'Imprimir Etiqueta', donde: 'Ficha de cliente y cuenta corriente', que: 'Abre la etiqueta con los datos del cliente para imprimir.' },
  { boton: 'Imprimir recibo', donde: 'Después de un pago o de pagar una comisión', que: 'Imprime el comprobante del pago.' },
  { boton: 'Exportar a Excel', donde: 'Cuentas corrientes', que: 'Descarga la lista de cuentas con saldos y antigüedad de deuda, con los filtros aplicados.' },
  { boton: 'Abrir caja / Cerrar caja', donde: 'Cajas', que: 'Abre la caja con un monto inicial, o la cierra con el arqueo de lo contado por método de pago.' },
  { boton: 'Ingreso manual / Retiro', donde: 'Cajas', que: 'Registra una entrada o una salida de dinero en una caja abierta.' },
  { boton: 'Nuevo gasto', donde: 'Gastos', que: 'Registra un gasto; si se paga desde una caja, la descuenta.' },
  { boton: 'Pagar comisión', donde: 'Comisiones', que: 'Registra el pago de la comisión de un vendedor, sin superar lo adeudado.' },
  { boton: 'Nuevo Cliente / Nuevo proveedor', donde: 'Clientes y Proveedores', que: 'Abre el alta del contacto.' },
  { boton: 'Restablecer contraseña', donde: 'Ficha de usuario', que: 'Genera una contraseña nueva, la muestra una sola vez y cierra las sesiones del usuario.' },
  { boton: 'Actualizar Valor Oficial', donde: 'Monedas', que: 'Trae la cotización oficial del dólar (venta) y la guarda como valor del sistema, con historial.' },
  { boton: 'Agregar Método de Pago', donde: 'Métodos de pago', que: 'Crea un método de pago nuevo.' },
  { boton: 'Generar Reporte', donde: 'Reportes', que: 'Muestra los ingresos o las ventas del período y del producto elegidos.' },
];

/** One row of «Roles típicos»: a seeded role (ROLE_PERMISSIONS) and what it can do. */
export interface RolGuia {
  rol: keyof typeof ROLE_PERMISSIONS;
  puede: string;
}

/** «Roles típicos»: the four roles the system comes with (docs/permisos.md, «Roles sembrados»). */
export const ROLES_TIPICOS: RolGuia[] = [
  {
    rol: 'Administrador',
    puede:
      'Acceso total: todas las pantallas y acciones, los cuatro permisos especiales, usuarios, roles y auditoría. Conserva siempre todos los permisos y no se puede eliminar; siempre queda al menos un administrador activo.',
  },
  {
    rol: 'Vendedor',
    puede:
      'Ventas, facturación y presupuestos en su sucursal (todo salvo anular una venta, que necesita un código de autorización; edita solo sus ventas del día; descuentos de hasta 5 % sin código); clientes (ver, crear y editar); cuentas corrientes (ver e ingresar pagos y deudas); consultar stock, sus comisiones, monedas, métodos de pago y reportes. No genera códigos de autorización.',
  },
  {
    rol: 'Inventario',
    puede:
      'Stock y productos, ingresos, fabricación y proveedores (todas las acciones), ingresar stock y editar costos; consultar monedas y reportes. No ve ventas, presupuestos ni cuentas corrientes.',
  },
  {
    rol: 'Solo lectura',
    puede: 'Ver los listados y el detalle de todas las áreas, sin crear, modificar ni anular nada y sin permisos especiales.',
  },
];

/** Roles of ROLE_PERMISSIONS that hold `permiso`, in table order ('Administrador', …). */
export function rolesCon(permiso: string): string[] {
  return (Object.keys(ROLE_PERMISSIONS) as (keyof typeof ROLE_PERMISSIONS)[]).filter((r) => ROLE_PERMISSIONS[r].includes(permiso));
}

/** What each special permission enables in the screens (the label and description come from shared/permissions). */
const USO_ESPECIAL: Record<(typeof SPECIAL_PERMISSIONS)[number], string> = {
  'ventas.autorizar_precio':
    '«Generar código de autorización» en Nueva venta; cargar precios modificados en presupuestos; fijar, cambiar o quitar el límite de crédito de un cliente.',
  'stock.editar_costo': 'Cambiar el costo o su moneda en la ficha del producto. Los ingresos de stock mueven el costo sin este permiso.',
  'reportes.financieros': 'Ver en los reportes y en su planilla los costos, el costo anterior, las comisiones, lo pagado y el saldo; sin él, esas columnas no aparecen.',
  'auditoria.get': 'Abrir Auditoría (menú Usuarios): quién dio de alta, modificó, anuló o eliminó qué y cuándo, con los datos antes y después.',
  'cuentas_corrientes.cotizacion': 'Registrar un pago o usar saldo a favor con una cotización del dólar fuera de la tolerancia sin pedir un código.',
  'sucursales.todas':
    'Operar en todas las sucursales: ventas, presupuestos, ingresos, fabricaciones y cajas. Sin él, cada usuario opera solo en la sucursal de su ficha (y sin sucursal, en ninguna).',
};

const Enlace = ({ id, children }: { id: string; children: ReactNode }) => <a href={`#${id}`}>{children}</a>;

/** The sections of the guide, in order. */
export const SECCIONES_GUIA: SeccionGuia[] = [
  {
    id: 'primeros-pasos',
    titulo: 'Primeros pasos',
    apartados: [
      {
        id: 'ingreso-y-sesion',
        titulo: 'Ingreso y sesión',
        contenido: (
          <ul>
            <li>Ingrese con su correo electrónico y su contraseña. Después de varios intentos fallidos seguidos, el ingreso se bloquea por unos minutos.</li>
            <li>
              La sesión vence después de <strong>8 horas sin actividad</strong> y, en cualquier caso, a los <strong>7 días</strong>: al vencer, el sistema
              vuelve a la pantalla de ingreso.
            </li>
            <li>
              Cada usuario ve en el menú lateral solo las pantallas que su rol permite. Si abre una dirección sin permiso verá «No tiene permisos para
              acceder a esta sección.». Lo que cada rol puede hacer está en <Enlace id="roles-tipicos">Roles típicos</Enlace>.
            </li>
            <li>Desde el menú de usuario (arriba a la derecha) puede cambiar su contraseña, reportar un problema o cerrar la sesión.</li>
          </ul>
        ),
      },
      {
        id: 'moverse-por-el-sistema',
        titulo: 'Moverse por el sistema',
        contenido: (
          <ul>
            <li>
              El menú lateral agrupa las pantallas en Gestión, Operaciones, Contactos, Análisis, Usuarios y Configuración. <kbd>Ctrl</kbd>+<kbd>B</kbd> lo
              expande o contrae; en el celular se abre como una hoja.
            </li>
            <li>
              <kbd>Ctrl</kbd>+<kbd>K</kbd> (o el botón «Buscar») abre la búsqueda global de productos, proveedores y clientes.
            </li>
            <li>
              Los filtros, el orden y la página de cada lista quedan en la dirección: puede guardarla o compartirla y volver con «Atrás» a la búsqueda
              anterior.
            </li>
            <li>
              Los importes se muestran con su moneda (<strong>$</strong> pesos, <strong>US$</strong> dólares), dos decimales y coma decimal; las
              cantidades, con hasta cuatro decimales en la unidad del producto. Las fechas son días de Buenos Aires y los filtros Desde y Hasta incluyen
              los dos días.
            </li>
            <li>Todo se puede usar con el teclado; el botón «Cambiar tema» pasa al tema oscuro y la elección se recuerda.</li>
          </ul>
        ),
      },
    ],
  },
  {
    id: 'inventario',
    titulo: 'Inventario',
    intro: (
      <p>
        El inventario reúne el stock por sucursal, los productos con sus fórmulas, los ingresos de mercadería y la fabricación. Todo cambio de stock deja
        un movimiento (venta, anulación, ingreso, consumo y producto de fabricación, devolución o ajuste) con el stock anterior y el nuevo, y el stock
        nunca queda por debajo de cero.
      </p>
    ),
    apartados: [
      {
        id: 'stock',
        titulo: 'Stock',
        contenido: (
          <ul>
            <li>
              Stock muestra los productos con su stock en una sucursal (la primera viene elegida), 10 por página. Busque por nombre o, escribiendo solo
              números, por el comienzo del código; filtre por categoría o marque «Bajo stock mínimo».
            </li>
            <li>La insignia «Stock bajo» aparece cuando el stock de la sucursal es menor que el stock mínimo del producto.</li>
            <li>Con permiso, cada fila abre la ficha del producto. Según su rol verá «Reposición», «Actualizar precios», «Ingresar Stock» y «Nuevo Producto».</li>
          </ul>
        ),
      },
      {
        id: 'productos-y-formulas',
        titulo: 'Productos y fórmulas',
        contenido: (
          <>
            <p>Hay tres categorías. El código es un número que el sistema asigna solo: el siguiente libre de la categoría.</p>
            <TablaGuia
              titulo="Categorías de producto y sus códigos"
              columnas={['Categoría', 'Códigos']}
              filas={[
                ['Materia prima', 'del 10000 al 19999'],
                ['Esencia', 'del 20000 al 29999'],
                ['Elaborado', 'desde el 30000'],
              ]}
            />
            <ul>
              <li>
                Cada producto tiene nombre, descripción, categoría, unidad, proveedor, stock mínimo, costo con su moneda, precio neto, alícuota de IVA (21
                %, 10,5 % o 0 %) y moneda del precio. El <strong>valor final</strong> (precio × (1 + IVA), redondeado al centavo) es el precio de venta.
              </li>
              <li>
                Las esencias y los elaborados pueden tener una <strong>fórmula</strong>: qué materias primas y en qué cantidad hacen falta para producir
                una cantidad dada. Una materia prima no lleva fórmula y cada materia prima aparece una sola vez.
              </li>
              <li>
                La ficha del producto muestra el stock en cada sucursal, los «Movimientos de stock» y el «Historial de costos». La categoría no se puede
                cambiar; cambiar el costo pide el permiso especial <Enlace id="permisos-especiales">Editar costos</Enlace>.
              </li>
              <li>Un producto con movimientos de stock, o que forma parte de la fórmula de otro, no se puede eliminar.</li>
            </ul>
          </>
        ),
      },
      {
        id: 'ingresos',
        titulo: 'Ingresos de mercadería',
        contenido: (
          <ul>
            <li>
              «Ingresar Stock» registra lo que llega a una sucursal: por cada producto, la cantidad, el costo unitario con su moneda y el proveedor, que es
              obligatorio.
            </li>
            <li>
              Si el costo nuevo es <strong>mayor o igual</strong> al actual, se toma sin preguntar. Si es <strong>menor</strong> o está en{' '}
              <strong>otra moneda</strong>, el sistema pide confirmación antes de guardar; sin confirmar no se registra nada.
            </li>
            <li>El ingreso suma el stock, guarda el costo anterior de cada línea y deja el cambio en el historial de costos del producto.</li>
            <li>Ingresos lista los ingresos del más nuevo al más viejo, con filtros de fechas, proveedor y producto; cada uno abre su detalle.</li>
          </ul>
        ),
      },
      {
        id: 'fabricacion',
        titulo: 'Fabricación',
        contenido: (
          <ul>
            <li>
              «Nueva fabricación» pide un producto con fórmula, la cantidad a fabricar y la sucursal, y muestra antes cuánto de cada materia prima hace
              falta y si el stock alcanza.
            </li>
            <li>La fabricación nace <strong>En proceso</strong> y todavía no toca el stock.</li>
            <li>
              En el detalle, cada materia prima se confirma una vez: al confirmarla se descuenta del stock y ya no puede desmarcarse.
            </li>
            <li>
              «Finalizar fabricación» exige todas las materias primas confirmadas, suma el producto fabricado al stock y es irreversible. «Cancelar
              fabricación» devuelve al stock solo las materias primas ya confirmadas y la deja Cancelada.
            </li>
            <li>La lista de Fabricación se filtra por estado: En proceso, Finalizada o Cancelada.</li>
          </ul>
        ),
      },
      {
        id: 'actualizacion-de-precios',
        titulo: 'Actualización de precios',
        contenido: (
          <ul>
            <li>Elija los productos (categoría, proveedor o búsqueda) y una regla:</li>
            <li>
              <strong>Porcentaje</strong> (de −99,99 a 1000): precio nuevo = precio × (1 + porcentaje / 100). <strong>Nueva cotización del dólar</strong>:
              solo para productos con precio en pesos y costo en dólares, precio nuevo = precio × cotización nueva / valor del dólar del sistema (no cambia
              el valor del dólar).
            </li>
            <li>
              «Ver vista previa» muestra el precio y el valor final antes y después sin cambiar nada; «Confirmar actualización» los aplica después de
              confirmar. Los precios se redondean al centavo. Una selección de más de 5000 productos se rechaza: acote los filtros.
            </li>
          </ul>
        ),
      },
      {
        id: 'reposicion',
        titulo: 'Reposición',
        contenido: (
          <ul>
            <li>
              Reposición lista los productos de una sucursal cuyo stock es menor que su mínimo, agrupados por proveedor (los que no tienen proveedor, al
              final), con el faltante (mínimo − stock) y el costo.
            </li>
            <li>Se puede filtrar por proveedor y bajar la lista con «Descargar Excel» para armar los pedidos.</li>
          </ul>
        ),
      },
    ],
  },
  {
    id: 'facturacion',
    titulo: 'Facturación',
    intro: <p>La facturación comprende las ventas y los presupuestos. Un presupuesto no afecta el stock; una venta lo descuenta.</p>,
    apartados: [
      {
        id: 'nueva-venta',
        titulo: 'Nueva venta',
        contenido: (
          <ul>
            <li>
              El vendedor es el usuario que vende. Elija la sucursal (cambiarla vacía las líneas, porque el stock depende de ella) y busque los productos
              por nombre o código: cada uno entra con cantidad 1 y su valor final.
            </li>
            <li>
              Todas las líneas van en la misma moneda y ninguna cantidad puede superar el stock disponible. Indique el descuento total (de 0 a 100 %), el
              método de pago y, si quiere, el cliente.
            </li>
            <li>
              Con el método <strong>Cuenta Corriente</strong> el cliente es obligatorio: la venta queda Pendiente y su importe se suma a la deuda del
              cliente. Si supera su límite de crédito o el cliente tiene una deuda de más de 90 días, la pantalla lo avisa y pide un{' '}
              <Enlace id="codigos-de-autorizacion">código de autorización</Enlace>.
            </li>
            <li>
              «Crear Venta» pide la línea: la 1 es la factura electrónica que autoriza ARCA (con su CAE), y se puede elegir cuando la sucursal
              tiene punto de venta de ARCA; la 2, la que viene elegida, es el comprobante interno sin validez fiscal. Guarda, abre para imprimir
              el comprobante (la factura, si ARCA ya la autorizó) y vuelve a Ventas. Si ARCA no respondió o rechazó la factura, abre la venta:
              su sección «Factura electrónica» muestra el estado y el botón «Reintentar». Con cualquier otro método la venta queda Pagada.
            </li>
          </ul>
        ),
      },
      {
        id: 'ventas',
        titulo: 'Ventas',
        contenido: (
          <ul>
            <li>
              Ventas (y Facturación, la misma lista) se filtra por texto (número, cliente o vendedor), vendedor, fechas, estado de pago y anuladas.
            </li>
            <li>
              Estados de pago: <strong>Pagada</strong> (cobrada totalmente), <strong>Parcial</strong> (se pagó una parte) y <strong>Pendiente</strong>{' '}
              (el saldo está en la cuenta corriente). Una venta anulada se muestra «Anulada».
            </li>
            <li>
              En el detalle, «Editar» cambia el método de pago y el descuento (el total se recalcula y se ajustan la cuenta corriente y la caja).
            </li>
            <li>
              «Anular venta» devuelve el stock. Si era en cuenta corriente cancela su deuda; lo que ya se hubiera pagado, igual que lo pagado con otro
              método por un cliente identificado, queda como saldo a favor del cliente. Anular no se puede deshacer.
            </li>
          </ul>
        ),
      },
      {
        id: 'presupuestos',
        titulo: 'Presupuestos',
        contenido: (
          <ul>
            <li>
              «Nuevo Presupuesto»: la sucursal de la que se muestra el stock, el cliente (opcional, con «Agregar Cliente»), los productos y «Crear
              Presupuesto». Un presupuesto <strong>nunca toca el stock</strong>.
            </li>
            <li>La lista muestra 15 por página, con filtros de texto, vendedor, fechas y estado (activo o anulado).</li>
            <li>
              En el detalle se puede editar, anular, imprimir o descargar en PDF. «Convertir en Venta» pide el método de pago y crea la venta con los
              precios del presupuesto: recién entonces se comprueba y descuenta el stock. <strong>Convertir es irreversible</strong> y un presupuesto
              convertido ya no se edita.
            </li>
            <li>Cargar un precio distinto del valor final en un presupuesto requiere el permiso especial de autorizar precios.</li>
          </ul>
        ),
      },
      {
        id: 'codigos-de-autorizacion',
        titulo: 'Códigos de autorización',
        contenido: (
          <ul>
            <li>
              El precio de cada línea de venta está bloqueado: es el valor final del producto. Para cambiarlo hace falta un código de autorización.
            </li>
            <li>
              Quien tiene el permiso especial <Enlace id="permisos-especiales">Autorizar precios y límites de crédito</Enlace> lo genera con «Generar
              código de autorización»: son <strong>6 dígitos</strong>, valen <strong>10 minutos</strong>, sirven para <strong>una sola venta</strong> y se
              muestran una sola vez.
            </li>
            <li>
              En la línea, el botón de candado («Desbloquear precio») pide el código y «Validar» lo comprueba sin gastarlo; se gasta al guardar la venta.
              El mismo código autoriza una venta en cuenta corriente que supera el límite de crédito o con deuda de más de 90 días.
            </li>
            <li>Varios códigos equivocados seguidos bloquean los intentos por unos minutos.</li>
          </ul>
        ),
      },
      {
        id: 'aprobaciones-y-sucursal',
        titulo: 'Aprobaciones y sucursal',
        contenido: (
          <ul>
            <li>
              <strong>Sucursal.</strong> Cada usuario tiene una sucursal (en su ficha de Usuarios): Nueva venta, Nuevo presupuesto, Stock, Ingresar stock y
              Nueva fabricación la eligen de entrada. Sin el permiso especial <Enlace id="permisos-especiales">Operar en todas las sucursales</Enlace> solo
              vende, presupuesta, ingresa stock, fabrica y mueve cajas en la suya: en otra verá «No tiene permiso para operar en esa sucursal.». Un usuario
              sin sucursal no opera en ninguna hasta que un administrador se la asigne.
            </li>
            <li>
              <strong>Anular una venta.</strong> Lo hace quien tiene el permiso de anular ventas (el Vendedor ya no lo tiene). Un vendedor puede anularla con
              un código de autorización: «Anular venta» se lo pide y lo gasta al anular.
            </li>
            <li>
              <strong>Descuento.</strong> Cada rol tiene un descuento máximo (Vendedor: 5 %). Un descuento mayor, al crear o editar una venta, un presupuesto
              o al convertirlo en venta, pide un código de autorización.
            </li>
            <li>
              <strong>Crédito.</strong> Pasar una venta a Cuenta Corriente (al crearla o al editarla) por encima del límite de crédito del cliente, o con deuda
              de más de 90 días, pide un código. Un solo código autoriza todo lo que la operación necesite (precio, descuento y crédito).
            </li>
            <li>
              <strong>Editar una venta.</strong> Un vendedor edita solo sus propias ventas y solo el mismo día; las demás las modifica quien puede autorizar
              precios.
            </li>
          </ul>
        ),
      },
    ],
  },
  {
    id: 'cuentas-corrientes',
    titulo: 'Cuentas corrientes',
    intro: (
      <p>
        Cada cliente tiene un saldo en pesos y otro en dólares. Lo que debe se muestra en rojo («Debe $ 1.500,50») y el saldo a favor en verde («A
        favor US$ 20,00»). La lista de Cuentas corrientes muestra los saldos y la antigüedad de la deuda (0–30, 31–60, 61–90 y más de 90 días), filtra
        «Con deuda» y se exporta a Excel.
      </p>
    ),
    apartados: [
      {
        id: 'pagos',
        titulo: 'Pagos',
        contenido: (
          <ul>
            <li>
              «Ingresar Pago» pide monto, moneda, descripción y la cotización del dólar (propone la del sistema); puede cobrarse en efectivo en una caja abierta de esa moneda.
            </li>
            <li>
              El pago se aplica primero a las ventas y deudas pendientes <strong>más antiguas</strong>, en cualquier moneda (convirtiendo con la
              cotización), y actualiza sus estados. Lo que sobra queda como saldo a favor y se aplica solo a la próxima deuda.
            </li>
            <li>Al terminar se ve a qué se aplicó el pago, con «Imprimir recibo».</li>
          </ul>
        ),
      },
      {
        id: 'deudas-manuales',
        titulo: 'Deudas manuales',
        contenido: (
          <ul>
            <li>
              «Ingresar Deuda» registra una deuda que no viene de una venta (monto, moneda, descripción y vencimiento opcional). Queda pendiente hasta que
              los pagos la cubren; si el cliente tenía saldo a favor, se le aplica en el acto.
            </li>
          </ul>
        ),
      },
      {
        id: 'resumen-de-cuenta',
        titulo: 'Resumen de cuenta',
        contenido: (
          <ul>
            <li>
              «Imprimir Resumen» pide las fechas Desde y Hasta e imprime los movimientos del período con el saldo inicial, el saldo de cada movimiento y el
              saldo final de cada moneda. La tabla «Movimientos en Cuenta Corriente» muestra todo, de a 20.
            </li>
          </ul>
        ),
      },
      {
        id: 'limites-de-credito',
        titulo: 'Límites de crédito',
        contenido: (
          <ul>
            <li>Cada cliente puede tener un límite en pesos y otro en dólares (vacío: sin límite), que se carga en su ficha.</li>
            <li>
              Una venta en cuenta corriente que dejaría el saldo por encima del límite, o a un cliente con una deuda de más de 90 días, necesita un{' '}
              <Enlace id="codigos-de-autorizacion">código de autorización</Enlace>.
            </li>
            <li>Solo quien tiene el permiso especial de autorizar precios puede fijar, cambiar o quitar un límite.</li>
          </ul>
        ),
      },
    ],
  },
  {
    id: 'aprobaciones-de-dinero',
    titulo: 'Aprobaciones de dinero',
    intro: (
      <ul>
        <li>
          <strong>Cotización de un pago.</strong> Un pago en cuenta corriente con una cotización del dólar que se aparta más de 2 % de la del sistema
          necesita un <Enlace id="codigos-de-autorizacion">código de autorización</Enlace>: «Registrar pago» muestra el aviso y abre «Autorizar
          cotización» para escribirlo, y el pago se registra con él. Quien tiene el permiso especial{' '}
          <Enlace id="permisos-especiales">Usar otra cotización del dólar</Enlace> (por ejemplo, un encargado) no necesita código.
        </li>
        <li>
          <strong>Anular un pago.</strong> Lo hace quien tiene el permiso «Cuentas corrientes: Eliminar», con «Anular» en la tabla de movimientos del
          cliente: las ventas y deudas que pagó vuelven a quedar pendientes y, si entró en efectivo, sale de la caja.
        </li>
        <li>
          <strong>Anular un ingreso de stock.</strong> Quien tiene el permiso «Ingresos: Eliminar» ve «Anular ingreso» en el detalle del ingreso. Se puede
          mientras la sucursal conserve ese stock (si ya se vendió o se usó en una fabricación, el sistema lo rechaza); los productos vuelven a su costo
          anterior si nadie lo cambió después. El ingreso queda «Anulado», con quién y cuándo.
        </li>
        <li>
          <strong>Cotización pendiente.</strong> Si el valor oficial que trae el proveedor salta más de 20 % respecto del actual, no se aplica: Monedas
          muestra «Cotización pendiente de confirmación» con los dos valores, y quien puede modificar monedas lo aplica con «Confirmar».
        </li>
      </ul>
    ),
  },
  {
    id: 'cajas-gastos-comisiones',
    titulo: 'Cajas, gastos y comisiones',
    apartados: [
      {
        id: 'cajas',
        titulo: 'Cajas',
        contenido: (
          <ul>
            <li>Hay una caja por sucursal y moneda. El saldo es siempre la suma de sus movimientos y nunca queda por debajo de cero.</li>
            <li>
              «Abrir caja» pide el monto inicial. Con la caja abierta, las ventas cobradas en esa sucursal y moneda (salvo Cuenta Corriente), los pagos de cuenta corriente cobrados en ella y los gastos y comisiones pagados desde ella se registran solos; «Ingreso manual» y «Retiro» registran el
              resto.
            </li>
            <li>
              «Cerrar caja» es el arqueo: por cada método de pago muestra lo esperado, lo contado y la diferencia; al confirmar registra las diferencias y
              el retiro, y la caja queda en cero. «Ver movimientos» e «Historial de cierres» muestran lo ocurrido.
            </li>
          </ul>
        ),
      },
      {
        id: 'gastos',
        titulo: 'Gastos',
        contenido: (
          <ul>
            <li>
              «Nuevo gasto» pide fecha, categoría, descripción, monto, moneda y método de pago; opcionalmente el proveedor y la caja desde la que se paga.
            </li>
            <li>La lista muestra los totales por moneda, categoría y mes. Un gasto no se borra: se anula, y si se pagó desde una caja el dinero vuelve a ella.</li>
          </ul>
        ),
      },
      {
        id: 'comisiones',
        titulo: 'Comisiones',
        contenido: (
          <ul>
            <li>Cada línea de venta guarda la comisión del vendedor (su porcentaje sobre el subtotal). Las ventas anuladas no dan comisión.</li>
            <li>
              Comisiones muestra, por vendedor y moneda, las ventas del período, su comisión, lo pagado y lo adeudado. Quien no puede pagar comisiones ve
              solo las suyas.
            </li>
            <li>«Pagar comisión» registra un pago que no puede superar lo adeudado, opcionalmente desde una caja, y ofrece «Imprimir recibo».</li>
          </ul>
        ),
      },
    ],
  },
  {
    id: 'contactos',
    titulo: 'Contactos',
    apartados: [
      {
        id: 'clientes',
        titulo: 'Clientes',
        contenido: (
          <ul>
            <li>
              Cada cliente tiene nombre, documento, tipo (particular o empresa), condición de IVA, datos de contacto, dirección, zona y provincia. El
              documento es un DNI (7 u 8 dígitos) o un CUIT/CUIL con su dígito verificador, y no puede repetirse.
            </li>
            <li>La lista busca por nombre o documento y filtra por tipo, provincia y zona.</li>
            <li>
              La ficha muestra los saldos y los límites de crédito, con «Editar», «Eliminar», «Imprimir Etiqueta» y el enlace a su cuenta corriente. No se
              puede eliminar un cliente con ventas, presupuestos o saldo en su cuenta.
            </li>
          </ul>
        ),
      },
      {
        id: 'proveedores',
        titulo: 'Proveedores',
        contenido: (
          <ul>
            <li>Cada proveedor tiene nombre, CUIT (opcional, único y con dígito verificador), contacto, teléfono, e-mail, dirección, provincia y notas.</li>
            <li>Su ficha muestra los productos que provee y sus ingresos recientes.</li>
            <li>No se puede eliminar un proveedor con productos asociados, ingresos de stock o gastos registrados.</li>
          </ul>
        ),
      },
    ],
  },
  {
    id: 'configuracion',
    titulo: 'Configuración',
    apartados: [
      {
        id: 'usuarios',
        titulo: 'Usuarios',
        contenido: (
          <ul>
            <li>
              Cada usuario tiene nombre, e-mail, rol, sucursal, código de vendedor, comisión y si está activo. Si al crearlo deja la contraseña vacía, el sistema genera una y la muestra <strong>una sola vez</strong>.
            </li>
            <li>
              «Restablecer contraseña» genera una nueva y cierra las sesiones del usuario. Desactivar a un usuario también las cierra. Nadie puede
              desactivarse a sí mismo y siempre queda al menos un administrador activo.
            </li>
          </ul>
        ),
      },
      {
        id: 'roles-y-permisos',
        titulo: 'Roles y permisos',
        contenido: (
          <ul>
            <li>
              Un rol es un nombre y una matriz de permisos: por cada área (Stock, Ventas, Clientes…) las acciones Ver listado, Ver detalle, Crear, Editar y
              Eliminar, más Ingresar stock en Stock y los <Enlace id="permisos-especiales">permisos especiales</Enlace>.
            </li>
            <li>Los cambios valen desde el siguiente pedido de sus usuarios, sin volver a ingresar.</li>
            <li>El rol Administrador conserva siempre todos los permisos; un rol con usuarios no se puede eliminar.</li>
          </ul>
        ),
      },
      {
        id: 'monedas-y-cotizacion',
        titulo: 'Monedas y cotización',
        contenido: (
          <ul>
            <li>El sistema trabaja en pesos ($) y dólares (US$). El valor del dólar del sistema se usa para convertir pagos y actualizar precios.</li>
            <li>
              «Actualizar Valor Oficial» trae la cotización oficial desde una fuente externa; también puede cargarse a mano («Valor del dólar (manual)»). El sistema también puede traerla solo cada cierto tiempo, si así está configurado.
            </li>
            <li>
              Cada cambio queda en el «Historial del dólar», con un gráfico de los últimos 90 días. «Cotizaciones del día» muestra los tipos de dólar como
              referencia.
            </li>
          </ul>
        ),
      },
      {
        id: 'metodos-de-pago',
        titulo: 'Métodos de pago',
        contenido: (
          <ul>
            <li>
              Cada método tiene nombre y descripción. <strong>Efectivo</strong> y <strong>Cuenta Corriente</strong> son del sistema: se pueden
              renombrar pero no eliminar, y las reglas los reconocen aunque cambie su nombre.
            </li>
          </ul>
        ),
      },
    ],
  },
  {
    id: 'reportes-e-inicio',
    titulo: 'Reportes e inicio',
    apartados: [
      {
        id: 'inicio',
        titulo: 'Inicio',
        contenido: (
          <ul>
            <li>
              Inicio saluda con su nombre y muestra las cifras que su rol permite ver: «Ventas de hoy» y «Ventas del mes» (total por moneda y cantidad de
              ventas), «Por cobrar» (lo que deben los clientes por moneda y cuántos), «Productos bajo mínimo» y «Fabricaciones en proceso».
            </li>
            <li>
              Cada cifra lleva a su pantalla con el filtro ya aplicado, si puede abrirla. El gráfico «Ventas de los últimos 30 días» muestra el total de
              cada día por moneda.
            </li>
            <li>Las cifras se vuelven a pedir cada vez que abre Inicio. Debajo están los accesos directos a cada pantalla de su menú.</li>
          </ul>
        ),
      },
      {
        id: 'reportes',
        titulo: 'Reportes',
        contenido: (
          <ul>
            <li>
              Reportes muestra los <strong>ingresos</strong> o las <strong>ventas</strong> de un período: elija el tipo («Ingresos» o «Ventas»), las
              fechas Desde y Hasta y, si quiere, un producto («Buscar Producto», por nombre o código). Los filtros quedan en la dirección.
            </li>
            <li>
              «Generar Reporte» muestra los resultados del más nuevo al más viejo, sin páginas; cada fila despliega sus productos y su número abre el
              ingreso o la venta en una ventana nueva. Un reporte con demasiadas filas se rechaza: acote las fechas o elija un producto.
            </li>
            <li>
              «Descargar Excel» arma la planilla en el navegador. Los costos, las comisiones, lo pagado y el saldo solo se ven con el permiso especial{' '}
              <Enlace id="permisos-especiales">reportes financieros</Enlace>.
            </li>
          </ul>
        ),
      },
    ],
  },
  {
    id: 'guia-de-botones',
    titulo: 'Guía de botones',
    intro: <p>Qué hace cada botón principal. Cada botón aparece solo si su rol tiene el permiso que pide.</p>,
    contenido: <TablaGuia titulo="Botones y lo que hacen" columnas={['Botón', 'Dónde', 'Qué hace']} filas={BOTONES.map((b) => [b.boton, b.donde, b.que])} />,
  },
  {
    id: 'roles-tipicos',
    titulo: 'Roles típicos',
    intro: <p>El sistema trae cuatro roles. El administrador puede crear otros y cambiar sus permisos en Roles.</p>,
    contenido: <TablaGuia titulo="Roles y lo que pueden hacer" columnas={['Rol', 'Qué puede hacer']} filas={ROLES_TIPICOS.map((r) => [r.rol, r.puede])} />,
  },
  {
    id: 'permisos-especiales',
    titulo: 'Permisos especiales',
    intro: <p>Funciones que se asignan por rol, aparte de la matriz de áreas y acciones. De los roles del sistema, solo el Administrador tiene los cuatro.</p>,
    contenido: (
      <TablaGuia
        titulo="Permisos especiales"
        columnas={['Permiso', 'Qué habilita', 'Roles del sistema que lo tienen']}
        filas={SPECIAL_PERMISSIONS.map((p) => [`${SPECIAL_LABELS[p].label} (${p})`, `${SPECIAL_LABELS[p].descripcion} ${USO_ESPECIAL[p]}`, rolesCon(p).join(', ')])}
      />
    ),
  },
  {
    id: 'su-contrasena',
    titulo: 'Su contraseña',
    intro: (
      <p>
        Para cambiar su contraseña, abra el menú de usuario (arriba a la derecha) y elija «Cambiar Contraseña». Primero escriba su «Contraseña
        actual»: sin ella no se puede cambiar, así nadie la cambia en una sesión que usted dejó abierta. Después de varios intentos con una
        contraseña actual equivocada, el sistema pide esperar 15 minutos. Las otras sesiones que tenga abiertas se cierran; la de esta pantalla
        sigue abierta.
      </p>
    ),
  },
];
