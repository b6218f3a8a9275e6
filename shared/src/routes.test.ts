import { ALL_PERMISSIONS, ROLE_PERMISSIONS } from './permissions';
import { APP_NAME, canOpen, documentTitle, findRoute, NOT_FOUND_TITLE, ROUTE_TABLE, type RouteDef } from './routes';

const route = (path: string): RouteDef => {
  const found = ROUTE_TABLE.find((r) => r.path === path);
  if (!found) throw new Error(`missing ${path}`);
  return found;
};

describe('ROUTE_TABLE', () => {
  it('gives every route a unique path and a Spanish title', () => {
    const paths = ROUTE_TABLE.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of ROUTE_TABLE) expect(r.title.trim()).not.toBe('');
  });

  it.each([
    ['/stock', 'Stock'],
    ['/ventas/nueva', 'Nueva venta'],
    ['/ventas/:id', 'Venta'],
    ['/crear-cliente', 'Nuevo cliente'],
    ['/auditoria', 'Auditoría'],
    ['/login', 'Iniciar sesión'],
    ['/home', 'Inicio'],
    ['/info-use', 'Guía de uso'],
    ['/sin-permisos', 'Sin permisos'],
    ['/metodos-pago/create', 'Nuevo método de pago'],
  ])('titles %s as %s', (path, title) => {
    expect(route(path).title).toBe(title);
  });
});

describe('findRoute', () => {
  it('finds every route of the table, with a value in place of :id', () => {
    for (const r of ROUTE_TABLE) {
      expect(findRoute(r.path.replace(':id', '12'))).toBe(r);
    }
  });

  it('prefers a static segment over :id', () => {
    expect(findRoute('/ventas/nueva')?.path).toBe('/ventas/nueva');
    expect(findRoute('/ventas/nueva2')?.path).toBe('/ventas/:id');
    expect(findRoute('/presupuestos/nuevo')?.path).toBe('/presupuestos/nuevo');
    expect(findRoute('/metodos-pago/create')?.path).toBe('/metodos-pago/create');
    expect(findRoute('/metodos-pago/7')?.path).toBe('/metodos-pago/:id');
  });

  it('ignores a trailing slash, the case of static segments, a query and a hash', () => {
    expect(findRoute('/stock/')?.path).toBe('/stock');
    expect(findRoute('/Stock')?.path).toBe('/stock');
    expect(findRoute('/listados/clientes?page=2')?.path).toBe('/listados/clientes');
    expect(findRoute('/info-use#inventario')?.path).toBe('/info-use');
  });

  it('returns undefined outside the table, for / and for a missing or extra segment', () => {
    expect(findRoute('/no-existe')).toBeUndefined();
    expect(findRoute('/')).toBeUndefined();
    expect(findRoute('')).toBeUndefined();
    expect(findRoute('/listados')).toBeUndefined();
    expect(findRoute('/ventas/1/editar')).toBeUndefined();
    expect(findRoute('/stockx')).toBeUndefined();
  });

  it('searches another table when given one', () => {
    const table: RouteDef[] = [{ path: '/a/:id', title: 'A', permissions: [], owner: 'shell' }];
    expect(findRoute('/a/1', table)?.title).toBe('A');
    expect(findRoute('/stock', table)).toBeUndefined();
  });
});

describe('canOpen', () => {
  it('opens a public route for everyone, even without a session', () => {
    for (const path of ['/login', '/info-use', '/sin-permisos']) {
      expect(canOpen(route(path), undefined)).toBe(true);
      expect(canOpen(route(path), null)).toBe(true);
      expect(canOpen(route(path), [])).toBe(true);
    }
  });

  it('opens a login-only route for any signed-in user', () => {
    expect(canOpen(route('/home'), [])).toBe(true);
    expect(canOpen(route('/home'), undefined)).toBe(false);
  });

  it('needs one of the route permissions otherwise', () => {
    expect(canOpen(route('/reportes'), [])).toBe(false);
    expect(canOpen(route('/reportes'), ['reportes.get'])).toBe(true);
    expect(canOpen(route('/ventas/nueva'), ['ventas.get'])).toBe(false);
    expect(canOpen(route('/ventas/nueva'), ['ventas.post'])).toBe(true);
    expect(canOpen(route('/cuentas-corrientes/:id'), ['cuentas_corrientes.get'])).toBe(true);
    expect(canOpen(route('/stock'), undefined)).toBe(false);
  });

  it('lets the administrator open every route and read-only users no creation screen', () => {
    for (const r of ROUTE_TABLE) expect(canOpen(r, ALL_PERMISSIONS)).toBe(true);
    for (const path of ['/ventas/nueva', '/crear-cliente', '/crear-rol', '/metodos-pago/create', '/auditoria']) {
      expect(canOpen(route(path), ROLE_PERMISSIONS['Solo lectura'])).toBe(false);
    }
  });
});

describe('documentTitle', () => {
  it('appends the product name', () => {
    expect(documentTitle('Stock')).toBe('Stock · Back-office');
    expect(documentTitle(NOT_FOUND_TITLE)).toBe('Página no encontrada · Back-office');
    expect(APP_NAME).toBe('Back-office');
  });
});
