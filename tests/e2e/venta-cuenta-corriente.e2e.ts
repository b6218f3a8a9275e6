import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, login } from '../support/browser';
import { SHELL_URL } from '../support/env';
import { stubPrint, type PrintWindow } from '../support/impresion';

/**
 * A sale on Cuenta Corriente and its collection end to end (docs/ventas-y-presupuestos.md,
 * docs/cuentas-corrientes.md, docs/impresion.md), as admin@demo.local: a new client buys 2 units of
 * 30000 on account; /cuentas-corrientes finds it and its account shows the debt; a partial payment
 * in pesos leaves the sale Parcial; a payment in dollars at a rate typed by hand settles the rest
 * and leaves US$ 5,00 in the client's favour; the statement of today prints the sale (FAC) and the
 * payments (REC).
 */

/** Label of the rate field of 'Ingresar Pago'. */
const COTIZACION = 'Cotización dólar (obligatoria para conversión)';
/** The rate the dollar payment is typed with (pesos per dollar). */
const COTIZACION_PAGO = 1000;
/** What the dollar payment leaves in the client's favour, in dollar cents (US$ 5,00). */
const A_FAVOR_USD = 500;

/** Reads the stock shown on /stock (Casa Central, the default branch) for product `codigo`. */
async function stockEnCasaCentral(page: Page, codigo: string): Promise<number> {
  await page.goto(`${SHELL_URL}/stock`);
  await page.getByRole('heading', { name: 'Stock' }).waitFor();
  await page.getByLabel('Sucursal').selectOption({ label: 'Casa Central' });
  await page.getByRole('searchbox', { name: 'Buscar productos' }).fill(codigo);
  // The code cell holds the product's link, named "código nombre".
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: new RegExp(`^${codigo}\\s`) }) });
  await row.waitFor();
  await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
  const text = await row.getByRole('cell').nth(3).innerText();
  return Number(text.replace(/\./g, '').replace(',', '.'));
}

/** An es-AR amount as shown ('$ 1.234,50') → whole cents (123450). */
function centavos(texto: string): number {
  const m = /(\d{1,3}(?:\.\d{3})*),(\d{2})$/.exec(texto.trim());
  if (!m) throw new Error(`Importe inesperado: ${texto}`);
  return Number(m[1].replace(/\./g, '')) * 100 + Number(m[2]);
}

