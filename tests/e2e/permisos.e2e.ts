import type { Browser } from 'playwright-core';
import { launchBrowser, login } from '../support/browser';
import { SHELL_URL } from '../support/env';

describe('permisos', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('un usuario de solo lectura es enviado a /sin-permisos desde /ventas/nueva', async () => {
    const page = await browser.newPage();
    await login(page, 'lectura@demo.local');
    await page.goto(`${SHELL_URL}/ventas/nueva`);
    await page.waitForURL(`${SHELL_URL}/sin-permisos`);
    await page.getByText('No tiene permisos para acceder a esta sección.').waitFor();
  });

  it('sin sesión, una ruta de la tabla lleva a /login', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${SHELL_URL}/stock`);
    await page.waitForURL(`${SHELL_URL}/login`);
  });

  it('sin sesión, una ruta inexistente muestra la página no encontrada (docs/permisos.md, «Tabla de rutas»)', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${SHELL_URL}/no-existe`);
    await page.getByRole('heading', { level: 1, name: 'Página no encontrada' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/no-existe');
  });
});
