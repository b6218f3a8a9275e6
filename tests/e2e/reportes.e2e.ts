import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page, Response } from 'playwright-core';
// exceljs is a dependency of mf-operaciones (the screen builds the file with it), not of tests: the
// file is read back with that same copy.
import { Workbook, type CellValue, type Worksheet } from '../../mf-operaciones/node_modules/exceljs';
import { launchBrowser, login } from '../support/browser';
import { SHELL_URL } from '../support/env';
import { stubPrint } from '../support/impresion';

/**
 * Reports and the /home figures end to end (docs/reportes.md), as admin@demo.local (every
 * permission, reportes.financieros included): a sale of one unit of 30000 paid in Efectivo through
 * /ventas/nueva adds its total and one sale to the «Ventas de hoy» tile of /home; /reportes, Ventas
 * from today to today, lists it with its total, and 'Descargar Excel' downloads
 * reporte_ventas_{hoy}.xlsx, read back with exceljs: sheet 'Ventas', the title with the range, the
 * header of row 4 with the spec's sales columns, and the sale on its first line with its total,
 * paid amount and balance as numbers. Money is compared in whole cents, never as floats.
 */

/** The sales columns of the spreadsheet (docs/reportes.md «Excel»). */
const COLUMNAS_VENTA = [
  'ID',
  'Fecha/Hora',
  'Estado',
  'Código Producto',
  'Producto',
  'Cantidad',
  'Unidad',
  'Precio Unitario',
  'Subtotal',
  'Comisión',
  'Total Venta',
  'Pagado',
  'Saldo',
];

/** Collapses every run of white space (NBSP included) into one space. */
const limpio = (t: string) => t.replace(/\s+/g, ' ').trim();

