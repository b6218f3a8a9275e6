import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, login } from '../support/browser';
import { API_URL, SHELL_URL } from '../support/env';
import { stubPrint, type PrintWindow } from '../support/impresion';

/**
 * Quotes and sales end to end (docs/presupuestos.md, docs/ventas-y-presupuestos.md,
 * docs/impresion.md), as the seeded Vendedor role (vendedor@demo.local, Martín Pereyra) works them:
 * a quote for a seeded client with product 30000, edited from 2 to 3 units, converted into a sale
 * paid in 'Efectivo' on Línea 2 (the stock of Casa Central goes down by 3, and a quote never touches
 * it before), the sale's receipt printed and downloaded as a PDF, and the sale annulled (the stock
 * comes back). The Vendedor holds every permission the flow needs (ventas.* and presupuestos.*,
 * stock.get and stock.detail.get), so nobody else signs in.
 */

/** A seeded client without seeded quotes (clientesDemo, index 2): its document is unique. */
const CLIENTE = { nombre: 'Lucía Herrera', documento: '20209458' };
const VENDEDOR = 'Martín Pereyra';

/** Collapses every run of white space (NBSP included) into one space. */
const limpio = (t: string) => t.replace(/\s+/g, ' ').trim();

/** The visible texts of the cells of `row`, in column order. */
function celdas(row: Locator): Promise<string[]> {
  return row.getByRole('cell').allInnerTexts().then((ts) => ts.map(limpio));
}

/** An es-AR peso amount as shown ('$ 1.234,50') → whole cents (1234.50 → 123450). */
function centavos(texto: string): number {
  const m = /^\$ (\d{1,3}(?:\.\d{3})*),(\d{2})$/.exec(limpio(texto));
  if (!m) throw new Error(`Importe inesperado: ${texto}`);
  return Number(m[1].replace(/\./g, '')) * 100 + Number(m[2]);
}

/** Whole cents → the es-AR peso amount as the app shows it ('$ 1.234,50'). */
function pesos(cents: number): string {
  const enteros = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `$ ${enteros},${String(cents % 100).padStart(2, '0')}`;
}

/**
 * An es-AR quantity with its unit as shown ('1.234,5 unidad', maybe followed by a badge) → the text
 * of the quantity and unit, the unit, and the quantity in ten-thousandths (1234.5 → 12345000).
 */
function cantidad(texto: string): { texto: string; unidad: string; diezmilesimos: number } {
  const m = /^(\d{1,3}(?:\.\d{3})*)(?:,(\d{1,4}))? (\S+)/.exec(limpio(texto));
  if (!m) throw new Error(`Cantidad inesperada: ${texto}`);
  const diezmilesimos = Number(m[1].replace(/\./g, '')) * 10_000 + Number((m[2] ?? '').padEnd(4, '0'));
  return { texto: m[0], unidad: m[3], diezmilesimos };
}

/** The id at the end of the current URL's path (/ventas/12 → 12). */
function idDeLaUrl(page: Page, prefijo: string): number {
  const match = new RegExp(`^${prefijo}/(\\d+)$`).exec(new URL(page.url()).pathname);
  if (!match) throw new Error(`URL inesperada: ${page.url()}`);
  return Number(match[1]);
}

/** A one-time authorization code issued by the administrator, in a context of its own (POST ventas/codigos-autorizacion). */
async function codigoDelAdministrador(b: Browser): Promise<string> {
  const ctx = await b.newContext();
  try {
    const p = await ctx.newPage();
    await login(p, 'admin@demo.local');
    const res = await p.request.post(`${API_URL}/ventas/codigos-autorizacion`, { data: {}, headers: { origin: SHELL_URL } });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { codigo: string }).codigo;
  } finally {
    await ctx.close();
  }
}

