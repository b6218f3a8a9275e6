import { http, HttpResponse } from 'msw';
import {
  certificadoBodySchema,
  certificadoInfoSchema,
  configuracionFiscalBodySchema,
  configuracionFiscalSchema,
  MSG_PUNTO_VENTA_OCUPADO,
  MSG_SUCURSAL_NO_ENCONTRADA,
  sucursalFiscalBodySchema,
  sucursalFiscalSchema,
  toMoney,
  type CertificadoInfo,
  type ConfiguracionFiscal,
} from 'shared';
import { fiscal } from 'shared/contrato';
import { API_URL, parseFake, setupMswServer } from 'shared/testing';

/**
 * An ARCA certificate's data as GET fiscal/configuracion sends it (checked with
 * certificadoInfoSchema): the business's CUIT as subject, ARCA's homologation authority as
 * issuer, valid until 30/06/2027 (Buenos Aires) with 210 days left by default.
 */
export function fakeCertificadoInfo(overrides: Partial<CertificadoInfo> = {}): CertificadoInfo {
  return parseFake('fakeCertificadoInfo', certificadoInfoSchema, {
    sujeto: 'CN=backoffice, O=Insumos del Centro S.A., C=AR, serialNumber=CUIT 30712345671',
    emisor: 'CN=Computadores Test, O=AFIP, C=AR',
    desde: '2025-06-30T12:00:00.000Z',
    vence: '2027-06-30T12:00:00.000Z',
    diasParaVencer: 210,
    ...overrides,
  });
}

/**
 * The fiscal configuration GET fiscal/configuracion answers (every fake goes through
 * `parseFake` with configuracionFiscalSchema, so it is exactly what the API sends): the contract's
 * example business (Insumos del Centro S.A., CUIT 30-71234567-1, Responsable Inscripto), the
 * simulator, $ 10.000.000,00 for the final consumer, {@link fakeCertificadoInfo}, and Casa Central
 * at punto de venta 1, Sucursal Norte at 2 and Sucursal Sur without one.
 */
export function fakeConfiguracionFiscal(overrides: Partial<ConfiguracionFiscal> = {}): ConfiguracionFiscal {
  return parseFake('fakeConfiguracionFiscal', configuracionFiscalSchema, {
    // The contract's example body, as the API stores it (shared/src/contrato/fiscal.ts).
    ...configuracionFiscalBodySchema.parse(fiscal.actualizarConfiguracion.ejemplos?.body?.[0]),
    certificado: fakeCertificadoInfo(),
    puntosVenta: [
      { sucursalId: 1, sucursal: 'Casa Central', puntoVenta: 1 },
      { sucursalId: 2, sucursal: 'Sucursal Norte', puntoVenta: 2 },
      { sucursalId: 3, sucursal: 'Sucursal Sur', puntoVenta: null },
    ],
    ...overrides,
  });
}

/** A configuration before the first save: every field null, the defaults of the API, no certificate. */
export function configuracionVacia(): ConfiguracionFiscal {
  return fakeConfiguracionFiscal({
    cuit: null,
    razonSocial: null,
    condicionIva: null,
    ingresosBrutos: null,
    inicioActividades: null,
    domicilioComercial: null,
    certificado: null,
  });
}

/** In-memory fiscal configuration behind the msw handlers, with switches to make a call fail. */
export interface ConfiguracionFiscalStore {
  configuracion: ConfiguracionFiscal;
  /** The certificate's data PUT fiscal/certificado stores when it accepts the upload. */
  certificadoNuevo: CertificadoInfo;
  /** GET fiscal/configuracion answers a 500 ('Fallo interno') or no answer at all. */
  failGet?: 'server' | 'network';
  /** A 400 with this message instead of saving (a rule only the server checks). */
  rechazo: Partial<Record<'configuracion' | 'certificado', string>>;
  calls: Record<'get' | 'configuracion' | 'certificado' | 'puntoVenta', number>;
  /** Body of every PUT fiscal/configuracion. */
  configuracionBodies: unknown[];
  /** Body of every PUT fiscal/certificado. */
  certificadoBodies: unknown[];
  /** Id and body of every PUT sucursales/{id}. */
  puntoVentaPuts: Array<{ id: number; body: unknown }>;
}

