import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  MSG_PASSWORD_BLANQUEADA,
  MSG_ULTIMO_ADMINISTRADOR,
  MSG_USUARIO_DESACTIVARSE,
  MSG_USUARIO_EMAIL_DUPLICADO,
  P,
  type SessionUser,
} from 'shared';
import { fakeSessionUser, LocationProbe, renderWithProviders } from 'shared/testing';
import { toast } from 'shared/toast';
import { UsuarioDetallePage } from './UsuarioDetallePage';
import { UsuariosListPage } from '../lista/UsuariosListPage';
import { PASSWORD_GENERADA, setupUsuariosServer } from '../testing/usuarios-handlers';

const { store } = setupUsuariosServer();
afterEach(() => toast.remove());
// Typing into the whole form takes a few seconds in jsdom on a busy machine.
jest.setTimeout(15_000);

/** Ana Pérez, user 1: the only active administrator. */
const ana = fakeSessionUser({ id: 1, roleName: 'Administrador' });
/** Another administrator's session (user 7 in the store is a seller, but the session holds every permission). */
const otroAdmin = fakeSessionUser({ id: 7, roleName: 'Administrador' });
/** May see users but not change them. */
const lector = fakeSessionUser({ id: 4, roleName: 'Solo lectura', permissions: [P.usuariosGet, P.usuariosDetail] });

function renderDetalle(route: string, user: SessionUser = otroAdmin) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/usuarios" element={<UsuariosListPage />} />
        <Route path="/usuarios/:id" element={<UsuarioDetallePage />} />
      </Routes>
      <LocationProbe />
    </>,
    { route, user },
  );
}

