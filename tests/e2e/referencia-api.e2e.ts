import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { API_URL } from '../support/env';

/**
 * The API's interactive reference (docs/arquitectura.md «El contrato publicado»): GET /api/docs,
 * public, renders the document of GET /api/openapi.json with every file served by the API itself.
 */
describe('referencia de la API', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('/api/docs muestra el contrato sin sesión, sin pedir nada a otro origen', async () => {
    const page = await browser.newPage();
    const origen = new URL(API_URL).origin;
    const ajenos: string[] = [];
    const errores: string[] = [];
    page.on('request', (req) => {
      if (!req.url().startsWith(origen) && !req.url().startsWith('data:')) ajenos.push(req.url());
    });
    page.on('console', (msg) => {
      if (msg.type() === 'error') errores.push(msg.text());
    });
    await page.goto(`${API_URL}/docs`);
    await page.getByRole('heading', { name: /API del back-office/ }).waitFor();
    await page.getByText('/api/salud', { exact: true }).first().waitFor();
    expect(ajenos).toEqual([]);
    expect(errores).toEqual([]);
    await page.close();
  });
});
