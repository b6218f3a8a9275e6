import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, login } from '../support/browser';
import { SHELL_URL } from '../support/env';
import { stubPrint, type PrintWindow } from '../support/impresion';

/**
 * A Línea 1 sale end to end (docs/facturacion.md, docs/impresion.md), as the seeded Vendedor
 * (vendedor@demo.local) makes it: product 30000 to the demo's Responsable Inscripto client, Línea 1
 * chosen in the dialog; the API asks the local ARCA simulator for the CAE, the new window prints the
 * Factura A with its CAE and the QR of RG 4892, the sale's page shows the authorised invoice, and its
 * PDF, re-read with a PDF text extractor, carries the letter and the CAE.
 */

/** The demo's Responsable Inscripto client (api/src/db/seed-facturas.ts). */
const CLIENTE = 'Droguería San Martín S.A.';

/** Collapses every run of white space (NBSP included) into one space. */
const limpio = (t: string) => t.replace(/\s+/g, ' ').trim();

/** The text of a PDF, read by pdf-parse in a child process (mf-operaciones' extractor, as its unit tests do). */
function textoDePdf(bytes: Buffer): string {
  const extractor = path.resolve(__dirname, '../../mf-operaciones/src/features/comun/documentos/testing/extraer-texto-pdf.cjs');
  return execFileSync(process.execPath, [extractor], { input: bytes, encoding: 'utf8' });
}

describe('factura electrónica (Línea 1)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ acceptDownloads: true });
    await context.addInitScript(stubPrint);
    page = await context.newPage();
    await login(page, 'vendedor@demo.local');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('una venta de Línea 1 imprime la Factura A con CAE y QR, y su PDF lleva la letra y el CAE', async () => {
    await page.goto(`${SHELL_URL}/ventas/nueva`);
    await page.getByRole('heading', { name: 'Nueva Venta' }).waitFor();
    await page.getByLabel('Sucursal').selectOption({ label: 'Casa Central' });
    await page.getByLabel('Buscar producto').fill('30000');
    await page.getByRole('option', { name: /^30000 - / }).click();
    await page.getByLabel('Cantidad de 30000').fill('1');
    await page.getByLabel('Método de pago').selectOption({ label: 'Transferencia' });
    await page.getByLabel('Cliente (opcional)').fill('Droguería');
    await page.getByRole('option').filter({ hasText: CLIENTE }).click();
    await page.getByRole('button', { name: 'Crear Venta' }).click();

    const dialog = page.getByRole('dialog', { name: 'Seleccione la línea' });
    const linea1 = dialog.getByRole('radio', { name: 'Línea 1 (Factura electrónica)' });
    await linea1.check();
    const [ventana] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: 'Guardar' }).click()]);
    await ventana.waitForFunction(() => ((window as PrintWindow).__printCalls ?? 0) > 0);
    const impresa = limpio(await ventana.locator('body').innerText());
    expect(impresa).toContain('Factura A');
    expect(impresa).toContain('COD. 01');
    expect(impresa).toContain(CLIENTE);
    const cae = /CAE N°:? (\d{14})/.exec(impresa)?.[1];
    expect(cae).toMatch(/^\d{14}$/);
    expect(await ventana.locator('img[alt="Código QR del comprobante (ARCA)"]').getAttribute('src')).toMatch(/^data:image\//);
    await ventana.close();

    // The sale's page shows the authorised invoice; its PDF carries the letter and the CAE as text.
    await page.waitForURL(`${SHELL_URL}/ventas`);
    await page.getByRole('row').filter({ hasText: CLIENTE }).first().getByRole('button', { name: /^Ver venta/ }).click();
    await page.waitForURL(/\/ventas\/\d+$/);
    const seccion = page.getByRole('region', { name: 'Factura electrónica' });
    await seccion.getByText(cae!).waitFor();
    expect(limpio(await seccion.innerText())).toContain('Autorizado');
    const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('main').getByRole('button', { name: 'Descargar PDF', exact: true }).click()]);
    expect(descarga.suggestedFilename()).toMatch(/^factura_A_00001-\d{8}\.pdf$/);
    const texto = textoDePdf(readFileSync(await descarga.path()));
    expect(texto).toMatch(/^\s*A\s*$/m);
    expect(texto).toContain(cae!);
    expect(texto).toContain('Factura A');
  });
});
