import { screen, within } from '@testing-library/react';
import { ROLE_PERMISSIONS, SPECIAL_PERMISSIONS } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { InfoUsePage } from '../pages/InfoUsePage';
import { rolesCon, SECCIONES_GUIA } from './contenido';

/** The guide as a visitor sees it (/info-use is public). */
function renderGuia(route = '/info-use') {
  return renderWithProviders(<InfoUsePage />, { route, user: null });
}

const indice = () => screen.getByRole('navigation', { name: 'Índice' });

/** Rows of a table by caption: each row's header and cells as text. */
function filas(caption: string): string[][] {
  const tabla = screen.getByRole('table', { name: caption });
  return within(tabla)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent ?? ''));
}

describe('InfoUsePage: structure', () => {
  it('has the title and an index of every section and sub-section, in order', () => {
    renderGuia();
    expect(screen.getByRole('heading', { level: 1, name: 'Guía Completa del Sistema' })).toBeInTheDocument();
    const secciones = within(indice())
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.tagName === 'OL')
      .map((li) => li.querySelector('a')?.textContent);
    expect(secciones).toEqual([
      'Primeros pasos',
      'Inventario',
      'Facturación',
      'Cuentas corrientes',
      'Aprobaciones de dinero',
      'Cajas, gastos y comisiones',
      'Contactos',
      'Configuración',
      'Reportes e inicio',
      'Guía de botones',
      'Roles típicos',
      'Permisos especiales',
      'Su contraseña',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Índice', ...secciones]);
  });

  it.each([
    ['Inventario', ['Stock', 'Productos y fórmulas', 'Ingresos de mercadería', 'Fabricación', 'Actualización de precios', 'Reposición']],
    ['Facturación', ['Nueva venta', 'Ventas', 'Presupuestos', 'Códigos de autorización', 'Aprobaciones y sucursal']],
    ['Cuentas corrientes', ['Pagos', 'Deudas manuales', 'Resumen de cuenta', 'Límites de crédito']],
    ['Cajas, gastos y comisiones', ['Cajas', 'Gastos', 'Comisiones']],
    ['Contactos', ['Clientes', 'Proveedores']],
    ['Configuración', ['Usuarios', 'Roles y permisos', 'Monedas y cotización', 'Métodos de pago']],
    ['Reportes e inicio', ['Inicio', 'Reportes']],
  ])('«%s» has its sub-sections, each in the index', (seccion, apartados) => {
    renderGuia();
    const region = screen.getByRole('region', { name: seccion });
    expect(within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(apartados);
    const itemIndice = within(indice()).getByRole('link', { name: seccion }).closest('li')!;
    expect(within(itemIndice).getAllByRole('link').map((a) => a.textContent)).toEqual([seccion, ...apartados]);
  });

  it('links every index entry to the heading with its text; no anchor of the page is broken', () => {
    renderGuia();
    const enlacesIndice = within(indice()).getAllByRole('link');
    expect(enlacesIndice.length).toBeGreaterThan(30);
    for (const a of enlacesIndice) {
      const destino = document.getElementById(a.getAttribute('href')!.slice(1));
      expect(destino?.tagName).toMatch(/^H[23]$/);
      expect(destino).toHaveTextContent(a.textContent!);
    }
    // Every in-page link (index, cross references, «Volver al índice») reaches an element.
    const anclas = [...document.querySelectorAll('a[href^="#"]')].map((a) => a.getAttribute('href')!.slice(1));
    expect(anclas.filter((id) => document.getElementById(id) === null)).toEqual([]);
    expect(screen.getAllByRole('link', { name: 'Volver al índice' })).toHaveLength(SECCIONES_GUIA.length);
    // Ids are unique on the page.
    const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('scrolls to the heading of the #anchor it is opened with', () => {
    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView');
    try {
      renderGuia('/info-use#limites-de-credito');
      expect(scroll).toHaveBeenCalledTimes(1);
      expect(scroll.mock.contexts[0]).toBe(screen.getByRole('heading', { level: 3, name: 'Límites de crédito' }));
    } finally {
      scroll.mockRestore();
    }
  });

  it('opens without a session and asks the API nothing', () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    try {
      renderGuia();
      expect(screen.getByRole('heading', { level: 2, name: 'Guía de botones' })).toBeInTheDocument();
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });
});

describe('InfoUsePage: content', () => {
  it('explains the approvals for money: rate code, annulled payments and entries, pending provider rate', () => {
    renderGuia();
    const seccion = screen.getByRole('region', { name: 'Aprobaciones de dinero' });
    expect(seccion).toHaveTextContent('se aparta más de 2 % de la del sistema necesita un código de autorización');
    expect(seccion).toHaveTextContent('Usar otra cotización del dólar (por ejemplo, un encargado) no necesita código');
    expect(seccion).toHaveTextContent('Lo hace quien tiene el permiso «Cuentas corrientes: Eliminar»');
    expect(seccion).toHaveTextContent('Se puede mientras la sucursal conserve ese stock');
    expect(seccion).toHaveTextContent('salta más de 20 % respecto del actual, no se aplica');
  });

  it('states the rules of the product', () => {
    renderGuia();
    const inventario = screen.getByRole('region', { name: 'Inventario' });
    expect(within(inventario).getByRole('table', { name: 'Categorías de producto y sus códigos' })).toHaveTextContent('del 10000 al 19999');
    expect(filas('Categorías de producto y sus códigos')).toEqual([
      ['Materia prima', 'del 10000 al 19999'],
      ['Esencia', 'del 20000 al 29999'],
      ['Elaborado', 'desde el 30000'],
    ]);
    expect(within(screen.getByRole('region', { name: 'Cuentas corrientes' })).getByText(/más antiguas/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Facturación' })).getByText(/Convertir es irreversible/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Primeros pasos' })).getByText(/8 horas sin actividad/)).toBeInTheDocument();
  });

  it('explains the main buttons', () => {
    renderGuia();
    const botones = filas('Botones y lo que hacen').map(([boton]) => boton);
    for (const b of ['Generar código de autorización', 'Convertir en Venta', 'Ingresar Pago', 'Imprimir Resumen', 'Actualizar Valor Oficial', 'Finalizar fabricación', 'Generar Reporte']) {
      expect(botones).toContain(b);
    }
    expect(new Set(botones).size).toBe(botones.length);
  });

  it('lists the four seeded roles', () => {
    renderGuia();
    expect(filas('Roles y lo que pueden hacer').map(([rol]) => rol)).toEqual(Object.keys(ROLE_PERMISSIONS));
  });

  it('lists each special permission with the seeded roles that really hold it', () => {
    renderGuia();
    const tabla = filas('Permisos especiales');
    expect(tabla.map(([permiso]) => permiso.match(/\(([^)]+)\)$/)?.[1])).toEqual([...SPECIAL_PERMISSIONS]);
    expect(tabla.map((f) => f[2])).toEqual(SPECIAL_PERMISSIONS.map((p) => rolesCon(p).join(', ')));
    expect(rolesCon('auditoria.get')).toEqual(['Administrador']);
    expect(rolesCon('stock.editar_costo')).toEqual(['Administrador', 'Inventario']);
  });
});
