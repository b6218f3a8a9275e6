import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, login } from '../../tests/support/browser';
import { E2E_PORTS, REMOTES, SHELL_URL } from '../../tests/support/env';
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
 * (tests/support/global-setup.ts starts them): sizes, react-dom downloads, sidebar navigation and the
 * first load of /stock, in Debian's Chromium.
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
    await context.close();
  } finally {
    await browser.close();
  }
  figures.push({ name: 'búsqueda global sobre 50.000 productos, tecla → resultados', value: null, unit: 'ms', budget: 50, note: 'pendiente: requiere la semilla grande en el navegador' });
  figures.push({ name: 'Excel de un reporte de 10.000 ventas', value: null, unit: 's', budget: 2, note: 'pendiente: reportes (#14)' });
  return figures;
}
