import { http, HttpResponse } from 'msw';
import { ALL_PERMISSIONS, dashboardSchema, hasAnyPermission, P, type Dashboard } from 'shared';
import { API_URL, setupMswServer, type MswHandler, type MswTestServer } from 'shared/testing';
import { diaAnterior, hoyBuenosAires } from '../utils/fechas';

/**
 * msw handlers of GET dashboard for the /home tests (docs/pruebas.md), over an in-memory
 * {@link DashboardStore}: the answer goes through `dashboardSchema` (a fixture the API could not
 * send fails the test) and, as the API does, each figure is null unless `permisos` holds its
 * permission.
 */

/** What the fake API of one test holds. */
export interface DashboardStore {
  /** Every figure, as an administrator would get them. */
  dashboard: Dashboard;
  /** The session user's permissions: the answer nulls what they do not give (dashboardSchema). */
  permisos: readonly string[];
  /** 'server': the next answers are 500 with {@link MSG_ERROR_SERVIDOR}. */
  fail: 'server' | null;
  /** Number of GET dashboard received. */
  pedidos: number;
}

/** The 500 message of a failing GET dashboard. */
export const MSG_ERROR_SERVIDOR = 'Error interno del servidor.';

/**
 * The figures of a busy day ending `hoy` (Buenos Aires): sales today and this month in pesos and
 * dollars, six days with sales in the last 30 (two of them in dollars, one with a dollar sale only)
 * and one point 31 days ago (outside the chart), balances owed in both currencies, 7 products under
 * their minimum and 2 runs in progress.
 */
export function fakeDashboard(hoy: string = hoyBuenosAires(), overrides: Partial<Dashboard> = {}): Dashboard {
  const dia = (n: number) => diaAnterior(hoy, n);
  return dashboardSchema.parse({
    ventasHoy: [
      { monedaId: 1, simbolo: '$', total: '15250.50', cantidad: 3 },
      { monedaId: 2, simbolo: 'US$', total: '120.00', cantidad: 1 },
    ],
    ventasMes: [
      { monedaId: 1, simbolo: '$', total: '1234567.89', cantidad: 42 },
      { monedaId: 2, simbolo: 'US$', total: '980.10', cantidad: 5 },
    ],
    ventasDiarias: [
      { fecha: dia(31), monedaId: 1, total: '99999.00' },
      { fecha: dia(29), monedaId: 1, total: '1000.00' },
      { fecha: dia(20), monedaId: 1, total: '2500.25' },
      { fecha: dia(10), monedaId: 2, total: '200.00' },
      { fecha: dia(5), monedaId: 1, total: '300.10' },
      { fecha: dia(1), monedaId: 1, total: '0.15' },
      { fecha: dia(0), monedaId: 1, total: '15250.50' },
      { fecha: dia(0), monedaId: 2, total: '120.00' },
    ],
    porCobrar: [
      { monedaId: 1, simbolo: '$', total: '87650.00', cantidad: 4 },
      { monedaId: 2, simbolo: 'US$', total: '45.50', cantidad: 1 },
    ],
    bajoMinimo: 7,
    fabricacionesEnProceso: 2,
    ...overrides,
  });
}

/** A fresh store: the figures of {@link fakeDashboard} for an administrator (every permission). */
export function createDashboardStore(overrides: Partial<DashboardStore> = {}): DashboardStore {
  return { dashboard: fakeDashboard(), permisos: ALL_PERMISSIONS, fail: null, pedidos: 0, ...overrides };
}

/** The answer of GET dashboard for `permisos`: each figure only with its permission (dashboardSchema). */
export function dashboardPara(d: Dashboard, permisos: readonly string[]): Dashboard {
  const ventas = hasAnyPermission(permisos, [P.ventasGet, P.facturacionGet]);
  return dashboardSchema.parse({
    ventasHoy: ventas ? d.ventasHoy : null,
    ventasMes: ventas ? d.ventasMes : null,
    ventasDiarias: ventas ? d.ventasDiarias : null,
    porCobrar: hasAnyPermission(permisos, [P.cuentasCorrientesGet]) ? d.porCobrar : null,
    bajoMinimo: hasAnyPermission(permisos, [P.stockGet]) ? d.bajoMinimo : null,
    fabricacionesEnProceso: hasAnyPermission(permisos, [P.fabricacionGet]) ? d.fabricacionesEnProceso : null,
  });
}

/** The 403 message of the API (api/src/lib/errors.ts) for a user without home.get. */
export const MSG_SIN_PERMISO = 'No tiene permiso para realizar esta acción.';

/**
 * GET dashboard over `store`: 500 while `fail` is 'server', 403 without home.get (as the API), else
 * the figures `permisos` allow.
 */
export function dashboardHandlers(store: DashboardStore): MswHandler[] {
  return [
    http.get(`${API_URL}/dashboard`, () => {
      store.pedidos += 1;
      if (store.fail === 'server') return HttpResponse.json({ message: MSG_ERROR_SERVIDOR }, { status: 500 });
      if (!hasAnyPermission(store.permisos, [P.home])) return HttpResponse.json({ message: MSG_SIN_PERMISO }, { status: 403 });
      return HttpResponse.json(dashboardPara(store.dashboard, store.permisos));
    }),
  ];
}

/** The msw server of a /home test file, with a fresh {@link createDashboardStore} before each test. */
export function setupDashboardServer(initial: () => Partial<DashboardStore> = () => ({})): MswTestServer<DashboardStore> {
  return setupMswServer(() => createDashboardStore(initial()), dashboardHandlers);
}
