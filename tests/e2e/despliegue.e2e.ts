/**
 * Independent delivery of one remote (docs/arquitectura.md «Desplegar un remoto solo» and
 * «Versiones»), in Chromium against the running stack:
 * - a new build of mf-contactos, served on another port, replaces the running one by changing only
 *   the shell's run-time config (SHELL_CONFIG_FILE): no shell rebuild, no shell restart; a reload
 *   shows it and the other three remotes are untouched;
 * - a build of mf-contactos against `shared` 2.0.0 is refused before any of its code runs, with the
 *   Spanish panel and a console error; the other areas keep working.
 * The two builds come from tests/support/variantes.ts (started by the global setup in the background).
 */
import { writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, login, visitarAreasSinContactos } from '../support/browser';
import { E2E_PORTS, SHELL_CONFIG, SHELL_CONFIG_FILE } from '../support/env';
import { startStatic, stopStatic, waitForPort } from '../support/servidores';
import { VARIANTS, waitForVariants } from '../support/variantes';

/** Points the shell's mf-contactos at `manifestUrl` (the rest of the e2e config as it was). */
function pointContactosAt(manifestUrl: string): void {
  writeFileSync(SHELL_CONFIG_FILE, JSON.stringify({ ...SHELL_CONFIG, remotes: { ...SHELL_CONFIG.remotes, 'mf-contactos': manifestUrl } }));
}

const manifestOf = (port: number) => `http://localhost:${port}/mf-manifest.json`;

/** Opens one screen of each of the four remotes from the sidebar and waits until each shows its data. */
async function visitFourAreas(page: Page): Promise<void> {
  await visitarAreasSinContactos(page);
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await nav.getByRole('link', { name: 'Clientes', exact: true }).click();
  await page.getByRole('heading', { name: 'Clientes' }).waitFor();
  await page.getByRole('button', { name: /^Ver / }).first().waitFor();
}

