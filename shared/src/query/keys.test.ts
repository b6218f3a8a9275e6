import { hashKey, partialMatchKey, QueryClient, type QueryKey } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { Cliente, MetodoPago, Moneda, Producto, ProveedorSelect, Sucursal } from '../schemas';
import { fakeCliente, fakeMetodoPago, fakeMoneda, fakeProducto, fakeProveedorSelect, fakeSucursal } from '../testing/factories';
import { API_URL, setupMswServer } from '../testing/msw';
import {
  clientesSelectQueryOptions,
  invalidate,
  metodosPagoQueryOptions,
  monedasQueryOptions,
  productosSelectQueryOptions,
  proveedoresSelectQueryOptions,
  queryKeys,
  sucursalesQueryOptions,
} from './keys';

const k = queryKeys;

/** One key of every kind per entity, with the prefix it must fall under. */
const UNDER: [QueryKey, QueryKey][] = [
  [k.sucursales.list(), k.sucursales.all],
  [k.monedas.list(), k.monedas.all],
  [k.metodosPago.list(), k.metodosPago.all],
  [k.metodosPago.detail(3), k.metodosPago.all],
  [k.productos.list({ sucursalId: 1, search: 'alc', page: 2, pageSize: 10 }), k.productos.lists()],
  [k.productos.select(1), k.productos.selects()],
  [k.productos.select(), k.productos.all],
  [k.productos.detail(9, 1), k.productos.details()],
  [k.proveedores.select(), k.proveedores.all],
  [k.proveedores.detail(7), k.proveedores.all],
  [k.clientes.list({ search: '', page: 1, pageSize: 10 }), k.clientes.lists()],
  [k.clientes.select(), k.clientes.all],
  [k.clientes.detail(3), k.clientes.details()],
  [k.ventas.list({ page: 1, pageSize: 10 }), k.ventas.lists()],
  [k.ventas.detail(101), k.ventas.details()],
  [k.usuarios.list({ page: 1, pageSize: 100 }), k.usuarios.lists()],
  [k.roles.list(), k.roles.all],
  [k.roles.detail(2), k.roles.all],
  [k.auditoria.list({ page: 1 }), k.auditoria.lists()],
];

describe('queryKeys', () => {
  it('gives the same key (and hash) for the same parameters, whatever their order', () => {
    expect(k.clientes.detail(3)).toEqual(k.clientes.detail(3));
    expect(hashKey(k.clientes.list({ search: 'ana', page: 1, pageSize: 10 }))).toBe(
      hashKey(k.clientes.list({ pageSize: 10, page: 1, search: 'ana' })),
    );
    expect(hashKey(k.productos.select(2))).not.toBe(hashKey(k.productos.select(1)));
    expect(hashKey(k.productos.select())).not.toBe(hashKey(k.productos.select(1)));
    expect(hashKey(k.ventas.detail(1))).not.toBe(hashKey(k.ventas.detail(2)));
  });

  it('writes the prefixes the rest of the app relies on', () => {
    expect(k.sucursales.all).toEqual(['sucursales']);
    expect(k.metodosPago.all).toEqual(['metodos-pago']);
    expect(k.clientes.select()).toEqual(['clientes', 'select']);
    expect(k.clientes.detail(3)).toEqual(['clientes', 'detail', 3]);
    expect(k.ventas.detail(5)).toEqual(['ventas', 'detail', 5]);
    expect(k.productos.select(1)).toEqual(['productos', 'select', { sucursalId: 1 }]);
    expect(k.auditoria.list({ page: 2 })).toEqual(['auditoria', 'list', { page: 2 }]);
  });

  it.each(UNDER)('%j falls under %j and under its entity prefix', (key, prefix) => {
    expect(partialMatchKey(key, prefix)).toBe(true);
    expect(partialMatchKey(key, [key[0]])).toBe(true);
  });

  it('keeps each entity under its own prefix only', () => {
    const prefixes = Object.values(k)
      .filter((f): f is typeof f & { all: QueryKey } => 'all' in f)
      .map((f) => f.all);
    expect(new Set(prefixes.map((p) => hashKey(p))).size).toBe(prefixes.length);
    for (const [key] of UNDER) {
      expect(prefixes.filter((p) => partialMatchKey(key, p))).toHaveLength(1);
    }
  });

  it('gives the global search the select keys of its entities, not keys of its own', () => {
    expect(k.search.productos()).toEqual(k.productos.select());
    expect(k.search.proveedores()).toEqual(k.proveedores.select());
    expect(k.search.clientes()).toEqual(k.clientes.select());
  });
});

