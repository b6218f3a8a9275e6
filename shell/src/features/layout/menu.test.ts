import { ALL_PERMISSIONS, ROLE_PERMISSIONS } from 'shared';
import { isItemActive, MENU, menuItems, visibleMenu } from './menu';

const labels = (permissions: string[] | undefined) =>
  visibleMenu(permissions).map((g) => ({
    group: g.label,
    sections: g.sections.map((s) => [s.heading, ...s.items.map((i) => i.label)]),
  }));

describe('visibleMenu', () => {
  it('shows every group and item to a user with every permission', () => {
    const menu = visibleMenu(ALL_PERMISSIONS);
    expect(menu.map((g) => g.label)).toEqual([
      'Gestión',
      'Operaciones',
      'Contactos',
      'Análisis',
      'Usuarios',
      'Configuración',
      null,
    ]);
    expect(menuItems(menu).map((i) => i.label)).toEqual([
      'Stock',
      'Fabricación',
      'Ingresos',
      'Nueva Venta',
      'Ventas',
      'Presupuestos',
      'Cuentas Corrientes',
      'Cajas',
      'Gastos',
      'Comisiones',
      'Clientes',
      'Proveedores',
      'Reportes',
      'Usuarios',
      'Roles',
      'Auditoría',
      'Monedas',
      'Métodos de pago',
      'Guía de Uso',
    ]);
  });

  it('keeps only Reportes and Guía de Uso for a user without permissions, hiding empty groups', () => {
    expect(labels([])).toEqual([
      { group: 'Análisis', sections: [[null, 'Reportes']] },
      { group: null, sections: [[null, 'Guía de Uso']] },
    ]);
    expect(labels(undefined)).toEqual(labels([]));
  });

  it('hides a sub-heading whose items are all forbidden but keeps its group', () => {
    const menu = visibleMenu(['cajas.get']);
    expect(menu[0]).toEqual(expect.objectContaining({ label: 'Operaciones' }));
    expect(menu[0].sections.map((s) => s.heading)).toEqual(['Dinero']);
    expect(menu[0].sections[0].items.map((i) => i.label)).toEqual(['Cajas']);
  });

  it('needs ventas.post for Nueva Venta and ventas.get for Ventas', () => {
    const onlyPost = menuItems(visibleMenu(['ventas.post'])).map((i) => i.to);
    expect(onlyPost).toContain('/ventas/nueva');
    expect(onlyPost).not.toContain('/ventas');
  });

  it('gives the seeded Inventario role its areas only', () => {
    const groups = visibleMenu(ROLE_PERMISSIONS.Inventario).map((g) => g.label);
    expect(groups).toEqual(['Gestión', 'Contactos', 'Análisis', 'Configuración', null]);
    const items = menuItems(visibleMenu(ROLE_PERMISSIONS.Inventario)).map((i) => i.label);
    expect(items).toEqual(['Stock', 'Fabricación', 'Ingresos', 'Proveedores', 'Reportes', 'Monedas', 'Guía de Uso']);
  });

  it('shows Auditoría after Roles in Usuarios to holders of auditoria.get only', () => {
    const usuarios = visibleMenu(ALL_PERMISSIONS).find((g) => g.label === 'Usuarios');
    expect(usuarios?.sections[0].items.map((i) => [i.label, i.to])).toEqual([
      ['Usuarios', '/usuarios'],
      ['Roles', '/roles'],
      ['Auditoría', '/auditoria'],
    ]);
    expect(labels(['auditoria.get'])).toContainEqual({ group: 'Usuarios', sections: [[null, 'Auditoría']] });
    for (const role of ['Vendedor', 'Inventario', 'Solo lectura'] as const) {
      expect(menuItems(visibleMenu(ROLE_PERMISSIONS[role])).map((i) => i.to)).not.toContain('/auditoria');
    }
  });

  it('does not mutate the menu definition', () => {
    const before = JSON.stringify(MENU.map((g) => g.sections.map((s) => s.items.length)));
    visibleMenu([]);
    expect(JSON.stringify(MENU.map((g) => g.sections.map((s) => s.items.length)))).toBe(before);
  });
});

describe('isItemActive', () => {
  it('matches the path and its sub-paths', () => {
    expect(isItemActive('/ventas', '/ventas')).toBe(true);
    expect(isItemActive('/ventas/12', '/ventas')).toBe(true);
    expect(isItemActive('/ventasx', '/ventas')).toBe(false);
  });
  it('gives /ventas/nueva to Nueva Venta only', () => {
    expect(isItemActive('/ventas/nueva', '/ventas/nueva')).toBe(true);
    expect(isItemActive('/ventas/nueva', '/ventas')).toBe(false);
  });
});
