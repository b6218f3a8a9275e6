import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, login } from '../support/browser';
import { SHELL_URL } from '../support/env';

/**
 * axe-core on every real screen (not the 'Pantalla en construcción' ones), in the light and the dark
 * theme: no violation of impact 'serious' or 'critical' may remain. The light pass runs every rule,
 * the dark pass only the colour rules (COLOUR_RULES) on one screen of each kind. Four browser contexts at once;
 * the theme is set the way the app stores it (localStorage 'theme-mode', see shared/src/theme) and the
 * page is reloaded.
 */

type Theme = 'light' | 'dark';

/**
 * Time allowed for one theme's pass over every screen (axe takes 1–3 s a screen; ~40 screens on a
 * busy two-core machine exceed the suite's 90 s per test).
 */
const THEME_TEST_TIMEOUT_MS = 240_000;

/** Same key as THEME_STORAGE_KEY in shared/src/theme/index.tsx. */
const THEME_STORAGE_KEY = 'theme-mode';

const AXE_PATH = require.resolve('axe-core/axe.min.js');

/**
 * /reportes opened with its filters in the URL generates the report at once: every seeded sale and
 * stock entry (the seed dates them within the last weeks), with both date fields filled.
 */
const REPORTE_VENTAS = '/reportes?type=venta&fechaDesde=2020-01-01&fechaHasta=2099-12-31';
const REPORTE_INGRESOS = '/reportes?type=ingreso&fechaDesde=2020-01-01&fechaHasta=2099-12-31';

/**
 * Screens checked after signing in as admin. Ids of the seed: sale 2 has a client in Cuenta Corriente;
 * product 1 is a raw material with entries and runs, product 122 the first elaborated product (code
 * 30000, with a formula); entry 1 is the first stock entry; run 5 is 'En proceso' with raw materials
 * confirmed and pending; quote 1 was converted into a sale, quote 7 is active with a client, a discount
 * and three lines; supplier 1 provides products and has stock entries; user 1 is admin@demo.local and
 * role 1 the system role Administrador. /monedas reads the provider's list from the local stand-in
 * started by global-setup.
 */
const SCREENS_SIGNED_IN = [
  '/home',
  '/info-use',
  '/sin-permisos',
  '/stock',
  '/crear-producto',
  '/productos/1',
  '/productos/122',
  '/actualizar-precios',
  '/reposicion',
  '/ingresar-stock',
  '/ingresos',
  '/ingresos/1',
  '/fabricacion',
  '/crear-fabricacion',
  '/fabricacion/5',
  '/ventas/nueva',
  '/ventas',
  '/facturacion',
  '/ventas/2',
  '/presupuestos',
  '/presupuestos/nuevo',
  '/presupuestos/1',
  '/presupuestos/7',
  '/listados/clientes',
  '/crear-cliente',
  '/clientes/1',
  '/listados/proveedores',
  '/crear-proveedor',
  '/proveedores/1',
  '/usuarios',
  '/crear-usuario',
  '/usuarios/1',
  '/roles',
  '/crear-rol',
  '/roles/1',
  '/monedas',
  '/metodos-pago',
  '/metodos-pago/create',
  '/metodos-pago/1',
  '/auditoria',
  '/configuracion-fiscal',
  '/cuentas-corrientes',
  '/cuentas-corrientes/1',
  '/cajas',
  '/gastos',
  '/comisiones',
  '/reportes',
  REPORTE_VENTAS,
  REPORTE_INGRESOS,
] as const;

/** Screens whose data is a list: at least one data row must be shown before axe runs. */
const LIST_SCREENS = new Set([
  '/stock',
  '/productos/1',
  '/productos/122',
  '/ingresos',
  '/ingresos/1',
  '/fabricacion',
  '/fabricacion/5',
  '/reposicion',
  '/ventas',
  '/facturacion',
  '/presupuestos',
  '/presupuestos/1',
  '/presupuestos/7',
  '/listados/clientes',
  '/listados/proveedores',
  '/proveedores/1',
  '/usuarios',
  '/roles',
  '/monedas',
  '/metodos-pago',
  '/auditoria',
  '/cuentas-corrientes',
  '/cuentas-corrientes/1',
  '/gastos',
  '/comisiones',
  REPORTE_VENTAS,
  REPORTE_INGRESOS,
]);

