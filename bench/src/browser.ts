import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, login } from '../../tests/support/browser';
import { E2E_PORTS, REMOTES, SHELL_URL } from '../../tests/support/env';
import type { ReporteVenta } from 'shared';
import { percentile, type Figure } from './report';

/** A string found only in react-dom's client bundle (also used by tests/e2e/federation.e2e.ts). */
const REACT_DOM_MARK = '__reactContainer$';

/** Screens reached from the sidebar, one per remote: link label and page heading. */
const SCREENS = [
  { link: 'Stock', heading: /^Stock$/ },
  { link: 'Ventas', heading: /^Ventas$/ },
  { link: 'Clientes', heading: /^Clientes$/ },
  { link: 'Métodos de pago', heading: /^Métodos de pago$/i },
] as const;

const NAVIGATIONS = 20;

/** Rows of the report whose Excel file is timed. */
const EXCEL_FILAS = 10_000;

/**
 * `n` sales as GET reportes answers them (shared reporteVentaSchema), 2 lines each, every field
 * filled as for a user with reportes.financieros; money as decimal strings built from integer cents.
 */
function reporteVentas(n: number): ReporteVenta[] {
  const pesos = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  return Array.from({ length: n }, (_, i) => {
    const id = n - i;
    const precio = 100_00 + (id % 900) * 37;
    const subtotales = [0, 1].map((k) => (precio + k * 1_000) * (1 + ((id + k) % 5)));
    const lineas = [0, 1].map((k) => ({
      id: id * 2 + k,
      cantidad: `${1 + ((id + k) % 5)}.0000`,
      precioUnitario: pesos(precio + k * 1_000),
      subTotal: pesos(subtotales[k]),
      comisionVendedor: pesos(Math.round(subtotales[k] / 20)),
      producto: { codigo: String(30000 + ((id * 7 + k) % 5000)), nombre: `Producto ${(id * 7 + k) % 5000}`, unidad: 'unidad' },
    }));
    const totalCents = subtotales[0] + subtotales[1];
    return {
      id,
      fechaVenta: new Date(Date.UTC(2026, 0, 1) + (id % 330) * 86_400_000 + (id % 600) * 60_000).toISOString(),
      cliente: id % 3 === 0 ? null : { nombreApellido: `Cliente ${id % 2000}` },
      vendedor: { name: id % 2 === 0 ? 'Martín Pereyra' : 'Laura Gómez' },
      metodoPago: id % 4 === 0 ? 'Cuenta Corriente' : 'Efectivo',
      moneda: { id: 1, simbolo: '$' },
      estadoPago: id % 4 === 0 ? 'Pendiente' : 'Pagada',
      isDeleted: false,
      total: pesos(totalCents),
      pagado: id % 4 === 0 ? '0.00' : pesos(totalCents),
      detalles: lineas,
    };
  });
}

/** Gzip size in KB (gzip level 6, what a typical server sends). */
function gzipKb(body: Buffer | string): number {
  return gzipSync(body).length / 1024;
}

/** Waits until the screen's heading is shown and its table has painted at least one data row. */
async function waitForData(page: Page, heading: RegExp): Promise<void> {
  await page.locator('main h1').filter({ hasText: heading }).waitFor();
  await page.locator('main table tbody td:not([colspan])').first().waitFor();
}

