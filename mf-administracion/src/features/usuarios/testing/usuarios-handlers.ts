import { http, HttpResponse } from 'msw';
import {
  MSG_PASSWORD_BLANQUEADA,
  MSG_ULTIMO_ADMINISTRADOR,
  MSG_USUARIO_COD_VENDEDOR_DUPLICADO,
  MSG_USUARIO_DESACTIVARSE,
  MSG_USUARIO_EMAIL_DUPLICADO,
  MSG_USUARIO_NO_ENCONTRADO,
  usuarioCreateSchema,
  usuariosQuerySchema,
  usuarioUpdateSchema,
  type Rol,
  type Sucursal,
  type Usuario,
  type UsuarioDetalle,
} from 'shared';
import { API_URL, fakeRol, fakeSucursal, fakeUsuarioDetalle, setupMswServer } from 'shared/testing';

/** Base URL the shared client uses in tests (re-exported from the kit). */
export { API_URL };

/** The password the fake server generates when none is sent (POST users, reset-password). */
export const PASSWORD_GENERADA = 'Kp7-wQ2r-Zx9m';

/** Names of the seeded roles 1 to 4 (docs/permisos.md). */
const ROLES_SEMBRADOS = ['Administrador', 'Vendedor', 'Inventario', 'Solo lectura'];

type Llamada = 'list' | 'get' | 'roles' | 'sucursales' | 'create' | 'update' | 'reset';

/** In-memory users, roles and branches behind the msw handlers, with what the screens sent. */
export interface UsuariosStore {
  usuarios: UsuarioDetalle[];
  roles: Rol[];
  sucursales: Sucursal[];
  nextId: number;
  /** The user the server sees as signed in (its own deactivation is refused). */
  actorId: number;
  /** Query string of every GET users, in order. */
  requests: URLSearchParams[];
  /** Body of every POST users and PUT users/{id}, in order. */
  bodies: unknown[];
  /** Ids whose password was reset, in order. */
  resets: number[];
  /** Makes a call fail: 'server' answers 500, 'network' never answers. */
  fail: Partial<Record<Llamada, 'server' | 'network'>>;
}

/**
 * A user built with `fakeUsuarioDetalle` (shared/testing, docs/pruebas.md): a seller of Casa Central
 * with commission 5 % unless overridden; the role name follows `roleId` among the seeded roles.
 */
export function buildUsuario(overrides: Partial<UsuarioDetalle> & { id: number }): UsuarioDetalle {
  const roleId = overrides.roleId ?? 2;
  return fakeUsuarioDetalle({
    name: `Vendedor ${String(overrides.id).padStart(2, '0')}`,
    email: `vendedor${overrides.id}@demo.local`,
    cod_vendedor: `V${String(overrides.id).padStart(3, '0')}`,
    roleId,
    roleName: ROLES_SEMBRADOS[roleId - 1] ?? `Rol ${roleId}`,
    comision: '5.00',
    activo: true,
    sucursalId: 1,
    sucursalNombre: 'Casa Central',
    createdAt: '2026-01-15T15:00:00.000Z',
    ...overrides,
  });
}

/**
 * 12 users (two pages of 10): Ana Pérez (id 1, the signed-in test user, the only Administrador),
 * Bruno Díaz (seller), Carla Gómez (Inventario, Sucursal Norte, no seller code, 0 %), Diego Ruiz
 * (Solo lectura, inactive, no branch) and sellers 05 to 12 (3,50 %); the four seeded roles plus
 * 'Cajero' (id 5); branches Casa Central (1) and Sucursal Norte (2).
 */