/** The rows of «Versiones del sistema» (opened from the sidebar's version label), by module: its cells. */
async function versionRows(page: Page): Promise<Record<string, string[]>> {
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('button', { name: 'Versión 1.0.0' }).click();
  const table = page.getByRole('dialog', { name: 'Versiones del sistema' }).getByRole('table', { name: 'Versión de cada módulo' });
  await table.waitFor();
  const rows: Record<string, string[]> = {};
  for (const row of await table.locator('tbody tr').all()) {
    const cells = (await row.getByRole('cell').allTextContents()).map((t) => t.trim());
    rows[cells[0]] = cells;
  }
  await page.getByRole('button', { name: 'Cerrar' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  return rows;
}

describe('despliegue independiente de un remoto', () => {
  let browser: Browser;

  beforeAll(async () => {
    const seconds = await waitForVariants();
    process.stdout.write(`despliegue.e2e: las dos variantes de mf-contactos se construyeron en ${seconds} s\n`);
    for (const [name, variant] of Object.entries(VARIANTS)) startStatic(`contactos-${name}`, variant.outputDir, variant.port);
    await Promise.all(Object.values(VARIANTS).map((v) => waitForPort(v.port, true)));
    browser = await launchBrowser();
  }, 330_000);

  afterAll(async () => {
    // The other e2e files expect the stack's own config.
    writeFileSync(SHELL_CONFIG_FILE, JSON.stringify(SHELL_CONFIG, null, 2));
    await Promise.all(Object.keys(VARIANTS).map((name) => stopStatic(`contactos-${name}`)));
    await browser?.close();
  });

  it('otra versión de Contactos en otro puerto: solo cambia la configuración en tiempo de ejecución, una recarga la muestra y los otros tres remotos siguen igual', async () => {
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (req) => requests.push(req.url()));
    await login(page, 'admin@demo.local');
    await visitFourAreas(page);
    const before = await versionRows(page);
    expect(before.Contactos).toEqual(['Contactos', '1.0.0', expect.any(String), `localhost:${E2E_PORTS['mf-contactos']}`, 'Cargado']);
    expect(before.Contactos[2]).not.toContain(VARIANTS.nuevo.buildId);

    pointContactosAt(manifestOf(VARIANTS.nuevo.port));
    requests.length = 0;
    await page.reload();
    await visitFourAreas(page);
    const after = await versionRows(page);

    expect(after.Contactos).toEqual(['Contactos', '1.0.0', expect.stringMatching(/^e2e-nuevo · \d\d\/\d\d\/\d{4} \d\d:\d\d$/), `localhost:${VARIANTS.nuevo.port}`, 'Cargado']);
    for (const area of ['Inventario', 'Operaciones', 'Administración']) {
      expect(after[area]).toEqual(before[area]);
      expect(after[area][4]).toBe('Cargado');
    }
    expect(after['Sistema (shell)']).toEqual(before['Sistema (shell)']);
    // The screens of Contactos came from the new server only.
    const fromNew = requests.filter((u) => u.startsWith(`http://localhost:${VARIANTS.nuevo.port}/`));
    expect(fromNew).toEqual(expect.arrayContaining([manifestOf(VARIANTS.nuevo.port), `http://localhost:${VARIANTS.nuevo.port}/remoteEntry.js`]));
    expect(fromNew.some((u) => /\/[\w-]+\.[0-9a-f]{8}\.js$/.test(u))).toBe(true);
    expect(requests.filter((u) => u.startsWith(`http://localhost:${E2E_PORTS['mf-contactos']}/`))).toEqual([]);
    await page.close();
  });

  it('un Contactos construido contra shared 2.0.0 se rechaza antes de correr, con el panel en español y un error en la consola; el resto anda', async () => {
    pointContactosAt(manifestOf(VARIANTS.incompatible.port));
    const page = await browser.newPage();
    const requests: string[] = [];
    const consoleErrors: string[] = [];
    page.on('request', (req) => requests.push(req.url()));
    page.on('console', (msg) => {
      if (msg.type() === 'error') consoleErrors.push(msg.text());
    });
    await login(page, 'admin@demo.local');
    const nav = page.getByRole('navigation', { name: 'Menú principal' });

    await nav.getByRole('link', { name: 'Clientes', exact: true }).click();
    const panel = page.getByRole('alert').filter({ hasText: 'El módulo Contactos no es compatible con esta versión del sistema.' });
    await panel.waitFor();
    expect(await panel.textContent()).toContain('Necesita shared ^2.0.0 y el sistema tiene 1.0.0. Pida a su equipo que lo vuelva a publicar.');
    expect(await page.getByRole('button', { name: 'Reintentar' }).count()).toBe(0);
    expect(consoleErrors).toContain(
      `El módulo mf-contactos no es compatible con esta versión del sistema: mf_contactos (${manifestOf(VARIANTS.incompatible.port)}) necesita shared ^2.0.0 y el shell provee 1.0.0; no se carga su código.`,
    );
    // Refused from its manifest: not one file of its code was fetched.
    expect(new Set(requests.filter((u) => u.startsWith(`http://localhost:${VARIANTS.incompatible.port}/`)))).toEqual(new Set([manifestOf(VARIANTS.incompatible.port)]));

    // The other three areas work, and Clientes still says why.
    await visitarAreasSinContactos(page);
    await nav.getByRole('link', { name: 'Clientes', exact: true }).click();
    await panel.waitFor();
    const rows = await versionRows(page);
    expect(rows.Contactos).toEqual([
      'Contactos',
      '1.0.0',
      expect.stringMatching(/^e2e-incompatible · /),
      `localhost:${VARIANTS.incompatible.port}`,
      'Incompatible. Necesita shared ^2.0.0 y el sistema tiene 1.0.0.',
    ]);

    // Republished (here: the config points back at the compatible build): a reload loads it.
    writeFileSync(SHELL_CONFIG_FILE, JSON.stringify(SHELL_CONFIG, null, 2));
    await page.reload();
    await page.getByRole('heading', { name: 'Clientes' }).waitFor();
    await page.getByRole('button', { name: /^Ver / }).first().waitFor();
    await page.close();
  });
});
