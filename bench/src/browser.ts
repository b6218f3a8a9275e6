import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, login } from '../../tests/support/browser';
import { API_URL, E2E_PORTS, REMOTES, SHELL_URL } from '../../tests/support/env';
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
/** New tabs opened on /stock for its first-load figure. */
const PRIMERAS_CARGAS = 5;

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

/** Products the large seed has at least for the global-search figure to be measured (docs/rendimiento.md). */
const PRODUCTOS_BUSQUEDA = 50_000;
/**
 * Terms of 'tecla → resultados': essences of the large seed (each in thousands of product names),
 * ending in a letter a keyboard types as a key.
 */
const TERMINOS_TECLA = [
  'lavanda', 'vainilla', 'jengibre', 'magnolia', 'durazno', 'higo', 'eucalipto', 'bergamota', 'mandarina', 'gardenia',
  'cardamomo', 'frutilla', 'almizcle', 'verbena', 'tomillo', 'romero', 'violeta', 'azahar', 'lirio', 'caramelo',
];
/** Terms typed whole (other essences, so none is in the page's cache). */
const TERMINOS_PALABRA = ['rosa', 'coco', 'naranja', 'pomelo', 'menta', 'talco', 'canela', 'mango', 'kiwi', 'cedro'];
/** Pause before a measured keystroke, longer than the search's typing pause (SEARCH_DEBOUNCE_MS, 300 ms). */
const PAUSA_MS = 400;

/**
 * Installs in the page the wait for the global search's next results: from the last keydown in its
 * field to the frame after the list stops being busy (aria-busy) with the field holding `texto`;
 * `window.__resultados` resolves with those ms. A string, so the bundler adds nothing to it.
 */
const ESPERAR_RESULTADOS = `(texto) => {
  const dialogo = document.querySelector('[role="dialog"]');
  const campo = dialogo.querySelector('input');
  let tecla = 0;
  let ocupada = false;
  window.__resultados = new Promise((resolve, reject) => {
    const alTeclear = () => { tecla = performance.now(); };
    campo.addEventListener('keydown', alTeclear, true);
    const fin = (f) => { observador.disconnect(); campo.removeEventListener('keydown', alTeclear, true); clearTimeout(limite); f(); };
    const revisar = () => {
      const lista = dialogo.querySelector('[role="listbox"]');
      if (!tecla || !lista) return;
      if (lista.hasAttribute('aria-busy')) { ocupada = true; return; }
      if (!ocupada || campo.value !== texto) return;
      const t = tecla;
      fin(() => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t), 0)));
    };
    const observador = new MutationObserver(revisar);
    observador.observe(dialogo, { attributes: true, attributeFilter: ['aria-busy'], childList: true, subtree: true, characterData: true });
    const limite = setTimeout(() => fin(() => reject(new Error('sin resultados para ' + texto))), 15000);
  });
}`;

/** The global search's field shows `texto` and its list is not busy (the results of `texto` are on screen). */
async function esperarLista(page: Page, texto: string): Promise<void> {
  await page.waitForFunction(
    `(() => { const d = document.querySelector('[role="dialog"]'); const l = d && d.querySelector('[role="listbox"]'); const c = d && d.querySelector('input');
      return !!l && !!c && c.value === ${JSON.stringify(texto)} && !l.hasAttribute('aria-busy'); })()`,
    undefined,
    { polling: 50 },
  );
}

/**
 * The global search on the large seed (docs/rendimiento.md): opened with Ctrl+K on /home; for each
 * of {@link TERMINOS_TECLA}, the term but its last letter is pasted, its results awaited, a pause,
 * and the last letter typed: keystroke → results painted. Then each of {@link TERMINOS_PALABRA}
 * typed whole after a pause: last keystroke → results painted (the search waits for the typing
 * pause). Returns both lists of ms.
 */