/** A store with `configuracion` ({@link fakeConfiguracionFiscal} by default) and no call failing. */
export function seedConfiguracionFiscal(configuracion: ConfiguracionFiscal = fakeConfiguracionFiscal()): ConfiguracionFiscalStore {
  return {
    configuracion,
    certificadoNuevo: fakeCertificadoInfo({
      desde: '2026-12-01T12:00:00.000Z',
      vence: '2028-12-01T12:00:00.000Z',
      diasParaVencer: 730,
    }),
    rechazo: {},
    calls: { get: 0, configuracion: 0, certificado: 0, puntoVenta: 0 },
    configuracionBodies: [],
    certificadoBodies: [],
    puntoVentaPuts: [],
  };
}

const badRequest = (message: string) => HttpResponse.json({ message }, { status: 400 });

/** The stored configuration as the API answers it (checked with its schema: never a stray field). */
const responder = (store: ConfiguracionFiscalStore) => HttpResponse.json(configuracionFiscalSchema.parse(store.configuracion));

/**
 * msw handlers of GET/PUT fiscal/configuracion, PUT fiscal/certificado and PUT sucursales/{id} over
 * `store`, with the API's rules: each body checked with its shared schema (400 with the first
 * message), 404 for an unknown branch and 409 MSG_PUNTO_VENTA_OCUPADO for a punto de venta another
 * branch uses.
 */
export function configuracionFiscalHandlers(store: ConfiguracionFiscalStore) {
  return [
    http.get(`${API_URL}/fiscal/configuracion`, () => {
      store.calls.get += 1;
      if (store.failGet === 'network') return HttpResponse.error();
      if (store.failGet === 'server') return HttpResponse.json({ message: 'Fallo interno' }, { status: 500 });
      return responder(store);
    }),
    http.put(`${API_URL}/fiscal/configuracion`, async ({ request }) => {
      store.calls.configuracion += 1;
      const body = await request.json();
      store.configuracionBodies.push(body);
      const parsed = configuracionFiscalBodySchema.safeParse(body);
      if (!parsed.success) return badRequest(parsed.error.issues[0].message);
      if (store.rechazo.configuracion) return badRequest(store.rechazo.configuracion);
      // The API keeps the money with 2 decimals ('250000.5' → '250000.50').
      store.configuracion = { ...store.configuracion, ...parsed.data, limiteConsumidorFinal: toMoney(parsed.data.limiteConsumidorFinal) };
      return responder(store);
    }),
    http.put(`${API_URL}/fiscal/certificado`, async ({ request }) => {
      store.calls.certificado += 1;
      const body = await request.json();
      store.certificadoBodies.push(body);
      const parsed = certificadoBodySchema.safeParse(body);
      if (!parsed.success) return badRequest(parsed.error.issues[0].message);
      if (store.rechazo.certificado) return badRequest(store.rechazo.certificado);
      store.configuracion = { ...store.configuracion, certificado: store.certificadoNuevo };
      return responder(store);
    }),
    http.put(`${API_URL}/sucursales/:id`, async ({ params, request }) => {
      store.calls.puntoVenta += 1;
      const id = Number(params.id);
      const body = await request.json();
      store.puntoVentaPuts.push({ id, body });
      const parsed = sucursalFiscalBodySchema.safeParse(body);
      if (!parsed.success) return badRequest(parsed.error.issues[0].message);
      const fila = store.configuracion.puntosVenta.find((p) => p.sucursalId === id);
      if (!fila) return HttpResponse.json({ message: MSG_SUCURSAL_NO_ENCONTRADA }, { status: 404 });
      const { puntoVenta } = parsed.data;
      if (puntoVenta !== null && store.configuracion.puntosVenta.some((p) => p.sucursalId !== id && p.puntoVenta === puntoVenta)) {
        return HttpResponse.json({ message: MSG_PUNTO_VENTA_OCUPADO }, { status: 409 });
      }
      store.configuracion = {
        ...store.configuracion,
        puntosVenta: store.configuracion.puntosVenta.map((p) => (p.sucursalId === id ? { ...p, puntoVenta } : p)),
      };
      return HttpResponse.json(sucursalFiscalSchema.parse({ id, nombre: fila.sucursal, puntoVenta }));
    }),
  ];
}

/**
 * Test helper (docs/pruebas.md): the msw server of a /configuracion-fiscal test file, with a fresh
 * {@link seedConfiguracionFiscal} store before each test and unhandled requests failing the test
 * (and every answer checked against the API contract). Call it once at the top of the file.
 * @returns `server` (for `server.use` overrides) and `store()`, the current test's store.
 */
export function setupConfiguracionFiscalServer() {
  return setupMswServer(() => seedConfiguracionFiscal(), configuracionFiscalHandlers);
}
