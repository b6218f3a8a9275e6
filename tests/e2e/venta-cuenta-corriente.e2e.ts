import type { Browser, Page } from 'playwright-core';
import { launchBrowser, login } from '../support/browser';
import { SHELL_URL } from '../support/env';

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

describe('venta en Cuenta Corriente', () => {
  let browser: Browser;
  let page: Page;
  const sufijo = String(Date.now()).slice(-7);
  const nombre = `Cliente Prueba ${sufijo}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
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
    await page.getByLabel('Documento').fill(`20${sufijo}9`);
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
    expect(await dialog.getByLabel('Línea 1 (Factura fiscal)').isDisabled()).toBe(true);
    expect(await dialog.getByLabel('Línea 2 (Comprobante interno)').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Venta creada correctamente').waitFor();
    await page.waitForURL(`${SHELL_URL}/ventas`);

    const fila = page.getByRole('row').filter({ hasText: nombre });
    await fila.getByRole('button', { name: /^Ver venta/ }).click();
    await page.getByText('Pendiente de pago').waitFor();
    await page.getByText(/^Pagado \$ 0,00 de \$ /).waitFor();
    await page.getByText(nombre, { exact: false }).first().waitFor();

    expect(await stockEnCasaCentral(page, '30000')).toBe(antes - 2);
  });
});