/** The catalogues GET sucursales, monedas, metodo-pago, productos, proveedores and clientes answer with. */
interface CatalogosStore {
  sucursales: Sucursal[];
  monedas: Moneda[];
  metodos: MetodoPago[];
  productos: Producto[];
  proveedores: ProveedorSelect[];
  clientes: Cliente[];
  /** Query string of every GET productos and GET clientes, in order. */
  seen: string[];
}

/** One item per catalogue, each built by its factory (docs/pruebas.md). */
function catalogos(): CatalogosStore {
  return {
    sucursales: [fakeSucursal({ id: 1 })],
    monedas: [fakeMoneda({ id: 1 })],
    metodos: [fakeMetodoPago({ id: 1 })],
    productos: [fakeProducto({ id: 1 })],
    proveedores: [fakeProveedorSelect({ id: 7, nombre: 'Química del Sur' })],
    clientes: [fakeCliente({ id: 3 })],
    seen: [],
  };
}

/** The catalogue endpoints over `store`, as the API wraps each list. */
function catalogosHandlers(store: CatalogosStore) {
  return [
    http.get(`${API_URL}/sucursales`, () => HttpResponse.json({ sucursales: store.sucursales })),
    http.get(`${API_URL}/monedas`, () => HttpResponse.json({ monedas: store.monedas })),
    http.get(`${API_URL}/metodo-pago`, () => HttpResponse.json(store.metodos)),
    http.get(`${API_URL}/productos`, ({ request }) => {
      store.seen.push(new URL(request.url).search);
      return HttpResponse.json({ products: store.productos });
    }),
    http.get(`${API_URL}/proveedores`, () => HttpResponse.json({ proveedores: store.proveedores })),
    http.get(`${API_URL}/clientes`, ({ request }) => {
      store.seen.push(new URL(request.url).search);
      return HttpResponse.json({ clientes: store.clientes });
    }),
  ];
}

const { store } = setupMswServer(catalogos, catalogosHandlers);

describe('shared query options', () => {
  it('pair each catalogue key with its request through the shared client', async () => {
    const { sucursales, monedas, metodos, productos, proveedores, clientes, seen } = store();
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    expect(sucursalesQueryOptions().queryKey).toEqual(k.sucursales.list());
    expect(await qc.fetchQuery(sucursalesQueryOptions())).toEqual(sucursales);
    expect(await qc.fetchQuery(monedasQueryOptions())).toEqual(monedas);
    expect(await qc.fetchQuery(metodosPagoQueryOptions())).toEqual(metodos);
    expect(await qc.fetchQuery(proveedoresSelectQueryOptions())).toEqual(proveedores);
    expect(await qc.fetchQuery(productosSelectQueryOptions(2))).toEqual(productos);
    expect(await qc.fetchQuery(productosSelectQueryOptions())).toEqual(productos);
    expect(await qc.fetchQuery(clientesSelectQueryOptions())).toEqual(clientes);
    expect(seen).toEqual(['?select=true&sucursalId=2', '?select=true', '?select=true']);
    expect(qc.getQueryData(k.productos.select(2))).toEqual(productos);
    expect(qc.getQueryData(k.search.clientes())).toEqual(clientes);
  });
});

