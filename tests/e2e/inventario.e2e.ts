import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, login } from '../support/browser';
import { SHELL_URL } from '../support/env';

/**
 * The inventory area end to end (docs/stock-y-productos.md, docs/fabricacion.md), as the seeded
 * Inventario role works it: a raw material and an elaborated product with a formula, a stock entry
 * with a lower cost (the 'Confirmar cambios de costo' dialog), a manufacturing run from creation to
 * 'Finalizada', and the stock and movements each step leaves on the products' screens (es-AR
 * quantities with the unit).
 */

/** The id at the end of the current URL's path (/productos/12 → 12). */
function idDeLaUrl(page: Page, prefijo: string): number {
  const match = new RegExp(`^${prefijo}/(\\d+)$`).exec(new URL(page.url()).pathname);
  if (!match) throw new Error(`URL inesperada: ${page.url()}`);
  return Number(match[1]);
}

/** The visible texts of the cells of `row`, in column order. */
function celdas(row: Locator): Promise<string[]> {
  return row.getByRole('cell').allInnerTexts().then((ts) => ts.map((t) => t.replace(/\s+/g, ' ').trim()));
}

/** The value (dd) shown under the label (dt) `label` in a product's or run's data. */
function dato(page: Page, label: string): Locator {
  return page.locator('main dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
}

describe('inventario: producto, fórmula, ingreso y fabricación', () => {
  let browser: Browser;
  let page: Page;
  const sufijo = String(Date.now()).slice(-7);
  const materia = `Glicerina E2E ${sufijo}`;
  const elaborado = `Crema E2E ${sufijo}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await login(page, 'inventario@demo.local');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('crea una materia prima y un elaborado, ingresa stock, fabrica y muestra stock y movimientos', async () => {
    const main = page.getByRole('main');

    // 1. The raw material.
    await page.goto(`${SHELL_URL}/crear-producto`);
    await main.getByRole('heading', { level: 1, name: 'Nuevo producto' }).waitFor();
    await main.getByRole('textbox', { name: 'Nombre', exact: true }).fill(materia);
    await main.getByRole('combobox', { name: 'Categoría' }).selectOption({ label: 'Materia prima' });
    await main.getByRole('textbox', { name: 'Unidad', exact: true }).fill('kg');
    await main.getByRole('combobox', { name: 'Proveedor' }).selectOption({ label: 'Química del Plata S.A.' });
    await main.getByRole('textbox', { name: 'Costo', exact: true }).fill('100');
    await main.getByRole('textbox', { name: 'Precio (neto)' }).fill('150');
    await main.getByText('$ 181,50').waitFor(); // valor final: 150 + 21 % IVA
    await main.getByRole('button', { name: 'Crear Producto' }).click();

    const creada = page.getByText(/^Producto creado correctamente\. Código 10\d{3}\.$/);
    await creada.waitFor();
    const codigoMateria = /Código (\d+)\./.exec((await creada.textContent()) ?? '')![1];
    await page.waitForURL(/\/productos\/\d+(\?.*)?$/);
    const materiaId = idDeLaUrl(page, '/productos');
    await main.getByRole('heading', { level: 1, name: `Producto ${codigoMateria} - ${materia}` }).waitFor();
    expect(await dato(page, 'Código').innerText()).toBe(codigoMateria);
    expect(await dato(page, 'Categoría').innerText()).toBe('Materia prima');
    expect(await dato(page, 'Proveedor').innerText()).toBe('Química del Plata S.A.');
    expect(await dato(page, 'Costo').innerText()).toBe('$ 100,00');

    // 2. The elaborated product: 10 units take 2 kg of the raw material.
    await page.goto(`${SHELL_URL}/crear-producto`);
    await main.getByRole('textbox', { name: 'Nombre', exact: true }).fill(elaborado);
    await main.getByRole('combobox', { name: 'Categoría' }).selectOption({ label: 'Elaborado' });
    await main.getByRole('textbox', { name: 'Unidad', exact: true }).fill('unidad');
    await main.getByRole('textbox', { name: 'Precio (neto)' }).fill('900');
    const formula = main.getByRole('group', { name: 'Fórmula' });
    await formula.getByRole('textbox', { name: 'Cantidad producida' }).fill('10');
    await formula.getByRole('combobox', { name: 'Agregar materia prima' }).fill(materia);
    await page.getByRole('option', { name: new RegExp(`^${codigoMateria} - ${materia}`) }).click();
    await formula.getByRole('textbox', { name: `Cantidad de ${codigoMateria} - ${materia}` }).fill('2');
    await main.getByRole('button', { name: 'Crear Producto' }).click();

    const creado = page.getByText(/^Producto creado correctamente\. Código 30\d{3}\.$/);
    await creado.waitFor();
    const codigoElaborado = /Código (\d+)\./.exec((await creado.textContent()) ?? '')![1];
    await page.waitForURL(/\/productos\/\d+(\?.*)?$/);
    const elaboradoId = idDeLaUrl(page, '/productos');
    await main.getByRole('heading', { level: 1, name: `Producto ${codigoElaborado} - ${elaborado}` }).waitFor();
    await main.getByText('Cantidad producida: 10 unidad').waitFor();
    const lineaFormula = main
      .getByRole('table', { name: 'Materias primas de la fórmula' })
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `${codigoMateria} - ${materia}` }) });
    expect(await celdas(lineaFormula)).toEqual([`${codigoMateria} - ${materia}`, '2 kg']);

    // 3. A stock entry of 50 kg at a lower cost: the screen asks before changing the cost.
    await page.goto(`${SHELL_URL}/ingresar-stock`);
    await main.getByRole('heading', { level: 1, name: 'Ingresar stock' }).waitFor();
    const sucursalIngreso = main.getByRole('combobox', { name: /^Sucursal/ });
    await sucursalIngreso.selectOption({ label: 'Casa Central' });
    const casaCentralId = Number(await sucursalIngreso.inputValue());
    expect(casaCentralId).toBeGreaterThan(0);
    await main.getByRole('combobox', { name: 'Buscar producto' }).fill(materia);
    const opcionIngreso = page.getByRole('option', { name: new RegExp(`^${codigoMateria} - ${materia}`) });
    await opcionIngreso.getByText('Stock: 0 kg').waitFor();
    await opcionIngreso.click();
    await main.getByRole('textbox', { name: `Cantidad de ${codigoMateria}` }).fill('50');
    await main.getByRole('textbox', { name: `Costo unitario de ${codigoMateria}` }).fill('80');
    await main.getByRole('combobox', { name: `Proveedor de ${codigoMateria}` }).selectOption({ label: 'Química del Plata S.A.' });
    await main.getByRole('button', { name: 'Guardar ingreso' }).click();

    const confirmar = page.getByRole('alertdialog', { name: 'Confirmar cambios de costo' });
    await confirmar.getByText(`${codigoMateria} - ${materia}: costo actual $ 100,00 → nuevo $ 80,00`).waitFor();
    await confirmar.getByRole('button', { name: 'Confirmar y guardar' }).click();
    await page.getByText('Ingreso registrado correctamente.').waitFor();
    await page.waitForURL(/\/ingresos\/\d+$/);
    const ingresoId = idDeLaUrl(page, '/ingresos');
    await main.getByRole('heading', { level: 1, name: `Ingreso #${ingresoId}` }).waitFor();
    expect(await dato(page, 'Sucursal').innerText()).toBe('Casa Central');
    const lineaIngreso = main.getByRole('table', { name: 'Productos del ingreso' }).getByRole('row').filter({ hasText: materia });
    await lineaIngreso.waitFor();
    expect(await celdas(lineaIngreso)).toEqual([codigoMateria, materia, '50 kg', '$ 80,00', '$ 100,00', 'Química del Plata S.A.']);

    // 4. A run of 5 units: the preview asks for 5 × 2 / 10 = 1 kg, and 50 kg suffice.
    await page.goto(`${SHELL_URL}/crear-fabricacion`);
    await main.getByRole('heading', { level: 1, name: 'Nueva fabricación' }).waitFor();
    await main.getByRole('combobox', { name: 'Producto', exact: true }).fill(elaborado);
    await page.getByRole('option', { name: new RegExp(`^${codigoElaborado} - ${elaborado}`) }).click();
    await main.getByText(`Elegido: ${codigoElaborado} - ${elaborado} (unidad)`).waitFor();
    await main.getByRole('textbox', { name: 'Cantidad a fabricar' }).fill('5');
    await main.getByRole('combobox', { name: 'Sucursal' }).selectOption({ label: 'Casa Central' });
    await main.getByText(`Para 5 unidad de ${codigoElaborado} - ${elaborado} (la fórmula rinde 10 unidad).`).waitFor();
    const lineaPreview = main.getByRole('table', { name: 'Materias primas necesarias' }).getByRole('row').filter({ hasText: materia });
    await lineaPreview.waitFor();
    expect(await celdas(lineaPreview)).toEqual([codigoMateria, materia, '1 kg', '50 kg', '✓ Sí']);
    await main.getByRole('button', { name: 'Crear fabricación' }).click();
    await page.getByText('Fabricación creada', { exact: true }).waitFor();
    await page.waitForURL(/\/fabricacion\/\d+$/);
    const fabricacionId = idDeLaUrl(page, '/fabricacion');

    // 5. Confirm the raw material, then finalize.
    await main.getByRole('heading', { level: 1, name: `Fabricación #${fabricacionId}` }).waitFor();
    expect(await dato(page, 'Estado').innerText()).toBe('En proceso');
    expect(await dato(page, 'Cantidad a fabricar').innerText()).toBe('5 unidad');
    const casilla = main.getByRole('checkbox', { name: `Confirmar ${materia}` });
    expect(await casilla.isChecked()).toBe(false);
    await casilla.click();
    await page.getByText('Materia prima confirmada', { exact: true }).waitFor();
    const lineaMateria = main.getByRole('table', { name: 'Materias primas' }).getByRole('row').filter({ hasText: materia });
    await lineaMateria.getByText('Confirmada', { exact: true }).waitFor();
    expect(await casilla.isChecked()).toBe(true);
    expect(await casilla.isDisabled()).toBe(true);
    expect(await dato(page, 'Materias confirmadas').innerText()).toBe('1 de 1');

    await main.getByRole('button', { name: 'Finalizar fabricación' }).click();
    const finalizar = page.getByRole('alertdialog', { name: 'Finalizar fabricación' });
    await finalizar.getByText(`Se sumarán 5 unidad de ${codigoElaborado} - ${elaborado} al stock.`, { exact: false }).waitFor();
    await finalizar.getByRole('button', { name: 'Finalizar', exact: true }).click();
    await page.getByText('Fabricación finalizada', { exact: true }).waitFor();
    await dato(page, 'Estado').getByText('Finalizada', { exact: true }).waitFor();
    await main.getByRole('button', { name: 'Finalizar fabricación' }).waitFor({ state: 'detached' });
    expect(await main.getByRole('button', { name: 'Cancelar fabricación' }).count()).toBe(0);
    await finalizar.waitFor({ state: 'hidden' });

    // 6. Stock and movements of the raw material in Casa Central: +50 from the entry, −1 from the run.
    await page.goto(`${SHELL_URL}/productos/${materiaId}?sucursalId=${casaCentralId}`);
    await main.getByRole('heading', { level: 1, name: `Producto ${codigoMateria} - ${materia}` }).waitFor();
    await dato(page, 'Stock en Casa Central').getByText('49 kg', { exact: true }).waitFor();
    expect(await dato(page, 'Costo').innerText()).toBe('$ 80,00');
    const stockCentral = main.getByRole('table', { name: 'Stock por sucursal' }).getByRole('row').filter({ hasText: 'Casa Central' });
    expect(await celdas(stockCentral)).toEqual(['Casa Central', '49 kg']);

    const movimientos = main.getByRole('table', { name: 'Movimientos de stock en Casa Central' });
    const consumo = movimientos.getByRole('row').filter({ hasText: 'Fabricación (consumo)' });
    const ingreso = movimientos.getByRole('row').filter({ hasText: `Ingreso ${ingresoId}` });
    await consumo.waitFor();
    expect((await celdas(consumo)).slice(1)).toEqual(['Fabricación (consumo)', '-1 kg', '50 kg', '49 kg', 'Sofía Díaz', `Fabricación ${fabricacionId}`]);
    expect((await celdas(ingreso)).slice(1)).toEqual(['Ingreso', '+50 kg', '0 kg', '50 kg', 'Sofía Díaz', `Ingreso ${ingresoId}`]);
    expect(await consumo.getByRole('link', { name: `Fabricación ${fabricacionId}` }).getAttribute('href')).toBe(`/fabricacion/${fabricacionId}`);
    expect(await ingreso.getByRole('link', { name: `Ingreso ${ingresoId}` }).getAttribute('href')).toBe(`/ingresos/${ingresoId}`);
    // Newest first: the run's consumption above the entry.
    expect((await movimientos.getByRole('row').allInnerTexts()).slice(1).map((t) => (t.includes('Fabricación (consumo)') ? 'consumo' : 'ingreso'))).toEqual([
      'consumo',
      'ingreso',
    ]);

    // …and of the elaborated product: +5 from the run.
    await page.goto(`${SHELL_URL}/productos/${elaboradoId}?sucursalId=${casaCentralId}`);
    await main.getByRole('heading', { level: 1, name: `Producto ${codigoElaborado} - ${elaborado}` }).waitFor();
    await dato(page, 'Stock en Casa Central').getByText('5 unidad', { exact: true }).waitFor();
    const producido = main
      .getByRole('table', { name: 'Movimientos de stock en Casa Central' })
      .getByRole('row')
      .filter({ hasText: 'Fabricación (producto)' });
    await producido.waitFor();
    expect((await celdas(producido)).slice(1)).toEqual(['Fabricación (producto)', '+5 unidad', '0 unidad', '5 unidad', 'Sofía Díaz', `Fabricación ${fabricacionId}`]);
    await producido.getByRole('link', { name: `Fabricación ${fabricacionId}` }).click();
    await page.waitForURL(`${SHELL_URL}/fabricacion/${fabricacionId}`);
    await dato(page, 'Estado').getByText('Finalizada', { exact: true }).waitFor();
  });
});
