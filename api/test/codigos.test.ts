import { sql } from 'drizzle-orm';
import type { Categoria } from 'shared';
import { AppError } from '../src/lib/errors';
import { createProducto } from '../src/modules/productos/service';
import { createTestApp, rows, type TestApp } from './helpers';
import { crearProducto } from './support/fabricas';

/**
 * Product codes per category (docs/stock-y-productos.md): materia prima 10000–19999, esencia
 * 20000–29999, elaborado from 30000 with no upper bound; a full category answers 409.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const crear = (categoria: Categoria, nombre = `Producto ${categoria}`) =>
  t.db.transaction((tx) => createProducto(tx, null, { nombre, categoria, unidad: 'unidad', precio: '10.00' }));

/** Puts a product with exactly `codigo` in `categoria` (as an import of old data would). */
async function conCodigo(categoria: Categoria, codigo: number): Promise<void> {
  await crearProducto(t.db, { codigo, nombre: `Código ${codigo}`, categoria, precio: '1.00' });
}

test('each category continues after its own largest code', async () => {
  const [max] = await rows<{ mp: number; es: number; el: number }>(
    t.db,
    sql`select max(codigo) filter (where categoria = 'materia_prima')::int as mp,
               max(codigo) filter (where categoria = 'esencia')::int as es,
               max(codigo) filter (where categoria = 'elaborado')::int as el from productos`,
  );
  expect((await crear('materia_prima')).codigo).toBe(max.mp + 1);
  expect((await crear('esencia')).codigo).toBe(max.es + 1);
  expect((await crear('elaborado')).codigo).toBe(max.el + 1);
});

test('elaborado has no upper bound: after 39999 comes 40000, then 40001', async () => {
  await conCodigo('elaborado', 39999);
  expect((await crear('elaborado')).codigo).toBe(40000);
  expect((await crear('elaborado')).codigo).toBe(40001);
  await conCodigo('elaborado', 123456);
  expect((await crear('elaborado')).codigo).toBe(123457);
});

test('a full category answers 409 in Spanish and creates nothing; the other categories go on', async () => {
  await conCodigo('materia_prima', 19999);
  await conCodigo('esencia', 29999);
  const antes = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from productos`);

  for (const [categoria, etiqueta] of [
    ['materia_prima', 'Materia prima'],
    ['esencia', 'Esencia'],
  ] as const) {
    const err = await crear(categoria).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ statusCode: 409, message: `No quedan códigos libres para la categoría ${etiqueta}.` });
  }
  expect(await rows<{ n: number }>(t.db, sql`select count(*)::int as n from productos`)).toEqual(antes);
  expect((await crear('elaborado')).codigo).toBeGreaterThan(40000);
});