describe('invalidate', () => {
  /** A client holding one (never refetched) query per key, to read which ones a helper invalidates. */
  function seeded() {
    const qc = new QueryClient();
    const keys = {
      sucursales: k.sucursales.list(),
      monedas: k.monedas.list(),
      metodosPago: k.metodosPago.list(),
      metodoPago: k.metodosPago.detail(1),
      stock: k.productos.list({ sucursalId: 1, page: 1, pageSize: 10 }),
      productosVenta: k.productos.select(1),
      searchProductos: k.search.productos(),
      producto: k.productos.detail(1, 1),
      searchProveedores: k.search.proveedores(),
      clientes: k.clientes.list({ search: '', page: 1, pageSize: 10 }),
      searchClientes: k.search.clientes(),
      cliente: k.clientes.detail(1),
      ventas: k.ventas.list({ page: 1 }),
      venta: k.ventas.detail(1),
      usuarios: k.usuarios.list({ page: 1, pageSize: 100 }),
      roles: k.roles.list(),
      auditoria: k.auditoria.list({ page: 1 }),
    };
    for (const key of Object.values(keys)) qc.setQueryData(key, []);
    const invalidated = () =>
      Object.entries(keys)
        .filter(([, key]) => qc.getQueryState(key)?.isInvalidated)
        .map(([name]) => name)
        .sort();
    return { qc, invalidated };
  }

  it('afterClienteChange: client lists, select (sale picker, search), details; sales; audit log', async () => {
    const { qc, invalidated } = seeded();
    await invalidate.afterClienteChange(qc);
    expect(invalidated()).toEqual(['auditoria', 'cliente', 'clientes', 'searchClientes', 'venta', 'ventas']);
  });

  it('afterVentaCreated: sales, every product query (stock, selects, search), every client query (balances), audit log', async () => {
    const { qc, invalidated } = seeded();
    await invalidate.afterVentaCreated(qc);
    expect(invalidated()).toEqual(
      ['auditoria', 'cliente', 'clientes', 'producto', 'productosVenta', 'searchClientes', 'searchProductos', 'stock', 'venta', 'ventas'].sort(),
    );
  });

  it('afterMetodoPagoChange: the payment-method list and details, sales, audit log', async () => {
    const { qc, invalidated } = seeded();
    await invalidate.afterMetodoPagoChange(qc);
    expect(invalidated()).toEqual(['auditoria', 'metodoPago', 'metodosPago', 'venta', 'ventas']);
  });

  it('afterRolChange: roles, users, audit log', async () => {
    const { qc, invalidated } = seeded();
    await invalidate.afterRolChange(qc);
    expect(invalidated()).toEqual(['auditoria', 'roles', 'usuarios']);
  });

  it('afterProductoChange, afterProveedorChange, afterMonedaChange, afterUsuarioChange', async () => {
    let s = seeded();
    await invalidate.afterProductoChange(s.qc);
    expect(s.invalidated()).toEqual(['auditoria', 'producto', 'productosVenta', 'searchProductos', 'stock']);
    s = seeded();
    await invalidate.afterProveedorChange(s.qc);
    expect(s.invalidated()).toEqual(['auditoria', 'producto', 'productosVenta', 'searchProductos', 'searchProveedores', 'stock']);
    s = seeded();
    await invalidate.afterMonedaChange(s.qc);
    expect(s.invalidated()).toEqual(['auditoria', 'monedas', 'producto', 'productosVenta', 'searchProductos', 'stock']);
    s = seeded();
    await invalidate.afterUsuarioChange(s.qc);
    expect(s.invalidated()).toEqual(['auditoria', 'usuarios']);
  });

  it('never touches the branches', async () => {
    const { qc } = seeded();
    await Promise.all(Object.values(invalidate).map((after) => after(qc)));
    expect(qc.getQueryState(k.sucursales.list())?.isInvalidated).toBe(false);
  });
});