/** JS of /login in a fresh context: total gzip KB and number of files. */
async function loginPageScripts(browser: Browser): Promise<{ kb: number; files: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const files: Promise<{ url: string; kb: number } | null>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    files.push(res.body().then((b) => ({ url: res.url(), kb: gzipKb(b) }), () => null));
  });
  await page.goto(`${SHELL_URL}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Ingresar' }).waitFor();
  const all = (await Promise.all(files)).filter((f) => f !== null).sort((a, b) => b.kb - a.kb);
  await context.close();
  // BENCH_DETAIL=1 lists each file, largest first (to find what the login page should not load).
  if (process.env.BENCH_DETAIL === '1') for (const f of all) console.log(`${f.kb.toFixed(1).padStart(7)} KB  ${f.url}`);
  return { kb: all.reduce((sum, f) => sum + f.kb, 0), files: all.length };
}

/**
 * The browser figures (docs/rendimiento.md) against the production builds served on the e2e ports
 * (tests/support/global-setup.ts starts them): sizes, react-dom downloads, sidebar navigation, the
 * first load of /stock and the Excel file of a 10,000-sale report, in Debian's Chromium.
 */
export async function browserFigures(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const browser = await launchBrowser();
  try {
    const loginJs = await loginPageScripts(browser);
    figures.push({ name: 'JS del shell en /login (gzip)', value: loginJs.kb, unit: 'KB', budget: 140, note: `${loginJs.files} archivos` });

    for (const remote of REMOTES) {
      const res = await fetch(`http://localhost:${E2E_PORTS[remote]}/remoteEntry.js`);
      const body = Buffer.from(await res.arrayBuffer());
      figures.push({ name: `remoteEntry.js de ${remote} (gzip)`, value: gzipKb(body), unit: 'KB', budget: 10 });
    }

    // A session that signs in and visits the four remotes through the sidebar, 20 times.
    const context = await browser.newContext();
    const page = await context.newPage();
    const reactDom = new Set<string>();
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      const text = await res.text().catch(() => '');
      if (text.includes(REACT_DOM_MARK)) reactDom.add(res.url());
    });
    await login(page, 'admin@demo.local');
    const times: number[] = [];
    for (let i = 0; i < NAVIGATIONS; i += 1) {
      const screen = SCREENS[i % SCREENS.length];
      const started = performance.now();
      await page.getByRole('navigation').getByRole('link', { name: screen.link, exact: true }).click();
      await waitForData(page, screen.heading);
      times.push(performance.now() - started);
    }
    figures.push({ name: 'descargas de react-dom (sesión por los 4 remotos)', value: reactDom.size, unit: 'descargas', budget: 1 });
    figures.push({ name: `clic en el menú → datos pintados, p50 (${NAVIGATIONS} navegaciones)`, value: percentile(times, 50), unit: 'ms', budget: 300 });
    figures.push({ name: `clic en el menú → datos pintados, p95 (${NAVIGATIONS} navegaciones)`, value: percentile(times, 95), unit: 'ms' });

    // First load of /stock in a signed-in tab: navigation start to the first data row.
    const stock = await context.newPage();
    const started = performance.now();
    await stock.goto(`${SHELL_URL}/stock`);
    await waitForData(stock, /^Stock$/);
    figures.push({ name: 'primera carga de /stock con sesión → datos pintados', value: performance.now() - started, unit: 'ms', budget: 1000 });

    // The Excel file of a 10,000-sale report, built in the browser by the real /reportes screen:
    // GET reportes answers 10,000 rows made here (no database that size behind the e2e API); the
    // figure is 'Descargar Excel' clicked → the file handed to the browser.
    const reporte = await context.newPage();
    const filas = JSON.stringify(reporteVentas(EXCEL_FILAS));
    await reporte.route('**/api/reportes?**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: filas }));
    await reporte.goto(`${SHELL_URL}/reportes?type=venta&fechaDesde=2026-01-01&fechaHasta=2026-12-31`);
    const descargar = reporte.getByRole('button', { name: 'Descargar Excel' });
    await descargar.waitFor({ timeout: 60_000 });
    const excelStarted = performance.now();
    const [download] = await Promise.all([reporte.waitForEvent('download', { timeout: 60_000 }), descargar.click()]);
    await download.path();
    figures.push({
      name: `Excel de un reporte de ${EXCEL_FILAS.toLocaleString('es-AR')} ventas`,
      value: (performance.now() - excelStarted) / 1000,
      unit: 's',
      budget: 2,
      note: '2 líneas por venta; clic → archivo',
    });
    await context.close();
  } finally {
    await browser.close();
  }
  figures.push({ name: 'búsqueda global sobre 50.000 productos, tecla → resultados', value: null, unit: 'ms', budget: 50, note: 'pendiente: requiere la semilla grande en el navegador' });
  return figures;
}
