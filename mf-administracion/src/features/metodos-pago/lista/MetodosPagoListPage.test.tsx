import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { P, type SessionUser } from 'shared';
import { fakeMetodoPago, fakeSessionUser, LocationProbe, renderWithProviders } from 'shared/testing';
import { toast } from 'shared/toast';
import { MetodosPagoListPage } from './MetodosPagoListPage';
import { seedMetodosPago, setupMetodosPagoServer } from '../testing/metodos-pago-handlers';

const { store } = setupMetodosPagoServer();
// Toasts live in a module-level store: clear them so one test's toast never shows in the next.
afterEach(() => toast.remove());

const admin = fakeSessionUser({ roleName: 'Administrador' });
const lector = fakeSessionUser({ roleName: 'Solo lectura', permissions: [P.metodosPagoGet, P.metodosPagoDetail] });

/** Stands for the edit form: the browser's back button. */
function EdicionDePrueba() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Edición de método</h1>
      <button type="button" onClick={() => navigate(-1)}>
        Atrás
      </button>
    </>
  );
}

/** Stands for the form: shows the router state it received and offers the browser's back button. */
function EstadoRecibido() {
  const navigate = useNavigate();
  const { state } = useLocation();
  return (
    <>
      <output data-testid="estado">{JSON.stringify(state)}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Atrás
      </button>
    </>
  );
}

function renderList(user: SessionUser = admin, route = '/metodos-pago') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/metodos-pago" element={<MetodosPagoListPage />} />
        <Route path="/metodos-pago/create" element={<h1>Alta de método</h1>} />
        <Route path="/metodos-pago/:id" element={<EdicionDePrueba />} />
      </Routes>
      <LocationProbe />
    </>,
    { route, user },
  );
}