/** Detail screens of the seed: each must show its record, not a 'no encontrado' panel. */
const DETAIL_SCREENS = new Set([
  '/productos/1',
  '/productos/122',
  '/ingresos/1',
  '/fabricacion/5',
  '/ventas/2',
  '/presupuestos/1',
  '/presupuestos/7',
  '/clientes/1',
  '/proveedores/1',
  '/usuarios/1',
  '/roles/1',
  '/cuentas-corrientes/1',
]);

/**
 * States reached by pressing a button on a screen of {@link SCREENS_SIGNED_IN}: the edit modes of a
 * sale and of a quote and the 'Convertir en Venta' dialog. Each is checked once `ready` shows.
 */
const ACTION_SCREENS: ReadonlyArray<{ screen: string; button: string; ready: (page: Page) => Promise<void> }> = [
  {
    screen: '/ventas/2',
    button: 'Editar',
    ready: (page) => page.getByRole('main').getByRole('button', { name: 'Guardar cambios' }).waitFor(),
  },
  {
    screen: '/presupuestos/7',
    button: 'Editar',
    ready: (page) => page.getByRole('main').getByRole('button', { name: 'Guardar Cambios' }).waitFor(),
  },
  {
    screen: '/presupuestos/7',
    button: 'Convertir en Venta',
    ready: (page) =>
      page.getByRole('dialog', { name: 'Convertir en Venta' }).getByRole('option', { name: 'Efectivo' }).waitFor({ state: 'attached' }),
  },
];

/**
 * Known violations owned by other work in progress (list tables in shared/src/ui/Table.tsx and the
 * *ListPage.tsx screens, form pages): excluded by rule id + CSS target so they stay visible here.
 * Each entry: [screen or '*', rule id, target (as axe reports it, joined with ' ')].
 */
const EXCLUDED: ReadonlyArray<readonly [string, string, string]> = [];

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: AxeNode[];
}
interface Finding {
  screen: string;
  theme: Theme;
  rule: string;
  impact: string;
  target: string;
  html: string;
  summary: string;
}

function isExcluded(screen: string, rule: string, target: string): boolean {
  return EXCLUDED.some(([s, r, t]) => (s === '*' || s === screen) && r === rule && t === target);
}

/** Waits until the screen shows its data: an h1, no 'Cargando' spinner, and then the network quiet. */
async function waitForData(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('h1') !== null &&
      document.querySelector('[role="status"][aria-label^="Cargando"]') === null &&
      !document.querySelector('[aria-busy="true"]'),
    undefined,
    { timeout: 20_000 },
  );
  await page.waitForLoadState('networkidle');
  // Let the last render (and any CSS transition of the layout) settle before measuring colours.
  await page.waitForTimeout(250);
}

/**
 * The rules whose result depends on colours: the only ones the dark pass runs, since the theme
 * changes colours and nothing else (structure, names and roles are checked by the light pass).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The screens of the dark pass: one of each kind of colour the UI kit paints (docs/pruebas.md
 * «Tiempo»): the sidebar and cards (/home), a list with badges and paging (/stock), a detail with
 * tabs (/productos/122), a form (/crear-producto), the document editor (/ventas/nueva), a sale with
 * its payment state, the credit and debit colours of an account (/cuentas-corrientes/1), the boxes,
 * the warning panels (/monedas), a report table, the permission matrix (/roles/1), a run with
 * confirmed and pending materials (/fabricacion/5), the audit log; plus /login and every action
 * state. The other screens are built of the same kit components with the same theme tokens, so
 * the dark pass checks each kind once; the light pass still checks every screen with every rule.
 */
const DARK_SCREENS = new Set<string>([
  '/home',
  '/stock',
  '/productos/122',
  '/crear-producto',
  '/ventas/nueva',
  '/ventas/2',
  '/presupuestos/7',
  '/cuentas-corrientes/1',
  '/cajas',
  '/monedas',
  REPORTE_VENTAS,
  '/roles/1',
  '/fabricacion/5',
  '/auditoria',
]);

