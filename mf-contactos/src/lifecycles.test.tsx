import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ALL_PERMISSIONS } from 'shared';
import { API_URL, server } from 'shared/testing';
import { bootstrap, mount, unmount } from './lifecycles';

jest.mock('./routes', () => ({
  routes: [{ path: '/listados/clientes', Component: () => <h1>Clientes del remoto</h1> }],
}));

const admin = { id: 1, name: 'Laura Gómez', email: 'admin@demo.local', roleId: 1, roleName: 'Administrador', permissions: [...ALL_PERMISSIONS], cod_vendedor: 'V001' };
let signedIn = false;

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(() => {
  server.use(
    http.get(`${API_URL}/auth/me`, () =>
      signedIn ? HttpResponse.json(admin) : HttpResponse.json({ message: 'No autenticado. Inicie sesión.' }, { status: 401 }),
    ),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Mounts the remote the way a single-spa host does, into its own element. */
async function mountApp() {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const props = { name: 'mf-contactos', domElement, singleSpa: {}, mountParcel: jest.fn() } as never;
  await bootstrap(props);
  let mounted: Promise<unknown> = Promise.resolve();
  await act(async () => {
    mounted = mount(props);
  });
  await mounted;
  return { domElement, props };
}

describe('single-spa lifecycles', () => {
  it('asks for a sign-in when there is no session', async () => {
    signedIn = false;
    window.history.pushState({}, '', '/listados/clientes');
    const { props } = await mountApp();
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    await act(() => unmount(props));
  });

  it('renders the remote screen for the current URL and unmounts cleanly', async () => {
    signedIn = true;
    window.history.pushState({}, '', '/listados/clientes');
    const { domElement, props } = await mountApp();
    expect(await screen.findByRole('heading', { name: 'Clientes del remoto' })).toBeInTheDocument();
    await act(() => unmount(props));
    await waitFor(() => expect(domElement).toBeEmptyDOMElement());
  });
});
