import {
  ALL_PERMISSIONS,
  MSG_CONTRASENA_ACTUAL_FALTA,
  MSG_CONTRASENA_ACTUAL_INCORRECTA,
  MSG_USUARIO_ADMIN_PROTEGIDO,
  MSG_USUARIO_CONTRASENA_AJENA,
  MSG_USUARIO_NO_ENCONTRADO,
  P,
  ROLE_PERMISSIONS,
} from '../index';
import { fakeSessionUser } from './factories';
import { API_URL } from './msw';
import { DEMO_PASSWORD, MSG_CREDENCIALES, MSG_NO_AUTENTICADO, MSG_SIN_PERMISO, setupSessionServer } from './session-handlers';

const { store } = setupSessionServer();

/** Calls the fake auth API as the shared client does; answers the status and the JSON body. */
async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${API_URL}/${path}`, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe('setupSessionServer (docs/seguridad.md)', () => {
  it('starts signed out, signs the administrator in with the demo password and out again', async () => {
    expect(await call('GET', 'auth/me')).toEqual({ status: 401, body: { message: MSG_NO_AUTENTICADO } });
    expect(await call('POST', 'auth/login', { email: 'ADMIN@demo.local', password: 'otra' })).toEqual({ status: 401, body: { message: MSG_CREDENCIALES } });
    const login = await call('POST', 'auth/login', { email: 'ADMIN@demo.local', password: DEMO_PASSWORD });
    expect(login).toEqual({ status: 200, body: { user: store().user } });
    expect(store().user).toMatchObject({ name: 'Laura Gómez', roleName: 'Administrador' });
    expect(await call('GET', 'auth/me')).toEqual({ status: 200, body: store().user });
    expect(await call('POST', 'auth/logout')).toEqual({ status: 200, body: { message: 'Sesión cerrada correctamente.' } });
    expect(store().logouts).toBe(1);
    expect(await call('GET', 'auth/me')).toMatchObject({ status: 401 });
    expect(store().logins).toHaveLength(2);
  });

  it('refuses a login body the API refuses, with its message', async () => {
    expect(await call('POST', 'auth/login', { email: 'admin@demo.local' })).toEqual({ status: 400, body: { message: 'Ingrese su contraseña.' } });
    expect(await call('POST', 'auth/login', { email: 'admin@demo.local', password: DEMO_PASSWORD, extra: 1 })).toMatchObject({ status: 400 });
    expect(store().me).toBeNull();
  });

  it('changes only the own password, unless the user holds usuarios.put', async () => {
    const newPassword = 'NuevaClave1';
    expect(await call('PUT', 'auth/change-password/2', { newPassword })).toMatchObject({ status: 401 });

    // One's own password: with the current one (docs/seguridad.md).
    const vendedor = fakeSessionUser({ id: 2, roleName: 'Vendedor', email: 'vendedor@demo.local' });
    store().me = vendedor;
    store().user = vendedor;
    expect(await call('PUT', 'auth/change-password/3', { newPassword })).toEqual({ status: 403, body: { message: MSG_SIN_PERMISO } });
    expect(await call('PUT', 'auth/change-password/2', { passwordActual: DEMO_PASSWORD, newPassword: 'corta' })).toEqual({
      status: 400,
      body: { message: 'La contraseña debe tener al menos 8 caracteres.' },
    });
    expect(await call('PUT', 'auth/change-password/2', { newPassword })).toEqual({ status: 400, body: { message: MSG_CONTRASENA_ACTUAL_FALTA } });
    expect(await call('PUT', 'auth/change-password/2', { passwordActual: 'NoEsLaMia1', newPassword })).toEqual({
      status: 400,
      body: { message: MSG_CONTRASENA_ACTUAL_INCORRECTA },
    });
    expect(store().passwordChanges).toEqual([]);
    expect(await call('PUT', 'auth/change-password/2', { passwordActual: DEMO_PASSWORD, newPassword })).toEqual({
      status: 200,
      body: { message: 'Contraseña actualizada correctamente' },
    });
    // The new password is the one that signs in now.
    expect(await call('POST', 'auth/login', { email: 'vendedor@demo.local', password: DEMO_PASSWORD })).toMatchObject({ status: 401 });
    expect(await call('POST', 'auth/login', { email: 'vendedor@demo.local', password: newPassword })).toMatchObject({ status: 200 });

    // Another user's: usuarios.put and every permission of that user's role.
    store().me = fakeSessionUser({ id: 5, roleName: 'Usuarios', permissions: [P.usuariosPut] });
    expect(await call('PUT', 'auth/change-password/3', { newPassword })).toEqual({ status: 403, body: { message: MSG_USUARIO_CONTRASENA_AJENA } });
    expect(await call('PUT', 'auth/change-password/99', { newPassword })).toEqual({ status: 404, body: { message: MSG_USUARIO_NO_ENCONTRADO } });
    store().me = fakeSessionUser({ id: 6, roleName: 'Usuarios', permissions: [P.usuariosPut, ...ROLE_PERMISSIONS.Inventario] });
    expect(await call('PUT', 'auth/change-password/3', { newPassword })).toMatchObject({ status: 200 });
    expect(await call('PUT', 'auth/change-password/2', { newPassword })).toEqual({ status: 403, body: { message: MSG_USUARIO_CONTRASENA_AJENA } });
    // An Administrador's: only with every permission of the catalogue.
    store().me = fakeSessionUser({ id: 7, roleName: 'Usuarios', permissions: ALL_PERMISSIONS.filter((p) => p !== P.auditoriaGet) });
    expect(await call('PUT', 'auth/change-password/1', { newPassword })).toEqual({ status: 403, body: { message: MSG_USUARIO_ADMIN_PROTEGIDO } });
    store().me = fakeSessionUser({ id: 8, roleName: 'Usuarios', permissions: [...ALL_PERMISSIONS] });
    expect(await call('PUT', 'auth/change-password/1', { newPassword })).toMatchObject({ status: 200 });
    expect(store().passwordChanges).toEqual([
      { userId: 2, newPassword },
      { userId: 3, newPassword },
      { userId: 1, newPassword },
    ]);
  });
});
