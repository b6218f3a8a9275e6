import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API_URL, renderWithProviders, server } from 'shared/testing';
import { UserMenu } from './UserMenu';

const user = {
  id: 7,
  name: 'Ana Pérez',
  email: 'ana@demo.local',
  roleId: 2,
  roleName: 'Vendedor',
  permissions: ['ventas.get'],
  cod_vendedor: 'V01',
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function openMenu() {
  const u = userEvent.setup();
  const view = renderWithProviders(<UserMenu />, { route: '/home', user });
  await u.click(screen.getByRole('button', { name: /Menú de usuario/ }));
  return { u, view, menu: screen.getByRole('menu', { name: 'Menú de usuario' }) };
}

describe('UserMenu', () => {
  afterEach(() => {
    delete (window as unknown as { __APP_CONFIG__?: unknown }).__APP_CONFIG__;
  });

  it('shows name, role name and e-mail with the three actions', async () => {
    const { menu } = await openMenu();
    expect(within(menu).getByText('Ana Pérez')).toBeInTheDocument();
    expect(within(menu).getByText('Vendedor')).toBeInTheDocument();
    expect(within(menu).getByText('ana@demo.local')).toBeInTheDocument();
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Cambiar Contraseña',
      'Reportar un problema',
      'Cerrar sesión',
    ]);
  });

  it('opens the report form in a new tab without opener', async () => {
    (window as unknown as { __APP_CONFIG__: unknown }).__APP_CONFIG__ = {
      reportProblemUrl: 'https://forms.example/reporte',
    };
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { u, menu } = await openMenu();
    await u.click(within(menu).getByRole('menuitem', { name: 'Reportar un problema' }));
    expect(open).toHaveBeenCalledWith('https://forms.example/reporte', '_blank', expect.stringContaining('noopener'));
    open.mockRestore();
  });

  it('signs out with Cerrar sesión', async () => {
    const { u, menu, view } = await openMenu();
    await u.click(within(menu).getByRole('menuitem', { name: 'Cerrar sesión' }));
    expect(view.auth.logout).toHaveBeenCalledTimes(1);
  });

  it('closes with Escape and gives focus back to its button', async () => {
    const { u } = await openMenu();
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Menú de usuario/ })).toHaveFocus();
  });
});

describe('Cambiar Contraseña', () => {
  async function openDialog() {
    const { u, menu } = await openMenu();
    await u.click(within(menu).getByRole('menuitem', { name: 'Cambiar Contraseña' }));
    expect(screen.getByRole('dialog', { name: 'Cambiar Contraseña' })).toBeInTheDocument();
    // The form is loaded on the first opening (the dialog shows a spinner meanwhile).
    await screen.findByLabelText(/Nueva contraseña/);
    const dialog = screen.getByRole('dialog', { name: 'Cambiar Contraseña' });
    return { u, dialog };
  }

  async function fill(u: ReturnType<typeof userEvent.setup>, a: string, b: string) {
    await u.type(screen.getByLabelText(/Nueva contraseña/), a);
    await u.type(screen.getByLabelText(/Confirmar contraseña/), b);
    await u.click(screen.getByRole('button', { name: 'Guardar' }));
  }

  it('refuses different passwords without calling the API', async () => {
    let called = false;
    server.use(
      http.put(`${API_URL}/auth/change-password/7`, () => {
        called = true;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { u } = await openDialog();
    await fill(u, 'NuevaClave1', 'NuevaClave2');
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it('sends the new password and confirms with a toast', async () => {
    let body: unknown;
    server.use(
      http.put(`${API_URL}/auth/change-password/7`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Contraseña actualizada' });
      }),
    );
    const { u } = await openDialog();
    await fill(u, 'NuevaClave1', 'NuevaClave1');
    expect(await screen.findByText('Contraseña actualizada correctamente')).toBeInTheDocument();
    expect(body).toEqual({ newPassword: 'NuevaClave1' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cambiar Contraseña' })).not.toBeInTheDocument());
  });

  it('shows the server message when the change is refused', async () => {
    server.use(
      http.put(`${API_URL}/auth/change-password/7`, () =>
        HttpResponse.json({ message: 'La contraseña debe tener al menos 8 caracteres.' }, { status: 400 }),
      ),
    );
    const { u } = await openDialog();
    await fill(u, 'corta', 'corta');
    expect(await screen.findByText('La contraseña debe tener al menos 8 caracteres.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Cambiar Contraseña' })).toBeInTheDocument();
  });

  it('falls back to the generic message when the server sends none', async () => {
    server.use(http.put(`${API_URL}/auth/change-password/7`, () => new HttpResponse(null, { status: 500 })));
    const { u } = await openDialog();
    await fill(u, 'NuevaClave1', 'NuevaClave1');
    expect(await screen.findByText('Error al cambiar la contraseña')).toBeInTheDocument();
  });

  it('reports a network failure', async () => {
    server.use(http.put(`${API_URL}/auth/change-password/7`, () => HttpResponse.error()));
    const { u } = await openDialog();
    await fill(u, 'NuevaClave1', 'NuevaClave1');
    expect(await screen.findByText('Error en la petición')).toBeInTheDocument();
  });
});
