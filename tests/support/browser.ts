import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_PATH, DEMO_PASSWORD, SHELL_URL } from './env';

/** Launches Debian's Chromium headless with the flags this closed network needs (docs/pruebas.md). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Signs in through the real login page and waits for /home. */
export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${SHELL_URL}/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(`${SHELL_URL}/home`);
}

/**
 * Opens, from the sidebar, one screen of each remote but Contactos (Stock, Ventas, Métodos de pago)
 * and waits until each shows its data: what the federation and delivery tests check still works
 * while mf-contactos is down, swapped or refused.
 */
export async function visitarAreasSinContactos(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await nav.getByRole('link', { name: 'Stock', exact: true }).click();
  await page.getByRole('link', { name: /^10000\s/ }).waitFor();
  await nav.getByRole('link', { name: 'Ventas', exact: true }).click();
  await page.getByRole('heading', { name: 'Ventas' }).waitFor();
  await nav.getByRole('link', { name: 'Métodos de pago', exact: true }).click();
  // The sales list (its «Método de pago» column also says Efectivo) may stay on screen while the
  // next remote loads: the new page's heading first.
  await page.getByRole('heading', { name: 'Métodos de Pago' }).waitFor();
  await page.getByRole('cell', { name: 'Efectivo', exact: true }).waitFor();
}