describe('presupuesto convertido en venta, impreso, descargado y anulado', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const dialogs: string[] = [];
  /** URL of product 30000's detail, found through /stock on the first read. */
  let urlProducto = '';

  /**
   * The stock of product 30000 in Casa Central, as the product's 'Stock por sucursal' table shows it
   * (the first time reached from /stock by searching its code, then by its URL).
   */
  async function stock30000(): Promise<ReturnType<typeof cantidad>> {
    const main = page.getByRole('main');
    if (!urlProducto) {
      await page.goto(`${SHELL_URL}/stock`);
      await main.getByRole('heading', { level: 1, name: 'Stock' }).waitFor();
      await main.getByRole('searchbox', { name: 'Buscar productos' }).fill('30000');
      await main.getByRole('link', { name: /^30000 / }).click();
      await page.waitForURL(/\/productos\/\d+(\?.*)?$/);
      urlProducto = page.url();
    } else {
      await page.goto(urlProducto);
    }
    await main.getByRole('heading', { level: 1, name: /^Producto 30000 - / }).waitFor();
    const fila = main.getByRole('table', { name: 'Stock por sucursal' }).getByRole('row').filter({ hasText: 'Casa Central' });
    await fila.waitFor();
    return cantidad((await celdas(fila))[1]);
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    await context.addInitScript(stubPrint);
    context.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss().catch(() => undefined);
    });
    page = await context.newPage();
    await login(page, 'vendedor@demo.local');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('crea, edita y convierte un presupuesto; la venta baja el stock, se imprime, se descarga y al anularla el stock vuelve', async () => {
    const main = page.getByRole('main');
    const inicial = await stock30000();
    expect(inicial.diezmilesimos).toBeGreaterThanOrEqual(3 * 10_000);

    // 1. The quote: Casa Central, a seeded client found by typing, product 30000 × 2.
    await page.goto(`${SHELL_URL}/presupuestos/nuevo`);
    await main.getByRole('heading', { level: 1, name: 'Nuevo Presupuesto' }).waitFor();
    await main.getByText(`Vendedor: ${VENDEDOR}`).waitFor();
    await main.getByRole('combobox', { name: /^El stock se toma de la sucursal seleccionada/ }).selectOption({ label: 'Casa Central' });
    await main.getByRole('button', { name: 'Agregar Cliente' }).click();
    await main.getByRole('combobox', { name: 'Buscar cliente' }).fill(CLIENTE.documento);
    await page.getByRole('option', { name: `${CLIENTE.nombre} - ${CLIENTE.documento}` }).click();
    await main.getByRole('group', { name: 'Cliente' }).getByText(`${CLIENTE.nombre} (${CLIENTE.documento})`).waitFor();

    await main.getByRole('combobox', { name: 'Buscar producto' }).fill('30000');
    const opcion = page.getByRole('option', { name: /^30000 - / });
    // The option shows the product's stock in the branch, with its unit.
    await opcion.getByText(`Stock: ${inicial.texto}`, { exact: true }).waitFor();
    await opcion.click();
    const lineas = main.getByRole('table', { name: 'Productos del presupuesto' });
    const linea = lineas.getByRole('row').filter({ hasText: '30000' });
    await linea.getByText(`Stock: ${inicial.texto}`).waitFor();
    const cantidadInput = main.getByRole('textbox', { name: 'Cantidad de 30000' });
    await cantidadInput.fill('2');
    // Código, Producto, Cantidad, Precio (locked: «Cambiar precio» asks for an authorization code),
    // Subtotal, Quitar.
    const celdaPrecio = (await celdas(linea))[3];
    expect(celdaPrecio).toMatch(/ Cambiar precio$/);
    const precio = centavos(celdaPrecio.replace(/ Cambiar precio$/, ''));
    expect(precio).toBeGreaterThan(0);
    await linea.getByRole('cell').nth(4).getByText(pesos(2 * precio), { exact: true }).waitFor();
    await main.getByText(`Total: ${pesos(2 * precio)}`, { exact: true }).waitFor();
    await main.getByRole('button', { name: 'Crear Presupuesto' }).click();
    await page.getByText('Presupuesto creado correctamente', { exact: true }).waitFor();
    await page.waitForURL(`${SHELL_URL}/presupuestos`);

    // The list, newest first: the new quote on top, with its client, seller and total.
    await main.getByRole('heading', { level: 1, name: 'Presupuestos' }).waitFor();
    const primera = main.getByRole('table', { name: 'Presupuestos' }).locator('tbody tr').first();
    await primera.getByText(CLIENTE.nombre, { exact: true }).waitFor();
    const [num, , cliente, vendedor, total, estado] = await celdas(primera);
    const presupuestoId = Number(num);
    expect(presupuestoId).toBeGreaterThan(0);
    expect([cliente, vendedor, total, estado]).toEqual([CLIENTE.nombre, VENDEDOR, pesos(2 * precio), 'Activo']);

    // 2. Open it, edit the quantity to 3 and save.
    await primera.getByRole('button', { name: `Ver presupuesto ${presupuestoId}` }).click();
    await page.waitForURL(`${SHELL_URL}/presupuestos/${presupuestoId}`);
    await main.getByRole('heading', { level: 1, name: `Presupuesto N° ${presupuestoId}` }).waitFor();
    await main.getByText(`Total: ${pesos(2 * precio)}`, { exact: true }).waitFor();
    await main.getByRole('button', { name: 'Editar' }).click();
    const cantidadEdicion = main.getByRole('textbox', { name: 'Cantidad de 30000' });
    expect(await cantidadEdicion.inputValue()).toBe('2');
    await cantidadEdicion.fill('3');
    await main.getByText(`Total: ${pesos(3 * precio)}`, { exact: true }).waitFor();
    await main.getByRole('button', { name: 'Guardar Cambios' }).click();
    await page.getByText('Presupuesto actualizado correctamente', { exact: true }).waitFor();
    await main.getByRole('button', { name: 'Editar' }).waitFor();
    const lineaGuardada = main.getByRole('table', { name: 'Productos del presupuesto' }).getByRole('row').filter({ hasText: '30000' });
    const guardada = await celdas(lineaGuardada);
    expect([guardada[0], guardada[2], guardada[3], guardada[4]]).toEqual(['30000', `3 ${inicial.unidad}`, pesos(precio), pesos(3 * precio)]);
    await main.getByText(`Total: ${pesos(3 * precio)}`, { exact: true }).waitFor();

    // 3. A quote never touches stock: still the value read at the start.
    const antes = await stock30000();
    expect(antes.diezmilesimos).toBe(inicial.diezmilesimos);

    // 4. Convert it: the payment method is required, Línea 2 is the default (Línea 1, the electronic
    //    invoice, is offered: the seeded Casa Central has punto de venta 1).
    await page.goto(`${SHELL_URL}/presupuestos/${presupuestoId}`);
    await main.getByRole('heading', { level: 1, name: `Presupuesto N° ${presupuestoId}` }).waitFor();
    await main.getByRole('button', { name: 'Convertir en Venta' }).click();
    const convertir = page.getByRole('dialog', { name: 'Convertir en Venta' });
    const confirmar = convertir.getByRole('button', { name: 'Convertir', exact: true });
    await confirmar.waitFor();
    expect(await confirmar.isDisabled()).toBe(true);
    expect(await convertir.getByRole('radio', { name: 'Línea 2 (Comprobante interno)' }).isChecked()).toBe(true);
    expect(await convertir.getByRole('radio', { name: 'Línea 1 (Factura electrónica)' }).isChecked()).toBe(false);
    await convertir.getByRole('combobox', { name: /^Método de pago/ }).selectOption({ label: 'Efectivo' });
    expect(await confirmar.isEnabled()).toBe(true);
    await confirmar.click();
    await page.getByText('Presupuesto convertido correctamente', { exact: true }).waitFor();
    await page.waitForURL(/\/ventas\/\d+$/);
    const ventaId = idDeLaUrl(page, '/ventas');
    await main.getByRole('heading', { level: 1, name: `Venta N° ${ventaId}` }).waitFor();
    const lineaVenta = main.getByRole('table', { name: 'Productos de la venta' }).getByRole('row').filter({ hasText: '30000' });
    await lineaVenta.waitFor();
    const vendida = await celdas(lineaVenta);
    expect([vendida[0], vendida[2], vendida[3], vendida[4]]).toEqual(['30000', `3 ${inicial.unidad}`, pesos(precio), pesos(3 * precio)]);
    await main.getByText(`Total: ${pesos(3 * precio)}`, { exact: true }).waitFor();
    await main.getByText(`${CLIENTE.nombre} (${CLIENTE.documento})`, { exact: true }).waitFor();
    await main.getByText('Efectivo', { exact: true }).waitFor();
    await main.getByText('Línea 2 (Comprobante interno)', { exact: true }).waitFor();

    // The quote is now converted: read only, with a link to its sale.
    await page.goto(`${SHELL_URL}/presupuestos/${presupuestoId}`);
    await main.getByText('Este presupuesto ya fue convertido en venta y no puede editarse.').waitFor();
    expect(await main.getByRole('link', { name: `Ver venta N° ${ventaId}` }).getAttribute('href')).toBe(`/ventas/${ventaId}`);
    expect(await main.getByRole('button', { name: 'Editar' }).count()).toBe(0);
    expect(await main.getByRole('button', { name: 'Convertir en Venta' }).count()).toBe(0);

    // 5. The sale took 3 units from Casa Central.
    const despues = await stock30000();
    expect(despues.diezmilesimos).toBe(antes.diezmilesimos - 3 * 10_000);

    // 6. The sale's receipt: printed in a new window, and downloaded as venta_{id}.pdf.
    await page.goto(`${SHELL_URL}/ventas/${ventaId}`);
    await main.getByRole('heading', { level: 1, name: `Venta N° ${ventaId}` }).waitFor();
    const imprimir = main.getByRole('button', { name: 'Imprimir', exact: true });
    const [popup] = await Promise.all([page.waitForEvent('popup'), imprimir.click()]);
    await popup.waitForFunction(() => document.querySelector('main.doc-body') !== null);
    await popup.waitForFunction(() => ((window as PrintWindow).__printCalls ?? 0) > 0);
    const recibo = limpio(await popup.locator('body').innerText());
    expect(recibo).toContain('sin validez fiscal');
    expect(recibo).toContain(`Comprobante interno N° ${ventaId}`);
    expect(recibo).toContain(`${CLIENTE.nombre} (${CLIENTE.documento})`);
    expect(recibo).toContain(pesos(3 * precio));
    await popup.close();

    const [descarga] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: 'Descargar PDF' }).click()]);
    expect(descarga.suggestedFilename()).toBe(`venta_${ventaId}.pdf`);
    const ruta = await descarga.path();
    const pdf = readFileSync(ruta);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);

    // 7. Annul the sale: the seller has no ventas.delete, so the dialog asks for an authorization
    // code, which the administrator issues (docs/seguridad.md, «Aprobaciones y alcance»); then it
    // is read only, and the stock comes back.
    await main.getByRole('button', { name: 'Anular venta' }).click();
    const anular = page.getByRole('dialog', { name: 'Anular venta' });
    await anular.getByRole('button', { name: 'Anular venta' }).click();
    await anular.getByText('Debe ingresar un código de autorización', { exact: true }).waitFor();
    await anular.getByLabel(/Código de autorización/).fill(await codigoDelAdministrador(browser));
    await anular.getByRole('button', { name: 'Anular venta' }).click();
    await page.getByText('Venta anulada correctamente', { exact: true }).waitFor();
    await main.getByText('Esta venta fue anulada.', { exact: true }).waitFor();
    await anular.waitFor({ state: 'hidden' });
    expect(await main.getByRole('button', { name: 'Editar' }).count()).toBe(0);
    expect(await main.getByRole('button', { name: 'Anular venta' }).count()).toBe(0);

    const final = await stock30000();
    expect(final.diezmilesimos).toBe(antes.diezmilesimos);
    expect(dialogs).toEqual([]);
  });
});
