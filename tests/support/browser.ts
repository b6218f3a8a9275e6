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
