import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { AuthProvider } from 'shared/auth';
import { API_URL, renderWithProviders, server } from 'shared/testing';
import { LoginPage } from './LoginPage';

const sessionUser = {
  id: 1,
  name: 'Ana Pérez',
  email: 'admin@demo.local',
  roleId: 1,
  roleName: 'Administrador',
  permissions: [],
  cod_vendedor: null,
};

let signedIn = false;
let loginBody: unknown;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  signedIn = false;
  loginBody = undefined;
  server.use(
    http.get(`${API_URL}/auth/me`, () =>
      signedIn ? HttpResponse.json(sessionUser) : HttpResponse.json({ message: 'No autenticado' }, { status: 401 }),
    ),
    http.post(`${API_URL}/auth/logout`, () => HttpResponse.json({ message: 'ok' })),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderLogin() {
  return renderWithProviders(
    <AuthProvider>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/home" element={<h1>Inicio</h1>} />
      </Routes>
    </AuthProvider>,
    { route: '/login', user: null },
  );
}

async function submit(u: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await u.type(screen.getByLabelText(/Correo electrónico/), email);
  await u.type(screen.getByLabelText(/^Contraseña/), password);
  await u.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('LoginPage', () => {
  it('shows the logo, the two fields and the button', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Contraseña/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
  });

  it("shows 'Credenciales inválidas' when the API answers 401", async () => {
    server.use(
      http.post(`${API_URL}/auth/login`, async ({ request }) => {
        loginBody = await request.json();
        return HttpResponse.json({ message: 'Credenciales inválidas' }, { status: 401 });
      }),
    );
    const u = userEvent.setup();
    renderLogin();
    await submit(u, 'admin@demo.local', 'mala');
    expect(await screen.findByRole('alert')).toHaveTextContent('Credenciales inválidas');
    expect(loginBody).toEqual({ email: 'admin@demo.local', password: 'mala' });
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeEnabled();
  });

  it("shows 'Credenciales inválidas' for any other refusal too", async () => {
    server.use(http.post(`${API_URL}/auth/login`, () => HttpResponse.json({ message: 'Demasiados intentos' }, { status: 429 })));
    const u = userEvent.setup();
    renderLogin();
    await submit(u, 'admin@demo.local', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Credenciales inválidas');
  });

  it("shows 'Ingresando...' while waiting and goes to /home on success", async () => {
    server.use(
      http.post(`${API_URL}/auth/login`, async () => {
        await delay(50);
        signedIn = true;
        return HttpResponse.json({ user: sessionUser });
      }),
    );
    const u = userEvent.setup();
    renderLogin();
    await submit(u, 'admin@demo.local', 'Demo1234!');
    expect(screen.getByRole('button', { name: 'Ingresando...' })).toBeDisabled();
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
