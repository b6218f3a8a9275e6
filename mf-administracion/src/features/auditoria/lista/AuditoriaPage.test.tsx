import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { P, type SessionUser } from 'shared';
import { fakeSessionUser, LocationProbe, renderWithProviders } from 'shared/testing';
import { lastQuery, registro, setupAuditoriaServer } from '../testing/auditoria-handlers';
import { AuditoriaPage } from './AuditoriaPage';

const { store } = setupAuditoriaServer();

const admin = fakeSessionUser({ roleName: 'Administrador' });
/** Reads the audit log but not the users: a role made only for it. */
const auditor = fakeSessionUser({ roleName: 'Auditor', permissions: [P.auditoriaGet] });

function renderPage(route = '/auditoria', user: SessionUser = admin) {
  return renderWithProviders(
    <>
      <AuditoriaPage />
      <LocationProbe />
    </>,
    { route, user },
  );
}

const location = () => screen.getByTestId('location').textContent;
const rowOf = (id: number) => screen.getByRole('button', { name: `Ver registro ${id}` }).closest('tr')!;
const cells = (id: number) => within(rowOf(id)).getAllByRole('cell').map((c) => c.textContent);
/** The id of each row shown, top to bottom (from its 'Ver registro N' button). */
const ids = () => screen.getAllByRole('button', { name: /^Ver registro/ }).map((b) => Number(b.getAttribute('aria-label')?.split(' ').at(-1)));

/** Rows 15, 7 and 5 are sales changed by Bruno Díaz (user 2); the rest are clients by Ana Pérez. */
function seedVentasDeBruno() {
  const { items } = store();
  for (const id of [15, 7, 5]) {
    items[items.findIndex((a) => a.id === id)] = registro(id, {
      entidad: 'ventas',
      accion: 'crear',
      usuario: { id: 2, name: 'Bruno Díaz' },
    });
  }
}

