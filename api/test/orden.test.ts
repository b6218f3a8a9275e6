import { sql } from 'drizzle-orm';
import {
  AUDITORIA_SORT_KEYS,
  CLIENTES_SORT_KEYS,
  MSG_ORDEN_COLUMNA,
  MSG_ORDEN_DIRECCION,
  PRODUCTOS_SORT_KEYS,
  VENTAS_SORT_KEYS,
  type AuditoriaItem,
  type Cliente,
  type Producto,
  type VentaListItem,
} from 'shared';
import { createTestApp, demoClients, type TestApp } from './helpers';
import { nuevoCliente } from './support/fabricas';

/**
 * Sorting of the paged lists on the seeded database (docs/arquitectura.md, "Listas"): for every
 * sortable column and both directions, pages 1 and 2 are exactly the first rows of a sorted copy
 * of the whole list (the column, then the id the same way), and page 2 never repeats a row of page 1.
 */

let t: TestApp;
let u: Awaited<ReturnType<typeof demoClients>>;
beforeAll(async () => {
  t = await createTestApp();
  u = await demoClients(t.app);
  // Rows of the system (no user), two of them at the very same instant, for the audit log's order.
  await t.db.execute(sql`insert into auditoria (usuario_id, fecha, entidad, accion) values
    (null, '2026-01-10T12:00:00Z', 'stock', 'crear'),
    (null, '2026-01-10T12:00:00Z', 'productos', 'crear'),
    (null, '2026-02-01T09:30:00Z', 'clientes', 'actualizar')`);
  // Names in lower case and with an accent: a reader expects them among the A's, not after the Z.
  for (const [nombreApellido, documento] of [['Álvarez, Ana', '90000001'], ['alvarez, Beto', '90000002']]) {
    await nuevoCliente(u.admin, { nombreApellido, documento });
  }
});
afterAll(() => t.close());

type Value = string | number | null;
/** How a column compares: numbers, dates, raw keys (code points) or text as the reader expects it. */
type Kind = 'num' | 'date' | 'raw' | 'text';
type Column<T> = { kind: Kind; value: (row: T) => Value };

const collator = new Intl.Collator('und');

/** Ascending comparison of one value; null goes last (PostgreSQL's default for ASC). */
function compareValue(kind: Kind, a: Value, b: Value): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  switch (kind) {
    case 'num':
      return Number(a) - Number(b);
    case 'date':
      return Date.parse(String(a)) - Date.parse(String(b));
    case 'raw':
      return a < b ? -1 : a > b ? 1 : 0;
    case 'text':
      return collator.compare(String(a), String(b));
  }
}

/** A sorted copy: by the columns, then by id; 'desc' is the exact reverse of 'asc'. */
function sortedCopy<T extends { id: number }>(all: T[], columns: Column<T>[], dir: 'asc' | 'desc'): T[] {
  const sign = dir === 'asc' ? 1 : -1;
  return [...all].sort((a, b) => {
    for (const c of columns) {
      const r = compareValue(c.kind, c.value(a), c.value(b));
      if (r !== 0) return sign * Math.sign(r);
    }
    return sign * (a.id - b.id);
  });
}

/** Every row of a paged list, 100 at a time, in its default order. */
async function fetchAll<T>(base: string): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const res = await u.admin.get(`${base}${base.includes('?') ? '&' : '?'}page=${page}&pageSize=100`);
    expect(res.status).toBe(200);
    all.push(...(res.body.items as T[]));
    if (page >= res.body.totalPages) return all;
  }
}

/**
 * For each column and direction: pages 1 and 2 of `pageSize` rows match the sorted copy, with no
 * row on both pages. Returns the checked combinations (so a test can see none was skipped).
 */
