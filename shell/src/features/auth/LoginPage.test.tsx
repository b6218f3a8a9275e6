import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { AuthProvider } from 'shared/auth';
import { API_URL, DEMO_PASSWORD, fakeSessionUser, renderWithProviders, setupSessionServer } from 'shared/testing';
import { LoginPage } from './LoginPage';

/** Who signs in with admin@demo.local and the demo password: a seeded administrator. */
const sessionUser = fakeSessionUser({ id: 1, name: 'Ana Pérez', email: 'admin@demo.local', roleName: 'Administrador' });

// Signed out: the page checks the session first (GET auth/me answers 401).
const { server, store } = setupSessionServer(() => ({ user: sessionUser }));

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
    const u = userEvent.setup();
    renderLogin();
    await submit(u, 'admin@demo.local', 'mala');
    expect(await screen.findByRole('alert')).toHaveTextContent('Credenciales inválidas');
    expect(store().logins).toEqual([{ email: 'admin@demo.local', password: 'mala' }]);
    expect(store().me).toBeNull();
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeEnabled();
  });

  it("shows 'Credenciales inválidas' for any other refusal too", async () => {
    const demasiados = 'Demasiados intentos fallidos para esta cuenta. Espere 15 minutos e intente nuevamente.';
    server.use(http.post(`${API_URL}/auth/login`, () => HttpResponse.json({ message: demasiados }, { status: 429 })));
    const u = userEvent.setup();
    renderLogin();
    await submit(u, 'admin@demo.local', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Credenciales inválidas');
    expect(screen.queryByText(demasiados)).not.toBeInTheDocument();
  });

  it("shows 'Ingresando...' while waiting and goes to /home on success", async () => {
    store().loginDelayMs = 50;
    const u = userEvent.setup();
    renderLogin();
    await submit(u, 'admin@demo.local', DEMO_PASSWORD);
    expect(screen.getByRole('button', { name: 'Ingresando...' })).toBeDisabled();
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store().me).toEqual(sessionUser);
  });
});
