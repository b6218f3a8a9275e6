import type { Browser, Page } from 'playwright-core';
import { launchBrowser, login, visitarAreasSinContactos } from '../support/browser';
import { SHELL_URL } from '../support/env';
import { crashStatic, restartStatic } from '../support/servidores';

/** A string found only in react-dom's client bundle: counts how many times the browser fetched it. */
const REACT_DOM_MARK = '__reactContainer$';

describe('shell y remotos federados', () => {
  let browser: Browser;
  let page: Page;
  const reactDomDownloads: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
    page.on('response', async (res) => {
      const type = res.request().resourceType();
      if (type !== 'script') return;
      try {
        const body = await res.text();
        if (body.includes(REACT_DOM_MARK)) reactDomDownloads.push(res.url());
      } catch {
        /* a redirect or an aborted request has no body */
      }
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('inicia sesión como administrador y llega a /home', async () => {
    await login(page, 'admin@demo.local');
    expect(page.url()).toBe(`${SHELL_URL}/home`);
    await page.getByRole('link', { name: 'Stock', exact: true }).waitFor();
  });

  it('abre una pantalla de cada remoto', async () => {
    await page.getByRole('link', { name: 'Stock', exact: true }).click();
    await page.getByRole('heading', { name: 'Stock' }).waitFor();
    await page.getByRole('link', { name: /^10000\s/ }).waitFor();

    await page.getByRole('link', { name: 'Ventas', exact: true }).click();
    await page.getByRole('heading', { name: 'Ventas' }).waitFor();

    await page.getByRole('link', { name: 'Clientes', exact: true }).click();
    await page.getByRole('heading', { name: 'Clientes' }).waitFor();

    await page.getByRole('link', { name: 'Métodos de pago', exact: true }).click();
    await page.getByRole('cell', { name: 'Cuenta Corriente', exact: true }).waitFor();
  });

  it('descarga react-dom una sola vez', async () => {
    // One URL (the shell's shared react-dom chunk), fetched once per page load.
    expect(new Set(reactDomDownloads).size).toBe(1);
  });

  it('un remoto caído muestra el panel en español dentro del layout, las otras tres áreas andan y Reintentar lo carga cuando vuelve', async () => {
    const other = await browser.newPage();
    // mf-contactos' server really goes down (killed, its port refuses connections) before sign-in.
    await crashStatic('mf-contactos');
    try {
      await login(other, 'admin@demo.local');
      await other.getByRole('link', { name: 'Clientes', exact: true }).click();
      await other.getByText('No se pudo cargar el módulo Contactos.').waitFor();
      await other.getByRole('button', { name: 'Reintentar' }).waitFor();

      // The other three areas: Inventario, Operaciones, Administración.
      await visitarAreasSinContactos(other);

      await other.getByRole('link', { name: 'Clientes', exact: true }).click();
      await other.getByText('No se pudo cargar el módulo Contactos.').waitFor();
      // Reintentar while it is still down: the same panel again.
      await other.getByRole('button', { name: 'Reintentar' }).click();
      await other.getByText('No se pudo cargar el módulo Contactos.').waitFor();
    } finally {
      // Back on the same port (also for the test files that come after this one).
      await restartStatic('mf-contactos');
    }
    await other.getByRole('button', { name: 'Reintentar' }).click();
    await other.getByRole('heading', { name: 'Clientes' }).waitFor();
    await other.getByRole('button', { name: /^Ver / }).first().waitFor();
    await other.close();
  });
});
