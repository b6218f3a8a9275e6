import { sql } from 'drizzle-orm';
import {
  cuentaClienteSchema,
  cuentaListItemSchema,
  fabricacionListItemSchema,
  ingresoListItemSchema,
  ingresoSchema,
  ventaListItemSchema,
  type CuentaCliente,
  type CuentaListItem,
} from 'shared';
import { z } from 'zod';
import type { DbOrTx } from '../src/db/client';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { fabricaciones, ingresos, ventas } from '../src/db/schema';
import { anidado, anidadoONulo, campo, fila, filaDe, type Definicion, type Fila } from '../src/lib/filas';
import { comprobarRespuesta } from '../src/lib/json-sql';
import { conTablasDeCuenta, CUENTA_FILA, CUENTA_LISTA_FILA } from '../src/modules/cuentas-corrientes/consultas';
import { conTablasDeFabricacion, FABRICACION_FILA } from '../src/modules/fabricaciones/service';
import { conTablasDeIngreso, conTablasDelDetalle, INGRESO_FILA, INGRESO_LISTA_FILA } from '../src/modules/ingresos/service';
import { conTablasDeVenta, VENTA_FILA } from '../src/modules/ventas/fila';
import { client, createTestApp, login, type TestApp } from './helpers';

/**
 * One row definition per list (api/src/lib/filas.ts; docs/rendimiento.md): for the same row, the
 * JSON text the database writes and the TypeScript mapper of the detail give the same object, and
 * the declared fields are exactly those of the row's shared schema.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** The keys of a zod object, nested objects (also nullable ones) as their own key lists. */
function clavesEsquema(s: z.ZodType): unknown {
  let actual: z.ZodType = s;
  while (actual instanceof z.ZodNullable || actual instanceof z.ZodOptional) actual = actual.unwrap() as z.ZodType;
  if (!(actual instanceof z.ZodObject)) return 'valor';
  return Object.fromEntries(Object.entries(actual.shape as Record<string, z.ZodType>).map(([k, v]) => [k, clavesEsquema(v)]));
}

/** The keys of a definition, in the same form as {@link clavesEsquema}. */
function clavesDefinicion(d: Definicion): unknown {
  return Object.fromEntries(Object.entries(d).map(([k, c]) => [k, c.clase === 'campo' ? 'valor' : clavesDefinicion(c.campos)]));
}

/**
 * The rows `armar` selects with `sel` (the row's JSON text and its columns in one statement, so both
 * come from the very same row), as the parsed JSON and the mapper's object.
 */
async function ambos<D extends Definicion>(db: DbOrTx, f: Fila<D>, armar: (db: DbOrTx, sel: Record<string, unknown>) => Promise<Array<Record<string, unknown>>>) {
  const filas = await armar(db, { j: f.json, ...f.columnas });
  return filas.map((r) => ({ json: JSON.parse(r.j as string) as unknown, leida: f.leer(r) }));
}

const ventasTodas = (db: DbOrTx, sel: Record<string, unknown>) =>
  conTablasDeVenta(db.select(sel as never).from(ventas).$dynamic()).orderBy(ventas.id) as unknown as Promise<Array<Record<string, unknown>>>;

