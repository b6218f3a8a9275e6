import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { P, type SessionUser } from 'shared';
import { fakeSessionUser, LocationProbe, renderWithProviders } from 'shared/testing';
import { API_URL, setupPresupuestosServer } from '../testing/presupuestos-handlers';
import { PresupuestosListPage } from './PresupuestosListPage';

jest.setTimeout(20_000);

const { server, store } = setupPresupuestosServer();

const admin = fakeSessionUser({ id: 1, name: 'Ana Pérez', roleName: 'Administrador' });

/** The detail stand-in: shows where the list told it to return. */
function Detalle() {
  const state = useLocation().state as { from?: string } | null;
  return <h1>Detalle del presupuesto (volver a {state?.from ?? '-'})</h1>;
}

function renderList(route = '/presupuestos', user: SessionUser = admin) {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/presupuestos" element={<PresupuestosListPage />} />
        <Route path="/presupuestos/nuevo" element={<h1>Nuevo presupuesto</h1>} />
        <Route path="/presupuestos/:id" element={<Detalle />} />
      </Routes>
      <LocationProbe />
    </>,
    { route, user },
  );
  return userEvent.setup();
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const numeros = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0].textContent);
const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://x');
const lastRequest = () => Object.fromEntries(store().listRequests.at(-1)!.searchParams);

