import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Link, Route, Routes } from 'react-router-dom';
import type { SessionUser } from 'shared';
import { fakeSessionUser, fueraDelContrato, LocationProbe, renderWithProviders } from 'shared/testing';
import { toast } from 'shared/toast';
import { sinSucursal } from '../testing/fabricacion-fakes';
import { ALCOHOL, API_URL, GLICERINA, requestsTo, setupFabricacionServer, toFabricacion } from '../testing/fabricacion-handlers';
import { FabricacionDetallePage } from './FabricacionDetallePage';

const { server, store } = setupFabricacionServer();

// A failed load is retried once, a second later; and on a busy 2-core machine a reload can take
// longer than the default 1 s of findBy/waitFor (waiting longer asserts no timing).
configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(15_000);

afterEach(() => act(() => toast.remove()));

const inventario = fakeSessionUser({ roleName: 'Inventario' });
const soloLectura = fakeSessionUser({ roleName: 'Solo lectura' });

function renderDetalle(id: string | number, user: SessionUser = inventario) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/fabricacion/:id" element={<FabricacionDetallePage />} />
        <Route path="/fabricacion" element={<h1>Lista de fabricaciones</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: `/fabricacion/${id}`, user },
  );
}

const location = () => screen.getByTestId('location').textContent;
const detailGets = (id: number) => requestsTo(store(), 'GET', `/fabricaciones/${id}`);
const casilla = (nombre: string) => screen.getByRole('checkbox', { name: `Confirmar ${nombre}` });
const datos = () => screen.getByRole('region', { name: 'Datos de la fabricación' });
const dato = (termino: string) => within(datos()).getByText(termino).nextElementSibling;

