import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API_URL, fakeSessionUser, mountLifecycles, setupMswServer } from '../testing';
import { createRemoteLifecycles } from './lifecycles';

function Boom(): never {
  throw new Error('boom');
}

const lifecycles = createRemoteLifecycles({
  name: 'mf-prueba',
  routes: [
    { path: '/listados/clientes', Component: () => <h1>Clientes del remoto</h1> },
    { path: '/crear-cliente', Component: Boom },
  ],
});

/** The seeded administrator, every permission. */
const admin = fakeSessionUser({ roleName: 'Administrador' });

/** Whether a session exists in the fake API of one test. */
interface SessionStore {
  signedIn: boolean;
}

/** GET auth/me answers as `store.signedIn` says; a failed check signs out (POST auth/logout). */
function sessionHandlers(store: SessionStore) {
  return [
    http.get(`${API_URL}/auth/me`, () =>
      store.signedIn ? HttpResponse.json(admin) : HttpResponse.json({ message: 'No autenticado. Inicie sesión.' }, { status: 401 }),
    ),
    http.post(`${API_URL}/auth/logout`, () => HttpResponse.json({ message: 'Sesión cerrada.' })),
  ];
}

const { store } = setupMswServer<SessionStore>(() => ({ signedIn: false }), sessionHandlers);

/** Mounts the lifecycles at `url`, as a single-spa host would on that route. */
function mountAt(url: string) {
  window.history.pushState({}, '', url);
  return mountLifecycles(lifecycles, 'mf-prueba');
}

describe('createRemoteLifecycles', () => {
  it('asks for a sign-in, titled with the remote name, when there is no session', async () => {
    store().signedIn = false;
    const app = await mountAt('/listados/clientes');
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'mf-prueba' })).toBeInTheDocument();
    await app.unmount();
  });

  it('renders the remote screen for the current URL and unmounts cleanly', async () => {
    store().signedIn = true;
    const app = await mountAt('/listados/clientes');
    expect(await screen.findByRole('heading', { name: 'Clientes del remoto' })).toBeInTheDocument();
    await app.unmount();
    await waitFor(() => expect(app.domElement).toBeEmptyDOMElement());
  });

  it("shows 'No se pudo mostrar el módulo {name}.' when a screen throws", async () => {
    store().signedIn = true;
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = await mountAt('/crear-cliente');
    expect(await screen.findByText('No se pudo mostrar el módulo mf-prueba.')).toBeInTheDocument();
    await app.unmount();
    consoleError.mockRestore();
  });
});
