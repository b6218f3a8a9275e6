import type autocannon from 'autocannon';
import { startBenchServer, type BenchServer } from '../../api/bench/harness';
import { GeneradorDeCarga } from './carga';
import { percentile, type Figure } from './report';

/** p99 budget of every endpoint on PostgreSQL with the large seed, ms (docs/rendimiento.md). */
const P99_BUDGET_MS = 50;
/** Minimum ratio: requests per second through HTTP over the same statements through the driver. */
const RATIO_BUDGET = 0.7;

const seconds = Number(process.env.BENCH_SECONDS) || 3;
/**
 * HTTP and driver measured this many times, alternating (HTTP, driver, HTTP, driver…), and each
 * figure is the median of its rounds (the ratio: of each HTTP round over the driver round after it):
 * on this shared 2-core machine the ratio of the same code moved from 0.51 to 0.72 between two runs
 * and by ±0.15 between rounds a few seconds apart (docs/rendimiento.md, «Cómo»).
 */
const rounds = Number(process.env.BENCH_ROUNDS) || 5;

/** The median of a non-empty list (the mean of the two middle values for an even count). */
function median(values: number[]): number {
  const v = [...values].sort((a, b) => a - b);
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}
const concurrency = Number(process.env.BENCH_CONCURRENCY) || 10;
/** Warm-up before each measurement (JIT, plan and page caches), s. */
const WARMUP_SECONDS = 1;

/** One line of the API table: an endpoint the product needs, or one not built yet. */
type Endpoint = { name: string; path: string; p99BudgetMs?: number } | { name: string; pending: string };

/**
 * p99 budget of the whole documents (docs/rendimiento.md, «Documentos»): a report, or the statement
 * of a year of the busiest client, is thousands of rows in one answer (not a page), generated on
 * demand to be printed or exported; 2 s on PostgreSQL with the large seed. The statement of a month
 * (what a business prints every month) keeps the 50 ms of the pages.
 */
const DOCUMENTO_P99_BUDGET_MS = 2000;

/**
 * Rounds of a whole document (an endpoint with its own p99 budget): each request takes 0.3–2 s, so
 * a round of 3 s completed one or two per connection and its requests per second depended on where
 * the round was cut (the ratio of the same code moved from 0.42 to 0.88 between rounds). Three
 * rounds of BENCH_DOC_SECONDS (8) instead (docs/rendimiento.md, «Cómo»).
 */
const DOCUMENTO_RONDAS = { rondas: Math.min(rounds, 3), segundos: Number(process.env.BENCH_DOC_SECONDS) || 8 };

/** Buenos Aires calendar day `daysAgo` days before today, YYYY-MM-DD. */
function diaBA(daysAgo: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date(Date.now() - daysAgo * 86_400_000));
}

