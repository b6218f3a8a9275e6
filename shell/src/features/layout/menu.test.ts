import { ALL_PERMISSIONS, canOpen, findRoute, ROLE_PERMISSIONS, ROUTE_TABLE } from 'shared';
import { isItemActive, isItemVisible, itemRoute, MENU, menuItems, visibleMenu } from './menu';

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
      'Configuración fiscal',
      'Guía de Uso',
    ]);
  });

  it('keeps only Guía de Uso for a user without permissions, hiding empty groups', () => {
    expect(labels([])).toEqual([{ group: null, sections: [[null, 'Guía de Uso']] }]);
    expect(labels(undefined)).toEqual(labels([]));
  });

  it('hides Reportes (and its Análisis group) without reportes.get, like the /reportes route', () => {
    const withoutReportes = ALL_PERMISSIONS.filter((p) => p !== 'reportes.get');
    expect(menuItems(visibleMenu(withoutReportes)).map((i) => i.label)).not.toContain('Reportes');
    expect(visibleMenu(withoutReportes).map((g) => g.label)).not.toContain('Análisis');
    expect(labels(['reportes.get'])).toEqual([
      { group: 'Análisis', sections: [[null, 'Reportes']] },
      { group: null, sections: [[null, 'Guía de Uso']] },
    ]);
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

  it('gives the seeded Vendedor role sales, money, clients, reports and settings it can open', () => {
    expect(menuItems(visibleMenu(ROLE_PERMISSIONS.Vendedor)).map((i) => i.label)).toEqual([
      'Stock',
      'Nueva Venta',
      'Ventas',
      'Presupuestos',
      'Cuentas Corrientes',
      'Comisiones',
      'Clientes',
      'Reportes',
      'Monedas',
      'Métodos de pago',
      'Guía de Uso',
    ]);
  });

  it('shows Configuración fiscal last in Configuración to holders of fiscal.get (Administrador, Solo lectura)', () => {
    const configuracion = visibleMenu(ALL_PERMISSIONS).find((g) => g.label === 'Configuración');
    expect(configuracion?.sections[0].items.map((i) => [i.label, i.to])).toEqual([
      ['Monedas', '/monedas'],
      ['Métodos de pago', '/metodos-pago'],
      ['Configuración fiscal', '/configuracion-fiscal'],
    ]);
    expect(labels(['fiscal.get'])).toEqual([
      { group: 'Configuración', sections: [[null, 'Configuración fiscal']] },
      { group: null, sections: [[null, 'Guía de Uso']] },
    ]);
    // fiscal.put alone does not open the screen: its route asks for fiscal.get.
    expect(menuItems(visibleMenu(['fiscal.put'])).map((i) => i.to)).not.toContain('/configuracion-fiscal');
    for (const role of ['Administrador', 'Solo lectura'] as const) {
      expect(menuItems(visibleMenu(ROLE_PERMISSIONS[role])).map((i) => i.to)).toContain('/configuracion-fiscal');
    }
    for (const role of ['Vendedor', 'Inventario'] as const) {
      expect(menuItems(visibleMenu(ROLE_PERMISSIONS[role])).map((i) => i.to)).not.toContain('/configuracion-fiscal');
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

describe('menu and route table agree (docs/permisos.md)', () => {
  const items = menuItems(MENU);

  it('links every item to a parameterless ROUTE_TABLE path', () => {
    for (const item of items) {
      const route = itemRoute(item);
      expect(route).toBeDefined();
      expect(route?.path).toBe(item.to);
      expect(ROUTE_TABLE).toContain(route);
    }
  });

  it.each(Object.entries(ROLE_PERMISSIONS))('shows an item to %s exactly when canOpen its route', (_role, permissions) => {
    const visible = new Set(menuItems(visibleMenu(permissions)).map((i) => i.to));
    for (const item of items) {
      const route = findRoute(item.to)!;
      expect({ to: item.to, visible: visible.has(item.to) }).toEqual({ to: item.to, visible: canOpen(route, permissions) });
      expect(isItemVisible(item, permissions)).toBe(canOpen(route, permissions));
    }
  });

  it('always shows Guía de Uso, even without a session', () => {
    const guia = items.find((i) => i.to === '/info-use')!;
    for (const permissions of [undefined, null, [], ...Object.values(ROLE_PERMISSIONS)]) {
      expect(isItemVisible(guia, permissions)).toBe(true);
    }
  });

  it('hides an item whose path is not a route', () => {
    expect(isItemVisible({ label: 'Fantasma', to: '/fantasma', icon: items[0].icon }, ALL_PERMISSIONS)).toBe(false);
  });
});