async function checkSorting<T extends { id: number }>(
  base: string,
  columns: Record<string, Column<T>[]>,
  pageSize: number,
): Promise<string[]> {
  const all = await fetchAll<T>(base);
  expect(all.length).toBeGreaterThan(pageSize * 2 - 1);
  const checked: string[] = [];
  const sep = base.includes('?') ? '&' : '?';
  for (const [sort, cols] of Object.entries(columns)) {
    for (const dir of ['asc', 'desc'] as const) {
      const get = async (page: number) => {
        const res = await u.admin.get(`${base}${sep}sort=${sort}&dir=${dir}&page=${page}&pageSize=${pageSize}`);
        expect(res.status).toBe(200);
        expect(res.body.total).toBe(all.length);
        return (res.body.items as T[]).map((r) => r.id);
      };
      const page1 = await get(1);
      const page2 = await get(2);
      expect(page1).toHaveLength(pageSize);
      expect(page2.filter((id) => page1.includes(id))).toEqual([]);
      const expected = sortedCopy(all, cols, dir).map((r) => r.id);
      expect({ sort, dir, ids: [...page1, ...page2] }).toEqual({ sort, dir, ids: expected.slice(0, pageSize * 2) });
      checked.push(`${sort} ${dir}`);
    }
  }
  return checked;
}

/** Signed balance of a client in one currency (owed minus in favour), as the list returns it. */
const saldo = (cuenta: Cliente['cuentaCorriente'], moneda: 'pesos' | 'dolares') =>
  Number(cuenta[`saldo_${moneda}`]) - Number(cuenta[`saldo_a_favor_${moneda}`]);

test('GET productos sorts by each column both ways, stock of the branch included', async () => {
  const columns: Record<(typeof PRODUCTOS_SORT_KEYS)[number], Column<Producto>[]> = {
    codigo: [{ kind: 'num', value: (p) => p.codigo }],
    nombre: [{ kind: 'text', value: (p) => p.nombre }],
    categoria: [{ kind: 'raw', value: (p) => p.categoria }],
    stock: [{ kind: 'num', value: (p) => p.stock }],
    unidad: [{ kind: 'text', value: (p) => p.unidad }],
    precio: [{ kind: 'num', value: (p) => p.precio }],
    valorFinal: [{ kind: 'num', value: (p) => p.valorFinal }],
  };
  for (const base of ['/api/productos?sucursalId=1', '/api/productos?sucursalId=2&categoria=esencia']) {
    const checked = await checkSorting(base, columns, 10);
    expect(checked).toHaveLength(PRODUCTOS_SORT_KEYS.length * 2);
  }
});

test('GET ventas sorts by each column both ways', async () => {
  const columns: Record<(typeof VENTAS_SORT_KEYS)[number], Column<VentaListItem>[]> = {
    id: [{ kind: 'num', value: (v) => v.id }],
    fecha: [{ kind: 'date', value: (v) => v.fechaVenta }],
    cliente: [{ kind: 'text', value: (v) => v.cliente?.nombreApellido ?? null }],
    vendedor: [{ kind: 'text', value: (v) => v.vendedor.name }],
    sucursal: [{ kind: 'text', value: (v) => v.sucursal.nombre }],
    metodoPago: [{ kind: 'text', value: (v) => v.metodoPago.nombre }],
    total: [{ kind: 'num', value: (v) => v.total }],
  };
  const all = await fetchAll<VentaListItem>('/api/ventas');
  // The seed has sales with and without a client, so the null names are part of the check.
  expect(all.some((v) => v.cliente === null)).toBe(true);
  expect(all.some((v) => v.cliente !== null)).toBe(true);
  expect(await checkSorting('/api/ventas', columns, 5)).toHaveLength(VENTAS_SORT_KEYS.length * 2);
});

test('GET clientes sorts by each column both ways, the balance by pesos then dollars', async () => {
  const columns: Record<(typeof CLIENTES_SORT_KEYS)[number], Column<Cliente>[]> = {
    nombreApellido: [{ kind: 'text', value: (c) => c.nombreApellido }],
    documento: [{ kind: 'text', value: (c) => c.documento }],
    tipo: [{ kind: 'raw', value: (c) => c.tipo }],
    condicionIVA: [{ kind: 'text', value: (c) => c.condicionIVA }],
    telefono: [{ kind: 'text', value: (c) => c.telefono }],
    provincia: [{ kind: 'text', value: (c) => c.provincia }],
    saldo: [
      { kind: 'num', value: (c) => saldo(c.cuentaCorriente, 'pesos') },
      { kind: 'num', value: (c) => saldo(c.cuentaCorriente, 'dolares') },
    ],
  };
  const all = await fetchAll<Cliente>('/api/clientes');
  // Some clients owe money and most owe nothing: the balance order and its id tiebreak both count.
  expect(all.some((c) => saldo(c.cuentaCorriente, 'pesos') !== 0)).toBe(true);
  expect(all.filter((c) => saldo(c.cuentaCorriente, 'pesos') === 0).length).toBeGreaterThan(20);
  expect(await checkSorting('/api/clientes', columns, 10)).toHaveLength(CLIENTES_SORT_KEYS.length * 2);
  const porNombre = ((await u.admin.get('/api/clientes?sort=nombreApellido&pageSize=100')).body.items as Cliente[]).map(
    (c) => c.nombreApellido,
  );
  const despuesDeLaA = porNombre.findIndex((n) => /^[b-z]/i.test(n));
  expect(despuesDeLaA).toBeGreaterThan(1);
  expect(porNombre.indexOf('Álvarez, Ana')).toBeGreaterThan(-1);
  expect(porNombre.indexOf('Álvarez, Ana')).toBeLessThan(porNombre.indexOf('alvarez, Beto'));
  expect(porNombre.indexOf('alvarez, Beto')).toBeLessThan(despuesDeLaA);
});