const location = () => screen.getByTestId('location').textContent;
/** The read-only fields as label → value. */
const datos = () =>
  Object.fromEntries(
    within(screen.getByRole('region', { name: 'Datos del usuario' }))
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

describe('/usuarios/{id}', () => {
  it("shows every field of the user and the 'Alta' date", async () => {
    renderDetalle('/usuarios/3');
    expect(await screen.findByRole('heading', { name: 'Carla Gómez' })).toBeInTheDocument();
    expect(datos()).toEqual({
      Nombre: 'Carla Gómez',
      'E-mail': 'carla@demo.local',
      Rol: 'Inventario',
      Sucursal: 'Sucursal Norte',
      'Código de vendedor': '-',
      Comisión: '0,00 %',
      Estado: 'Activo',
      // 15:00 UTC is 12:00 in Buenos Aires, the same day.
      Alta: '15/01/2026',
    });
  });

  it("says 'Usuario no encontrado.' for a missing user or a malformed id", async () => {
    const { unmount } = renderDetalle('/usuarios/99');
    expect(await screen.findByText('Usuario no encontrado.')).toBeInTheDocument();
    unmount();
    renderDetalle('/usuarios/abc');
    expect(screen.getByText('Usuario no encontrado.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
  });

  it('edits the user and sends every field', async () => {
    const user = userEvent.setup();
    renderDetalle('/usuarios/2');
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const nombre = await screen.findByLabelText(/^Nombre/);
    expect(nombre).toHaveValue('Bruno Díaz');
    expect(screen.getByLabelText(/^Rol/)).toHaveValue('2');
    expect(screen.getByLabelText('Sucursal')).toHaveValue('1');
    expect(screen.getByLabelText('Comisión (%)')).toHaveValue('5.00');
    expect(screen.getByRole('checkbox', { name: 'Activo' })).toBeEnabled();
    // No password when editing: it is reset instead.
    expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Comisión (%)'));
    await user.type(screen.getByLabelText('Comisión (%)'), '7.25');
    await user.selectOptions(screen.getByLabelText('Sucursal'), 'Sin sucursal');
    await user.click(screen.getByRole('checkbox', { name: 'Activo' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Usuario actualizado exitosamente')).toBeInTheDocument();
    expect(store().bodies).toEqual([
      {
        name: 'Bruno Díaz',
        email: 'bruno@demo.local',
        roleId: 2,
        sucursalId: null,
        cod_vendedor: 'V002',
        comision: '7.25',
        activo: false,
      },
    ]);
    expect(datos()).toMatchObject({ Sucursal: '-', Comisión: '7,25 %', Estado: 'Inactivo' });
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  });

  it('keeps the form and shows the 409 when the last administrator would lose the role', async () => {
    const user = userEvent.setup();
    renderDetalle('/usuarios/1');
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    await user.selectOptions(await screen.findByLabelText(/^Rol/), 'Vendedor');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(MSG_ULTIMO_ADMINISTRADOR)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Rol/)).toHaveValue('2');
    expect(store().usuarios[0].roleId).toBe(1);
  });

  it('shows the 409 of a taken e-mail and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderDetalle('/usuarios/2');
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const email = await screen.findByLabelText(/^E-mail/);
    await user.clear(email);
    await user.type(email, 'carla@demo.local');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(MSG_USUARIO_EMAIL_DUPLICADO)).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('carla@demo.local');
  });

  it("shows the server's refusal to deactivate oneself", async () => {
    // The server sees user 2 as signed in while the page is opened by another session.
    store().actorId = 2;
    const user = userEvent.setup();
    renderDetalle('/usuarios/2');
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Activo' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(MSG_USUARIO_DESACTIVARSE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  });

  it('on the own page Activo is disabled with a note, and stays as it is when saving', async () => {
    const user = userEvent.setup();
    renderDetalle('/usuarios/1', ana);
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const activo = await screen.findByRole('checkbox', { name: 'Activo' });
    expect(activo).toBeDisabled();
    expect(activo).toBeChecked();
    expect(activo).toHaveAccessibleDescription(MSG_USUARIO_DESACTIVARSE);
    await user.type(screen.getByLabelText(/^Nombre/), ' G.');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Usuario actualizado exitosamente')).toBeInTheDocument();
    expect(store().bodies).toEqual([expect.objectContaining({ name: 'Ana Pérez G.', activo: true })]);
  });

  it('resets the password after a confirmation and shows the new one once', async () => {
    const user = userEvent.setup();
    renderDetalle('/usuarios/3');
    await user.click(await screen.findByRole('button', { name: 'Restablecer contraseña' }));
    let confirmacion = await screen.findByRole('alertdialog', { name: 'Restablecer contraseña' });
    expect(confirmacion).toHaveTextContent('Se generará una contraseña nueva y se cerrarán las sesiones del usuario.');
    await user.click(within(confirmacion).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(store().resets).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    confirmacion = await screen.findByRole('alertdialog', { name: 'Restablecer contraseña' });
    await user.click(within(confirmacion).getByRole('button', { name: 'Restablecer' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Contraseña generada' });
    expect(within(dialogo).getByText(PASSWORD_GENERADA)).toBeInTheDocument();
    expect(within(dialogo).getByText(MSG_PASSWORD_BLANQUEADA)).toBeInTheDocument();
    expect(store().resets).toEqual([3]);

    await user.click(within(dialogo).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(PASSWORD_GENERADA)).not.toBeInTheDocument();
    expect(location()).toBe('/usuarios/3');
  });

  it("has neither 'Editar' nor 'Restablecer contraseña' without usuarios.put", async () => {
    renderDetalle('/usuarios/2', lector);
    expect(await screen.findByRole('heading', { name: 'Bruno Díaz' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restablecer contraseña' })).not.toBeInTheDocument();
  });

  it("'Volver' returns to the list with its filters and page", async () => {
    const user = userEvent.setup();
    renderDetalle('/usuarios?activo=true&page=2');
    await user.click(await screen.findByRole('link', { name: 'Vendedor 12' }));
    expect(await screen.findByRole('heading', { name: 'Vendedor 12' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('link', { name: 'Vendedor 12' })).toBeInTheDocument();
    expect(location()).toBe('/usuarios?activo=true&page=2');
  });

  it("'Volver' goes to /usuarios when the user was the first screen opened", async () => {
    const user = userEvent.setup();
    renderDetalle('/usuarios/2');
    await screen.findByRole('heading', { name: 'Bruno Díaz' });
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('link', { name: 'Bruno Díaz' })).toBeInTheDocument();
    expect(location()).toBe('/usuarios');
  });
});
