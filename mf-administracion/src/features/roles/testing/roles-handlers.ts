import { http, HttpResponse } from 'msw';
import {
  ALL_PERMISSIONS,
  Dec,
  MSG_ROL_ADMIN_ELIMINAR,
  MSG_ROL_ADMIN_PERMISOS,
  MSG_ROL_NO_ENCONTRADO,
  msgRolEnUso,
  rolUpdateSchema,
  type Rol,
} from 'shared';
import { API_URL, fakeRol, setupMswServer } from 'shared/testing';

/** Base URL the shared client uses in tests (re-exported from the kit). */
export { API_URL };

/** 409 of a role name already taken (api/src/modules/roles/service.ts). */
export const MSG_ROL_DUPLICADO = 'Ya existe un rol con ese nombre.';

/** In-memory roles behind the msw handlers, with what the screens sent. */
export interface RolesStore {
  roles: Rol[];
  /** Body of every PUT roles/{id}, in order. */
  bodies: unknown[];
  /** Ids of every DELETE roles/{id} received, in order (refused ones included). */
  deletes: number[];
  /** Makes a call fail: 'server' answers 500, 'network' never answers. */
  fail: Partial<Record<'list' | 'get' | 'update' | 'delete', 'server' | 'network'>>;
}

/**
 * The four seeded roles built with `fakeRol` (shared/testing, docs/pruebas.md) — Administrador
 * (`sistema`, every permission, 1 user), Vendedor (3 users), Inventario (1), Solo lectura (1) — and
 * 'Cajero' (id 5: home.get, cajas.get and stock.get; no users).
 */
export function seedRoles(): RolesStore {
  return {
    roles: [
      fakeRol({ id: 1 }),
      fakeRol({ id: 2, usuarios: 3 }),
      fakeRol({ id: 3 }),
      fakeRol({ id: 4 }),
      fakeRol({ id: 5, name: 'Cajero', permissions: ['home.get', 'cajas.get', 'stock.get'], usuarios: 0 }),
    ],
    bodies: [],
    deletes: [],
    fail: {},
  };
}

function failure(kind: 'server' | 'network' | undefined) {
  if (kind === 'network') return HttpResponse.error();
  if (kind === 'server') return HttpResponse.json({ message: 'Fallo interno' }, { status: 500 });
  return undefined;
}

const noEncontrado = () => HttpResponse.json({ message: MSG_ROL_NO_ENCONTRADO }, { status: 404 });
const conflicto = (message: string) => HttpResponse.json({ message }, { status: 409 });

/**
 * msw handlers of GET roles and GET/PUT/DELETE roles/{id} over `store`, with the API's checks
 * (docs/contactos-y-administracion.md «Roles»): PUT parsed with `rolUpdateSchema` (400), unknown
 * permissions 400, a taken name 409, Administrador without every permission 409; it stores the name,
 * the permissions and, when sent, `descuentoMaximo` as the API keeps it (2 decimals: '7.5' →
 * '7.50'; without it the role keeps its own); DELETE refuses
 * Administrador and a role with users (409).
 */
export function rolesHandlers(store: RolesStore) {
  const find = (id: unknown) => store.roles.find((r) => r.id === Number(id));
  return [
    http.get(`${API_URL}/roles`, () => failure(store.fail.list) ?? HttpResponse.json({ roles: store.roles })),
    http.get(`${API_URL}/roles/:id`, ({ params }) => {
      const failed = failure(store.fail.get);
      if (failed) return failed;
      const rol = find(params.id);
      return rol ? HttpResponse.json(rol) : noEncontrado();
    }),
    http.put(`${API_URL}/roles/:id`, async ({ params, request }) => {
      const body = await request.json();
      store.bodies.push(body);
      const failed = failure(store.fail.update);
      if (failed) return failed;
      const rol = find(params.id);
      if (!rol) return noEncontrado();
      const parsed = rolUpdateSchema.safeParse(body);
      if (!parsed.success) return HttpResponse.json({ message: parsed.error.issues[0].message }, { status: 400 });
      const { name, permissions, descuentoMaximo } = parsed.data;
      const desconocidos = permissions.filter((p) => !ALL_PERMISSIONS.includes(p));
      if (desconocidos.length > 0) return HttpResponse.json({ message: `Permisos inválidos: ${desconocidos.join(', ')}` }, { status: 400 });
      if (store.roles.some((r) => r.id !== rol.id && r.name.toLocaleLowerCase('es') === name.toLocaleLowerCase('es'))) {
        return conflicto(MSG_ROL_DUPLICADO);
      }
      if (rol.sistema && ALL_PERMISSIONS.some((p) => !permissions.includes(p))) return conflicto(MSG_ROL_ADMIN_PERMISOS);
      Object.assign(rol, {
        name,
        permissions: [...new Set(permissions)],
        ...(descuentoMaximo !== undefined ? { descuentoMaximo: new Dec(descuentoMaximo).toFixed(2) } : {}),
      });
      return HttpResponse.json(rol);
    }),
    http.delete(`${API_URL}/roles/:id`, ({ params }) => {
      store.deletes.push(Number(params.id));
      const failed = failure(store.fail.delete);
      if (failed) return failed;
      const rol = find(params.id);
      if (!rol) return noEncontrado();
      if (rol.sistema) return conflicto(MSG_ROL_ADMIN_ELIMINAR);
      if (rol.usuarios > 0) return conflicto(msgRolEnUso(rol.usuarios));
      store.roles = store.roles.filter((r) => r.id !== rol.id);
      return HttpResponse.json({ message: 'Rol eliminado.' });
    }),
  ];
}

/**
 * Test helper (docs/pruebas.md): the msw server of a role-screen test file, with a fresh
 * {@link seedRoles} store before each test and unhandled requests failing the test.
 * @returns `server` (for `server.use` overrides) and `store()`, the current test's store.
 */
export function setupRolesServer() {
  return setupMswServer(seedRoles, rolesHandlers);
}