describe('a row declared once', () => {
  test('the sale: the JSON of the list and the mapper of the detail agree on every demo sale, within ventaListItemSchema', async () => {
    const filas = await ambos(t.db, VENTA_FILA, ventasTodas);
    expect(filas.length).toBeGreaterThan(10);
    for (const { json, leida } of filas) {
      expect(leida).toEqual(json);
      expect(ventaListItemSchema.parse(leida)).toEqual(leida);
    }
    // The demo has sales with and without a client: both shapes of the nullable member are covered.
    expect(new Set(filas.map((f) => (f.leida as { cliente: unknown }).cliente === null))).toEqual(new Set([true, false]));
  });

  test('the sale: every payment status and a discount with decimals come out the same by both ways', async () => {
    // Inside a transaction that is rolled back: three sales made Pagada, Parcial and Pendiente.
    await t.db
      .transaction(async (tx) => {
        const ids = (await tx.select({ id: ventas.id }).from(ventas).orderBy(ventas.id).limit(3)).map((r) => r.id);
        await tx.update(ventas).set({ total: '100.00', pagado: '100.00', descuento: '12.5' }).where(sql`${ventas.id} = ${ids[0]}`);
        await tx.update(ventas).set({ total: '100.00', pagado: '40.00', descuento: '0' }).where(sql`${ventas.id} = ${ids[1]}`);
        await tx.update(ventas).set({ total: '100.00', pagado: '0.00', descuento: '10' }).where(sql`${ventas.id} = ${ids[2]}`);
        const filas = await ambos(tx, VENTA_FILA, (db, sel) =>
          conTablasDeVenta(db.select(sel as never).from(ventas).$dynamic())
            .where(sql`${ventas.id} in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`)
            .orderBy(ventas.id) as unknown as Promise<Array<Record<string, unknown>>>,
        );
        for (const { json, leida } of filas) expect(leida).toEqual(json);
        expect(filas.map((f) => f.leida as { estadoPago: string; descuento: string })).toMatchObject([
          { estadoPago: 'Pagada', descuento: '12.5' },
          { estadoPago: 'Parcial', descuento: '0' },
          { estadoPago: 'Pendiente', descuento: '10' },
        ]);
        throw new Error('rollback');
      })
      .catch((e: Error) => {
        if (e.message !== 'rollback') throw e;
      });
  });

  test('the manufacturing run and the stock entry: list JSON and detail mapper agree, within their schemas', async () => {
    const casos: Array<[Fila<Definicion>, (q: PgSelect) => PgSelect, z.ZodType, PgTable]> = [
      [FABRICACION_FILA, conTablasDeFabricacion, fabricacionListItemSchema, fabricaciones],
      [INGRESO_LISTA_FILA, conTablasDeIngreso, ingresoListItemSchema, ingresos],
      [INGRESO_FILA, conTablasDelDetalle, ingresoSchema.omit({ detalles: true }), ingresos],
    ];
    for (const [f, unir, esquema, tabla] of casos) {
      const filas = await ambos(t.db, f, (db, sel) => unir(db.select(sel as never).from(tabla).$dynamic()) as unknown as Promise<Array<Record<string, unknown>>>);
      expect(filas.length).toBeGreaterThan(0);
      for (const { json, leida } of filas) {
        expect(leida).toEqual(json);
        expect(esquema.parse(leida)).toEqual(leida);
      }
    }
  });

  test('the account: the rows of GET cuentas-corrientes and GET cuentas-corrientes/{id} agree on every demo client, money with 2 decimals', async () => {
    const filas = await ambos(t.db, CUENTA_LISTA_FILA, (db, sel) =>
      db.select(sel as never).from(conTablasDeCuenta(sql`c.is_deleted = false order by c.id`)) as unknown as Promise<Array<Record<string, unknown>>>,
    );
    expect(filas.length).toBeGreaterThan(10);
    for (const { json, leida } of filas) {
      expect(leida).toEqual(json);
      expect(cuentaListItemSchema.parse(leida)).toEqual(leida);
    }
    // Clients with and without a limit, owing and not: both sides of the nullable and of the coalesce.
    const cuentas = filas.map((f) => f.leida as CuentaListItem);
    expect(new Set(cuentas.map((c) => c.limiteCreditoPesos === null))).toEqual(new Set([true, false]));
    expect(cuentas.some((c) => c.saldoPesos === '0.00') && cuentas.some((c) => c.saldoPesos !== '0.00')).toBe(true);
    // The detail route reads the same figures with the same definition.
    const admin = client(t.app, await login(t.app, 'admin@demo.local'));
    for (const c of cuentas.slice(0, 5)) {
      const r = await admin.get(`/api/cuentas-corrientes/${c.cliente.id}`);
      expect(r.status).toBe(200);
      const { cliente, ...cifras } = r.body as CuentaCliente;
      const { cliente: clienteLista, ...cifrasLista } = c;
      expect(cliente.id).toBe(clienteLista.id);
      expect(cifras).toEqual(cifrasLista);
    }
  });

  test('the declared fields are exactly those of the shared schemas', () => {
    expect(clavesDefinicion(VENTA_FILA.definicion)).toEqual(clavesEsquema(ventaListItemSchema));
    expect(clavesDefinicion(FABRICACION_FILA.definicion)).toEqual(clavesEsquema(fabricacionListItemSchema));
    expect(clavesDefinicion(INGRESO_LISTA_FILA.definicion)).toEqual(clavesEsquema(ingresoListItemSchema));
    expect(clavesDefinicion(INGRESO_FILA.definicion)).toEqual(clavesEsquema(ingresoSchema.omit({ detalles: true })));
    expect(clavesDefinicion(CUENTA_LISTA_FILA.definicion)).toEqual(clavesEsquema(cuentaListItemSchema));
    expect(clavesDefinicion(CUENTA_FILA.definicion)).toEqual(clavesEsquema(cuentaClienteSchema.omit({ cliente: true })));
  });
});

