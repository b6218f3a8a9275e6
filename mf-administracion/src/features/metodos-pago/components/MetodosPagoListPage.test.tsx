import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { ALL_PERMISSIONS, P } from 'shared';
import { LocationProbe, renderWithProviders } from 'shared/testing';
import { toast } from 'shared/toast';
import { MetodosPagoListPage } from './MetodosPagoListPage';
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
const lector = { ...admin, id: 2, name: 'Lector', roleName: 'Solo lectura', permissions: [P.metodosPagoGet, P.metodosPagoDetail] };

function renderList(user = admin) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/metodos-pago" element={<MetodosPagoListPage />} />
        <Route path="/metodos-pago/create" element={<h1>Alta de método</h1>} />
        <Route path="/metodos-pago/:id" element={<h1>Edición de método</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: '/metodos-pago', user },
  );
}

const location = () => screen.getByTestId('location').textContent;
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('/metodos-pago', () => {
  it('lists name and description, with a dash for a missing description', async () => {
    renderList();
    expect(await screen.findByText('Efectivo')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Nombre' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Descripción' })).toBeInTheDocument();
    expect(within(rowOf('Efectivo')).getByText('Pago en efectivo')).toBeInTheDocument();
    expect(within(rowOf('Transferencia')).getByText('-')).toBeInTheDocument();
  });

  it('shows the empty text when there are none', async () => {
    store.metodos = [];
    renderList();
    expect(await screen.findByText('No hay métodos de pago registrados.')).toBeInTheDocument();
  });

  it('shows the load error and retries', async () => {
    store.fail.list = 'server';
    const user = userEvent.setup();
    renderList();
    expect(await screen.findByText('Error al cargar métodos de pago')).toBeInTheDocument();
    delete store.fail.list;
    await user.click(screen.getByRole('button', { name: /reintentar/i }));
    expect(await screen.findByText('Efectivo')).toBeInTheDocument();
  });

  it("says 'Error de red' when the list cannot reach the server", async () => {
    store.fail.list = 'network';
    renderList();
    expect(await screen.findByText('Error de red')).toBeInTheDocument();
    expect(screen.getByText('Error al cargar métodos de pago')).toBeInTheDocument();
  });

  it('deletes after confirmation and shows the success toast', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Tarjeta' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Tarjeta/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Método de pago eliminado correctamente')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Tarjeta')).not.toBeInTheDocument());
    expect(store.metodos.map((m) => m.nombre)).toEqual(['Efectivo', 'Transferencia', 'Cuenta Corriente']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the method when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Tarjeta' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Tarjeta')).toBeInTheDocument();
    expect(store.metodos).toHaveLength(4);
  });

  it("shows the server's message, or 'Error de red', when deleting fails", async () => {
    store.fail.delete = 'server';
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Efectivo' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No se puede eliminar: el método de pago tiene ventas')).toBeInTheDocument();
    expect(screen.getByText('Efectivo')).toBeInTheDocument();

    store.fail.delete = 'network';
    await user.click(screen.getByRole('button', { name: 'Eliminar Efectivo' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Error de red')).toBeInTheDocument();
    expect(store.metodos).toHaveLength(4);
  });

  it('opens the edit form from Editar', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Editar Transferencia' }));
    expect(location()).toBe('/metodos-pago/2');
  });

  it('opens the create form from Agregar Método de Pago', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Agregar Método de Pago' }));
    expect(location()).toBe('/metodos-pago/create');
  });

  it('hides add, edit and delete without their permissions', async () => {
    renderList(lector);
    expect(await screen.findByText('Efectivo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar Método de Pago' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Editar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
  });
});
