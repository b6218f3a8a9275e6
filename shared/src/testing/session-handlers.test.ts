import { P } from '../permissions';
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

    store().me = fakeSessionUser({ id: 2, roleName: 'Vendedor' });
    expect(await call('PUT', 'auth/change-password/3', { newPassword })).toEqual({ status: 403, body: { message: MSG_SIN_PERMISO } });
    expect(await call('PUT', 'auth/change-password/2', { newPassword: 'corta' })).toEqual({
      status: 400,
      body: { message: 'La contraseña debe tener al menos 8 caracteres.' },
    });
    expect(await call('PUT', 'auth/change-password/2', { newPassword })).toEqual({ status: 200, body: { message: 'Contraseña actualizada correctamente' } });

    store().me = fakeSessionUser({ id: 4, roleName: 'Usuarios', permissions: [P.usuariosPut] });
    expect(await call('PUT', 'auth/change-password/3', { newPassword })).toMatchObject({ status: 200 });
    expect(store().passwordChanges).toEqual([
      { userId: 2, newPassword },
      { userId: 3, newPassword },
    ]);
  });
});
