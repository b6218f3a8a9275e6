import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ALL_PERMISSIONS, AREAS, MSG_ROL_ADMIN_PERMISOS, msgRolEnUso, P, type SessionUser } from 'shared';
import { http, HttpResponse } from 'msw';
import { API_URL, fakeSessionUser, LocationProbe, renderWithProviders } from 'shared/testing';
import { toast } from 'shared/toast';
import { RolDetallePage } from './RolDetallePage';
import { MSG_ROL_DUPLICADO, setupRolesServer } from '../testing/roles-handlers';

const { server, store } = setupRolesServer();
afterEach(() => toast.remove());
// The matrix has 130 checkboxes: a test with many clicks takes a few seconds in jsdom on a busy machine.
jest.setTimeout(15_000);

const admin = fakeSessionUser({ id: 1, roleName: 'Administrador' });
/** Sees roles but cannot change them. */
const lector = fakeSessionUser({ id: 2, roleName: 'Solo lectura', permissions: [P.rolesGet, P.rolesDetail] });
/** Sees roles and may delete them, but not edit them. */
const borrador = fakeSessionUser({ id: 3, roleName: 'Solo lectura', permissions: [P.rolesGet, P.rolesDetail, P.rolesDelete] });

function renderRol(id: number | string, user: SessionUser = admin) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/roles/:id" element={<RolDetallePage />} />
        <Route path="/roles" element={<h1>Lista de roles</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: `/roles/${id}`, user },
  );
}

const location = () => screen.getByTestId('location').textContent;
/** A checkbox by its accessible name (by label: far quicker than by role on a table this size). */
const casilla = (name: string) => screen.getByLabelText(name, { selector: 'input[type="checkbox"]' });
const matriz = () => screen.getByRole('table', { name: 'Permisos por área y acción' });
/** The names of the checked checkboxes of the matrix cells (not the 'Todos' ones), top to bottom. */
const marcadas = () =>
  Array.from(matriz().querySelectorAll<HTMLInputElement>('input[type="checkbox"]'))
    .filter((c) => c.checked && !/Todos$|todas las áreas$/.test(c.getAttribute('aria-label') ?? ''))
    .map((c) => c.getAttribute('aria-label'));
const guardar = () => screen.getByRole('button', { name: 'Guardar' });

