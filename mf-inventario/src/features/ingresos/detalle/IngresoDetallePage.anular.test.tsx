import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { P, type SessionUser } from 'shared';
import { fakeSessionUser, renderWithProviders } from 'shared/testing';
import { toast } from 'shared/toast';
import { IngresosListPage } from '../lista/IngresosListPage';
import { MSG_FAKE_STOCK_INSUFICIENTE, setupIngresosServer } from '../testing/ingresos-handlers';
import { IngresoDetallePage } from './IngresoDetallePage';

jest.setTimeout(15_000);

const { store } = setupIngresosServer();

/** Opens and annuls entries. */
const encargado = fakeSessionUser({ roleName: 'Encargado', permissions: [P.ingresosGet, P.ingresosDetail, P.ingresosDelete] });
/** Opens entries but may not annul them. */
const consulta = fakeSessionUser({ roleName: 'Consulta', permissions: [P.ingresosGet, P.ingresosDetail] });

function render(route: string, user: SessionUser = encargado) {
  renderWithProviders(
    <Routes>
      <Route path="/ingresos" element={<IngresosListPage />} />
      <Route path="/ingresos/:id" element={<IngresoDetallePage />} />
    </Routes>,
    { route, user },
  );
  return userEvent.setup();
}

const dato = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const filaDe = (id: number) => screen.getByRole('link', { name: `Ingreso ${id}` }).closest('tr')!;

afterEach(() => {
  act(() => toast.remove());
});

describe('/ingresos/:id: Anular ingreso', () => {
  it('asks first, annuls, shows «Anulado» with who and when, and the list shows it too', async () => {
    const u = render('/ingresos');
    await u.click(await screen.findByRole('link', { name: 'Ingreso 23' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingreso #23' })).toBeInTheDocument();
    const boton = await screen.findByRole('button', { name: 'Anular ingreso' });

    await u.click(boton);
    let confirmacion = await screen.findByRole('alertdialog', { name: 'Anular ingreso' });
    expect(confirmacion).toHaveTextContent(
      'Se descontará del stock de Casa Central lo que entró con el ingreso #23 y los productos volverán a su costo anterior si nadie lo cambió después.',
    );
    // Cancelar sends nothing.
    await u.click(within(confirmacion).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(store().anulaciones).toEqual([]);

    await u.click(boton);
    confirmacion = await screen.findByRole('alertdialog', { name: 'Anular ingreso' });
    await u.click(within(confirmacion).getByRole('button', { name: 'Anular ingreso' }));
    expect(await screen.findByText('Ingreso anulado correctamente.')).toBeInTheDocument();
    expect(store().anulaciones).toEqual([23]);
    await waitFor(() => expect(dato('Estado')).toBe('Anulado'));
    expect(dato('Anulación')).toBe('20/03/2026 12:30 por Ana Pérez');
    expect(screen.queryByRole('button', { name: 'Anular ingreso' })).not.toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(within(filaDe(23)).getAllByRole('cell').at(-1)).toHaveTextContent('Anulado'));
    expect(within(filaDe(22)).getAllByRole('cell').at(-1)).toHaveTextContent('Registrado');
  });

  it('names the costs that were not restored', async () => {
    store().costosNoRestaurados = [{ productoId: 1, codigo: '10001', nombre: 'Alcohol etílico' }];
    const u = render('/ingresos/23');
    await u.click(await screen.findByRole('button', { name: 'Anular ingreso' }));
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Anular ingreso' }));
    expect(await screen.findByText('No se restauró el costo de 10001 - Alcohol etílico: cambió después de este ingreso.')).toBeInTheDocument();
  });

  it("shows the server's 409 when the stock was used, and the entry stays registered", async () => {
    store().stockConsumido = [23];
    const u = render('/ingresos/23');
    await u.click(await screen.findByRole('button', { name: 'Anular ingreso' }));
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Anular ingreso' }));
    expect(await screen.findByText(MSG_FAKE_STOCK_INSUFICIENTE)).toBeInTheDocument();
    expect(store().anulaciones).toEqual([23]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(dato('Estado')).toBe('Registrado');
    expect(screen.getByRole('button', { name: 'Anular ingreso' })).toHaveFocus();
  });

  it('is not offered without ingresos.delete', async () => {
    render('/ingresos/23', consulta);
    expect(await screen.findByText('Estado', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anular ingreso' })).not.toBeInTheDocument();
  });

  it('shows an annulled entry as «Anulado» without the button', async () => {
    const ingreso = store().ingresos.find((i) => i.id === 22)!;
    ingreso.status = 'anulado';
    ingreso.anulacion = { fecha: '2026-03-10T14:00:00.000Z', usuario: null };
    render('/ingresos/22');
    await waitFor(() => expect(dato('Estado')).toBe('Anulado'));
    expect(dato('Anulación')).toBe('10/03/2026 11:00');
    expect(screen.queryByRole('button', { name: 'Anular ingreso' })).not.toBeInTheDocument();
  });
});