/** The endpoints measured (docs/rendimiento.md), with the requests the screens send. */
function endpoints(server: BenchServer): Endpoint[] {
  const { productoId, sucursalId, clienteId, movimientosCliente } = server.sample;
  const search = encodeURIComponent('fernández');
  return [
    { name: 'sesión (GET auth/me)', path: '/api/auth/me' },
    { name: 'lista de stock (página 1)', path: `/api/productos?sucursalId=${sucursalId}&page=1&pageSize=10` },
    { name: 'lista de stock con búsqueda', path: `/api/productos?sucursalId=${sucursalId}&search=lavanda&page=1&pageSize=10` },
    { name: 'lista de stock bajo mínimo', path: `/api/productos?sucursalId=${sucursalId}&bajoMinimo=true&page=1&pageSize=10` },
    { name: 'detalle de producto', path: `/api/productos/${productoId}?sucursalId=${sucursalId}` },
    { name: 'movimientos de un producto (página 1)', path: `/api/productos/${productoId}/movimientos?sucursalId=${sucursalId}&page=1&pageSize=10` },
    { name: 'lista de ingresos (página 1)', path: '/api/ingresos?page=1&pageSize=10' },
    { name: 'lista de fabricaciones (página 1)', path: '/api/fabricaciones?page=1&pageSize=10' },
    {
      name: 'lista de ventas (último mes + búsqueda)',
      path: `/api/ventas?fechaDesde=${diaBA(30)}&fechaHasta=${diaBA(0)}&search=${search}&page=1&pageSize=10`,
    },
    {
      name: 'lista de ventas (pendientes del último año)',
      path: `/api/ventas?fechaDesde=${diaBA(365)}&fechaHasta=${diaBA(0)}&estadoPago=Pendiente&anulada=false&page=1&pageSize=10`,
    },
    { name: 'lista de presupuestos (página 1)', path: '/api/presupuestos?page=1&pageSize=15' },
    { name: 'lista de presupuestos con búsqueda', path: `/api/presupuestos?search=${search}&estado=activo&page=1&pageSize=15` },
    {
      name: `movimientos de cuenta corriente (cliente con ${movimientosCliente.toLocaleString('es-AR')}, página 1)`,
      path: `/api/cuentas-corrientes/${clienteId}/movimientos?page=1&pageSize=20`,
    },
    {
      name: 'resumen de cuenta (último mes)',
      path: `/api/cuentas-corrientes/${clienteId}/resumen?fechaDesde=${diaBA(30)}&fechaHasta=${diaBA(0)}`,
    },
    {
      name: 'resumen de cuenta (último año)',
      path: `/api/cuentas-corrientes/${clienteId}/resumen?fechaDesde=${diaBA(365)}&fechaHasta=${diaBA(0)}`,
      p99BudgetMs: DOCUMENTO_P99_BUDGET_MS,
    },
    { name: 'cuentas corrientes con deuda y antigüedad (página 1)', path: '/api/cuentas-corrientes?conDeuda=true&page=1&pageSize=10' },
    {
      name: 'reporte de ventas (último mes)',
      path: `/api/reportes?type=venta&fechaDesde=${diaBA(30)}&fechaHasta=${diaBA(0)}`,
      p99BudgetMs: DOCUMENTO_P99_BUDGET_MS,
    },
    {
      name: 'reporte de ingresos (último año)',
      path: `/api/reportes?type=ingreso&fechaDesde=${diaBA(365)}&fechaHasta=${diaBA(0)}`,
      p99BudgetMs: DOCUMENTO_P99_BUDGET_MS,
    },
    { name: 'inicio (GET dashboard)', path: '/api/dashboard' },
  ];
}

const fmtMs = (ms: number) => `${ms.toLocaleString('es-AR', { maximumFractionDigits: 1 })} ms`;

/**
 * autocannon against one URL for `duration` seconds with the session cookie, in the run's load
 * generator thread ({@link GeneradorDeCarga}); starts once the server is idle (nothing left over
 * from the previous load).
 */
async function load(carga: GeneradorDeCarga, server: BenchServer, url: string, duration: number): Promise<autocannon.Result> {
  await server.idle();
  return carga.run({ url, connections: concurrency, duration, headers: { cookie: server.cookie } });
}

