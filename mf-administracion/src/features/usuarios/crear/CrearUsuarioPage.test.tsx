import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { MSG_USUARIO_COD_VENDEDOR_DUPLICADO, MSG_USUARIO_EMAIL_DUPLICADO } from 'shared';
import { fakeSessionUser, LocationProbe, renderWithProviders } from 'shared/testing';
import { toast } from 'shared/toast';
import { CrearUsuarioPage } from './CrearUsuarioPage';
import { PASSWORD_GENERADA, setupUsuariosServer } from '../testing/usuarios-handlers';

const { store } = setupUsuariosServer();
afterEach(() => toast.remove());
// Typing into the whole form takes a few seconds in jsdom on a busy machine.
jest.setTimeout(15_000);

const admin = fakeSessionUser({ id: 1, roleName: 'Administrador' });

function renderCrear() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/crear-usuario" element={<CrearUsuarioPage />} />
        <Route path="/usuarios/:id" element={<h1>Detalle del usuario</h1>} />
        <Route path="/usuarios" element={<h1>Lista de usuarios</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: '/crear-usuario', user: admin },
  );
}

const location = () => screen.getByTestId('location').textContent;
const campo = (label: string | RegExp) => screen.getByLabelText(label);

/** Fills the required fields with a valid new seller. */
async function completar(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Nombre/), '  Elena Sosa ');
  await user.type(campo(/^E-mail/), 'Elena.Sosa@Demo.Local');
  await user.selectOptions(campo(/^Rol/), 'Vendedor');
}