export function seedUsuarios(): UsuariosStore {
  const usuarios = [
    buildUsuario({ id: 1, name: 'Ana Pérez', email: 'admin@demo.local', roleId: 1, cod_vendedor: 'V001', comision: '0.00' }),
    buildUsuario({ id: 2, name: 'Bruno Díaz', email: 'bruno@demo.local' }),
    buildUsuario({
      id: 3,
      name: 'Carla Gómez',
      email: 'carla@demo.local',
      roleId: 3,
      cod_vendedor: null,
      comision: '0.00',
      sucursalId: 2,
      sucursalNombre: 'Sucursal Norte',
    }),
    buildUsuario({
      id: 4,
      name: 'Diego Ruiz',
      email: 'diego@demo.local',
      roleId: 4,
      cod_vendedor: null,
      comision: '0.00',
      activo: false,
      sucursalId: null,
      sucursalNombre: null,
    }),
  ];
  for (let id = 5; id <= 12; id++) usuarios.push(buildUsuario({ id, comision: '3.50' }));
  return {
    usuarios,
    roles: [1, 2, 3, 4].map((id) => fakeRol({ id })).concat(fakeRol({ id: 5, name: 'Cajero', permissions: ['home.get', 'cajas.get'] })),
    sucursales: [fakeSucursal({ id: 1 }), fakeSucursal({ id: 2 })],
    nextId: 13,
    actorId: 1,
    requests: [],
    bodies: [],
    resets: [],
    fail: {},
  };
}

function failure(kind: 'server' | 'network' | undefined) {
  if (kind === 'network') return HttpResponse.error();
  if (kind === 'server') return HttpResponse.json({ message: 'Fallo interno' }, { status: 500 });
  return undefined;
}

/** A user as GET users lists it. */
const enLista = ({ createdAt: _createdAt, ...u }: UsuarioDetalle): Usuario => u;

const conflicto = (message: string) => HttpResponse.json({ message }, { status: 409 });
const invalido = (message: string) => HttpResponse.json({ message }, { status: 400 });

/**
 * msw handlers of GET/POST users, GET/PUT users/{id}, PUT users/{id}/reset-password, GET roles and
 * GET sucursales over `store`, with the API's checks (docs/contactos-y-administracion.md): bodies
 * parsed with the shared schemas (400 with the first message), 409 for a taken e-mail or seller
 * code, for deactivating `store.actorId` and for leaving no active Administrador (role 1).
 */