async function busquedaGlobal(page: Page): Promise<{ tecla: number[]; palabra: number[] }> {
  await page.goto(`${SHELL_URL}/home`);
  await page.getByRole('button', { name: /Buscar/ }).waitFor();
  await page.keyboard.press('Control+k');
  const campo = page.getByRole('dialog').getByRole('combobox');
  await campo.waitFor();
  await esperarLista(page, '');
  const medir = async (escribir: () => Promise<void>, texto: string) => {
    await page.waitForTimeout(PAUSA_MS);
    await page.evaluate(`(${ESPERAR_RESULTADOS})(${JSON.stringify(texto)})`);
    await escribir();
    return Number(await page.evaluate('window.__resultados'));
  };
  const tecla: number[] = [];
  for (const termino of TERMINOS_TECLA) {
    await campo.fill(termino.slice(0, -1));
    await esperarLista(page, termino.slice(0, -1));
    tecla.push(await medir(() => page.keyboard.press(termino.slice(-1)), termino));
  }
  const palabra: number[] = [];
  for (const termino of TERMINOS_PALABRA) {
    await campo.fill('');
    await esperarLista(page, '');
    palabra.push(await medir(() => page.keyboard.type(termino), termino));
  }
  return { tecla, palabra };
}

/**
 * Installs in the page the wait for the next options of the combobox `#id` (outside a dialog, its
 * listbox is the element its aria-controls names): from the last keydown in the field to the frame
 * after the list shows options, not busy, with the field holding `texto` (every term is new to the
 * page, so no earlier answer can show them); `window.__opciones` resolves with those ms. A string, so the bundler adds nothing to it.
 */
const ESPERAR_OPCIONES = `(id, texto) => {
  const campo = document.getElementById(id);
  let tecla = 0;
  window.__opciones = new Promise((resolve, reject) => {
    const alTeclear = () => { tecla = performance.now(); };
    campo.addEventListener('keydown', alTeclear, true);
    const fin = (f) => { observador.disconnect(); campo.removeEventListener('keydown', alTeclear, true); clearTimeout(limite); f(); };
    const revisar = () => {
      const lista = document.getElementById(campo.getAttribute('aria-controls') || '');
      if (!tecla || !lista || campo.value !== texto || lista.hasAttribute('aria-busy') || !lista.querySelector('[role="option"]')) return;
      const t = tecla;
      fin(() => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t), 0)));
    };
    const observador = new MutationObserver(revisar);
    observador.observe(document.body, { attributes: true, attributeFilter: ['aria-busy', 'aria-controls', 'value'], childList: true, subtree: true, characterData: true });
    const limite = setTimeout(() => fin(() => reject(new Error('sin opciones para ' + texto))), 15000);
  });
}`;

/**
 * New Sale's product search on the large seed (docs/rendimiento.md, «cuarta vuelta»): /ventas/nueva
 * opened, the first branch chosen, and each of {@link TERMINOS_PALABRA} typed whole (after a pause,
 * but for the first): last keystroke → the branch's matching products painted (includes the typing
 * pause, 300 ms); `primera`, from opening the page to the first term's options; and the response
 * bodies the API sent to the page until the last search (the screen once downloaded every product
 * and client: 48 MB with this seed). Returns the ms and the KB.
 */
