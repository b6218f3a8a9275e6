import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, login } from '../support/browser';
import { SHELL_URL } from '../support/env';
import { stubPrint, type PrintWindow } from '../support/impresion';

/** A client name that runs script if any printed document forgets to escape it (docs/impresion.md). */
const HOSTIL = '<img src=x onerror=alert(1)>';
/** Breaks out of a quoted attribute if unescaped. */
const DIRECCION_HOSTIL = `"><img src=x onerror=alert(2)>`;

/**
 * Waits until the print window holds the document and has been printed (after the 300 ms delay),
 * then checks that the hostile name is shown as text and never became an element.
 */
async function comprobarDocumento(popup: Page, dialogs: string[]): Promise<void> {
  await popup.waitForFunction(() => document.querySelector('main.doc-body') !== null);
  await popup.waitForFunction(() => ((window as PrintWindow).__printCalls ?? 0) > 0);
  expect(await popup.locator('img[src="x"]').count()).toBe(0);
  expect(await popup.locator('img').count()).toBe(0);
  expect(await popup.locator('script').count()).toBe(0);
  await popup.locator('main').getByText(HOSTIL, { exact: false }).first().waitFor({ state: 'visible' });
  expect(await popup.locator('body').innerText()).toContain(HOSTIL);
  expect(await popup.locator('.doc-header').innerText()).toContain('Insumos y Distribución');
  expect(dialogs).toEqual([]);
}

describe('impresión de documentos con texto hostil', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const dialogs: string[] = [];
  const sufijo = String(Date.now()).slice(-7);
  const documento = `3${sufijo}`;
  let clienteId = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext();
    await context.addInitScript(stubPrint);
    context.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss().catch(() => undefined);
    });
    page = await context.newPage();
    await login(page, 'admin@demo.local');

    await page.goto(`${SHELL_URL}/crear-cliente`);
    await page.getByLabel('Nombre y apellido').fill(HOSTIL);
    await page.getByLabel('Documento').fill(documento);
    await page.getByLabel('Tipo').selectOption({ label: 'Particular' });
    await page.getByLabel('Condición IVA').selectOption({ label: 'Responsable Inscripto' });
    await page.getByLabel('Dirección').fill(DIRECCION_HOSTIL);
    await page.getByRole('button', { name: 'Crear Cliente' }).click();
    await page.getByText('Cliente creado correctamente').waitFor();
    await page.waitForURL(`${SHELL_URL}/listados/clientes`);
    await page.getByRole('searchbox', { name: 'Buscar clientes' }).fill(documento);
    await page.getByRole('button', { name: `Ver ${HOSTIL}` }).click();
    await page.waitForURL(/\/clientes\/\d+$/);
    clienteId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(clienteId).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('la etiqueta del cliente muestra el nombre como texto y no ejecuta nada', async () => {
    await page.goto(`${SHELL_URL}/clientes/${clienteId}`);
    const imprimir = page.getByRole('button', { name: 'Imprimir Etiqueta' });
    await imprimir.waitFor();
    const [popup] = await Promise.all([page.waitForEvent('popup'), imprimir.click()]);
    await comprobarDocumento(popup, dialogs);
    expect(await popup.locator('.nombre').innerText()).toBe(HOSTIL);
    expect(await popup.locator('body').innerText()).toContain(`Dirección: ${DIRECCION_HOSTIL}`);
    await popup.close();
  });

  it('el comprobante de una venta al cliente (al crearla y desde /ventas/{id}) muestra el nombre como texto', async () => {
    await page.goto(`${SHELL_URL}/ventas/nueva`);
    await page.getByRole('heading', { name: 'Nueva Venta' }).waitFor();
    await page.getByLabel('Sucursal').selectOption({ label: 'Casa Central' });
    await page.getByLabel('Buscar producto').fill('30000');
    await page.getByRole('option', { name: /^30000 - / }).click();
    await page.getByLabel('Cantidad de 30000').fill('1');
    await page.getByLabel('Método de pago').selectOption({ label: 'Cuenta Corriente' });
    await page.getByLabel('Cliente (opcional)').fill(documento);
    await page.getByRole('option').filter({ hasText: documento }).click();
    await page.getByRole('button', { name: 'Crear Venta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Seleccione la línea' });
    await dialog.getByRole('button', { name: 'Guardar' }).waitFor();

    // The new-sale flow opens the print window on Guardar and writes the receipt once the sale exists.
    const [alCrear] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: 'Guardar' }).click()]);
    await page.getByText('Venta creada correctamente').waitFor();
    await comprobarDocumento(alCrear, dialogs);
    expect(await alCrear.locator('body').innerText()).toContain('Comprobante interno sin validez fiscal');
    await alCrear.close();

    await page.waitForURL(`${SHELL_URL}/ventas`);
    const fila = page.getByRole('row').filter({ hasText: HOSTIL });
    await fila.getByRole('button', { name: /^Ver venta/ }).click();
    await page.waitForURL(/\/ventas\/\d+$/);
    const ventaId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.goto(`${SHELL_URL}/ventas/${ventaId}`);
    const imprimir = page.getByRole('button', { name: 'Imprimir', exact: true });
    await imprimir.waitFor();
    const [popup] = await Promise.all([page.waitForEvent('popup'), imprimir.click()]);
    await comprobarDocumento(popup, dialogs);
    const texto = await popup.locator('body').innerText();
    expect(texto).toContain(`Comprobante interno N° ${ventaId}`);
    expect(texto).toContain(`Cliente: ${HOSTIL} (${documento})`);
    await popup.close();
    expect(dialogs).toEqual([]);
  });
});
