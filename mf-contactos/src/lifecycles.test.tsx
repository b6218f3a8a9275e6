import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SessionUser } from 'shared';
import { API_URL, fakeSessionUser, mountLifecycles } from 'shared/testing';
import { setupClientesServer } from './features/clientes/testing/clientes-handlers';
import * as lifecycles from './lifecycles';

// Smoke test of the exposed './lifecycles' module; the factory is tested in shared/src/standalone.
const { server } = setupClientesServer();

/** The session GET auth/me answers with (null: 401, signed out). */
let me: SessionUser | null = null;
beforeEach(() => {
  me = null;
  server.use(
    http.get(`${API_URL}/auth/me`, () => (me ? HttpResponse.json(me) : HttpResponse.json({ message: 'No autenticado. Inicie sesión.' }, { status: 401 }))),
    http.post(`${API_URL}/auth/logout`, () => HttpResponse.json({ message: 'Sesión cerrada.' })),
  );
});
afterEach(() => window.history.pushState({}, '', '/'));

it('mounts the mf-contactos standalone host into its element and unmounts it', async () => {
  const app = await mountLifecycles(lifecycles, 'mf-contactos');
  expect(await screen.findByRole('heading', { name: 'mf-contactos' })).toBeInTheDocument();
  await app.unmount();
  expect(app.domElement).toBeEmptyDOMElement();
});

it('shows the screen of its route to a signed-in user', async () => {
  me = fakeSessionUser({ roleName: 'Vendedor' });
  window.history.pushState({}, '', '/listados/clientes');
  const app = await mountLifecycles(lifecycles, 'mf-contactos');
  expect(await screen.findByText('Juan Pérez')).toBeInTheDocument();
  await app.unmount();
  await waitFor(() => expect(app.domElement).toBeEmptyDOMElement());
});