export function usuariosHandlers(store: UsuariosStore) {
  const find = (id: unknown) => store.usuarios.find((u) => u.id === Number(id));
  const rolName = (roleId: number) => store.roles.find((r) => r.id === roleId)?.name ?? `Rol ${roleId}`;
  const sucursalNombre = (id: number | null) => (id === null ? null : (store.sucursales.find((s) => s.id === id)?.nombre ?? null));
  const duplicado = (data: { email: string; cod_vendedor: string | null }, exceptoId?: number) => {
    const otros = store.usuarios.filter((u) => u.id !== exceptoId);
    if (otros.some((u) => u.email === data.email)) return conflicto(MSG_USUARIO_EMAIL_DUPLICADO);
    if (data.cod_vendedor && otros.some((u) => u.cod_vendedor === data.cod_vendedor)) return conflicto(MSG_USUARIO_COD_VENDEDOR_DUPLICADO);
    return undefined;
  };

  return [
    http.get(`${API_URL}/users`, ({ request }) => {
      const url = new URL(request.url);
      store.requests.push(url.searchParams);
      const failed = failure(store.fail.list);
      if (failed) return failed;
      const query = usuariosQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success) return invalido(query.error.issues[0].message);
      const { search, roleId, activo, page, pageSize } = query.data;
      const texto = search?.toLocaleLowerCase('es');
      const filtrados = store.usuarios
        .filter((u) => !texto || [u.name, u.email, u.cod_vendedor ?? ''].some((v) => v.toLocaleLowerCase('es').includes(texto)))
        .filter((u) => roleId === undefined || u.roleId === roleId)
        .filter((u) => activo === undefined || String(u.activo) === activo)
        .sort((a, b) => a.name.localeCompare(b.name, 'es') || a.id - b.id);
      return HttpResponse.json({
        usuarios: filtrados.slice((page - 1) * pageSize, page * pageSize).map(enLista),
        total: filtrados.length,
        currentPage: page,
        totalPages: Math.max(1, Math.ceil(filtrados.length / pageSize)),
      });
    }),
    http.get(`${API_URL}/users/:id`, ({ params }) => {
      const failed = failure(store.fail.get);
      if (failed) return failed;
      const usuario = find(params.id);
      return usuario ? HttpResponse.json(usuario) : HttpResponse.json({ message: MSG_USUARIO_NO_ENCONTRADO }, { status: 404 });
    }),
    http.post(`${API_URL}/users`, async ({ request }) => {
      const body = await request.json();
      store.bodies.push(body);
      const failed = failure(store.fail.create);
      if (failed) return failed;
      const parsed = usuarioCreateSchema.safeParse(body);
      if (!parsed.success) return invalido(parsed.error.issues[0].message);
      const { password, ...data } = parsed.data;
      const taken = duplicado(data);
      if (taken) return taken;
      const usuario = buildUsuario({
        ...data,
        id: store.nextId++,
        roleName: rolName(data.roleId),
        sucursalNombre: sucursalNombre(data.sucursalId),
        comision: Number(data.comision).toFixed(2),
        createdAt: '2026-03-02T13:00:00.000Z',
      });
      store.usuarios.push(usuario);
      return HttpResponse.json(password ? { id: usuario.id } : { id: usuario.id, password: PASSWORD_GENERADA }, { status: 201 });
    }),
    http.put(`${API_URL}/users/:id/reset-password`, ({ params }) => {
      const failed = failure(store.fail.reset);
      if (failed) return failed;
      const usuario = find(params.id);
      if (!usuario) return HttpResponse.json({ message: MSG_USUARIO_NO_ENCONTRADO }, { status: 404 });
      store.resets.push(usuario.id);
      return HttpResponse.json({ message: MSG_PASSWORD_BLANQUEADA, password: PASSWORD_GENERADA });
    }),
    http.put(`${API_URL}/users/:id`, async ({ params, request }) => {
      const body = await request.json();
      store.bodies.push(body);
      const failed = failure(store.fail.update);
      if (failed) return failed;
      const usuario = find(params.id);
      if (!usuario) return HttpResponse.json({ message: MSG_USUARIO_NO_ENCONTRADO }, { status: 404 });
      const parsed = usuarioUpdateSchema.safeParse(body);
      if (!parsed.success) return invalido(parsed.error.issues[0].message);
      const data = parsed.data;
      const taken = duplicado(data, usuario.id);
      if (taken) return taken;
      if (usuario.id === store.actorId && !data.activo) return conflicto(MSG_USUARIO_DESACTIVARSE);
      const adminActivo = (u: { roleId: number; activo: boolean }) => u.roleId === 1 && u.activo;
      const quedan = store.usuarios.some((u) => u.id !== usuario.id && adminActivo(u));
      if (adminActivo(usuario) && !adminActivo(data) && !quedan) return conflicto(MSG_ULTIMO_ADMINISTRADOR);
      Object.assign(usuario, {
        ...data,
        roleName: rolName(data.roleId),
        sucursalNombre: sucursalNombre(data.sucursalId),
        comision: Number(data.comision).toFixed(2),
      });
      return HttpResponse.json(usuario);
    }),
    http.get(`${API_URL}/roles`, () => failure(store.fail.roles) ?? HttpResponse.json({ roles: store.roles })),
    http.get(`${API_URL}/sucursales`, () => failure(store.fail.sucursales) ?? HttpResponse.json({ sucursales: store.sucursales })),
  ];
}

/**
 * Test helper (docs/pruebas.md): the msw server of a user-screen test file, with a fresh
 * {@link seedUsuarios} store before each test and unhandled requests failing the test.
 * @returns `server` (for `server.use` overrides) and `store()`, the current test's store.
 */
export function setupUsuariosServer() {
  return setupMswServer(seedUsuarios, usuariosHandlers);
}
