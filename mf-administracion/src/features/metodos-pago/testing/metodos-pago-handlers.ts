import { http, HttpResponse } from 'msw';
import { metodoPagoBodySchema, MSG_METODO_DEL_SISTEMA, type MetodoPago } from 'shared';
import { API_URL, fakeMetodoPago, setupMswServer } from 'shared/testing';

/** Base URL the shared client uses in tests (re-exported from the kit). */
export { API_URL };

/** In-memory store of payment methods, with switches to make a call fail. */
export interface MetodosPagoStore {
  metodos: MetodoPago[];
  nextId: number;
  fail: Partial<Record<'list' | 'get' | 'create' | 'update' | 'delete', FailureKind>>;
  bodies: unknown[];
}

/**
 * A store with `metodos`, or the four seeded payment methods of docs/contactos-y-administracion.md
 * built with `fakeMetodoPago` (shared/testing, docs/pruebas.md): Efectivo (id 1) and Cuenta
 * Corriente (id 4) are system methods, with their `clave`.
 */
export function seedMetodosPago(metodos?: MetodoPago[]): MetodosPagoStore {
  const list = metodos ?? [
    fakeMetodoPago({ id: 1, nombre: 'Efectivo', descripcion: 'Pago en efectivo' }),
    fakeMetodoPago({ id: 2, nombre: 'Transferencia', descripcion: null }),
    fakeMetodoPago({ id: 3, nombre: 'Tarjeta', descripcion: 'Débito o crédito' }),
    fakeMetodoPago({ id: 4, nombre: 'Cuenta Corriente', descripcion: null }),
  ];
  return { metodos: list, nextId: Math.max(0, ...list.map((m) => m.id)) + 1, fail: {}, bodies: [] };
}

/**
 * How a switched call fails: 'server' a 500 with a message, 'bare' a 500 without one (e.g. a proxy's
 * error page: the screen shows its own text), 'network' no answer at all.
 */
export type FailureKind = 'server' | 'bare' | 'network';

function failure(kind: FailureKind | undefined, message: string) {
  if (kind === 'network') return HttpResponse.error();
  if (kind === 'server') return HttpResponse.json({ message }, { status: 500 });
  if (kind === 'bare') return new HttpResponse('Bad Gateway', { status: 502 });
  return undefined;
}

/** msw handlers of GET/POST metodo-pago and GET/PUT/DELETE metodo-pago/{id} over `store`. */
export function metodosPagoHandlers(store: MetodosPagoStore) {
  const find = (id: unknown) => store.metodos.find((m) => m.id === Number(id));
  return [
    http.get(`${API_URL}/metodo-pago`, () => failure(store.fail.list, 'Fallo interno') ?? HttpResponse.json(store.metodos)),
    http.get(`${API_URL}/metodo-pago/:id`, ({ params }) => {
      const failed = failure(store.fail.get, 'Fallo interno');
      if (failed) return failed;
      const metodo = find(params.id);
      return metodo ? HttpResponse.json(metodo) : HttpResponse.json({ message: 'Método de pago no encontrado' }, { status: 404 });
    }),
    http.post(`${API_URL}/metodo-pago`, async ({ request }) => {
      const body = await request.json();
      store.bodies.push(body);
      const failed = failure(store.fail.create, 'Ya existe un método de pago con ese nombre');
      if (failed) return failed;
      const parsed = metodoPagoBodySchema.safeParse(body);
      if (!parsed.success) return HttpResponse.json({ message: parsed.error.issues[0].message }, { status: 400 });
      const metodo = fakeMetodoPago({ id: store.nextId++, ...parsed.data });
      store.metodos.push(metodo);
      return HttpResponse.json(metodo, { status: 201 });
    }),
    http.put(`${API_URL}/metodo-pago/:id`, async ({ params, request }) => {
      const body = await request.json();
      store.bodies.push(body);
      const failed = failure(store.fail.update, 'Ya existe un método de pago con ese nombre');
      if (failed) return failed;
      const metodo = find(params.id);
      if (!metodo) return HttpResponse.json({ message: 'Método de pago no encontrado' }, { status: 404 });
      const parsed = metodoPagoBodySchema.safeParse(body);
      if (!parsed.success) return HttpResponse.json({ message: parsed.error.issues[0].message }, { status: 400 });
      Object.assign(metodo, parsed.data);
      return HttpResponse.json(metodo);
    }),
    http.delete(`${API_URL}/metodo-pago/:id`, ({ params }) => {
      const failed = failure(store.fail.delete, 'No se puede eliminar: el método de pago tiene ventas');
      if (failed) return failed;
      const metodo = find(params.id);
      if (!metodo) return HttpResponse.json({ message: 'Método de pago no encontrado' }, { status: 404 });
      if (metodo.clave !== null) return HttpResponse.json({ message: MSG_METODO_DEL_SISTEMA }, { status: 409 });
      store.metodos = store.metodos.filter((m) => m.id !== Number(params.id));
      return HttpResponse.json({ message: 'Método de pago eliminado' });
    }),
  ];
}

/**
 * Test helper (docs/pruebas.md): the msw server of a payment-methods test file, with a fresh
 * {@link seedMetodosPago}(`metodos()`) store before each test (the four seeded methods by default)
 * and unhandled requests failing the test. Call it once at the top of the file.
 * @returns `server` (for `server.use` overrides) and `store()`, the current test's store.
 */
export function setupMetodosPagoServer(metodos?: () => MetodoPago[]) {
  return setupMswServer(() => seedMetodosPago(metodos?.()), metodosPagoHandlers);
}