/** Whole cents as the screens show money: `dinero(123450)` → '$ 1.234,50', `dinero(500, 'US$')` → 'US$ 5,00'. */
function dinero(cents: number, simbolo = '$'): string {
  const entero = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${simbolo} ${entero},${String(cents % 100).padStart(2, '0')}`;
}

/** Whole cents as the amount fields take them: 123450 → '1234.50'. */
function monto(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Today as a Buenos Aires day (yyyy-mm-dd), the days the statement is asked for. */
function hoyEnBuenosAires(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date());
}

/** Whether the text of `el` is drawn green (credit in favour, Pagada) or red (owed), by its computed colour. */
async function tono(el: Locator): Promise<'verde' | 'rojo' | 'otro'> {
  const [r, g, b] = (await el.evaluate((e) => getComputedStyle(e).color)).match(/\d+/g)!.map(Number);
  if (g > r && g > b) return 'verde';
  if (r > g && r > b) return 'rojo';
  return 'otro';
}

/**
 * On /cuentas-corrientes/{id}: 'Ingresar Pago', fills the form (the rate typed by hand when given,
 * else the system's proposal) and registers it.
 * @returns the 'Pago registrado' dialog.
 */
async function ingresarPago(page: Page, pago: { monto: string; moneda: 'Pesos' | 'Dólares'; descripcion: string; cotizacion?: string }): Promise<Locator> {
  await page.getByRole('button', { name: 'Ingresar Pago' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ingresar Pago' });
  await dialog.getByLabel('Monto').fill(pago.monto);
  await dialog.getByLabel('Moneda').selectOption({ label: pago.moneda });
  await dialog.getByLabel('Descripción').fill(pago.descripcion);
  const cotizacion = dialog.getByLabel(COTIZACION);
  await dialog.getByText(/^Valor del sistema: \$ \d/).waitFor();
  if (pago.cotizacion) await cotizacion.fill(pago.cotizacion);
  else await page.waitForFunction((el) => (el as HTMLInputElement).value !== '', await cotizacion.elementHandle());
  await dialog.getByRole('button', { name: 'Registrar pago' }).click();
  await page.getByText('Pago registrado correctamente').waitFor();
  const resultado = page.getByRole('dialog', { name: 'Pago registrado' });
  await resultado.waitFor();
  return resultado;
}

describe('venta en Cuenta Corriente', () => {
  let browser: Browser;
  let page: Page;
  const sufijo = String(Date.now()).slice(-7);
  const nombre = `Cliente Prueba ${sufijo}`;
  /** The sale of the first test and its total in peso cents (read from its detail). */
  let ventaId = 0;
  let total = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext();
    await context.addInitScript(stubPrint);
    page = await context.newPage();
    await login(page, 'admin@demo.local');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('crea un cliente, le vende 2 unidades en Cuenta Corriente, baja el stock y queda Pendiente de pago', async () => {
    const antes = await stockEnCasaCentral(page, '30000');
    expect(antes).toBeGreaterThanOrEqual(2);

    await page.goto(`${SHELL_URL}/crear-cliente`);
    await page.getByLabel('Nombre y apellido').fill(nombre);
    await page.getByLabel('Documento').fill(`4${sufijo}`);
    await page.getByLabel('Tipo').selectOption({ label: 'Particular' });
    await page.getByLabel('Condición IVA').selectOption({ label: 'Responsable Inscripto' });
    await page.getByRole('button', { name: 'Crear Cliente' }).click();
    await page.getByText('Cliente creado correctamente').waitFor();
    await page.waitForURL(`${SHELL_URL}/listados/clientes`);

    await page.getByRole('link', { name: 'Nueva Venta', exact: true }).click();
    await page.getByRole('heading', { name: 'Nueva Venta' }).waitFor();
    await page.getByLabel('Sucursal').selectOption({ label: 'Casa Central' });
    await page.getByLabel('Buscar producto').fill('30000');
    await page.getByRole('option', { name: /^30000 - / }).click();
    const cantidad = page.getByLabel('Cantidad de 30000');
    await cantidad.fill('2');
    await page.getByLabel('Método de pago').selectOption({ label: 'Cuenta Corriente' });
    await page.getByLabel('Cliente (opcional)').fill(nombre);
    await page.getByRole('option', { name: new RegExp(nombre) }).click();
    await page.getByRole('button', { name: 'Crear Venta' }).click();

    const dialog = page.getByRole('dialog', { name: 'Seleccione la línea' });
    expect(await dialog.getByLabel('Línea 1 (Factura electrónica)').isChecked()).toBe(false);
    expect(await dialog.getByLabel('Línea 2 (Comprobante interno)').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Venta creada correctamente').waitFor();
    await page.waitForURL(`${SHELL_URL}/ventas`);

    const fila = page.getByRole('row').filter({ hasText: nombre });
    await fila.getByRole('button', { name: /^Ver venta/ }).click();
    await page.waitForURL(/\/ventas\/\d+$/);
    ventaId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByText('Pendiente de pago').waitFor();
    const pagado = page.getByText(/^Pagado \$ 0,00 de \$ /);
    await pagado.waitFor();
    total = centavos(await pagado.innerText());
    await page.getByText(nombre, { exact: false }).first().waitFor();

    expect(await stockEnCasaCentral(page, '30000')).toBe(antes - 2);
  });

  it('cobra la venta desde la cuenta corriente: pago parcial en pesos, el resto en dólares con saldo a favor, y el resumen impreso', async () => {
    expect(ventaId).toBeGreaterThan(0);
    // What is left after the partial payment: half the total rounded down to $ 10, so that at
    // US$ 1 = $ 1.000 it is a whole number of dollar cents.
    const resto = Math.floor(total / 2 / 1000) * 1000;
    expect(resto).toBeGreaterThan(0);
    const parcial = total - resto;
    const restoUsd = resto / COTIZACION_PAGO;

    await page.goto(`${SHELL_URL}/cuentas-corrientes`);
    await page.getByRole('heading', { name: 'Cuentas corrientes', level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: 'Buscar cuentas corrientes' }).fill(nombre);
    await page.getByRole('link', { name: nombre, exact: true }).click();
    await page.waitForURL(/\/cuentas-corrientes\/\d+$/);
    const cuentaUrl = page.url();
    await page.getByRole('heading', { name: `Cuenta corriente de ${nombre}`, level: 1 }).waitFor();
    const saldos = page.getByRole('region', { name: 'Saldos' });
    const debe = saldos.getByText(`Debe ${dinero(total)}`, { exact: true });
    await debe.waitFor();
    expect(await tono(debe)).toBe('rojo');

    // A partial payment in pesos (the rate the system proposes): the sale is Parcial.
    const primero = await ingresarPago(page, { monto: monto(parcial), moneda: 'Pesos', descripcion: 'Pago a cuenta' });
    const aplicadoParcial = primero.getByRole('table', { name: 'Aplicado a' }).getByRole('row').filter({ hasText: `Venta N° ${ventaId}` });
    await aplicadoParcial.getByText('Parcial', { exact: true }).waitFor();
    expect(await aplicadoParcial.innerText()).toContain(`${dinero(parcial)} de ${dinero(total)}`);
    await primero.getByRole('button', { name: 'Cerrar' }).click();
    await saldos.getByText(`Debe ${dinero(resto)}`, { exact: true }).waitFor();
    const movimientoVenta = page
      .getByRole('table', { name: 'Movimientos en Cuenta Corriente' })
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `Venta N° ${ventaId}`, exact: true }) });
    await movimientoVenta.getByText('Parcial', { exact: true }).waitFor();

    await movimientoVenta.getByRole('link', { name: `Venta N° ${ventaId}`, exact: true }).click();
    await page.waitForURL(`${SHELL_URL}/ventas/${ventaId}`);
    await page.getByText('Pendiente de pago').waitFor();
    await page.getByText(`Pagado ${dinero(parcial)} de ${dinero(total)}`, { exact: true }).waitFor();

    // The rest in dollars at a rate typed by hand, US$ 5,00 more than needed: the sale is Pagada
    // and the client has US$ 5,00 in favour.
    await page.goto(cuentaUrl);
    await page.getByRole('heading', { name: `Cuenta corriente de ${nombre}`, level: 1 }).waitFor();
    const segundo = await ingresarPago(page, {
      monto: monto(restoUsd + A_FAVOR_USD),
      moneda: 'Dólares',
      descripcion: 'Pago en dólares',
      cotizacion: String(COTIZACION_PAGO),
    });
    const aplicadoTotal = segundo.getByRole('table', { name: 'Aplicado a' }).getByRole('row').filter({ hasText: `Venta N° ${ventaId}` });
    await aplicadoTotal.getByText('Pagada', { exact: true }).waitFor();
    expect(await aplicadoTotal.innerText()).toContain(`${dinero(total)} de ${dinero(total)}`);
    expect((await segundo.innerText()).replace(/\s+/g, ' ')).toContain(`Queda a favor del cliente ${dinero(A_FAVOR_USD, 'US$')}`);
    await segundo.getByRole('button', { name: 'Cerrar' }).click();
    const aFavor = saldos.getByText(`A favor ${dinero(A_FAVOR_USD, 'US$')}`, { exact: true });
    await aFavor.waitFor();
    expect(await tono(aFavor)).toBe('verde');
    await saldos.getByText(dinero(0), { exact: true }).waitFor();
    await movimientoVenta.getByText('Pagada', { exact: true }).waitFor();

    // Today's statement in a new window: the sale (FAC), the payments (REC) and the balances.
    await page.getByRole('button', { name: 'Imprimir Resumen' }).click();
    const resumen = page.getByRole('dialog', { name: 'Imprimir Resumen' });
    const hoy = hoyEnBuenosAires();
    await resumen.getByLabel('Desde').fill(hoy);
    await resumen.getByLabel('Hasta').fill(hoy);
    const [popup] = await Promise.all([page.waitForEvent('popup'), resumen.getByRole('button', { name: 'Imprimir', exact: true }).click()]);
    await popup.waitForFunction(() => document.querySelector('main.doc-body') !== null);
    await popup.waitForFunction(() => ((window as PrintWindow).__printCalls ?? 0) > 0);
    const texto = await popup.locator('body').innerText();
    expect(texto).toContain('Resumen de cuenta corriente');
    expect(texto).toContain(`Cliente: ${nombre}`);
    const pesos = popup.getByRole('region', { name: 'Pesos' });
    const dolares = popup.getByRole('region', { name: 'Dólares' });
    const fac = pesos.getByRole('row').filter({ has: popup.getByRole('cell', { name: 'FAC', exact: true }) });
    expect(await fac.count()).toBe(1);
    expect(await fac.innerText()).toMatch(new RegExp(`venta #${ventaId}\\b`));
    // Pesos: the partial payment and the part of the dollar payment that went to the sale;
    // dollars: what the payment left in favour.
    expect(await pesos.getByRole('cell', { name: 'REC', exact: true }).count()).toBe(2);
    expect(await dolares.getByRole('cell', { name: 'REC', exact: true }).count()).toBe(1);
    expect(texto).toContain(`Saldo final en pesos: ${dinero(0)}`);
    expect(texto).toContain(`Saldo a favor en dólares: ${dinero(A_FAVOR_USD, 'US$')}`);
    await popup.close();

    await page.goto(`${SHELL_URL}/ventas/${ventaId}`);
    await page.getByText('Pagada', { exact: true }).waitFor();
    expect(await page.getByText(/^Pagado \$/).count()).toBe(0);
  });
});