/** The figures of one endpoint on one database: p50, p99, req/s over HTTP and through the driver, ratio. */
async function measure(carga: GeneradorDeCarga, server: BenchServer, label: string, endpoint: Endpoint): Promise<Figure[]> {
  const name = `${label} · ${endpoint.name}`;
  const p99Budget =
    server.driver === 'postgres' && server.large ? ('p99BudgetMs' in endpoint && endpoint.p99BudgetMs) || P99_BUDGET_MS : undefined;
  if ('pending' in endpoint) {
    return [{ name: `${name}: p99`, value: null, unit: 'ms', budget: p99Budget, note: endpoint.pending }];
  }
  const url = server.url + endpoint.path;

  // A first request by hand: a session last used over a minute ago is touched now (plugins/auth.ts
  // writes last_seen_at once a minute), not in the recorded request below, whose replay would
  // otherwise repeat that UPDATE on every "request".
  await fetch(url, { headers: { cookie: server.cookie } }).then((res) => res.arrayBuffer());
  // One request by hand: it must answer 200, and it gives the statements to replay.
  let status = 0;
  let body = '';
  const recording = await server.record(async () => {
    const res = await fetch(url, { headers: { cookie: server.cookie } });
    status = res.status;
    body = await res.text();
  });
  if (status !== 200) throw new Error(`${endpoint.path} respondió ${status}: ${body.slice(0, 300)}`);

  await load(carga, server, url, WARMUP_SECONDS);
  const replayable = !recording.transaction;
  const httpRuns: autocannon.Result[] = [];
  const driverRuns: Array<Awaited<ReturnType<BenchServer['replay']>>> = [];
  const documento = 'p99BudgetMs' in endpoint && endpoint.p99BudgetMs !== undefined;
  const { rondas: nRondas, segundos } = documento ? DOCUMENTO_RONDAS : { rondas: rounds, segundos: seconds };
  for (let round = 0; round < nRondas; round += 1) {
    httpRuns.push(await load(carga, server, url, segundos));
    if (replayable) driverRuns.push(await server.replay(recording.statements, { concurrency, seconds: segundos }));
  }
  const answered = httpRuns.every((h) => h['2xx'] > 0);
  const httpRps = median(httpRuns.map((h) => h['2xx'] / h.duration));
  const respuestas = httpRuns.reduce((n, h) => n + h['2xx'], 0);
  const errores = httpRuns.reduce((n, h) => n + h.non2xx + h.errors, 0);
  const rondas = `mediana de ${nRondas} ${nRondas === 1 ? 'ronda' : 'rondas'} de ${segundos} s`;
  const httpNote = `${respuestas.toLocaleString('es-AR')} respuestas 200${errores ? `; ${errores} con error` : ''}; ${rondas}`;

  // autocannon counts latencies of the responses that arrived within the run only.
  const figures: Figure[] = [
    { name: `${name}: p50`, value: answered ? median(httpRuns.map((h) => h.latency.p50)) : null, unit: 'ms', note: httpNote },
    {
      name: `${name}: p99`,
      value: answered ? median(httpRuns.map((h) => h.latency.p99)) : segundos * 1000,
      unit: 'ms',
      budget: p99Budget,
      note: answered ? `por ronda: ${httpRuns.map((h) => h.latency.p99).join(' / ')} ms` : `una ronda sin respuestas en ${segundos} s: el valor es una cota inferior`,
    },
    { name: `${name}: req/s por HTTP`, value: httpRps, unit: 'req/s', note: `${concurrency} conexiones` },
  ];
  if (!replayable) {
    figures.push({ name: `${name}: HTTP ÷ driver`, value: null, unit: 'x', budget: RATIO_BUDGET, atLeast: true, note: 'usa una transacción: sin repetición por el driver' });
    return figures;
  }
  const driverRps = median(driverRuns.map((d) => d.requests / d.seconds));
  // Each HTTP round is paired with the driver round right after it (same moment of this shared
  // machine): the ratio is the median of the rounds' ratios (docs/rendimiento.md, «Cómo»).
  const ratios = httpRuns.map((h, i) => (driverRuns[i].requests ? h['2xx'] / h.duration / (driverRuns[i].requests / driverRuns[i].seconds) : 0));
  const ratio = driverRps ? median(ratios) : null;
  const driver = driverRuns[driverRuns.length - 1];
  const slowest = driver.meanMsPerStatement.reduce((best, ms, i) => (ms > driver.meanMsPerStatement[best] ? i : best), 0);
  const fmtRatio = (r: number) => r.toLocaleString('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  figures.push(
    {
      name: `${name}: req/s por el driver`,
      value: driverRps,
      unit: 'req/s',
      note:
        `${recording.statements.length} ${recording.statements.length === 1 ? 'sentencia' : 'sentencias'} por pedido` +
        (driver.requests ? `; p99 ${fmtMs(percentile(driver.latencies, 99))} (última ronda)` : '') +
        (driver.requests && recording.statements.length ? `; la más lenta (n.º ${slowest + 1}) ${fmtMs(driver.meanMsPerStatement[slowest])} en promedio` : ''),
    },
    {
      name: `${name}: HTTP ÷ driver`,
      value: ratio,
      unit: 'x',
      budget: RATIO_BUDGET,
      atLeast: true,
      note:
        ratio !== null
          ? `mediana de las rondas: ${ratios.map(fmtRatio).join(' / ')}; de las medianas de req/s: ${fmtRatio(httpRps / driverRps)}`
          : 'el driver no completó ningún pedido',
    },
  );

  if (process.env.BENCH_EXPLAIN === '1') {
    console.log(`\n#### ${name}\n`);
    for (const [i, s] of recording.statements.entries()) {
      console.log(`${i + 1}. (${fmtMs(driver.meanMsPerStatement[i])} en promedio bajo carga) ${s.text}\n   parámetros: ${JSON.stringify(s.args[1] ?? [])}`);
      for (const line of await server.explain(s)) console.log(`     ${line}`);
    }
  }
  return figures;
}