describe('/crear-usuario', () => {
  it('shows every field: Rol and Sucursal from the API, Activo on, the password help text', async () => {
    renderCrear();
    expect(screen.getByRole('heading', { name: 'Nuevo usuario' })).toBeInTheDocument();
    const rol = await screen.findByLabelText(/^Rol/);
    expect(within(rol).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Seleccione un rol',
      'Administrador',
      'Vendedor',
      'Inventario',
      'Solo lectura',
      'Cajero',
    ]);
    expect(within(campo('Sucursal')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Sin sucursal',
      'Casa Central',
      'Sucursal Norte',
    ]);
    expect(campo('Sucursal')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Activo' })).toBeChecked();
    expect(campo('Código de vendedor')).toHaveValue('');
    expect(campo('Comisión (%)')).toHaveValue('');
    expect(campo('Contraseña')).toHaveAttribute('type', 'password');
    expect(campo('Contraseña')).toHaveAccessibleDescription('Si la deja vacía, el sistema genera una.');
  });

  it('checks the fields in the browser and sends nothing while one is wrong', async () => {
    const user = userEvent.setup();
    renderCrear();
    await user.click(await screen.findByRole('button', { name: 'Crear usuario' }));
    expect(await screen.findByText('El nombre es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('El e-mail es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('Debe seleccionar un rol.')).toBeInTheDocument();
    expect(campo(/^Nombre/)).toHaveAttribute('aria-invalid', 'true');

    await completar(user);
    await user.clear(campo(/^E-mail/));
    await user.type(campo(/^E-mail/), 'elena@');
    await user.type(campo('Comisión (%)'), '120');
    await user.type(campo('Contraseña'), 'corta');
    await user.click(screen.getByRole('button', { name: 'Crear usuario' }));
    expect(await screen.findByText('Ingrese un e-mail válido.')).toBeInTheDocument();
    expect(screen.getByText('La comisión debe ser un porcentaje entre 0 y 100, con hasta 2 decimales.')).toBeInTheDocument();
    expect(screen.getByText('La contraseña debe tener al menos 8 caracteres.')).toBeInTheDocument();
    expect(screen.queryByText('El nombre es obligatorio.')).not.toBeInTheDocument();
    expect(store().bodies).toHaveLength(0);
    expect(location()).toBe('/crear-usuario');
  });

  it('shows a generated password once, copies it, and then opens the new user', async () => {
    const user = userEvent.setup();
    renderCrear();
    await completar(user);
    await user.selectOptions(campo('Sucursal'), 'Sucursal Norte');
    await user.type(campo('Código de vendedor'), ' V099 ');
    await user.type(campo('Comisión (%)'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Crear usuario' }));

    const dialogo = await screen.findByRole('dialog', { name: 'Contraseña generada' });
    expect(store().bodies).toEqual([
      {
        name: 'Elena Sosa',
        email: 'elena.sosa@demo.local',
        roleId: 2,
        sucursalId: 2,
        cod_vendedor: 'V099',
        comision: '2.5',
        activo: true,
      },
    ]);
    expect(screen.getByText('Usuario creado exitosamente')).toBeInTheDocument();
    expect(within(dialogo).getByText(PASSWORD_GENERADA)).toBeInTheDocument();
    expect(within(dialogo).getByText('Comuníquela al usuario: no se volverá a mostrar.')).toBeInTheDocument();
    // Still on the form until the password was read.
    expect(location()).toBe('/crear-usuario');

    const portapapeles = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(dialogo).getByRole('button', { name: 'Copiar' }));
    expect(portapapeles).toHaveBeenCalledWith(PASSWORD_GENERADA);
    expect(await screen.findByText('Contraseña copiada')).toBeInTheDocument();

    // Escape does not lose it: only 'Entendido' closes it.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Contraseña generada' })).toBeInTheDocument();

    await user.click(within(dialogo).getByRole('button', { name: 'Entendido' }));
    expect(await screen.findByRole('heading', { name: 'Detalle del usuario' })).toBeInTheDocument();
    expect(location()).toBe('/usuarios/13');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(PASSWORD_GENERADA)).not.toBeInTheDocument();
    expect(store().bodies).toHaveLength(1);
  });

  it('goes straight to the new user when a password was typed, without showing it', async () => {
    const user = userEvent.setup();
    renderCrear();
    await completar(user);
    await user.click(screen.getByRole('checkbox', { name: 'Activo' }));
    await user.type(campo('Contraseña'), 'clave-segura-1');
    await user.click(screen.getByRole('button', { name: 'Crear usuario' }));
    expect(await screen.findByRole('heading', { name: 'Detalle del usuario' })).toBeInTheDocument();
    expect(location()).toBe('/usuarios/13');
    expect(screen.getByText('Usuario creado exitosamente')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store().bodies).toEqual([
      {
        name: 'Elena Sosa',
        email: 'elena.sosa@demo.local',
        roleId: 2,
        sucursalId: null,
        cod_vendedor: null,
        comision: '0',
        activo: false,
        password: 'clave-segura-1',
      },
    ]);
  });

  it("shows the server's 409 and keeps the form as it was", async () => {
    const user = userEvent.setup();
    renderCrear();
    await user.type(await screen.findByLabelText(/^Nombre/), 'Otra Ana');
    await user.type(campo(/^E-mail/), 'ADMIN@demo.local');
    await user.selectOptions(campo(/^Rol/), 'Administrador');
    await user.click(screen.getByRole('button', { name: 'Crear usuario' }));
    expect(await screen.findByText(MSG_USUARIO_EMAIL_DUPLICADO)).toBeInTheDocument();
    expect(location()).toBe('/crear-usuario');
    expect(campo(/^Nombre/)).toHaveValue('Otra Ana');
    expect(campo(/^Rol/)).toHaveValue('1');

    await user.clear(campo(/^E-mail/));
    await user.type(campo(/^E-mail/), 'otra@demo.local');
    await user.type(campo('Código de vendedor'), 'V002');
    await user.click(screen.getByRole('button', { name: 'Crear usuario' }));
    expect(await screen.findByText(MSG_USUARIO_COD_VENDEDOR_DUPLICADO)).toBeInTheDocument();
    expect(location()).toBe('/crear-usuario');
    expect(store().bodies).toHaveLength(2);
  });

  it("returns to /usuarios with 'Cancelar' when the form was the first screen", async () => {
    const user = userEvent.setup();
    renderCrear();
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(location()).toBe('/usuarios');
    expect(store().bodies).toHaveLength(0);
  });
});