describe('/fabricacion/:id', () => {
  it('shows the run: product, quantity with its unit, state, branch, date, user and the raw materials', async () => {
    renderDetalle(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fabricación #1' })).toBeInTheDocument();
    expect(dato('Producto')).toHaveTextContent('20004 - Esencia de lavanda');
    expect(dato('Cantidad a fabricar')).toHaveTextContent('2 l');
    expect(dato('Estado')).toHaveTextContent('En proceso');
    expect(dato('Sucursal')).toHaveTextContent('Casa Central');
    expect(dato('Fecha')).toHaveTextContent('01/03/2026 11:00');
    expect(dato('Usuario')).toHaveTextContent('Ana Pérez');
    expect(dato('Materias confirmadas')).toHaveTextContent('0 de 2');

    const tabla = screen.getByRole('table', { name: 'Materias primas' });
    for (const header of ['Código', 'Materia prima', 'Cantidad', 'Confirmada']) {
      expect(within(tabla).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const alcohol = within(tabla).getByText('Alcohol etílico').closest('tr')!;
    expect(within(alcohol).getByText('10001')).toBeInTheDocument();
    expect(within(alcohol).getByText('1,6 l')).toBeInTheDocument();
    expect(within(alcohol).getByText('Pendiente')).toBeInTheDocument();
    expect(casilla('Alcohol etílico')).not.toBeChecked();
    expect(casilla('Alcohol etílico')).toBeEnabled();
    expect(within(tabla).getByText('1 kg')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finalizar fabricación' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar fabricación' })).toBeInTheDocument();
  });

  it('confirms a raw material from the keyboard: sends materiaPrimaId and the branch, then reloads with the box checked and disabled', async () => {
    const user = userEvent.setup();
    renderDetalle(1);
    await screen.findByRole('heading', { name: 'Fabricación #1' });
    expect(detailGets(1)).toHaveLength(1);
    casilla('Alcohol etílico').focus();
    await user.keyboard(' ');

    expect(await screen.findByText('Materia prima confirmada')).toBeInTheDocument();
    expect(requestsTo(store(), 'PUT', '/fabricaciones/1/check-materia').map((r) => r.body)).toEqual([{ materiaPrimaId: ALCOHOL, sucursalId: 1 }]);
    expect(detailGets(1)).toHaveLength(2);
    expect(casilla('Alcohol etílico')).toBeChecked();
    expect(casilla('Alcohol etílico')).toBeDisabled();
    expect(within(casilla('Alcohol etílico').closest('tr')!).getByText('Confirmada')).toBeInTheDocument();
    expect(dato('Materias confirmadas')).toHaveTextContent('1 de 2');
    expect(store().stock.get(`1:${ALCOHOL}`)).toBe('8.4000');
  });

  it("shows the server's 409 when the stock does not suffice and leaves the box unchecked", async () => {
    const user = userEvent.setup();
    renderDetalle(1);
    await screen.findByRole('heading', { name: 'Fabricación #1' });
    await user.click(casilla('Glicerina'));
    expect(await screen.findByText('Stock insuficiente para 10002 - Glicerina (disponible: 0,5 kg)')).toBeInTheDocument();
    expect(casilla('Glicerina')).not.toBeChecked();
    expect(casilla('Glicerina')).toBeEnabled();
    expect(requestsTo(store(), 'PUT', '/check-materia').map((r) => r.body)).toEqual([{ materiaPrimaId: GLICERINA, sucursalId: 1 }]);
  });

  it("shows 'Error al confirmar materia' when the request never reaches the server", async () => {
    server.use(http.put(`${API_URL}/fabricaciones/:id/check-materia`, () => HttpResponse.error()));
    const user = userEvent.setup();
    renderDetalle(1);
    await screen.findByRole('heading', { name: 'Fabricación #1' });
    await user.click(casilla('Alcohol etílico'));
    expect(await screen.findByText('Error al confirmar materia')).toBeInTheDocument();
    expect(casilla('Alcohol etílico')).not.toBeChecked();
  });

  it('finalizes after a dialog that says it is irreversible, then reloads as Finalizada without actions', async () => {
    const user = userEvent.setup();
    renderDetalle(2);
    await screen.findByRole('heading', { name: 'Fabricación #2' });
    expect(casilla('Alcohol etílico')).toBeChecked();
    expect(casilla('Alcohol etílico')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Finalizar fabricación' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Finalizar fabricación' });
    expect(dialog).toHaveTextContent('Esta acción es irreversible.');
    expect(dialog).toHaveTextContent('10 unidad de 30005 - Perfume floral 100 ml');
    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requestsTo(store(), 'PUT', '/finalizar')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Finalizar fabricación' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Finalizar fabricación' });
    await user.click(within(dialog).getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText('Fabricación finalizada')).toBeInTheDocument();
    expect(requestsTo(store(), 'PUT', '/fabricaciones/2/finalizar').map((r) => r.body)).toEqual([{ sucursalId: 1 }]);
    await waitFor(() => expect(dato('Estado')).toHaveTextContent('Finalizada'));
    expect(detailGets(2)).toHaveLength(2);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finalizar fabricación' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar fabricación' })).not.toBeInTheDocument();
    expect(store().stock.get('1:5')).toBe('10.0000');
  });

  it("prefers the server's message when finalizing fails (lines still to confirm)", async () => {
    const user = userEvent.setup();
    renderDetalle(1);
    await user.click(await screen.findByRole('button', { name: 'Finalizar fabricación' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText('Faltan confirmar materias primas: no se puede finalizar.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(dato('Estado')).toHaveTextContent('En proceso');
  });

  it("shows 'Error al finalizar' when the request never reaches the server", async () => {
    server.use(http.put(`${API_URL}/fabricaciones/:id/finalizar`, () => HttpResponse.error()));
    const user = userEvent.setup();
    renderDetalle(2);
    await user.click(await screen.findByRole('button', { name: 'Finalizar fabricación' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText('Error al finalizar')).toBeInTheDocument();
  });

  it('cancels after a dialog that says it returns the stock and deletes the run, then goes to /fabricacion', async () => {
    const user = userEvent.setup();
    renderDetalle(2);
    await user.click(await screen.findByRole('button', { name: 'Cancelar fabricación' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar fabricación' });
    expect(dialog).toHaveTextContent('Se devolverá el stock de las materias primas ya confirmadas y se eliminará la fabricación.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar fabricación' }));

    expect(await screen.findByRole('heading', { name: 'Lista de fabricaciones' })).toBeInTheDocument();
    expect(location()).toBe('/fabricacion');
    expect(await screen.findByText('Fabricación cancelada')).toBeInTheDocument();
    expect(requestsTo(store(), 'DELETE', '/fabricaciones/2/cancelar').map((r) => r.body)).toEqual([{ sucursalId: 1 }]);
    expect(store().fabricaciones.find((f) => f.id === 2)?.estado).toBe('cancelada');
    expect(store().stock.get(`1:${ALCOHOL}`)).toBe('10.9000');
  });

  it("shows 'Error al cancelar' and stays when cancelling fails", async () => {
    server.use(http.delete(`${API_URL}/fabricaciones/:id/cancelar`, () => new HttpResponse(null, { status: 500 })));
    const user = userEvent.setup();
    renderDetalle(2);
    await user.click(await screen.findByRole('button', { name: 'Cancelar fabricación' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar fabricación' }));
    expect(await screen.findByText('Error al cancelar')).toBeInTheDocument();
    expect(location()).toBe('/fabricacion/2');
  });

  it.each([
    [3, 'Finalizada'],
    [4, 'Cancelada'],
  ])('run #%i, %s: no actions and read-only boxes', async (id, estado) => {
    renderDetalle(id);
    await screen.findByRole('heading', { name: `Fabricación #${id}` });
    expect(dato('Estado')).toHaveTextContent(estado);
    expect(screen.queryByRole('button', { name: 'Finalizar fabricación' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar fabricación' })).not.toBeInTheDocument();
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  });

  it('Solo lectura (fabricacion.get and detail.get only): disabled boxes and no buttons', async () => {
    const user = userEvent.setup();
    renderDetalle(1, soloLectura);
    await screen.findByRole('heading', { name: 'Fabricación #1' });
    expect(casilla('Alcohol etílico')).toBeDisabled();
    expect(casilla('Glicerina')).toBeDisabled();
    await user.click(casilla('Alcohol etílico'));
    expect(screen.queryByRole('button', { name: 'Finalizar fabricación' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar fabricación' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
    expect(requestsTo(store(), 'PUT', '/check-materia')).toHaveLength(0);
  });

  it('without a branch on the run nor on its lines: each action says so and sends nothing', async () => {
    server.use(
      http.get(`${API_URL}/fabricaciones/:id`, () =>
        fueraDelContrato(HttpResponse.json(sinSucursal(toFabricacion(store(), store().fabricaciones[0]))), 'corrida y líneas sin sucursal'),
      ),
    );
    const user = userEvent.setup();
    renderDetalle(1);
    await screen.findByRole('heading', { name: 'Fabricación #1' });

    await user.click(casilla('Alcohol etílico'));
    expect(await screen.findByText('No se puede confirmar: sucursalId no definido')).toBeInTheDocument();
    expect(casilla('Alcohol etílico')).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Finalizar fabricación' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText('No se puede finalizar: sucursalId no definido')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancelar fabricación' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar fabricación' }));
    expect(await screen.findByText('No se puede cancelar: sucursalId no definido')).toBeInTheDocument();

    expect(store().requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(location()).toBe('/fabricacion/1');
  });

  it("takes the branch of the first line when the run has none", async () => {
    const f = toFabricacion(store(), store().fabricaciones[0]);
    const { sucursalId: _s, ...sinSucursalDeCorrida } = f;
    server.use(
      http.get(`${API_URL}/fabricaciones/:id`, () => fueraDelContrato(HttpResponse.json(sinSucursalDeCorrida), 'corrida sin sucursal'), { once: true }),
    );
    const user = userEvent.setup();
    renderDetalle(1);
    await screen.findByRole('heading', { name: 'Fabricación #1' });
    await user.click(casilla('Alcohol etílico'));
    expect(await screen.findByText('Materia prima confirmada')).toBeInTheDocument();
    expect(requestsTo(store(), 'PUT', '/check-materia').map((r) => r.body)).toEqual([{ materiaPrimaId: ALCOHOL, sucursalId: 1 }]);
  });

  it("shows 'No se encontró la fabricación' for a missing run or a malformed id", async () => {
    const { unmount } = renderDetalle(999);
    expect(await screen.findByText('No se encontró la fabricación')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Fabricación' })).toBeInTheDocument();
    unmount();
    renderDetalle('abc');
    expect(await screen.findByText('No se encontró la fabricación')).toBeInTheDocument();
  });

  it("shows 'Error al cargar la fabricación' (after its one automatic retry) and retries on demand", async () => {
    let fallidos = 0;
    server.use(
      http.get(`${API_URL}/fabricaciones/:id`, () => {
        fallidos += 1;
        return HttpResponse.json({ message: 'Error interno del servidor.' }, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    renderDetalle(1);
    expect(await screen.findByText('Error al cargar la fabricación')).toBeInTheDocument();
    expect(fallidos).toBe(2);
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Fabricación #1' })).toBeInTheDocument();
    expect(screen.queryByText('Error al cargar la fabricación')).not.toBeInTheDocument();
  });

  it("'Volver' returns to the list it came from, with its filters", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Routes>
          <Route path="/fabricacion/:id" element={<FabricacionDetallePage />} />
          <Route
            path="/fabricacion"
            element={
              <Link to="/fabricacion/1" state={{ from: '/fabricacion?estado=en_proceso&page=2' }}>
                Abrir la fabricación 1
              </Link>
            }
          />
        </Routes>
        <LocationProbe />
      </>,
      { route: '/fabricacion?estado=en_proceso&page=2', user: inventario },
    );
    await user.click(screen.getByRole('link', { name: 'Abrir la fabricación 1' }));
    await user.click(await screen.findByRole('button', { name: 'Volver' }));
    expect(location()).toBe('/fabricacion?estado=en_proceso&page=2');
  });

  it("'Volver' goes to /fabricacion when the detail was opened directly", async () => {
    const user = userEvent.setup();
    renderDetalle(1);
    await user.click(await screen.findByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('heading', { name: 'Lista de fabricaciones' })).toBeInTheDocument();
  });
});