/**
 * A Línea 1 sale (docs/rendimiento.md «Venta de Línea 1»): BENCH_VENTAS_LINEA1 (100) POST ventas with
 * `linea: 1` and no client (a Factura B of the first branch's punto de venta) from 4 loops, each
 * answered once ARCA — the in-process simulator — authorised it: p50, p99 and sales per second. The
 * numbering lock makes them one at a time per punto de venta, so the rate is the point of sale's.
 * @throws Error when a sale is not 201 or its invoice is not authorised.
 */
async function ventasLinea1(server: BenchServer, label: string): Promise<Figure[]> {
  const total = Number(process.env.BENCH_VENTAS_LINEA1 || 100);
  const loops = 4;
  const cuerpo = JSON.stringify({
    sucursalId: server.sample.sucursalId,
    metodoPagoId: server.venta.metodoPagoId,
    clienteId: null,
    linea: 1,
    descuento: '0',
    detalles: [{ productoId: server.venta.productoId, cantidad: '1', precioUnitario: '0' }],
  });
  const vender = async () => {
    const res = await fetch(`${server.url}/api/ventas`, { method: 'POST', headers: { cookie: server.cookie, 'content-type': 'application/json' }, body: cuerpo });
    const body = (await res.json()) as { ventaId?: number; message?: string };
    if (res.status !== 201) throw new Error(`POST ventas (línea 1) respondió ${res.status}: ${body.message}`);
    return body.ventaId!;
  };
  // The first one parses the WSDL and logs in to WSAA: outside the figures.
  await vender();
  await server.idle();
  const latencias: number[] = [];
  let ultima = 0;
  let pendientes = total;
  const inicio = performance.now();
  await Promise.all(
    Array.from({ length: loops }, async () => {
      while (pendientes > 0) {
        pendientes -= 1;
        const t0 = performance.now();
        ultima = await vender();
        latencias.push(performance.now() - t0);
      }
    }),
  );
  const segundos = (performance.now() - inicio) / 1000;
  const detalle = (await (await fetch(`${server.url}/api/ventas/${ultima}`, { headers: { cookie: server.cookie } })).json()) as { comprobante?: { estado: string } | null };
  if (detalle.comprobante?.estado !== 'autorizado') throw new Error(`La factura de la venta ${ultima} quedó ${detalle.comprobante?.estado ?? 'sin comprobante'}.`);
  const name = `${label} · venta de Línea 1 (CAE del simulador)`;
  const nota = `${total} ventas desde ${loops} conexiones, cada una respondida con su CAE`;
  return [
    { name: `${name}: p50`, value: percentile(latencias, 50), unit: 'ms', note: nota },
    { name: `${name}: p99`, value: percentile(latencias, 99), unit: 'ms', note: nota },
    { name: `${name}: ventas/s`, value: total / segundos, unit: 'req/s', note: 'un punto de venta: la numeración las hace de a una' },
  ];
}