test('GET auditoria sorts by each column both ways, rows of the system included', async () => {
  const columns: Record<(typeof AUDITORIA_SORT_KEYS)[number], Column<AuditoriaItem>[]> = {
    fecha: [{ kind: 'date', value: (a) => a.fecha }],
    usuario: [{ kind: 'text', value: (a) => a.usuario?.name ?? null }],
    entidad: [{ kind: 'raw', value: (a) => a.entidad }],
  };
  const all = await fetchAll<AuditoriaItem>('/api/auditoria');
  expect(all.some((a) => a.usuario === null)).toBe(true);
  expect(new Set(all.map((a) => a.usuario?.name)).size).toBeGreaterThan(2);
  expect(await checkSorting('/api/auditoria', columns, 5)).toHaveLength(AUDITORIA_SORT_KEYS.length * 2);
  expect(await checkSorting('/api/auditoria?entidad=sesiones', { usuario: columns.usuario }, 2)).toHaveLength(2);
});

test('without sort each list keeps its default order, and dir alone changes nothing', async () => {
  const ids = (body: { items: Array<{ id: number }> }) => body.items.map((r) => r.id);
  for (const base of ['/api/productos?sucursalId=1', '/api/ventas?x=1', '/api/clientes?x=1', '/api/auditoria?x=1']) {
    const plain = await u.admin.get(`${base}&pageSize=20`);
    const dirOnly = await u.admin.get(`${base}&pageSize=20&dir=desc`);
    expect(plain.status).toBe(200);
    expect(ids(dirOnly.body)).toEqual(ids(plain.body));
  }
  // Defaults: /stock by code, /ventas and /auditoria newest first, clients by name.
  const productos = (await u.admin.get('/api/productos?sucursalId=1&pageSize=20')).body.items as Producto[];
  expect(productos.map((p) => Number(p.codigo))).toEqual([...productos.map((p) => Number(p.codigo))].sort((a, b) => a - b));
  const ventas = (await u.admin.get('/api/ventas?pageSize=20')).body.items as VentaListItem[];
  expect(ventas.map((v) => v.id)).toEqual(sortedCopy(ventas, [{ kind: 'date', value: (v) => v.fechaVenta }], 'desc').map((v) => v.id));
});

test('an unknown column or direction is a 400 in Spanish, never SQL', async () => {
  const cases: Array<[string, string]> = [
    ['/api/ventas?sort=precio', MSG_ORDEN_COLUMNA],
    ['/api/ventas?sort=id&dir=arriba', MSG_ORDEN_DIRECCION],
    ['/api/productos?sort=nombre%3B%20drop%20table%20productos', MSG_ORDEN_COLUMNA],
    ['/api/productos?sort=1', MSG_ORDEN_COLUMNA],
    ['/api/clientes?sort=email', MSG_ORDEN_COLUMNA],
    ['/api/clientes?sort=saldo&dir=DESC', MSG_ORDEN_DIRECCION],
    ['/api/auditoria?sort=accion', MSG_ORDEN_COLUMNA],
    ['/api/auditoria?sort=fecha&dir=', MSG_ORDEN_DIRECCION],
  ];
  for (const [url, message] of cases) {
    const res = await u.admin.get(url);
    expect({ url, status: res.status, message: res.body.message }).toEqual({ url, status: 400, message: expect.stringContaining(message) });
  }
  expect((await u.admin.get('/api/productos?sucursalId=1&pageSize=1')).status).toBe(200);
});
