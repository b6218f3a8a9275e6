import { http, HttpResponse } from 'msw';
import type { AuditoriaItem, Usuario } from 'shared';
import { API_URL, fakeAuditoriaItem, fakeUsuario, fakeUsuariosList, pageOf, setupMswServer, sortRows } from 'shared/testing';

/** In-memory audit rows and users behind the msw handlers, with switches to make a call fail. */
export interface AuditoriaStore {
  items: AuditoriaItem[];
  usuarios: Usuario[];
  fail: Partial<Record<'list' | 'usuarios', 'server' | 'network'>>;
  /** Query string of every GET auditoria, in order. */
  requests: URLSearchParams[];
  /** Number of GET users calls. */
  usuariosCalls: number;
}

/** An administrator as GET users lists it, built with `fakeUsuario` (shared/testing, docs/pruebas.md). */
export function usuario(id: number, name: string): Usuario {
  return fakeUsuario({
    id,
    name,
    email: `usuario${id}@demo.local`,
    cod_vendedor: null,
    roleId: 1,
    roleName: 'Administrador',
    comision: '0.00',
    activo: true,
  });
}

/**
 * An audit row built with `fakeAuditoriaItem` (shared/testing, docs/pruebas.md): Ana Pérez updating
 * client 100 + id on 2026-03-{id} (at most the 28th); `over` replaces any field. Ids go down with
 * time (newest first).
 * @throws Error when the result is not an audit row the API could send.
 */
export function registro(id: number, over: Partial<AuditoriaItem> = {}): AuditoriaItem {
  return fakeAuditoriaItem({
    id,
    fecha: `2026-03-${String(Math.min(28, id)).padStart(2, '0')}T13:05:00.000Z`,
    usuario: { id: 1, name: 'Ana Pérez' },
    entidad: 'clientes',
    entidadId: String(100 + id),
    accion: 'actualizar',
    antes: { nombreApellido: `Cliente ${id}` },
    despues: { nombreApellido: `Cliente ${id} editado` },
    ...over,
  });
}

/** `count` rows, newest first (ids count..1), plus the three users of the Usuario filter. */
export function seedAuditoria(count = 23): AuditoriaStore {
  return {
    items: Array.from({ length: count }, (_, i) => registro(count - i)),
    usuarios: [usuario(1, 'Ana Pérez'), usuario(2, 'Bruno Díaz'), usuario(3, 'Carla Gómez')],
    fail: {},
    requests: [],
    usuariosCalls: 0,
  };
}

function failure(kind: 'server' | 'network' | undefined) {
  if (kind === 'network') return HttpResponse.error();
  if (kind === 'server') return HttpResponse.json({ message: 'Fallo interno' }, { status: 500 });
  return undefined;
}

/** Buenos Aires calendar day (YYYY-MM-DD) of an ISO timestamp. */
const diaLocal = (iso: string) => new Date(new Date(iso).getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

/**
 * msw handlers of GET auditoria (filters entidad, usuarioId, fechaDesde, fechaHasta; paged) and
 * GET users over `store`.
 */
export function auditoriaHandlers(store: AuditoriaStore) {
  return [
    http.get(`${API_URL}/auditoria`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      store.requests.push(q);
      const failed = failure(store.fail.list);
      if (failed) return failed;
      const page = Number(q.get('page') ?? 1);
      const pageSize = Number(q.get('pageSize') ?? 10);
      const entidad = q.get('entidad');
      const usuarioId = q.get('usuarioId');
      const desde = q.get('fechaDesde');
      const hasta = q.get('fechaHasta');
      const found = store.items.filter(
        (a) =>
          (!entidad || a.entidad === entidad) &&
          (!usuarioId || a.usuario?.id === Number(usuarioId)) &&
          (!desde || diaLocal(a.fecha) >= desde) &&
          (!hasta || diaLocal(a.fecha) <= hasta),
      );
      return HttpResponse.json(pageOf(ordenarAuditoria(found, q), page, pageSize));
    }),
    http.get(`${API_URL}/users`, () => {
      store.usuariosCalls += 1;
      const failed = failure(store.fail.usuarios);
      if (failed) return failed;
      return HttpResponse.json(fakeUsuariosList(store.usuarios));
    }),
  ];
}

/** The query of the last GET auditoria, as an object (e.g. { page: '2', pageSize: '10' }). */
export function lastQuery(store: AuditoriaStore): Record<string, string> {
  const q = store.requests[store.requests.length - 1];
  return q ? Object.fromEntries(q.entries()) : {};
}

/**
 * Test helper (docs/pruebas.md): the msw server of an /auditoria test file, with a fresh
 * {@link seedAuditoria}(`count`) store before each test and unhandled requests failing the test.
 * Call it once at the top of the file.
 * @returns `server` (for `server.use` overrides) and `store()`, the current test's store.
 */
export function setupAuditoriaServer(count = 23) {
  return setupMswServer(() => seedAuditoria(count), auditoriaHandlers);
}

// ---------------------------------------------------------------------------------------------
// Order of GET auditoria (?sort=&dir=), added for the sortable columns (docs/arquitectura.md,
// "Listas"): like the API, the column (rows of the system last when ascending), then the id the
// same way.

const AUDITORIA_ORDEN: Record<string, (a: AuditoriaItem) => string | number | null> = {
  fecha: (a) => Date.parse(a.fecha),
  usuario: (a) => a.usuario?.name ?? null,
  entidad: (a) => a.entidad,
};

/** The rows in the order of `?sort=&dir=` of `query`; as they are without a known `sort`. */
export function ordenarAuditoria(items: AuditoriaItem[], query: URLSearchParams): AuditoriaItem[] {
  return sortRows(items, query, AUDITORIA_ORDEN);
}