/** All figures of one database. */
async function databaseFigures(carga: GeneradorDeCarga, label: string, options: Parameters<typeof startBenchServer>[0]): Promise<Figure[]> {
  const server = await startBenchServer(options);
  try {
    const c = server.counts;
    console.log(
      `${label}: ${server.where}; ${c.productos.toLocaleString('es-AR')} productos, ${c.clientes.toLocaleString('es-AR')} clientes, ` +
        `${c.ventas.toLocaleString('es-AR')} ventas, ${c.movimientos_cuenta_corriente.toLocaleString('es-AR')} movimientos de cuenta corriente` +
        `${server.large ? ' (semilla grande)' : ' (sin la semilla grande: sin presupuesto de p99)'}.`,
    );
    const figures: Figure[] = [];
    // BENCH_FILTER=<text>: only the endpoints whose name contains it (while working on one of them).
    const filter = process.env.BENCH_FILTER?.toLowerCase();
    for (const endpoint of endpoints(server)) {
      if (filter && !endpoint.name.toLowerCase().includes(filter)) continue;
      figures.push(...(await measure(carga, server, label, endpoint)));
    }
    if (!filter || 'venta de línea 1'.includes(filter)) figures.push(...(await ventasLinea1(server, label)));
    return figures;
  } finally {
    await server.close();
  }
}

/**
 * The API figures (docs/rendimiento.md): the real API listening on 127.0.0.1, loaded with autocannon
 * (BENCH_CONCURRENCY connections, default 10, in BENCH_ROUNDS rounds, default 5, of BENCH_SECONDS,
 * default 2, per endpoint, alternating with the driver replay; each figure the median), first on
 * PGlite (BENCH_DATA_DIR, or a temporary folder filled with the large seed; BENCH_LARGE=0 for the
 * demo data only) and then on PostgreSQL when BENCH_DATABASE_URL is set (BENCH_PGLITE=0 skips
 * PGlite then). For each endpoint: p50, p99
 * (budget ≤ 50 ms on PostgreSQL with the large seed), requests per second over HTTP, the same SQL
 * statements replayed straight through the driver at the same concurrency, and the ratio
 * (budget ≥ 0.7). Throws when an endpoint does not answer 200.
 */
export async function apiFigures(): Promise<Figure[]> {
  const common = { largeSeed: process.env.BENCH_LARGE !== '0', password: process.env.SEED_PASSWORD || 'Demo1234!', log: console.log };
  console.log(
    `\nAPI: ${concurrency} conexiones, ${rounds} rondas de ${seconds} s por endpoint (los documentos enteros, ${DOCUMENTO_RONDAS.rondas} de ${DOCUMENTO_RONDAS.segundos} s) ` +
      `alternadas con el driver (más ${WARMUP_SECONDS} s de calentamiento); cada cifra, la mediana.`,
  );
  const figures: Figure[] = [];
  const carga = new GeneradorDeCarga();
  try {
    if (process.env.BENCH_PGLITE !== '0' || !process.env.BENCH_DATABASE_URL) {
      figures.push(...(await databaseFigures(carga, 'PGlite', { ...common, dataDir: process.env.BENCH_DATA_DIR || undefined })));
    }
    if (process.env.BENCH_DATABASE_URL) {
      figures.push(...(await databaseFigures(carga, 'PostgreSQL', { ...common, databaseUrl: process.env.BENCH_DATABASE_URL })));
    }
  } finally {
    await carga.close();
  }
  return figures;
}