/** 23 methods, 'Método 1' to 'Método 23' without description: three pages of 10. */
const muchos = () => Array.from({ length: 23 }, (_, i) => fakeMetodoPago({ id: i + 1, nombre: `Método ${i + 1}`, descripcion: null }));
/** Puts {@link muchos} in the current test's store, instead of the four seeded methods. */
const conMuchos = () => Object.assign(store(), seedMetodosPago(muchos()));

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
    store().metodos = [];
    renderList();
    expect(await screen.findByText('No hay métodos de pago registrados.')).toBeInTheDocument();
  });

  it('shows the load error and retries', async () => {
    store().fail.list = 'server';
    const user = userEvent.setup();
    renderList();
    expect(await screen.findByText('Error al cargar métodos de pago')).toBeInTheDocument();
    delete store().fail.list;
    await user.click(screen.getByRole('button', { name: /reintentar/i }));
    expect(await screen.findByText('Efectivo')).toBeInTheDocument();
  });

  it("says 'Error de red' when the list cannot reach the server", async () => {
    store().fail.list = 'network';
    renderList();
    expect(await screen.findByText('Error de red')).toBeInTheDocument();
    expect(screen.getByText('Error al cargar métodos de pago')).toBeInTheDocument();
  });

  it('deletes after confirmation and shows the success toast', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Tarjeta' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar método de pago' });
    expect(within(dialog).getByText(/Tarjeta/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Método de pago eliminado correctamente')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Tarjeta')).not.toBeInTheDocument());
    expect(store().metodos.map((m) => m.nombre)).toEqual(['Efectivo', 'Transferencia', 'Cuenta Corriente']);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the method when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Tarjeta' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Eliminar método de pago' })).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('Tarjeta')).toBeInTheDocument();
    expect(store().metodos).toHaveLength(4);
  });

  it("shows the server's message, or 'Error de red', when deleting fails", async () => {
    store().fail.delete = 'server';
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Transferencia' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Eliminar método de pago' })).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No se puede eliminar: el método de pago tiene ventas')).toBeInTheDocument();
    expect(screen.getByText('Transferencia')).toBeInTheDocument();

    store().fail.delete = 'network';
    await user.click(screen.getByRole('button', { name: 'Eliminar Transferencia' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Eliminar método de pago' })).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Error de red')).toBeInTheDocument();
    expect(store().metodos).toHaveLength(4);
  });

  it("says 'Error al eliminar método de pago' when deleting fails without a server message", async () => {
    store().fail.delete = 'bare';
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Transferencia' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Eliminar método de pago' })).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Error al eliminar método de pago')).toBeInTheDocument();
    expect(screen.getByText('Transferencia')).toBeInTheDocument();
    expect(store().metodos).toHaveLength(4);
  });

  it('has no Eliminar for the system methods, says why, and still lets them be renamed', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Efectivo');
    for (const nombre of ['Efectivo', 'Cuenta Corriente']) {
      expect(within(rowOf(nombre)).queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
      expect(within(rowOf(nombre)).getByText('Del sistema')).toBeInTheDocument();
      expect(within(rowOf(nombre)).getByRole('button', { name: `Editar ${nombre}` })).toBeInTheDocument();
    }
    for (const nombre of ['Transferencia', 'Tarjeta']) {
      expect(within(rowOf(nombre)).getByRole('button', { name: `Eliminar ${nombre}` })).toBeInTheDocument();
      expect(within(rowOf(nombre)).queryByText('Del sistema')).not.toBeInTheDocument();
    }
    expect(screen.getByText(/se pueden renombrar, pero no eliminar/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Editar Cuenta Corriente' }));
    expect(location()).toBe('/metodos-pago/4');
  });

  it('decides by the key, not the name: a renamed Cuenta Corriente is still a system method', async () => {
    store().metodos = [fakeMetodoPago({ id: 4, nombre: 'Cta. Cte.' }), fakeMetodoPago({ id: 5, nombre: 'Cuenta Corriente' })];
    renderList();
    await screen.findByText('Cta. Cte.');
    expect(within(rowOf('Cta. Cte.')).queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
    expect(within(rowOf('Cuenta Corriente')).getByRole('button', { name: 'Eliminar Cuenta Corriente' })).toBeInTheDocument();
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
    expect(screen.queryByText('Del sistema')).not.toBeInTheDocument();
    expect(screen.queryByText(/se pueden renombrar/)).not.toBeInTheDocument();
  });

  it('links each name to its method and opens it from the keyboard', async () => {
    const user = userEvent.setup();
    renderList();
    const link = await screen.findByRole('link', { name: 'Transferencia' });
    expect(link).toHaveAttribute('href', '/metodos-pago/2');
    expect(within(rowOf('Pago en efectivo')).getByRole('link', { name: 'Efectivo' })).toHaveAttribute('href', '/metodos-pago/1');
    expect(screen.getAllByRole('link')).toHaveLength(4);
    link.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Edición de método' })).toBeInTheDocument();
    expect(location()).toBe('/metodos-pago/2');
  });

  it('has no links without metodos_pago.detail.get', async () => {
    renderList(fakeSessionUser({ roleName: 'Solo lectura', permissions: [P.metodosPagoGet] }));
    expect(await screen.findByText('Efectivo')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('keeps the page in the URL: it survives a remount and the way back from the edit form', async () => {
    conMuchos();
    const user = userEvent.setup();
    const { unmount } = renderList();
    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Método 11')).toBeInTheDocument();
    expect(screen.queryByText('Método 1')).not.toBeInTheDocument();
    expect(location()).toBe('/metodos-pago?page=2');
    const url = location()!;
    unmount();

    renderList(admin, url);
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Método 11' })).toHaveAttribute('href', '/metodos-pago/11');
    screen.getByRole('link', { name: 'Método 12' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Edición de método' })).toBeInTheDocument();
    expect(location()).toBe('/metodos-pago/12');
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument();
    expect(location()).toBe('/metodos-pago?page=2');
    expect(screen.getByText('Método 12')).toBeInTheDocument();
  });

  it('reads the page size from the URL', async () => {
    conMuchos();
    renderList(admin, '/metodos-pago?pageSize=5&page=2');
    expect(await screen.findByText('Página 2 de 5')).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Método 6', 'Método 7', 'Método 8', 'Método 9', 'Método 10']);
  });

  it("changes 'Filas por página' in the URL and goes back to page 1; no column sorts", async () => {
    conMuchos();
    const user = userEvent.setup();
    renderList(admin, '/metodos-pago?page=3');
    expect(await screen.findByText('Página 3 de 3')).toBeInTheDocument();
    const filas = screen.getByRole('combobox', { name: 'Filas por página' });
    expect(within(filas).getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '20', '50', '100']);
    await user.selectOptions(filas, '20');
    expect(await screen.findByText('Página 1 de 2')).toBeInTheDocument();
    expect(location()).toBe('/metodos-pago?pageSize=20');
    expect(screen.getAllByRole('link')).toHaveLength(20);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filas por página' }), '10');
    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();
    expect(location()).toBe('/metodos-pago');
    expect(within(screen.getByRole('table')).queryAllByRole('button', { name: /^(Nombre|Descripción)$/ })).toHaveLength(0);
  });

  it('hands its URL to the form it opens, by link, Editar or Agregar', async () => {
    conMuchos();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Routes>
          <Route path="/metodos-pago" element={<MetodosPagoListPage />} />
          <Route path="/metodos-pago/create" element={<EstadoRecibido />} />
          <Route path="/metodos-pago/:id" element={<EstadoRecibido />} />
        </Routes>
        <LocationProbe />
      </>,
      { route: '/metodos-pago?pageSize=5&page=2', user: admin },
    );
    await user.click(await screen.findByRole('button', { name: 'Editar Método 7' }));
    expect(screen.getByTestId('estado')).toHaveTextContent('{"from":"/metodos-pago?pageSize=5&page=2"}');
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    (await screen.findByRole('link', { name: 'Método 8' })).focus();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/metodos-pago/8');
    expect(screen.getByTestId('estado')).toHaveTextContent('{"from":"/metodos-pago?pageSize=5&page=2"}');
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    await user.click(await screen.findByRole('button', { name: 'Agregar Método de Pago' }));
    expect(location()).toBe('/metodos-pago/create');
    expect(screen.getByTestId('estado')).toHaveTextContent('{"from":"/metodos-pago?pageSize=5&page=2"}');
  });

  it('replaces a page past the end with the last one once the list is loaded', async () => {
    conMuchos();
    renderList(admin, '/metodos-pago?page=9');
    expect(await screen.findByText('Página 3 de 3')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/metodos-pago?page=3'));
    expect(screen.getByText('Método 23')).toBeInTheDocument();
  });
});
