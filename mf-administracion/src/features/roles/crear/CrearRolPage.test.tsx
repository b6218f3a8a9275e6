import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { Dec, rolCreateSchema, type Rol } from 'shared';
import { API_URL, fakeRol, fakeSessionUser, LocationProbe, renderWithProviders, setupMswServer } from 'shared/testing';
import { toast } from 'shared/toast';
import { CrearRolPage } from './CrearRolPage';

/**
 * POST roles: the bodies received, the roles created and the answer (by default the new role 5, as
 * the API creates it: `descuentoMaximo` with 2 decimals, 100 when not sent).
 */
interface RolesStore {
  bodies: unknown[];
  creados: Rol[];
  respond: (body: unknown) => Response;
}

const { store } = setupMswServer<RolesStore>(
  () => {
    const s: RolesStore = {
      bodies: [],
      creados: [],
      respond: (body) => {
        const { descuentoMaximo, ...datos } = rolCreateSchema.parse(body);
        const rol = fakeRol({ id: 5, ...datos, descuentoMaximo: new Dec(descuentoMaximo ?? '100').toFixed(2) });
        s.creados.push(rol);
        return HttpResponse.json(rol, { status: 201 });
      },
    };
    return s;
  },
  (s) => [
    http.post(`${API_URL}/roles`, async ({ request }) => {
      const body: unknown = await request.json();
      s.bodies.push(body);
      return s.respond(body);
    }),
  ],
);
// Toasts live in a module-level store: clear them so one test's toast never shows in the next.
afterEach(() => toast.remove());

const admin = fakeSessionUser({ roleName: 'Administrador' });

function renderCrear() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/crear-rol" element={<CrearRolPage />} />
        <Route path="/roles" element={<h1>Lista de roles</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: '/crear-rol', user: admin },
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('/crear-rol', () => {
  it('asks for a name that is not blank and sends nothing', async () => {
    const user = userEvent.setup();
    renderCrear();
    await user.click(screen.getByRole('button', { name: 'Crear Rol' }));
    expect(await screen.findByText('El nombre del rol es obligatorio.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Nombre del rol/), '    ');
    await user.click(screen.getByRole('button', { name: 'Crear Rol' }));
    expect(await screen.findByText('El nombre del rol es obligatorio.')).toBeInTheDocument();
    expect(store().bodies).toHaveLength(0);
    expect(location()).toBe('/crear-rol');
  });

  it('creates the role with the trimmed name and goes to /roles', async () => {
    const user = userEvent.setup();
    renderCrear();
    await user.type(screen.getByLabelText(/Nombre del rol/), '  Cajero ');
    await user.click(screen.getByRole('button', { name: 'Crear Rol' }));
    expect(await screen.findByRole('heading', { name: 'Lista de roles' })).toBeInTheDocument();
    expect(location()).toBe('/roles');
    expect(await screen.findByText('Rol creado exitosamente')).toBeInTheDocument();
    // «Descuento máximo (%)» starts at 100: no limit.
    expect(store().bodies).toEqual([{ name: 'Cajero', descuentoMaximo: '100' }]);
    expect(store().creados.map((r) => [r.name, r.descuentoMaximo])).toEqual([['Cajero', '100.00']]);
  });

  it('«Descuento máximo (%)»: refuses a value outside 0–100 with the API’s message, sends the one typed', async () => {
    const user = userEvent.setup();
    renderCrear();
    await user.type(screen.getByLabelText(/Nombre del rol/), 'Cajero');
    const descuento = screen.getByLabelText('Descuento máximo (%)');
    expect(descuento).toHaveValue('100');
    await user.clear(descuento);
    await user.type(descuento, '150');
    await user.click(screen.getByRole('button', { name: 'Crear Rol' }));
    expect(await screen.findByText('El descuento máximo debe ser un porcentaje entre 0 y 100, con hasta 2 decimales.')).toBeInTheDocument();
    expect(store().bodies).toHaveLength(0);
    await user.clear(descuento);
    await user.type(descuento, '7.5');
    await user.click(screen.getByRole('button', { name: 'Crear Rol' }));
    expect(await screen.findByRole('heading', { name: 'Lista de roles' })).toBeInTheDocument();
    expect(store().bodies).toEqual([{ name: 'Cajero', descuentoMaximo: '7.5' }]);
    expect(store().creados.map((r) => r.descuentoMaximo)).toEqual(['7.50']);
  });

  it("shows the server's message and stays on the form", async () => {
    store().respond = () => HttpResponse.json({ message: 'Ya existe un rol con ese nombre' }, { status: 409 });
    const user = userEvent.setup();
    renderCrear();
    await user.type(screen.getByLabelText(/Nombre del rol/), 'Vendedor');
    await user.click(screen.getByRole('button', { name: 'Crear Rol' }));
    expect(await screen.findByText('Ya existe un rol con ese nombre')).toBeInTheDocument();
    expect(location()).toBe('/crear-rol');
  });

  it("falls back to 'Error al crear rol' when the server sends no message", async () => {
    store().respond = () => new HttpResponse(null, { status: 500 });
    const user = userEvent.setup();
    renderCrear();
    await user.type(screen.getByLabelText(/Nombre del rol/), 'Cajero');
    await user.click(screen.getByRole('button', { name: 'Crear Rol' }));
    expect(await screen.findByText('Error al crear rol')).toBeInTheDocument();
  });

  it('shows the network message when the server cannot be reached', async () => {
    store().respond = () => HttpResponse.error();
    const user = userEvent.setup();
    renderCrear();
    await user.type(screen.getByLabelText(/Nombre del rol/), 'Cajero');
    await user.click(screen.getByRole('button', { name: 'Crear Rol' }));
    expect(await screen.findByText('Error al crear el rol. Intenta nuevamente.')).toBeInTheDocument();
    expect(location()).toBe('/crear-rol');
  });
});