/** A decimal string of the API ('1234.5', '1234.50', '12') → whole cents; throws on anything else. */
function centavosDeDecimal(valor: string): number {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(valor);
  if (!m) throw new Error(`Importe inesperado: ${valor}`);
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** An amount as the screens show it, after its symbol ('$ 1.234,50' with simbolo '$') → whole cents. */
function centavosEnPantalla(texto: string, simbolo: string): number {
  const t = limpio(texto);
  if (!t.startsWith(`${simbolo} `)) throw new Error(`Importe sin ${simbolo}: ${texto}`);
  const m = /^(\d{1,3}(?:\.\d{3})*),(\d{2})$/.exec(t.slice(simbolo.length + 1));
  if (!m) throw new Error(`Importe inesperado: ${texto}`);
  return Number(m[1].replace(/\./g, '')) * 100 + Number(m[2]);
}

/** Whole cents as the screens show money: `dinero(123450, '$')` → '$ 1.234,50'. */
function dinero(cents: number, simbolo: string): string {
  const entero = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${simbolo} ${entero},${String(cents % 100).padStart(2, '0')}`;
}

/**
 * A number cell of the spreadsheet → whole cents, through its decimal text (1234.5 → '1234.5' →
 * 123450), so no float arithmetic is involved; throws when the cell is not a number.
 */
function centavosDeCelda(valor: CellValue): number {
  if (typeof valor !== 'number') throw new Error(`La celda no es un número: ${JSON.stringify(valor)}`);
  return centavosDeDecimal(String(valor));
}

/** Today as a Buenos Aires day (yyyy-mm-dd), as /home and /reportes count days. */
function hoyEnBuenosAires(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date());
}

/** yyyy-mm-dd → dd/mm/yyyy. */
function diaEsAR(dia: string): string {
  const [a, m, d] = dia.split('-');
  return `${d}/${m}/${a}`;
}

/** What the «Ventas de hoy» tile says for one currency: its total in cents and how many sales. */
interface VentasDeHoy {
  centavos: number;
  cantidad: number;
}

/**
 * Opens /home and reads the «Ventas de hoy» tile for the currency `simbolo`: its line's amount and
 * 'N venta(s)', or zero when the tile says 'Sin ventas hoy.' or has no line in that currency.
 */
async function ventasDeHoy(page: Page, simbolo: string): Promise<VentasDeHoy> {
  await page.goto(`${SHELL_URL}/home`);
  const tarjeta = page.getByRole('main').getByRole('article', { name: 'Ventas de hoy' });
  await tarjeta.waitFor();
  // Either the lines (one per currency) or the empty text.
  await tarjeta.locator('li, :text("Sin ventas hoy.")').first().waitFor();
  for (const linea of await tarjeta.getByRole('listitem').all()) {
    const [monto, detalle] = (await linea.innerText()).split('\n').map(limpio);
    if (!monto.startsWith(`${simbolo} `)) continue;
    const n = /^(\d+(?:\.\d{3})*) ventas?$/.exec(detalle ?? '');
    if (!n) throw new Error(`Detalle inesperado: ${detalle}`);
    return { centavos: centavosEnPantalla(monto, simbolo), cantidad: Number(n[1].replace(/\./g, '')) };
  }
  return { centavos: 0, cantidad: 0 };
}

/** The visible texts of the cells of `row`, in column order. */
function celdas(row: Locator): Promise<string[]> {
  return row.getByRole('cell').allInnerTexts().then((ts) => ts.map(limpio));
}

/** Row `n` of `hoja` as its values from column A on (exceljs numbers its cells from 1). */
function fila(hoja: Worksheet, n: number): CellValue[] {
  const valores = hoja.getRow(n).values;
  return Array.isArray(valores) ? valores.slice(1) : [];
}

describe('reportes y el resumen de /home', () => {
  let browser: Browser;
  let page: Page;
  let carpeta = '';
  const hoy = hoyEnBuenosAires();
  /** The sale made by the first test: id, total in cents and currency symbol (from the API's answer). */
  const venta = { id: 0, centavos: 0, simbolo: '' };

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    // The new-sale flow opens the receipt's print window on Guardar.
    await context.addInitScript(stubPrint);
    page = await context.newPage();
    await login(page, 'admin@demo.local');
  });
  afterAll(async () => {
    await browser?.close();
    if (carpeta) rmSync(carpeta, { recursive: true, force: true });
  });

  it('una venta en Efectivo suma su total y una venta a «Ventas de hoy» en /home', async () => {
    // The figure before, in pesos (product 30000 is priced in pesos; checked below with the sale's currency).
    const antes = await ventasDeHoy(page, '$');

    await page.goto(`${SHELL_URL}/ventas/nueva`);
    await page.getByRole('heading', { name: 'Nueva Venta' }).waitFor();
    await page.getByLabel('Sucursal').selectOption({ label: 'Casa Central' });
    await page.getByLabel('Buscar producto').fill('30000');
    await page.getByRole('option', { name: /^30000 - / }).click();
    await page.getByLabel('Cantidad de 30000').fill('1');
    await page.getByLabel('Método de pago').selectOption({ label: 'Efectivo' });
    await page.getByRole('button', { name: 'Crear Venta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Seleccione la línea' });
    await dialog.getByRole('button', { name: 'Guardar' }).waitFor();

    // The id from POST ventas, and the total and currency from the GET ventas/{id} the receipt asks for.
    const esCreacion = (r: Response) => r.request().method() === 'POST' && /\/api\/ventas$/.test(new URL(r.url()).pathname);
    const esLectura = (r: Response) => r.request().method() === 'GET' && /\/api\/ventas\/\d+$/.test(new URL(r.url()).pathname);
    const [creada, leida] = await Promise.all([page.waitForResponse(esCreacion), page.waitForResponse(esLectura), dialog.getByRole('button', { name: 'Guardar' }).click()]);
    expect(creada.status()).toBe(201);
    venta.id = ((await creada.json()) as { ventaId: number }).ventaId;
    expect(venta.id).toBeGreaterThan(0);
    const detalle = (await leida.json()) as { id: number; total: string; moneda: { simbolo: string } };
    expect(detalle.id).toBe(venta.id);
    venta.centavos = centavosDeDecimal(detalle.total);
    venta.simbolo = detalle.moneda.simbolo;
    expect(venta.simbolo).toBe('$');
    expect(venta.centavos).toBeGreaterThan(0);
    await page.getByText('Venta creada correctamente').waitFor();
    await page.waitForURL(`${SHELL_URL}/ventas`);

    const despues = await ventasDeHoy(page, venta.simbolo);
    expect(despues).toEqual({ centavos: antes.centavos + venta.centavos, cantidad: antes.cantidad + 1 });
  });

  it('/reportes lista la venta de hoy y «Descargar Excel» baja la planilla con ella', async () => {
    expect(venta.id).toBeGreaterThan(0);
    const main = page.getByRole('main');
    await page.goto(`${SHELL_URL}/reportes`);
    await main.getByRole('heading', { level: 1, name: 'Reportes' }).waitFor();
    const ventas = main.getByRole('button', { name: 'Ventas', exact: true });
    await ventas.click();
    expect(await ventas.getAttribute('aria-pressed')).toBe('true');
    await main.getByLabel('Desde', { exact: true }).fill(hoy);
    await main.getByLabel('Hasta', { exact: true }).fill(hoy);
    await main.getByRole('button', { name: 'Generar Reporte' }).click();

    // The filters go to the URL, and the table lists the sale (a link to its detail) with its total.
    await page.waitForURL((url) => url.pathname === '/reportes' && url.searchParams.get('type') === 'venta');
    const url = new URL(page.url());
    expect([url.searchParams.get('fechaDesde'), url.searchParams.get('fechaHasta')]).toEqual([hoy, hoy]);
    const tabla = main.getByRole('table', { name: 'Reporte de ventas' });
    const enlace = page.getByRole('link', { name: `Venta ${venta.id} (se abre en una ventana nueva)`, exact: true });
    const row = tabla.getByRole('row').filter({ has: enlace });
    await row.waitFor();
    expect(await row.getByRole('link').getAttribute('href')).toBe(`/ventas/${venta.id}`);
    // Selection, ID, Fecha/Hora, Cliente, Vendedor, Total, Pagado, Saldo, Estado de pago, Productos.
    const [, id, fecha, cliente, , total, pagado, saldo, estado] = await celdas(row);
    expect([id, cliente, total, pagado, saldo, estado]).toEqual([
      String(venta.id),
      'Sin cliente',
      dinero(venta.centavos, venta.simbolo),
      dinero(venta.centavos, venta.simbolo),
      dinero(0, venta.simbolo),
      'Pagada',
    ]);
    expect(fecha.startsWith(`${diaEsAR(hoy)} `)).toBe(true);

    // Its product line, expanded and collapsed again.
    const boton = row.getByRole('button', { name: '1 producto(s)' });
    await boton.click();
    expect(await boton.getAttribute('aria-expanded')).toBe('true');
    const lineas = main.getByRole('table', { name: `Productos de la venta ${venta.id}` });
    const linea = await celdas(lineas.getByRole('row').filter({ hasText: '30000' }));
    expect(linea[0]).toBe('30000');
    expect(linea[4]).toBe(dinero(venta.centavos, venta.simbolo));
    await boton.click();
    await lineas.waitFor({ state: 'detached' });

    // The spreadsheet, built in the browser and downloaded.
    const [descarga] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: 'Descargar Excel' }).click()]);
    expect(descarga.suggestedFilename()).toBe(`reporte_ventas_${hoy}.xlsx`);
    carpeta = mkdtempSync(join(tmpdir(), 'bo-e2e-reporte-'));
    const archivo = join(carpeta, descarga.suggestedFilename());
    await descarga.saveAs(archivo);
    await page.getByText('Reporte descargado exitosamente').waitFor();

    const libro = new Workbook();
    await libro.xlsx.readFile(archivo);
    expect(libro.worksheets.map((h) => h.name)).toEqual(['Ventas']);
    const hoja = libro.getWorksheet('Ventas')!;
    expect(hoja.getCell('A1').value).toBe(`Reporte de Ventas (${diaEsAR(hoy)} – ${diaEsAR(hoy)})`);
    expect(String(hoja.getCell('A2').value)).toMatch(/^Generado el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(fila(hoja, 4)).toEqual(COLUMNAS_VENTA);

    // The sale's first line: the row whose ID cell holds its id (a number).
    const col = (nombre: string) => COLUMNAS_VENTA.indexOf(nombre);
    const primeras: CellValue[][] = [];
    hoja.eachRow((r, n) => {
      if (n > 4 && r.getCell(1).value === venta.id) primeras.push(fila(hoja, n));
    });
    expect(primeras).toHaveLength(1);
    const [primera] = primeras;
    expect(primera[col('Estado')]).toBe('Pagada');
    expect(primera[col('Código Producto')]).toBe('30000');
    expect(primera[col('Cantidad')]).toBe(1);
    expect(centavosDeCelda(primera[col('Subtotal')])).toBe(venta.centavos);
    expect(centavosDeCelda(primera[col('Total Venta')])).toBe(venta.centavos);
    expect(centavosDeCelda(primera[col('Pagado')])).toBe(venta.centavos);
    expect(centavosDeCelda(primera[col('Saldo')])).toBe(0);
  });
});
