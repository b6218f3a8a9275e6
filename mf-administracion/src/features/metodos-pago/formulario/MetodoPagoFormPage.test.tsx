import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, Route, Routes } from 'react-router-dom';
import { fakeMetodoPago, fakeSessionUser, LocationProbe, renderWithProviders } from 'shared/testing';
import { toast } from 'shared/toast';
import { MetodosPagoListPage } from '../lista/MetodosPagoListPage';
import { MetodoPagoFormPage } from './MetodoPagoFormPage';
import { seedMetodosPago, setupMetodosPagoServer } from '../testing/metodos-pago-handlers';

const { store } = setupMetodosPagoServer();
// Toasts live in a module-level store: clear them so one test's toast never shows in the next.
afterEach(() => toast.remove());

const admin = fakeSessionUser({ roleName: 'Administrador' });

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
    expect(store().bodies).toHaveLength(0);
    expect(location()).toBe('/metodos-pago/create');
  });

  it('limits the name to 50 characters', async () => {
    const user = userEvent.setup();
    renderForm('/metodos-pago/create');
    await user.type(screen.getByLabelText(/Nombre/), 'x'.repeat(51));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/50 caracteres/, { selector: ':not(label)' })).toBeInTheDocument();
    expect(store().bodies).toHaveLength(0);
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
    expect(store().bodies).toEqual([{ nombre: 'Cheque', descripcion: 'Cheque a 30 días' }]);
    expect(store().metodos.at(-1)).toMatchObject({ id: 5, nombre: 'Cheque', descripcion: 'Cheque a 30 días' });
  });

  it("shows the server's message when creating fails and stays on the form", async () => {
    store().fail.create = 'server';
    const user = userEvent.setup();
    renderForm('/metodos-pago/create');
    await user.type(screen.getByLabelText(/Nombre/), 'Efectivo');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya existe un método de pago con ese nombre')).toBeInTheDocument();
    expect(location()).toBe('/metodos-pago/create');
    expect(screen.getByLabelText(/Nombre/)).toHaveValue('Efectivo');
  });

  it("says 'Error al crear método de pago' when creating fails without a server message", async () => {
    store().fail.create = 'bare';
    const user = userEvent.setup();
    renderForm('/metodos-pago/create');
    await user.type(screen.getByLabelText(/Nombre/), 'Cheque');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Error al crear método de pago')).toBeInTheDocument();
    expect(location()).toBe('/metodos-pago/create');
    expect(screen.getByLabelText(/Nombre/)).toHaveValue('Cheque');
  });

  it("says 'Error de red' when the server cannot be reached", async () => {
    store().fail.create = 'network';
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
    await waitFor(() => expect(location()).toBe('/metodos-pago'));
    expect(store().bodies).toEqual([{ nombre: 'Tarjeta de crédito', descripcion: null }]);
    expect(store().metodos.find((m) => m.id === 3)).toEqual({ id: 3, nombre: 'Tarjeta de crédito', descripcion: null, clave: null });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('renames a system method: it says it cannot be deleted and never sends its key', async () => {
    const user = userEvent.setup();
    renderForm('/metodos-pago/4');
    const nombre = await screen.findByDisplayValue('Cuenta Corriente');
    expect(screen.getByRole('note')).toHaveTextContent('Es un método de pago del sistema: se puede cambiar el nombre, pero no eliminar.');
    await user.clear(nombre);
    await user.type(nombre, 'Cta. Cte.{Enter}');
    expect(await screen.findByText('Método de pago actualizado correctamente')).toBeInTheDocument();
    expect(store().bodies).toEqual([{ nombre: 'Cta. Cte.', descripcion: null }]);
    expect(store().metodos.find((m) => m.id === 4)).toMatchObject({ nombre: 'Cta. Cte.', clave: 'cuenta_corriente' });
  });

  it("shows the server's message when updating fails", async () => {
    store().fail.update = 'server';
    const user = userEvent.setup();
    renderForm('/metodos-pago/3');
    await screen.findByDisplayValue('Tarjeta');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya existe un método de pago con ese nombre')).toBeInTheDocument();
    expect(location()).toBe('/metodos-pago/3');
  });

  it("says 'Error al actualizar método de pago' when saving fails without a server message", async () => {
    store().fail.update = 'bare';
    const user = userEvent.setup();
    renderForm('/metodos-pago/3');
    await screen.findByDisplayValue('Tarjeta');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Error al actualizar método de pago')).toBeInTheDocument();
    expect(location()).toBe('/metodos-pago/3');
    expect(store().metodos.find((m) => m.id === 3)).toMatchObject({ nombre: 'Tarjeta' });
  });

  it('returns to the list with the load error when the method cannot be loaded', async () => {
    renderForm('/metodos-pago/99');
    expect(await screen.findByRole('heading', { name: 'Lista de métodos' })).toBeInTheDocument();
    expect(location()).toBe('/metodos-pago');
    expect(await screen.findByText('Error al cargar métodos de pago')).toBeInTheDocument();
  });

  it("says 'Error de red' and returns to the list when loading cannot reach the server", async () => {
    store().fail.get = 'network';
    renderForm('/metodos-pago/1');
    expect(await screen.findByRole('heading', { name: 'Lista de métodos' })).toBeInTheDocument();
    expect(await screen.findByText('Error de red')).toBeInTheDocument();
  });
});