describe('/auditoria', () => {
  it('lists the first page with the date, user, entity, id and action labels', async () => {
    store().items[0] = registro(23, { usuario: null, entidad: 'ventas', accion: 'anular' });
    store().items[1] = registro(22, { entidad: 'otra_cosa', accion: 'reabrir', entidadId: null });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Auditoría' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Ver registro 23' })).toBeInTheDocument();
    for (const header of ['Fecha', 'Usuario', 'Entidad', 'ID', 'Acción']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(cells(23)).toEqual(['23/03/2026 10:05', 'Sistema', 'Ventas', '123', 'Anulación', 'Ver']);
    expect(cells(22)).toEqual(['22/03/2026 10:05', 'Ana Pérez', 'otra_cosa', '-', 'reabrir', 'Ver']);
    expect(cells(21)).toEqual(['21/03/2026 10:05', 'Ana Pérez', 'Clientes', '121', 'Modificación', 'Ver']);
    expect(screen.getAllByRole('button', { name: /^Ver registro/ })).toHaveLength(10);
    // No detail page: the rows carry no link and are not clickable; 'Ver' opens the dialog.
    expect(within(screen.getByRole('table')).queryByRole('link')).not.toBeInTheDocument();
    expect(rowOf(23)).not.toHaveAttribute('data-clickable');
    expect(screen.getByText('23 registros')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    expect(lastQuery(store())).toEqual({ page: '1', pageSize: '10' });
  });

  it('puts each filter in the URL, sends it to the API and goes back to page 1', async () => {
    seedVentasDeBruno();
    const user = userEvent.setup();
    renderPage('/auditoria?page=2');
    expect(await screen.findByRole('button', { name: 'Ver registro 13' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Entidad'), 'Ventas');
    expect(await screen.findByText('3 registros')).toBeInTheDocument();
    expect(location()).toBe('/auditoria?entidad=ventas');
    expect(lastQuery(store())).toEqual({ page: '1', pageSize: '10', entidad: 'ventas' });
    expect(screen.getByText('Página 1 de 1')).toBeInTheDocument();

    await screen.findByRole('option', { name: 'Bruno Díaz' });
    await user.selectOptions(screen.getByLabelText('Usuario'), 'Bruno Díaz');
    await waitFor(() => expect(location()).toBe('/auditoria?entidad=ventas&usuarioId=2'));
    await waitFor(() => expect(lastQuery(store())).toEqual({ page: '1', pageSize: '10', entidad: 'ventas', usuarioId: '2' }));

    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-03-06' } });
    expect(await screen.findByText('2 registros')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-03-10' } });
    expect(await screen.findByText('1 registro')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver registro 7' })).toBeInTheDocument();
    expect(location()).toBe('/auditoria?entidad=ventas&usuarioId=2&fechaDesde=2026-03-06&fechaHasta=2026-03-10');
    expect(lastQuery(store())).toEqual({
      page: '1',
      pageSize: '10',
      entidad: 'ventas',
      usuarioId: '2',
      fechaDesde: '2026-03-06',
      fechaHasta: '2026-03-10',
    });

    await user.selectOptions(screen.getByLabelText('Entidad'), 'Todas');
    await waitFor(() => expect(location()).toBe('/auditoria?usuarioId=2&fechaDesde=2026-03-06&fechaHasta=2026-03-10'));
    expect(lastQuery(store())).not.toHaveProperty('entidad');
  });

  it('starts from the filters, page and page size in the URL', async () => {
    seedVentasDeBruno();
    renderPage('/auditoria?entidad=ventas&usuarioId=2&fechaDesde=2026-03-06&pageSize=25');
    expect(await screen.findByRole('button', { name: 'Ver registro 15' })).toBeInTheDocument();
    expect(lastQuery(store())).toEqual({ page: '1', pageSize: '25', entidad: 'ventas', usuarioId: '2', fechaDesde: '2026-03-06' });
    expect(screen.getByLabelText('Entidad')).toHaveValue('ventas');
    await waitFor(() => expect(screen.getByLabelText('Usuario')).toHaveDisplayValue('Bruno Díaz'));
    expect(screen.getByLabelText('Desde')).toHaveValue('2026-03-06');
    expect(screen.getByLabelText('Hasta')).toHaveValue('');
    expect(screen.getByLabelText('Filas por página')).toHaveValue('25');
  });

  it('asks the server for page 2, keeps it in the URL and changes the page size', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('button', { name: 'Ver registro 23' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('button', { name: 'Ver registro 13' })).toBeInTheDocument();
    expect(lastQuery(store())).toEqual({ page: '2', pageSize: '10' });
    expect(location()).toBe('/auditoria?page=2');
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Filas por página'), '25');
    expect(await screen.findByText('Página 1 de 1')).toBeInTheDocument();
    expect(location()).toBe('/auditoria?pageSize=25');
    expect(lastQuery(store())).toEqual({ page: '1', pageSize: '25' });
    expect(screen.getAllByRole('button', { name: /^Ver registro/ })).toHaveLength(23);
  });

  it('sorts by user and by date on the server, with the order in the URL and aria-sort on the header', async () => {
    seedVentasDeBruno();
    store().items[0] = registro(23, { usuario: null });
    const user = userEvent.setup();
    renderPage('/auditoria?page=2');
    expect(await screen.findByRole('button', { name: 'Ver registro 13' })).toBeInTheDocument();
    const usuario = () => screen.getByRole('columnheader', { name: 'Usuario' });
    expect(usuario()).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Acción' })).not.toHaveAttribute('aria-sort');

    await user.click(within(usuario()).getByRole('button', { name: 'Usuario' }));
    await waitFor(() => expect(ids()).toEqual([1, 2, 3, 4, 6, 8, 9, 10, 11, 12]));
    expect(location()).toBe('/auditoria?sort=usuario&dir=asc');
    expect(lastQuery(store())).toEqual({ page: '1', pageSize: '10', sort: 'usuario', dir: 'asc' });
    expect(usuario()).toHaveAttribute('aria-sort', 'ascending');

    // Descending: the system's rows (no user) first, then Bruno Díaz, then Ana Pérez.
    await user.click(within(usuario()).getByRole('button', { name: 'Usuario' }));
    await waitFor(() => expect(ids().slice(0, 5)).toEqual([23, 15, 7, 5, 22]));
    expect(cells(23)[1]).toBe('Sistema');
    expect(usuario()).toHaveAttribute('aria-sort', 'descending');

    const fecha = within(screen.getByRole('columnheader', { name: 'Fecha' })).getByRole('button', { name: 'Fecha' });
    fecha.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(ids()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
    expect(location()).toBe('/auditoria?sort=fecha&dir=asc');
    expect(usuario()).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Fecha' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('keeps the order when a filter or the page size changes', async () => {
    seedVentasDeBruno();
    const user = userEvent.setup();
    renderPage('/auditoria?sort=fecha&dir=asc');
    await waitFor(() => expect(ids()[0]).toBe(1));
    await user.selectOptions(screen.getByLabelText('Entidad'), 'Ventas');
    await waitFor(() => expect(ids()).toEqual([5, 7, 15]));
    expect(location()).toBe('/auditoria?sort=fecha&dir=asc&entidad=ventas');
    await user.selectOptions(screen.getByLabelText('Filas por página'), '50');
    await waitFor(() => expect(location()).toBe('/auditoria?sort=fecha&dir=asc&entidad=ventas&pageSize=50'));
    expect(lastQuery(store())).toEqual({ page: '1', pageSize: '50', entidad: 'ventas', sort: 'fecha', dir: 'asc' });
  });

  it("says 'No hay resultados.' when nothing matches", async () => {
    store().items = [];
    renderPage();
    expect(await screen.findByText('No hay resultados.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Ver registro/ })).not.toBeInTheDocument();
  });

  it('shows the load error with the server message and retries', async () => {
    store().fail.list = 'server';
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar la auditoría');
    expect(alert).toHaveTextContent('Fallo interno');
    delete store().fail.list;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Ver registro 23' })).toBeInTheDocument();
  });

  it("says 'Error de red' when the API cannot be reached", async () => {
    store().fail.list = 'network';
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar la auditoría');
    expect(alert).toHaveTextContent('Error de red');
  });

  it("opens the detail from the keyboard with 'Ver' and shows the state before and after as JSON", async () => {
    const antes = { nombre: 'Efectivo', descripcion: null, activo: true };
    const despues = { nombre: 'Efectivo', descripcion: 'Pago en mano', detalles: [{ id: 1, monto: '10.00' }] };
    store().items[0] = registro(23, { entidad: 'metodos_pago', entidadId: '1', accion: 'actualizar', antes, despues });
    store().items[1] = registro(22, { accion: 'crear', antes: null, despues: { nombre: 'Nuevo' } });
    const user = userEvent.setup();
    renderPage();

    const ver = await screen.findByRole('button', { name: 'Ver registro 23' });
    ver.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Registro de auditoría N° 23' });
    expect(within(dialog).getByText('Métodos de pago')).toBeInTheDocument();
    expect(within(dialog).getByText('Modificación')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Antes').tagName).toBe('PRE');
    expect(within(dialog).getByLabelText('Antes').textContent).toBe(JSON.stringify(antes, null, 2));
    expect(within(dialog).getByLabelText('Después').textContent).toBe(JSON.stringify(despues, null, 2));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(ver).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Ver registro 22' }));
    const creacion = await screen.findByRole('dialog', { name: 'Registro de auditoría N° 22' });
    expect(within(creacion).getByLabelText('Antes')).toHaveTextContent('Sin datos');
    expect(within(creacion).getByLabelText('Después').textContent).toBe(JSON.stringify({ nombre: 'Nuevo' }, null, 2));
    await user.click(within(creacion).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not ask for the users without usuarios.get and offers only Todos', async () => {
    renderPage('/auditoria', auditor);
    expect(await screen.findByRole('button', { name: 'Ver registro 23' })).toBeInTheDocument();
    const usuarioSelect = screen.getByLabelText('Usuario');
    expect(within(usuarioSelect).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos']);
    expect(store().usuariosCalls).toBe(0);
  });
});