async function runAxe(page: Page, screen: string, theme: Theme): Promise<Finding[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const options = theme === 'light' ? { resultTypes: ['violations'] } : { resultTypes: ['violations'], runOnly: { type: 'rule', values: COLOUR_RULES } };
  const violations = (await page.evaluate(async (opts) => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, opts);
    return result.violations;
  }, options)) as AxeViolation[];
  const findings: Finding[] = [];
  for (const v of violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue;
    for (const node of v.nodes) {
      const target = node.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : String(t))).join(' ');
      if (isExcluded(screen, v.id, target)) continue;
      findings.push({
        screen,
        theme,
        rule: v.id,
        impact: v.impact,
        target,
        html: node.html.replace(/\s+/g, ' ').slice(0, 160),
        summary: `${v.help}${node.failureSummary ? ` | ${node.failureSummary.replace(/\s+/g, ' ').trim()}` : ''}`,
      });
    }
  }
  return findings;
}

async function setTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [THEME_STORAGE_KEY, theme] as const);
  await page.reload();
}

describe('accesibilidad (axe-core) en todas las pantallas reales', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const findings: Finding[] = [];
  let checked = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
  });

  /**
   * One pass in `theme`: /login signed out, then `screens` as admin, then (with `acciones`) the
   * action states. Each pass has its own browser context.
   */
  async function checkPass(theme: Theme, screens: readonly string[], acciones: boolean): Promise<void> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    contexts.push(context);
    const page = await context.newPage();

    // /login, signed out.
    await page.goto(`${SHELL_URL}/login`);
    await setTheme(page, theme);
    await page.getByLabel('Correo electrónico').waitFor();
    await waitForData(page);
    findings.push(...(await runAxe(page, '/login', theme)));
    checked += 1;

    await login(page, 'admin@demo.local');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), THEME_STORAGE_KEY)).toBe(theme);
    for (const screen of screens) {
      await page.goto(`${SHELL_URL}${screen}`);
      await page.waitForURL(`${SHELL_URL}${screen}`);
      await waitForData(page);
      if (LIST_SCREENS.has(screen)) {
        await page.waitForFunction(() => document.querySelectorAll('main tbody tr, main [role="row"] [role="cell"]').length > 0);
      }
      if (screen === '/metodos-pago/1') {
        // The edit form shows the stored method once loaded.
        await page.waitForFunction(() =>
          Array.from(document.querySelectorAll<HTMLInputElement>('main input[type="text"], main input:not([type])')).some((i) => i.value !== ''),
        );
      }
      expect(await page.getByText('Pantalla en construcción').count()).toBe(0);
      if (DETAIL_SCREENS.has(screen)) expect(await page.getByRole('main').getByText(/no (se )?encontr/i).count()).toBe(0);
      findings.push(...(await runAxe(page, screen, theme)));
      checked += 1;
    }

    for (const { screen, button, ready } of acciones ? ACTION_SCREENS : []) {
      await page.goto(`${SHELL_URL}${screen}`);
      await waitForData(page);
      await page.getByRole('main').getByRole('button', { name: button, exact: true }).click();
      await ready(page);
      await waitForData(page);
      findings.push(...(await runAxe(page, `${screen} (${button})`, theme)));
      checked += 1;
    }
  }

  // Four passes at once, each in its own context: a pass mostly waits for the network and the page
  // to settle (one pass alone used a third of its wall time in CPU), so the light screens are split
  // in three and run beside the dark pass (docs/pruebas.md «Tiempo»).
  it('sin violaciones serias o críticas en tema claro ni oscuro', async () => {
    expect([...DARK_SCREENS].filter((d) => !(SCREENS_SIGNED_IN as readonly string[]).includes(d))).toEqual([]);
    const tercio = Math.ceil(SCREENS_SIGNED_IN.length / 3);
    await Promise.all([
      checkPass('light', SCREENS_SIGNED_IN.slice(0, tercio), false),
      checkPass('light', SCREENS_SIGNED_IN.slice(tercio, 2 * tercio), false),
      checkPass('light', SCREENS_SIGNED_IN.slice(2 * tercio), true),
      checkPass('dark', SCREENS_SIGNED_IN.filter((screen) => DARK_SCREENS.has(screen)), true),
    ]);
  }, THEME_TEST_TIMEOUT_MS);

  it('no quedan violaciones', () => {
    console.log(`a11y screens checked: ${checked} (every screen in light, ${DARK_SCREENS.size} kinds and the action states in dark)`);
    const report = findings
      .map((f) => `${f.screen} [${f.theme}] ${f.rule} (${f.impact}) ${f.target} ${f.html}: ${f.summary}`)
      .join('\n');
    expect(report).toBe('');
  });
});