/** The real list and the form, as the shell mounts them: the list hands its URL to the form. */
function renderListaYFormulario(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/metodos-pago" element={<MetodosPagoListPage />} />
        <Route path="/metodos-pago/create" element={<MetodoPagoFormPage />} />
        <Route path="/metodos-pago/:id" element={<MetodoPagoFormPage />} />
        {/* Opens the form with a router state that is not a URL of the list. */}
        <Route path="/desde-afuera" element={<Navigate to="/metodos-pago/3" state={{ from: 'https://ejemplo.com/metodos-pago' }} />} />
      </Routes>
      <LocationProbe />
    </>,
    { route, user: admin },
  );
}

/** Puts 23 methods ('Método 1' to 'Método 23', no description) in the current test's store: with 5 per page, five pages. */
function muchos() {
  const metodos = Array.from({ length: 23 }, (_, i) => fakeMetodoPago({ id: i + 1, nombre: `Método ${i + 1}`, descripcion: null }));
  Object.assign(store(), seedMetodosPago(metodos));
}

describe('returning to the list keeps its page and page size', () => {
  it('after saving an edit opened from page 2', async () => {
    muchos();
    const user = userEvent.setup();
    renderListaYFormulario('/metodos-pago?pageSize=5&page=2');
    expect(await screen.findByText('Página 2 de 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Editar Método 7' }));
    const nombre = await screen.findByDisplayValue('Método 7');
    await user.clear(nombre);
    await user.type(nombre, 'Método siete');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Método de pago actualizado correctamente')).toBeInTheDocument();
    expect(await screen.findByText('Página 2 de 5')).toBeInTheDocument();
    expect(location()).toBe('/metodos-pago?pageSize=5&page=2');
    expect(await screen.findByRole('link', { name: 'Método siete' })).toBeInTheDocument();
  });

  it("on 'Cancelar' from the create form, and after creating", async () => {
    muchos();
    const user = userEvent.setup();
    renderListaYFormulario('/metodos-pago?page=3');
    expect(await screen.findByText('Página 3 de 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agregar Método de Pago' }));
    expect(location()).toBe('/metodos-pago/create');
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Página 3 de 3')).toBeInTheDocument();
    expect(location()).toBe('/metodos-pago?page=3');

    await user.click(screen.getByRole('button', { name: 'Agregar Método de Pago' }));
    await user.type(await screen.findByLabelText(/Nombre/), 'Cheque');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Método de pago creado correctamente')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Cheque' })).toBeInTheDocument();
    expect(location()).toBe('/metodos-pago?page=3');
  });

  it('when the method opened from the row link cannot be loaded', async () => {
    muchos();
    const user = userEvent.setup();
    renderListaYFormulario('/metodos-pago?page=2');
    const link = await screen.findByRole('link', { name: 'Método 12' });
    store().fail.get = 'server';
    link.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Error al cargar métodos de pago', { selector: ':not(h1)' })).toBeInTheDocument();
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument();
    expect(location()).toBe('/metodos-pago?page=2');
  });

  it('goes to the plain list when the form was not opened from it', async () => {
    const user = userEvent.setup();
    renderListaYFormulario('/desde-afuera');
    expect(await screen.findByDisplayValue('Tarjeta')).toBeInTheDocument();
    expect(location()).toBe('/metodos-pago/3');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('heading', { name: 'Métodos de Pago' })).toBeInTheDocument();
    expect(location()).toBe('/metodos-pago');
  });
});