async function busquedaNuevaVenta(page: Page): Promise<{ primera: number; palabra: number[]; kb: number }> {
  const cuerpos: Array<Promise<number>> = [];
  page.on('requestfinished', (req) => {
    if (req.url().startsWith(API_URL)) cuerpos.push(req.sizes().then((t) => t.responseBodySize, () => 0));
  });
  const inicio = performance.now();
  await page.goto(`${SHELL_URL}/ventas/nueva`);
  await page.getByLabel(/Sucursal/).selectOption({ index: 1 });
  const campo = page.getByRole('combobox', { name: 'Buscar producto' });
  let primera = 0;
  const palabra: number[] = [];
  for (const termino of TERMINOS_PALABRA) {
    await campo.fill('');
    if (palabra.length > 0) await page.waitForTimeout(PAUSA_MS);
    await page.evaluate(`(${ESPERAR_OPCIONES})('venta-producto', ${JSON.stringify(termino)})`);
    await campo.pressSequentially(termino);
    palabra.push(Number(await page.evaluate('window.__opciones')));
    if (palabra.length === 1) primera = performance.now() - inicio;
  }
  await page.waitForTimeout(PAUSA_MS);
  const bytes = (await Promise.all(cuerpos)).reduce((a, b) => a + b, 0);
  return { primera, palabra, kb: bytes / 1024 };
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
 * (tests/support/global-setup.ts starts them; bench/src/run.ts moves their API to BENCH_DATABASE_URL
 * when set): sizes, react-dom downloads, sidebar navigation, the first load of /stock, the Excel
 * file of a 10,000-sale report and, over a catalogue the size of the large seed, the global search,
 * in Debian's Chromium.
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

    // First load of /stock in a new signed-in tab: navigation start to the first data row. The p50 of
    // a few tabs: one load alone moved by a few hundred ms on a machine shared with other work.
    const cargas: number[] = [];
    for (let i = 0; i < PRIMERAS_CARGAS; i += 1) {
      const stock = await context.newPage();
      const started = performance.now();
      await stock.goto(`${SHELL_URL}/stock`);
      await waitForData(stock, /^Stock$/);
      cargas.push(performance.now() - started);
      await stock.close();
    }
    figures.push({
      name: `primera carga de /stock con sesión → datos pintados, p50 (${PRIMERAS_CARGAS} pestañas)`,
      value: percentile(cargas, 50),
      unit: 'ms',
      budget: 1000,
      note: `${Math.round(Math.min(...cargas))}–${Math.round(Math.max(...cargas))} ms`,
    });

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

    // The global search, only over a catalogue the size of the large seed (BENCH_DATABASE_URL).
    const busqueda = await context.newPage();
    const respuesta = await busqueda.request.get(`${API_URL}/productos?page=1&pageSize=1`);
    const productos = respuesta.ok() ? ((await respuesta.json()) as { total: number }).total : 0;
    if (productos >= PRODUCTOS_BUSQUEDA) {
      const { tecla, palabra } = await busquedaGlobal(busqueda);
      const catalogo = `${productos.toLocaleString('es-AR')} productos`;
      figures.push({
        name: `búsqueda global sobre ${PRODUCTOS_BUSQUEDA.toLocaleString('es-AR')} productos, tecla → resultados, p50 (${tecla.length} términos)`,
        value: percentile(tecla, 50),
        unit: 'ms',
        budget: 50,
        note: `${catalogo}; una tecla tras una pausa (la primera tras una pausa va enseguida)`,
      });
      figures.push({
        name: `búsqueda global, palabra escrita entera → resultados, p50 (${palabra.length} términos)`,
        value: percentile(palabra, 50),
        unit: 'ms',
        note: `desde la última tecla; incluye la pausa de escritura (300 ms)`,
      });
      const venta = await busquedaNuevaVenta(await context.newPage());
      figures.push({
        name: 'Nueva Venta: abrir, elegir sucursal y escribir un producto → opciones',
        value: venta.primera,
        unit: 'ms',
        note: `${catalogo}; la primera búsqueda de la pantalla`,
      });
      figures.push({
        name: `Nueva Venta, búsqueda de productos: palabra escrita entera → opciones, p50 (${venta.palabra.length} términos)`,
        value: percentile(venta.palabra, 50),
        unit: 'ms',
        note: `${catalogo}; desde la última tecla; incluye la pausa de escritura (300 ms)`,
      });
      figures.push({
        name: 'Nueva Venta, lo que baja de la API hasta la última búsqueda',
        value: venta.kb,
        unit: 'KB',
        note: `cuerpos de las respuestas: abrir, elegir sucursal y ${venta.palabra.length} búsquedas`,
      });
    } else {
      figures.push({
        name: `búsqueda global sobre ${PRODUCTOS_BUSQUEDA.toLocaleString('es-AR')} productos, tecla → resultados`,
        value: null,
        unit: 'ms',
        budget: 50,
        note: `pendiente: la base tiene ${productos.toLocaleString('es-AR')} productos; BENCH_DATABASE_URL con la semilla grande`,
      });
    }
    await context.close();
  } finally {
    await browser.close();
  }
  return figures;
}
