import path from 'node:path';
import { sql } from 'drizzle-orm';
import { CATEGORIA_CODIGO_INICIAL, lineSubtotal, sumMoney, toMoney, toQuantity, type Categoria } from 'shared';
import { loadServerConfig } from '../config';
import { openDb, type Db, type DbOrTx } from './client';
import { clientes, productos, stock, ventaDetalles, ventas } from './schema';
import { seedIfEmpty } from './seed';
import { clientesDemo, ESENCIAS, prng } from './seed-data';

/**
 * `pnpm --filter api seed:large`: adds a large data set for benchmarks (docs/arquitectura.md) to the database
 * of the environment (DATA_DIR or DATABASE_URL, like the server; never while the server runs on the
 * same PGlite folder). Seeds the demo data first when the database is new, then bulk-inserts
 * SEED_PRODUCTOS products per category (default 3000), stock in both branches, SEED_CLIENTES clients
 * (default 5000) and SEED_VENTAS historical sales (default 20000, 1-3 lines each, paid in cash).
 * The historical sales are plain rows for list/report benchmarks: they do not move stock.
 */
const CHUNK = 1000;

/** First row of a raw query (both drivers answer `{ rows }`). */
async function firstRow<T>(db: DbOrTx, query: Parameters<Db['execute']>[0]): Promise<T> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows[0];
}

async function insertChunks<T>(label: string, items: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += CHUNK) await insert(items.slice(i, i + CHUNK));
  console.log(`  ${label}: ${items.length}`);
}

export async function seedLarge(db: Db, opts: { productos: number; clientes: number; ventas: number }): Promise<void> {
  const rnd = prng(99);
  const familias = ['Perfume', 'Jabón líquido', 'Difusor', 'Shampoo', 'Crema corporal', 'Aromatizante textil', 'Acondicionador', 'Gel de baño'];

  // Products after the codes already used in each category (codes stay inside their 10000 range).
  const nuevos: Array<typeof productos.$inferInsert> = [];
  for (const categoria of ['materia_prima', 'esencia', 'elaborado'] as Categoria[]) {
    const start = CATEGORIA_CODIGO_INICIAL[categoria];
    const { max } = await firstRow<{ max: number }>(
      db,
      sql`select coalesce(max(codigo), ${start - 1})::int as max from productos where codigo >= ${start} and codigo < ${start + 10000}`,
    );
    const room = start + 9999 - max;
    const n = Math.min(opts.productos, room);
    for (let i = 1; i <= n; i += 1) {
      const esencia = ESENCIAS[i % ESENCIAS.length];
      const nombre =
        categoria === 'elaborado'
          ? `${familias[i % familias.length]} ${esencia} lote ${i}`
          : categoria === 'esencia'
            ? `Esencia de ${esencia} variante ${i}`
            : `Insumo genérico ${i}`;
      nuevos.push({
        codigo: max + i,
        nombre,
        categoria,
        unidad: categoria === 'elaborado' ? 'unidad' : 'litro',
        precio: toMoney(500 + rnd() * 30000),
        costo: toMoney(200 + rnd() * 10000),
        stockMinimo: '10',
      });
    }
  }
  const creados: Array<{ id: number }> = [];
  await insertChunks('productos', nuevos, async (chunk) => {
    creados.push(...(await db.insert(productos).values(chunk).returning({ id: productos.id })));
  });
  const stockRows = creados.flatMap((p) => [
    { productoId: p.id, sucursalId: 1, cantidad: toQuantity(Math.floor(rnd() * 500)) },
    { productoId: p.id, sucursalId: 2, cantidad: toQuantity(Math.floor(rnd() * 200)) },
  ]);
  await insertChunks('filas de stock', stockRows, (chunk) => db.insert(stock).values(chunk));

  const { n: existentes } = await firstRow<{ n: number }>(db, sql`select count(*)::int as n from clientes`);
  const nuevosClientes = clientesDemo(opts.clientes, 1234).map((c, i) => ({
    ...c,
    documento: `L${existentes + i}-${c.documento}`,
  }));
  const clienteIds: number[] = [];
  await insertChunks('clientes', nuevosClientes, async (chunk) => {
    clienteIds.push(...(await db.insert(clientes).values(chunk).returning({ id: clientes.id })).map((c) => c.id));
  });

  const precios = await db.select({ id: productos.id, precio: productos.precio }).from(productos).where(sql`${productos.monedaId} = 1`);
  const now = Date.now();
  for (let done = 0; done < opts.ventas; done += CHUNK) {
    const n = Math.min(CHUNK, opts.ventas - done);
    const lineas = Array.from({ length: n }, () =>
      Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => {
        const p = precios[Math.floor(rnd() * precios.length)];
        const cantidad = String(1 + Math.floor(rnd() * 4));
        const precioUnitario = toMoney(p.precio);
        return { productoId: p.id, cantidad, precioUnitario, subTotal: lineSubtotal(precioUnitario, cantidad) };
      }),
    );
    const inserted = await db
      .insert(ventas)
      .values(
        lineas.map((ls, i) => {
          const total = sumMoney(ls.map((l) => l.subTotal));
          return {
            fecha: new Date(now - Math.floor(rnd() * 365 * 24 * 3600 * 1000)),
            clienteId: rnd() < 0.7 ? clienteIds[Math.floor(rnd() * clienteIds.length)] : null,
            vendedorId: 1 + ((done + i) % 2),
            sucursalId: 1 + ((done + i) % 2),
            metodoPagoId: 1,
            monedaId: 1,
            total,
            pagada: true,
            pagado: total,
          };
        }),
      )
      .returning({ id: ventas.id });
    await db.insert(ventaDetalles).values(inserted.flatMap((v, i) => lineas[i].map((l) => ({ ...l, ventaId: v.id }))));
  }
  console.log(`  ventas históricas: ${opts.ventas}`);
}

async function main() {
  const config = loadServerConfig(process.env, path.resolve(__dirname, '../..'));
  const num = (v: string | undefined, d: number) => (v && Number.isInteger(Number(v)) && Number(v) >= 0 ? Number(v) : d);
  const started = Date.now();
  const handle = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await handle.migrate(config.migrationsFolder);
    await seedIfEmpty(handle.db, { password: config.seedPassword });
    console.log(`Cargando datos masivos en ${handle.driver === 'postgres' ? 'PostgreSQL' : config.dataDir}...`);
    await seedLarge(handle.db, {
      productos: num(process.env.SEED_PRODUCTOS, 3000),
      clientes: num(process.env.SEED_CLIENTES, 5000),
      ventas: num(process.env.SEED_VENTAS, 20000),
    });
    console.log(`Listo en ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await handle.close();
  }
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