describe('/roles/{id}', () => {
  it('shows the name and the matrix: areas as row headers, actions as column headers, add_stock only for Stock', async () => {
    renderRol(5);
    expect(await screen.findByRole('heading', { name: 'Cajero' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue('Cajero');
    expect(screen.getByText('0 usuarios con este rol')).toBeInTheDocument();

    const headers = within(matriz()).getAllByRole('columnheader').map((th) => th.querySelector('span')?.textContent ?? th.textContent);
    expect(headers).toEqual(['Área', 'Todos', 'Ver listado', 'Ver detalle', 'Crear', 'Editar', 'Eliminar', 'Ingresar stock']);
    expect(within(matriz()).getAllByRole('rowheader').map((th) => th.textContent)).toEqual([
      'Inicio',
      'Stock',
      'Fabricación',
      'Ingresos',
      'Ventas',
      'Facturación',
      'Configuración fiscal',
      'Presupuestos',
      'Cuentas corrientes',
      'Cajas',
      'Gastos',
      'Comisiones',
      'Clientes',
      'Proveedores',
      'Reportes',
      'Usuarios',
      'Roles',
      'Monedas',
      'Métodos de pago',
    ]);
    for (const th of within(matriz()).getAllByRole('rowheader')) expect(th).toHaveAttribute('scope', 'row');
    // 18 areas × 5 actions + Stock's add_stock, a 'Todos' per area and one per action column.
    expect(within(matriz()).getAllByRole('checkbox')).toHaveLength(AREAS.length * 5 + 1 + AREAS.length + 6);
    expect(casilla('Stock: Ingresar stock')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Clientes: Ingresar stock' })).not.toBeInTheDocument();

    expect(marcadas()).toEqual(['Inicio: Ver listado', 'Stock: Ver listado', 'Cajas: Ver listado']);
    expect(casilla('Inicio: Todos')).toBePartiallyChecked();
    expect(casilla('Clientes: Todos')).not.toBeChecked();
    expect(casilla('Clientes: Todos')).not.toBePartiallyChecked();
    expect(casilla('Ver listado: todas las áreas')).toBePartiallyChecked();
    expect(casilla('Eliminar: todas las áreas')).not.toBePartiallyChecked();

    const especiales = screen.getByRole('group', { name: 'Permisos especiales' });
    expect(within(especiales).getAllByRole('checkbox')).toHaveLength(6);
    for (const label of [
      'Autorizar precios y límites de crédito',
      'Editar costos',
      'Ver columnas financieras de reportes',
      'Usar otra cotización del dólar',
      'Operar en todas las sucursales',
    ]) {
      expect(within(especiales).getByRole('checkbox', { name: label })).not.toBeChecked();
    }
    expect(within(especiales).getByRole('checkbox', { name: 'Ver auditoría' })).not.toBeChecked();
    expect(within(especiales).getByRole('checkbox', { name: 'Editar costos' })).toHaveAccessibleDescription(
      'Cambia el costo de un producto o su moneda al editarlo (un ingreso de stock no lo necesita).',
    );
    expect(within(especiales).getByRole('checkbox', { name: 'Usar otra cotización del dólar' })).toHaveAccessibleDescription(
      'Registra pagos con una cotización del dólar fuera de la tolerancia respecto de la del sistema, sin código de autorización.',
    );
    expect(within(especiales).getByRole('checkbox', { name: 'Operar en todas las sucursales' })).toHaveAccessibleDescription(
      'Crea y modifica ventas, presupuestos, ingresos, fabricaciones y movimientos de caja en cualquier sucursal; sin él, solo en la propia.',
    );
  });

  it("selects and clears a whole area with its 'Todos', tri-state", async () => {
    const user = userEvent.setup();
    renderRol(2);
    await screen.findByRole('heading', { name: 'Vendedor' });
    const clientes = casilla('Clientes: Todos');
    expect(clientes).toBePartiallyChecked();
    expect(casilla('Clientes: Eliminar')).not.toBeChecked();

    await user.click(clientes);
    expect(clientes).toBeChecked();
    expect(clientes).not.toBePartiallyChecked();
    for (const accion of ['Ver listado', 'Ver detalle', 'Crear', 'Editar', 'Eliminar']) expect(casilla(`Clientes: ${accion}`)).toBeChecked();

    await user.click(clientes);
    expect(clientes).not.toBeChecked();
    expect(clientes).not.toBePartiallyChecked();
    for (const accion of ['Ver listado', 'Ver detalle', 'Crear', 'Editar', 'Eliminar']) expect(casilla(`Clientes: ${accion}`)).not.toBeChecked();

    // One cell makes it partial again; Stock's row includes Ingresar stock.
    await user.click(casilla('Clientes: Crear'));
    expect(clientes).toBePartiallyChecked();
    await user.click(casilla('Stock: Todos'));
    expect(casilla('Stock: Ingresar stock')).toBeChecked();
    expect(casilla('Stock: Todos')).toBeChecked();
  });

  it("selects and clears a whole action column with its header checkbox, tri-state", async () => {
    const user = userEvent.setup();
    renderRol(2);
    await screen.findByRole('heading', { name: 'Vendedor' });
    const eliminar = casilla('Eliminar: todas las áreas');
    expect(eliminar).toBePartiallyChecked();

    await user.click(eliminar);
    expect(eliminar).toBeChecked();
    expect(marcadas().filter((n) => n?.endsWith(': Eliminar'))).toHaveLength(AREAS.length);
    // The rows follow: Clientes now has every action.
    expect(casilla('Clientes: Todos')).toBeChecked();

    await user.click(eliminar);
    expect(eliminar).not.toBeChecked();
    expect(eliminar).not.toBePartiallyChecked();
    expect(marcadas().filter((n) => n?.endsWith(': Eliminar'))).toEqual([]);
    expect(casilla('Ventas: Todos')).toBePartiallyChecked();

    // Ingresar stock has a single cell: Stock's.
    const ingresar = casilla('Ingresar stock: todas las áreas');
    expect(ingresar).not.toBeChecked();
    await user.click(ingresar);
    expect(ingresar).toBeChecked();
    expect(casilla('Stock: Ingresar stock')).toBeChecked();
  });

  it('saves the name and the exact permission list, in the order of ALL_PERMISSIONS', async () => {
    const user = userEvent.setup();
    renderRol(5);
    const nombre = await screen.findByLabelText(/^Nombre/);
    expect(screen.queryByText('Hay cambios sin guardar.')).not.toBeInTheDocument();
    await user.clear(nombre);
    await user.type(nombre, '  Caja y stock ');
    await user.click(casilla('Cajas: Crear'));
    await user.click(casilla('Stock: Ver listado'));
    await user.click(casilla('Ver auditoría'));
    await user.click(casilla('Inicio: Todos'));
    expect(screen.getByText('Hay cambios sin guardar.')).toBeInTheDocument();
    await user.click(guardar());

    expect(await screen.findByText('Rol actualizado exitosamente')).toBeInTheDocument();
    expect(store().bodies).toEqual([
      {
        name: 'Caja y stock',
        permissions: ['home.get', 'home.detail.get', 'home.post', 'home.put', 'home.delete', 'cajas.get', 'cajas.post', 'auditoria.get'],
        // «Descuento máximo (%)» goes as it is shown (the role's 100.00).
        descuentoMaximo: '100',
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Caja y stock' })).toBeInTheDocument();
    expect(screen.queryByText('Hay cambios sin guardar.')).not.toBeInTheDocument();
    expect(casilla('Cajas: Crear')).toBeChecked();
    expect(casilla('Stock: Ver listado')).not.toBeChecked();
  });

  it("drops the unsaved changes with 'Cancelar'", async () => {
    const user = userEvent.setup();
    renderRol(5);
    const nombre = await screen.findByLabelText(/^Nombre/);
    await user.type(nombre, ' nuevo');
    await user.click(casilla('Clientes: Todos'));
    await user.click(casilla('Editar costos'));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(nombre).toHaveValue('Cajero');
    expect(marcadas()).toEqual(['Inicio: Ver listado', 'Stock: Ver listado', 'Cajas: Ver listado']);
    expect(casilla('Editar costos')).not.toBeChecked();
    expect(screen.queryByText('Hay cambios sin guardar.')).not.toBeInTheDocument();
    expect(store().bodies).toEqual([]);
  });

  it('asks for a name and sends nothing; shows the 409 of a taken name and keeps the changes', async () => {
    const user = userEvent.setup();
    renderRol(5);
    const nombre = await screen.findByLabelText(/^Nombre/);
    await user.clear(nombre);
    await user.type(nombre, '   ');
    await user.click(guardar());
    expect(await screen.findByText('El nombre del rol es obligatorio.')).toBeInTheDocument();
    expect(nombre).toHaveAttribute('aria-invalid', 'true');
    expect(store().bodies).toEqual([]);

    await user.clear(nombre);
    await user.type(nombre, 'vendedor');
    await user.click(casilla('Gastos: Ver listado'));
    await user.click(guardar());
    expect(await screen.findByText(MSG_ROL_DUPLICADO)).toBeInTheDocument();
    expect(screen.queryByText('El nombre del rol es obligatorio.')).not.toBeInTheDocument();
    expect(nombre).toHaveValue('vendedor');
    expect(casilla('Gastos: Ver listado')).toBeChecked();
    expect(store().bodies).toHaveLength(1);
    expect(store().roles[4].name).toBe('Cajero');
  });

  it('keeps every permission of Administrador checked and disabled, lets rename it and has no Eliminar', async () => {
    const user = userEvent.setup();
    renderRol(1);
    expect(await screen.findByRole('heading', { name: /Administrador/ })).toBeInTheDocument();
    expect(screen.getByText(MSG_ROL_ADMIN_PERMISOS)).toBeInTheDocument();
    const todas = screen.getAllByRole('checkbox');
    // The matrix (with its 'Todos') and the 6 special permissions.
    expect(todas).toHaveLength(AREAS.length * 5 + 1 + AREAS.length + 6 + 6);
    for (const c of todas) {
      expect(c).toBeChecked();
      expect(c).toBeDisabled();
    }
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();

    const nombre = screen.getByLabelText(/^Nombre/);
    expect(nombre).not.toHaveAttribute('readonly');
    await user.clear(nombre);
    await user.type(nombre, 'Dirección');
    await user.click(guardar());
    expect(await screen.findByText('Rol actualizado exitosamente')).toBeInTheDocument();
    expect(store().bodies).toEqual([{ name: 'Dirección', permissions: ALL_PERMISSIONS, descuentoMaximo: '100' }]);
  });

  it("is read-only without roles.put: no 'Guardar', no 'Cancelar', disabled checkboxes", async () => {
    const { unmount } = renderRol(2, lector);
    await screen.findByRole('heading', { name: 'Vendedor' });
    expect(screen.getByLabelText(/^Nombre/)).toHaveAttribute('readonly');
    for (const c of screen.getAllByRole('checkbox')) expect(c).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    unmount();

    // roles.delete alone: it may delete but still not edit.
    renderRol(5, borrador);
    await screen.findByRole('heading', { name: 'Cajero' });
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(casilla('Cajas: Ver listado')).toBeDisabled();
  });

  it('only the permissions the user holds can be checked; a refusal of the server shows its message', async () => {
    const user = userEvent.setup();
    // Edits roles and holds the cash-box permissions, nothing of Ventas.
    const gestor = fakeSessionUser({
      id: 4,
      roleName: 'Gestor',
      permissions: [P.rolesGet, P.rolesDetail, P.rolesPut, 'home.get', 'cajas.get', 'cajas.post', 'stock.get'],
    });
    renderRol(5, gestor);
    await screen.findByRole('heading', { name: 'Cajero' });
    expect(casilla('Cajas: Crear')).toBeEnabled();
    expect(casilla('Ventas: Crear')).toBeDisabled();
    expect(casilla('Ventas: Crear')).toHaveAttribute('title', 'No tiene este permiso: no puede otorgarlo.');
    expect(casilla('Ventas: Todos')).toBeDisabled();
    // 'Todos' of an area switches only what the user may give.
    await user.click(casilla('Cajas: Todos'));
    expect(marcadas()).toEqual(['Inicio: Ver listado', 'Stock: Ver listado', 'Cajas: Ver listado', 'Cajas: Crear']);
    server.use(
      http.put(`${API_URL}/roles/5`, () => HttpResponse.json({ message: 'No puede otorgar permisos que no tiene.' }, { status: 403 })),
    );
    await user.click(guardar());
    expect(await screen.findByText('No puede otorgar permisos que no tiene.')).toBeInTheDocument();
  });

  it("deletes a role after a confirmation and goes to /roles with 'Rol eliminado'", async () => {
    const user = userEvent.setup();
    renderRol(5);
    await screen.findByRole('heading', { name: 'Cajero' });
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const confirmacion = await screen.findByRole('alertdialog', { name: 'Eliminar rol' });
    expect(confirmacion).toHaveTextContent('¿Está seguro de que desea eliminar el rol «Cajero»?');
    await user.click(within(confirmacion).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('heading', { name: 'Lista de roles' })).toBeInTheDocument();
    expect(location()).toBe('/roles');
    expect(screen.getByText('Rol eliminado')).toBeInTheDocument();
    expect(store().roles.map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });

  it('shows the refusal to delete a role that users have, and stays', async () => {
    const user = userEvent.setup();
    renderRol(2);
    await screen.findByRole('heading', { name: 'Vendedor' });
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const confirmacion = await screen.findByRole('alertdialog', { name: 'Eliminar rol' });
    await user.click(within(confirmacion).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(msgRolEnUso(3))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(location()).toBe('/roles/2');
    expect(store().deletes).toEqual([2]);
    expect(store().roles).toHaveLength(5);
  });

  it('«Descuento máximo (%)»: shows the role’s, refuses a value outside 0–100 with the API’s message, sends the new one', async () => {
    const user = userEvent.setup();
    renderRol(5);
    const campo = await screen.findByLabelText('Descuento máximo (%)');
    expect(campo).toHaveValue('100');
    await user.clear(campo);
    await user.type(campo, '150');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El descuento máximo debe ser un porcentaje entre 0 y 100, con hasta 2 decimales.')).toBeInTheDocument();
    expect(store().bodies).toEqual([]);
    await user.clear(campo);
    await user.type(campo, '7.5');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Rol actualizado exitosamente')).toBeInTheDocument();
    expect(store().bodies).toEqual([expect.objectContaining({ descuentoMaximo: '7.5' })]);
    // The server keeps it with 2 decimals, and the screen shows what it kept.
    expect(store().roles[4].descuentoMaximo).toBe('7.50');
    expect(campo).toHaveValue('7.5');
    expect(screen.queryByText('Hay cambios sin guardar.')).not.toBeInTheDocument();
  });

  it('works from the keyboard: Tab reaches the checkboxes and Space toggles them', async () => {
    const user = userEvent.setup();
    renderRol(5);
    const nombre = await screen.findByLabelText(/^Nombre/);
    nombre.focus();
    await user.tab();
    expect(screen.getByLabelText('Descuento máximo (%)')).toHaveFocus();
    await user.tab();
    expect(casilla('Ver listado: todas las áreas')).toHaveFocus();
    await user.keyboard(' ');
    expect(casilla('Ver listado: todas las áreas')).toBeChecked();
    expect(casilla('Clientes: Ver listado')).toBeChecked();
    casilla('Clientes: Eliminar').focus();
    await user.keyboard(' ');
    expect(casilla('Clientes: Eliminar')).toBeChecked();
    expect(casilla('Clientes: Todos')).toBePartiallyChecked();
  });

  it("says 'Rol no encontrado.' for a missing role or a malformed id", async () => {
    const { unmount } = renderRol(99);
    expect(await screen.findByText('Rol no encontrado.')).toBeInTheDocument();
    unmount();
    renderRol('x1');
    expect(screen.getByText('Rol no encontrado.')).toBeInTheDocument();
  });
});