describe('/presupuestos', () => {
  it('shows the first page of 15 with client, seller, total with its symbol, state and the converted note', async () => {
    renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Presupuestos' })).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    for (const header of ['Num. Presupuesto', 'Fecha', 'Cliente', 'Vendedor', 'Total', 'Estado']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(numeros()).toEqual(['23', '22', '21', '20', '19', '18', '17', '16', '15', '14', '13', '12', '11', '10', '9']);
    expect(lastRequest()).toEqual({ page: '1', pageSize: '15' });

    const fila = (n: number) => within(screen.getByRole('link', { name: `Presupuesto ${n}` }).closest('tr')!);
    expect(fila(22).getByText('María López')).toBeInTheDocument();
    expect(fila(22).getByText('Ana Pérez')).toBeInTheDocument();
    expect(fila(22).getByText('22/11/2026 10:00')).toBeInTheDocument();
    expect(fila(22).getByText('$ 2.420,00')).toBeInTheDocument();
    expect(fila(22).getByText('Activo')).toBeInTheDocument();
    expect(fila(21).getByText('Sin cliente')).toBeInTheDocument();
    expect(fila(21).getByText('Pedro Ruiz')).toBeInTheDocument();
    expect(fila(21).getByText('Anulado')).toBeInTheDocument();
    expect(fila(20).getByText('Convertido en venta')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Los presupuestos convertidos en venta no pueden editarse.');
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Filas por página')).toHaveValue('15');
  });

  it("says 'Sin vendedor' and shows the dollar symbol on the second page, kept in the URL", async () => {
    const u = renderList();
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    await u.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(numeros()).toEqual(['8', '7', '6', '5', '4', '3', '2', '1']));
    expect(location().searchParams.get('page')).toBe('2');
    expect(lastRequest()).toMatchObject({ page: '2', pageSize: '15' });
    const uno = within(screen.getByRole('link', { name: 'Presupuesto 1' }).closest('tr')!);
    expect(uno.getByText('Sin vendedor')).toBeInTheDocument();
    expect(uno.getByText('Sin cliente')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: 'Presupuesto 2' }).closest('tr')!).getByText('US$ 12,10')).toBeInTheDocument();
  });

  it('applies text and state only on Buscar, writes them to the URL and drops the note without converted quotes', async () => {
    const u = renderList('/presupuestos?page=2');
    await waitFor(() => expect(bodyRows()).toHaveLength(8));
    const pedidos = store().listRequests.length;
    await u.type(screen.getByLabelText('Buscar'), 'maría');
    // The labels of docs/presupuestos.md, as the specification writes them: 'Todos', 'activo', 'anulado'.
    expect(within(screen.getByLabelText('Estado')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'activo', 'anulado']);
    await u.selectOptions(screen.getByLabelText('Estado'), 'anulado');
    expect(store().listRequests).toHaveLength(pedidos);
    await u.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(numeros()).toEqual(['14']));
    expect(lastRequest()).toEqual({ page: '1', pageSize: '15', search: 'maría', estado: 'anulado' });
    expect(Object.fromEntries(location().searchParams)).toEqual({ search: 'maría', estado: 'anulado' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('filters by seller code and dates, submitting with Enter', async () => {
    const u = renderList();
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    const vendedor = screen.getByLabelText('Vendedor');
    await waitFor(() => expect(within(vendedor).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'Ana Pérez (V001)', 'Pedro Ruiz (V002)']));
    await u.selectOptions(vendedor, 'Pedro Ruiz (V002)');
    await u.type(screen.getByLabelText('Desde'), '2026-11-10');
    await u.type(screen.getByLabelText('Hasta'), '2026-11-20{Enter}');
    await waitFor(() => expect(numeros()).toEqual(['18', '15', '12']));
    expect(screen.getByLabelText('Hasta')).toHaveFocus();
    expect(lastRequest()).toEqual({ page: '1', pageSize: '15', codVendedor: 'V002', fechaDesde: '2026-11-10', fechaHasta: '2026-11-20' });
    expect(location().searchParams.get('codVendedor')).toBe('V002');
    expect(screen.getByRole('note')).toBeInTheDocument(); // 15 was converted
  });

  it('reads the filters from the URL into the form', async () => {
    renderList('/presupuestos?search=maria&estado=activo&fechaDesde=2026-11-02&codVendedor=V001&pageSize=30');
    await waitFor(() => expect(lastRequest()).toEqual({ page: '1', pageSize: '30', search: 'maria', estado: 'activo', fechaDesde: '2026-11-02', codVendedor: 'V001' }));
    expect(screen.getByLabelText('Buscar')).toHaveValue('maria');
    expect(screen.getByLabelText('Estado')).toHaveValue('activo');
    expect(screen.getByLabelText('Desde')).toHaveValue('2026-11-02');
    await waitFor(() => expect(screen.getByLabelText('Vendedor')).toHaveValue('V001'));
    expect(screen.getByLabelText('Filas por página')).toHaveValue('30');
  });

  it("says 'No hay resultados.' when nothing matches", async () => {
    const u = renderList();
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    await u.type(screen.getByLabelText('Buscar'), 'zzz{Enter}');
    expect(await screen.findByText('No hay resultados.')).toBeInTheDocument();
    expect(screen.getByText('0 presupuestos')).toBeInTheDocument();
  });

  it('shows the load error with an empty single page, and retries', async () => {
    server.use(http.get(`${API_URL}/presupuestos`, () => HttpResponse.json({ message: 'x' }, { status: 500 }), { once: true }));
    const u = renderList();
    expect(await screen.findByText('Error al cargar los presupuestos')).toBeInTheDocument();
    expect(screen.getByText('No hay resultados.')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 1')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    expect(screen.queryByText('Error al cargar los presupuestos')).not.toBeInTheDocument();
  });

  it('says when the sellers cannot be loaded and still lists the quotes', async () => {
    server.use(http.get(`${API_URL}/users`, () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    renderList();
    expect(await screen.findByText('Error al cargar los vendedores')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
  });

  it("opens a quote with 'Ver' and hands it the list's URL to return to", async () => {
    const u = renderList('/presupuestos?estado=activo');
    await screen.findByRole('button', { name: 'Ver presupuesto 23' });
    await u.click(screen.getByRole('button', { name: 'Ver presupuesto 23' }));
    expect(await screen.findByRole('heading', { name: 'Detalle del presupuesto (volver a /presupuestos?estado=activo)' })).toBeInTheDocument();
    expect(location().pathname).toBe('/presupuestos/23');
  });

  it("goes to the new quote with 'Nuevo Presupuesto'", async () => {
    const u = renderList();
    await u.click(await screen.findByRole('button', { name: 'Nuevo Presupuesto' }));
    expect(location().pathname).toBe('/presupuestos/nuevo');
  });

  it('gives Solo lectura no new quote button, but the detail', async () => {
    renderList('/presupuestos', fakeSessionUser({ roleName: 'Solo lectura' }));
    expect(await screen.findByRole('button', { name: 'Ver presupuesto 23' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuevo Presupuesto' })).not.toBeInTheDocument();
  });

  it('gives a seller without usuarios.get the seller filter too', async () => {
    renderList('/presupuestos', fakeSessionUser({ roleName: 'Vendedor' }));
    expect(await screen.findByRole('button', { name: 'Nuevo Presupuesto' })).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    expect(await screen.findByLabelText('Vendedor')).toBeInTheDocument();
  });

  it('without presupuestos.detail.get there is neither Ver nor a link', async () => {
    renderList('/presupuestos', fakeSessionUser({ roleName: 'Solo lectura', permissions: [P.presupuestosGet] }));
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    expect(screen.queryByRole('button', { name: /^Ver presupuesto/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Presupuesto/ })).not.toBeInTheDocument();
  });
});
