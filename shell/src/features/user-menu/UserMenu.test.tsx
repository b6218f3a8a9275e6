import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { P } from 'shared';
import { API_URL, fakeSessionUser, renderWithProviders, setupSessionServer } from 'shared/testing';
import { UserMenu } from './UserMenu';

/** A seller who may only see the sales: no usuarios.put, so she changes only her own password. */
const user = fakeSessionUser({ id: 7, name: 'Ana Pérez', email: 'ana@demo.local', roleName: 'Vendedor', permissions: [P.ventasGet] });

// The API knows her session: PUT auth/change-password/7 is hers to call.
const { server, store } = setupSessionServer(() => ({ me: user, user }));

/** The shell's run-time config (/config.json) with the problem report form configured. */
const configConReporte = { apiUrl: API_URL, reportProblemUrl: 'https://forms.example/reporte', remotes: {} };

async function openMenu() {
  const u = userEvent.setup();
  const view = renderWithProviders(<UserMenu />, { route: '/home', user });
  await u.click(screen.getByRole('button', { name: 'Menú de usuario: Ana Pérez' }));
  // The menu is named by its button (WAI-ARIA menu button).
  return { u, view, menu: screen.getByRole('menu', { name: 'Menú de usuario: Ana Pérez' }) };
}

describe('UserMenu', () => {
  afterEach(() => {
    delete window.__APP_CONFIG__;
  });

  it('shows name, role name and e-mail, which name the block of the first two actions, then Cerrar sesión', async () => {
    const { menu } = await openMenu();
    expect(within(menu).getByText('Ana Pérez')).toBeInTheDocument();
    expect(within(menu).getByText('Vendedor')).toBeInTheDocument();
    expect(within(menu).getByText('ana@demo.local')).toBeInTheDocument();
    const cuenta = within(menu).getByRole('group', { name: 'Ana Pérez Vendedor ana@demo.local' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveAccessibleName('Cambiar Contraseña');
    expect(items[1]).toHaveAccessibleName('Reportar un problema');
    expect(items[2]).toHaveAccessibleName('Cerrar sesión');
    expect(within(cuenta).getAllByRole('menuitem')).toEqual(items.slice(0, 2));
  });

  it('disables Reportar un problema and says why when no form is configured', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { u, menu } = await openMenu();
    const reportar = within(menu).getByRole('menuitem', { name: 'Reportar un problema' });
    expect(reportar).toHaveAttribute('aria-disabled', 'true');
    expect(reportar).toHaveAccessibleDescription('Enlace no configurado');
    await u.click(reportar);
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('opens from the keyboard on its first action and moves with the arrows', async () => {
    window.__APP_CONFIG__ = configConReporte;
    const u = userEvent.setup();
    renderWithProviders(<UserMenu />, { route: '/home', user });
    await u.tab();
    expect(screen.getByRole('button', { name: 'Menú de usuario: Ana Pérez' })).toHaveFocus();
    await u.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Cambiar Contraseña' })).toHaveFocus();
    await u.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Cerrar sesión' })).toHaveFocus();
  });

  it('opens the report form in a new tab without opener', async () => {
    window.__APP_CONFIG__ = configConReporte;
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
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menú de usuario: Ana Pérez' })).toHaveFocus());
  });
});

describe('Cambiar Contraseña', () => {
  async function openDialog() {
    const { u, menu } = await openMenu();
    await u.click(within(menu).getByRole('menuitem', { name: 'Cambiar Contraseña' }));
    expect(await screen.findByRole('dialog', { name: 'Cambiar Contraseña' })).toBeInTheDocument();
    // The form is loaded on the first opening (the dialog shows a spinner meanwhile); it opens on its first field.
    await waitFor(() => expect(screen.getByLabelText(/Contraseña actual/)).toHaveFocus());
    const dialog = screen.getByRole('dialog', { name: 'Cambiar Contraseña' });
    return { u, dialog };
  }

  async function fill(u: ReturnType<typeof userEvent.setup>, a: string, b: string, actual = store().password) {
    await u.type(screen.getByLabelText(/Contraseña actual/), actual);
    await u.type(screen.getByLabelText(/Nueva contraseña/), a);
    await u.type(screen.getByLabelText(/Confirmar contraseña/), b);
    await u.click(screen.getByRole('button', { name: 'Guardar' }));
  }

  it('opens on the current password and, closed with Cancelar, gives the focus back to the user menu button', async () => {
    const { u, dialog } = await openDialog();
    expect(within(dialog).getByLabelText(/Contraseña actual/)).toHaveFocus();
    await u.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menú de usuario: Ana Pérez' })).toHaveFocus());
  });

  it('refuses different passwords without calling the API', async () => {
    const { u } = await openDialog();
    await fill(u, 'NuevaClave1', 'NuevaClave2');
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(store().passwordChanges).toEqual([]);
  });

  it('sends the new password and confirms with a toast', async () => {
    const { u } = await openDialog();
    await fill(u, 'NuevaClave1', 'NuevaClave1');
    expect(await screen.findByText('Contraseña actualizada correctamente')).toBeInTheDocument();
    expect(store().passwordChanges).toEqual([{ userId: 7, newPassword: 'NuevaClave1' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cambiar Contraseña' })).not.toBeInTheDocument());
  });

  it('sends the current password; a wrong one shows the server message and the dialog stays open', async () => {
    const { u } = await openDialog();
    await fill(u, 'NuevaClave1', 'NuevaClave1', 'NoEsLaMia1');
    expect(await screen.findByText('La contraseña actual no es correcta.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Cambiar Contraseña' })).toBeInTheDocument();
    expect(store().passwordChanges).toEqual([]);
  });

  it('shows the server message when the change is refused', async () => {
    const { u } = await openDialog();
    await fill(u, 'corta', 'corta');
    expect(await screen.findByText('La contraseña debe tener al menos 8 caracteres.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Cambiar Contraseña' })).toBeInTheDocument();
    expect(store().passwordChanges).toEqual([]);
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