describe('the response check of enviarJson (the text actually sent)', () => {
  const esquema = z.object({ a: z.number(), o: z.object({ b: z.string() }).nullable() });

  test('passes a text that is exactly its schema', () => {
    expect(() => comprobarRespuesta(esquema, '{"a":1,"o":{"b":"x"}}', '200 de GET /x')).not.toThrow();
    expect(() => comprobarRespuesta(esquema, '{"o":null,"a":1}', '200 de GET /x')).not.toThrow();
  });

  test('refuses a wrong type, a member the schema does not declare and a status without schema', () => {
    expect(() => comprobarRespuesta(esquema, '{"a":"1","o":null}', '200 de GET /x')).toThrow('Respuesta 200 de GET /x fuera de su esquema');
    expect(() => comprobarRespuesta(esquema, '{"a":1,"o":{"b":"x","hash":"h"}}', '200 de GET /x')).toThrow('con campos que su esquema no declara');
    expect(() => comprobarRespuesta(undefined, '{}', '201 de GET /x')).toThrow('sin esquema declarado');
  });
});

describe('the mechanism', () => {
  const prueba = fila({
    n: campo.entero(sql`2147483647`),
    s: campo.texto(sql`'comillas "dobles", \\ barra y ñ'::text`),
    nulo: campo.textoONulo(sql`null::text`),
    dinero: campo.literal(sql`1210.50::numeric(14, 2)`),
    si: campo.booleano(sql`1 = 1`),
    estado: campo.segun<'a' | "b'c">([['a', sql`1 = 2`]], "b'c"),
    dentro: anidado({ x: campo.entero(sql`1`) }),
    falta: anidadoONulo(sql`null::int`, { x: campo.entero(sql`1`) }),
    esta: anidadoONulo(sql`7`, { x: campo.entero(sql`7`), y: anidadoONulo(sql`null::int`, { z: campo.texto(sql`'z'::text`) }) }),
  });

  test('the JSON text and the mapper give the same object, escapes, nulls and nesting included', async () => {
    const [r] = (await t.db.select({ j: prueba.json, ...prueba.columnas } as never).from(sql`(select 1) as uno`)) as Array<Record<string, unknown>>;
    const esperado = {
      n: 2147483647,
      s: 'comillas "dobles", \\ barra y ñ',
      nulo: null,
      dinero: '1210.50',
      si: true,
      estado: "b'c",
      dentro: { x: 1 },
      falta: null,
      esta: { x: 7, y: null },
    };
    expect(JSON.parse(r.j as string)).toEqual(esperado);
    expect(prueba.leer(r)).toEqual(esperado);
  });

  test('filaDe refuses at compile time a definition that is not exactly the schema type', () => {
    const uno = sql`1`;
    // @ts-expect-error a field of the wrong type
    filaDe<{ a: number }>()({ a: campo.texto(uno) });
    // @ts-expect-error a field missing
    filaDe<{ a: number; b: string }>()({ a: campo.entero(uno) });
    // @ts-expect-error a field the type does not have
    filaDe<{ a: number }>()({ a: campo.entero(uno), b: campo.entero(uno) });
    // @ts-expect-error a nullable object declared as always present
    filaDe<{ a: { x: number } | null }>()({ a: anidado({ x: campo.entero(uno) }) });
    expect(filaDe<{ a: number; o: { x: number } | null }>()({ a: campo.entero(uno), o: anidadoONulo(uno, { x: campo.entero(uno) }) }).columnas).toHaveProperty(['o.x']);
  });
});
