import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { ALL_PERMISSIONS } from 'shared';
import { LocationProbe, renderWithProviders } from 'shared/testing';
import { toast } from 'shared/toast';
import { MetodoPagoFormPage } from './MetodoPagoFormPage';
import { metodosPagoHandlers, seedMetodosPago, type MetodosPagoStore } from '../testing/metodos-pago-handlers';

let store: MetodosPagoStore = seedMetodosPago();
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  store = seedMetodosPago();
  server.resetHandlers(...metodosPagoHandlers(store));
});
// Toasts live in a module-level store: clear them so one test's toast never shows in the next.
afterEach(() => toast.remove());
afterAll(() => server.close());

const admin = { id: 1, name: 'Admin', email: 'admin@demo.local', roleName: 'Administrador', permissions: ALL_PERMISSIONS, cod_vendedor: null };

function renderForm(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/metodos-pago" element={<h1>Lista de métodos</h1>} />
        <Route path="/metodos-pago/create" element={<MetodoPagoFormPage />} />
        <Route path="/metodos-pago/:id" element={<MetodoPagoFormPage />} />
      </Routes>
      <LocationProbe />
    </>,
    { route, user: admin },
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('/metodos-pago/create', () => {
  it('requires the name and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm('/metodos-pago/create');
    await user.type(screen.getByLabelText(/Nombre/), '   ');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(store.bodies).toHaveLength(0);
    expect(location()).toBe('/metodos-pago/create');
  });

  it('limits the name to 50 characters', async () => {
    const user = userEvent.setup();
    renderForm('/metodos-pago/create');
    await user.type(screen.getByLabelText(/Nombre/), 'x'.repeat(51));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/50 caracteres/, { selector: ':not(label)' })).toBeInTheDocument();
    expect(store.bodies).toHaveLength(0);
  });

  it('creates the trimmed method and returns to the list', async () => {
    const user = userEvent.setup();
    renderForm('/metodos-pago/create');
    await user.type(screen.getByLabelText(/Nombre/), '  Cheque ');
    await user.type(screen.getByLabelText(/Descripción/), ' Cheque a 30 días ');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('heading', { name: 'Lista de métodos' })).toBeInTheDocument();
    expect(await screen.findByText('Método de pago creado correctamente')).toBeInTheDocument();
    expect(location()).toBe('/metodos-pago');
    expect(store.bodies).toEqual([{ nombre: 'Cheque', descripcion: 'Cheque a 30 días' }]);
    expect(store.metodos.at(-1)).toMatchObject({ id: 5, nombre: 'Cheque', descripcion: 'Cheque a 30 días' });
  });

  it("shows the server's message when creating fails and stays on the form", async () => {
    store.fail.create = 'server';
    const user = userEvent.setup();
    renderForm('/metodos-pago/create');
    await user.type(screen.getByLabelText(/Nombre/), 'Efectivo');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya existe un método de pago con ese nombre')).toBeInTheDocument();
    expect(location()).toBe('/metodos-pago/create');
    expect(screen.getByLabelText(/Nombre/)).toHaveValue('Efectivo');
  });

  it("says 'Error de red' when the server cannot be reached", async () => {
    store.fail.create = 'network';
    const user = userEvent.setup();
    renderForm('/metodos-pago/create');
    await user.type(screen.getByLabelText(/Nombre/), 'Cheque');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Error de red')).toBeInTheDocument();
    expect(location()).toBe('/metodos-pago/create');
  });
});

describe('/metodos-pago/:id', () => {
  it('loads the method, saves the changes and returns to the list', async () => {
    const user = userEvent.setup();
    renderForm('/metodos-pago/3');
    const nombre = await screen.findByDisplayValue('Tarjeta');
    expect(screen.getByLabelText(/Descripción/)).toHaveValue('Débito o crédito');
    await user.clear(nombre);
    await user.type(nombre, 'Tarjeta de crédito');
    await user.clear(screen.getByLabelText(/Descripción/));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Método de pago actualizado correctamente')).toBeInTheDocument();
    expect(location()).toBe('/metodos-pago');
    expect(store.bodies).toEqual([{ nombre: 'Tarjeta de crédito', descripcion: null }]);
    expect(store.metodos.find((m) => m.id === 3)).toEqual({ id: 3, nombre: 'Tarjeta de crédito', descripcion: null });
  });

  it("shows the server's message when updating fails", async () => {
    store.fail.update = 'server';
    const user = userEvent.setup();
    renderForm('/metodos-pago/3');
    await screen.findByDisplayValue('Tarjeta');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya existe un método de pago con ese nombre')).toBeInTheDocument();
    expect(location()).toBe('/metodos-pago/3');
  });

  it('returns to the list with the load error when the method cannot be loaded', async () => {
    renderForm('/metodos-pago/99');
    expect(await screen.findByRole('heading', { name: 'Lista de métodos' })).toBeInTheDocument();
    expect(location()).toBe('/metodos-pago');
    expect(await screen.findByText('Error al cargar métodos de pago')).toBeInTheDocument();
  });

  it("says 'Error de red' and returns to the list when loading cannot reach the server", async () => {
    store.fail.get = 'network';
    renderForm('/metodos-pago/1');
    expect(await screen.findByRole('heading', { name: 'Lista de métodos' })).toBeInTheDocument();
    expect(await screen.findByText('Error de red')).toBeInTheDocument();
  });
});
