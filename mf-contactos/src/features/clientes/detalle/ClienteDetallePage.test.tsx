import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { MSG_CLIENTE_CON_SALDO, MSG_CLIENTE_CON_VENTAS, MSG_CUIT_DIGITO, P, type SessionUser } from 'shared';
import { fakeSessionUser, LocationProbe, mockPrintWindow, renderWithProviders } from 'shared/testing';
import { ClienteDetallePage } from './ClienteDetallePage';
import { API_URL, setupClientesServer } from '../testing/clientes-handlers';

const { server, store } = setupClientesServer();

const admin = fakeSessionUser({ roleName: 'Administrador' });
const lector = fakeSessionUser({ roleName: 'Solo lectura', permissions: [P.clientesGet, P.clientesDetail] });
const vendedor = fakeSessionUser({ roleName: 'Vendedor' });

function renderDetalle(id: string | number = 1, user: SessionUser = admin) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/clientes/:id" element={<ClienteDetallePage />} />
        <Route path="/listados/clientes" element={<h1>Listado de clientes</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: `/clientes/${id}`, user },
  );
}

describe('/clientes/:id', () => {
  it('shows every field, both balances and the link to the current account', async () => {
    renderDetalle(1);
    expect(await screen.findByRole('heading', { name: 'Juan Pérez' })).toBeInTheDocument();
    const datos = screen.getByRole('region', { name: 'Datos del cliente' });
    for (const value of ['30111222', 'Particular', 'Responsable Inscripto', 'juan@example.com', '11 4444-5555', 'Av. Siempre Viva 742', '1900', 'La Plata', 'Buenos Aires', 'Entregar por la mañana']) {
      expect(within(datos).getByText(value)).toBeInTheDocument();
    }
    const cuenta = screen.getByRole('region', { name: 'Cuenta corriente' });
    expect(within(cuenta).getByText(/Debe\s+\$\s?1\.500,50/)).toBeInTheDocument();
    expect(within(cuenta).getByText(/A favor\s+US\$\s?20,00/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver cuenta corriente' })).toHaveAttribute('href', '/cuentas-corrientes/1');
  });

  it("shows 'Cliente no encontrado.' for a missing client", async () => {
    renderDetalle(999);
    expect(await screen.findByText('Cliente no encontrado.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
  });

  it("shows 'Error al cargar cliente' when loading fails for another reason", async () => {
    server.use(http.get(`${API_URL}/clientes/:id`, () => HttpResponse.json({ message: 'Sin permiso' }, { status: 403 })));
    renderDetalle(1);
    expect(await screen.findByText('Error al cargar cliente')).toBeInTheDocument();
  });

  it('edits in place: Editar shows the form, Eliminar hides, Guardar Cambios saves and returns to the view', async () => {
    const user = userEvent.setup();
    renderDetalle(1);
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    const telefono = screen.getByLabelText(/Teléfono/);
    expect(telefono).toHaveValue('11 4444-5555');
    await user.clear(telefono);
    await user.type(telefono, '351 555-0000');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));

    expect(await screen.findByText('Cliente actualizado correctamente')).toBeInTheDocument();
    expect(await screen.findByText('351 555-0000')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar Cambios' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
    const put = store().requests.find((r) => r.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/clientes/1');
    expect(put?.body).toMatchObject({ telefono: '351 555-0000', nombreApellido: 'Juan Pérez', tipo: 'particular' });
  });

  it('shows the credit limit of each currency, or Sin límite', async () => {
    renderDetalle(1);
    const cuenta = await screen.findByRole('region', { name: 'Cuenta corriente' });
    const limite = (nombre: string) => within(cuenta).getByText(nombre).nextElementSibling;
    expect(limite('Límite de crédito en pesos')).toHaveTextContent(/^\$\s?250\.000,00$/);
    expect(limite('Límite de crédito en dólares')).toHaveTextContent('Sin límite');
  });

  it('edits the credit limits: a new amount, and empty for no limit', async () => {
    const user = userEvent.setup();
    renderDetalle(1);
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const pesos = screen.getByRole('textbox', { name: 'Límite de crédito en pesos' });
    const dolares = screen.getByRole('textbox', { name: 'Límite de crédito en dólares' });
    expect(pesos).toHaveValue('250000.00');
    expect(pesos).toHaveAccessibleDescription('Vacío: sin límite');
    expect(dolares).toHaveValue('');
    await user.clear(pesos);
    await user.type(dolares, '1500.5');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));

    expect(await screen.findByText('Cliente actualizado correctamente')).toBeInTheDocument();
    const put = store().requests.find((r) => r.method === 'PUT');
    expect(put?.body).toMatchObject({ limiteCreditoPesos: null, limiteCreditoDolares: '1500.5' });
    const cuenta = screen.getByRole('region', { name: 'Cuenta corriente' });
    expect(within(cuenta).getByText('Límite de crédito en pesos').nextElementSibling).toHaveTextContent('Sin límite');
    expect(within(cuenta).getByText('Límite de crédito en dólares').nextElementSibling).toHaveTextContent(/^US\$\s?1\.500,50$/);
  });

  it('refuses a credit limit that is not an amount with up to 2 decimals, and sends nothing', async () => {
    const user = userEvent.setup();
    renderDetalle(1);
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const pesos = screen.getByRole('textbox', { name: 'Límite de crédito en pesos' });
    await user.clear(pesos);
    await user.type(pesos, '1.500,50');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El límite de crédito debe ser un importe de hasta 2 decimales, mayor o igual a 0.');
    expect(pesos).toHaveAttribute('aria-invalid', 'true');
    expect(store().requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('a seller edits the client but sees the credit limits read-only, and does not send them', async () => {
    const user = userEvent.setup();
    renderDetalle(1, vendedor);
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const pesos = screen.getByRole('textbox', { name: 'Límite de crédito en pesos' });
    expect(pesos).toHaveAttribute('readonly');
    expect(pesos).toHaveValue('250000.00');
    expect(pesos).toHaveAccessibleDescription('Vacío: sin límite. Solo lo cambia quien puede generar códigos de autorización.');
    await user.type(pesos, '9');
    expect(pesos).toHaveValue('250000.00');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('Cliente actualizado correctamente')).toBeInTheDocument();
    const put = store().requests.find((r) => r.method === 'PUT');
    expect(put?.body).toMatchObject({ nombreApellido: 'Juan Pérez' });
    expect(put?.body).not.toHaveProperty('limiteCreditoPesos');
    expect(put?.body).not.toHaveProperty('limiteCreditoDolares');
    expect(store().state.clientes[0].limiteCreditoPesos).toBe('250000.00');
  });

  it("'Cancelar' leaves edit mode without saving", async () => {
    const user = userEvent.setup();
    renderDetalle(1);
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    await user.clear(screen.getByLabelText(/Nombre y apellido/));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('heading', { name: 'Juan Pérez' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(store().requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it("shows the server's message when saving fails and stays in edit mode", async () => {
    const user = userEvent.setup();
    server.use(http.put(`${API_URL}/clientes/:id`, () => HttpResponse.json({ message: 'Documento duplicado.' }, { status: 409 })));
    renderDetalle(1);
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('Documento duplicado.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar Cambios' })).toBeEnabled();
  });

  it("says 'Error al actualizar cliente' when saving never reaches the server, and stays in edit mode", async () => {
    const user = userEvent.setup();
    server.use(http.put(`${API_URL}/clientes/:id`, () => HttpResponse.error()));
    renderDetalle(1);
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('Error al actualizar cliente')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar Cambios' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/clientes/1');
  });

  it('deletes after confirmation and goes to the list', async () => {
    const user = userEvent.setup();
    renderDetalle(2);
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar cliente' });
    expect(dialog).toHaveTextContent('Distribuidora Sur');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(store().state.clientes.some((c) => c.id === 2)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Eliminar cliente' })).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('heading', { name: 'Listado de clientes' })).toBeInTheDocument();
    expect(await screen.findByText('Cliente eliminado correctamente')).toBeInTheDocument();
    expect(store().state.clientes.some((c) => c.id === 2)).toBe(false);
  });

  it("shows the server's refusal to delete a client with sales and stays on the client", async () => {
    const user = userEvent.setup();
    store().state.conVentas.add(2);
    renderDetalle(2);
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Eliminar cliente' })).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(MSG_CLIENTE_CON_VENTAS)).toBeInTheDocument();
    expect(MSG_CLIENTE_CON_VENTAS).toBe('No se puede eliminar el cliente: tiene ventas registradas.');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/clientes/2');
    expect(screen.getByRole('heading', { name: 'Distribuidora Sur' })).toBeInTheDocument();
    expect(store().state.clientes.some((c) => c.id === 2)).toBe(true);
    expect(store().requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it("shows the server's refusal to delete a client with a balance", async () => {
    const user = userEvent.setup();
    renderDetalle(1);
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Eliminar cliente' })).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(MSG_CLIENTE_CON_SALDO)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/clientes/1');
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeEnabled();
  });

  it('shows a CUIT with a wrong check digit under Documento while editing, and sends nothing', async () => {
    const user = userEvent.setup();
    renderDetalle(1);
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const documento = screen.getByLabelText(/Documento/);
    await user.clear(documento);
    await user.type(documento, '20123456780');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_CUIT_DIGITO);
    expect(documento).toHaveAccessibleDescription(MSG_CUIT_DIGITO);
    expect(store().requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it("shows the server's refusal of the document under Documento while editing", async () => {
    const user = userEvent.setup();
    server.use(
      http.put(`${API_URL}/clientes/:id`, () => HttpResponse.json({ message: 'Ya existe un cliente con ese documento.' }, { status: 409 })),
    );
    renderDetalle(1);
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya existe un cliente con ese documento.');
    expect(screen.getByLabelText(/Documento/)).toHaveAccessibleDescription('Ya existe un cliente con ese documento.');
    expect(screen.getByRole('button', { name: 'Guardar Cambios' })).toBeEnabled();
  });

  it("shows 'Error al eliminar cliente' when deleting fails", async () => {
    const user = userEvent.setup();
    server.use(http.delete(`${API_URL}/clientes/:id`, () => HttpResponse.error()));
    renderDetalle(2);
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Eliminar cliente' })).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Error al eliminar cliente')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/clientes/2');
  });

  it('hides Editar and Eliminar without clientes.put and clientes.delete', async () => {
    renderDetalle(1, lector);
    expect(await screen.findByRole('heading', { name: 'Juan Pérez' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir Etiqueta' })).toBeInTheDocument();
  });

  it("'Imprimir Etiqueta' writes the label into a new window", async () => {
    const user = userEvent.setup();
    const ventana = mockPrintWindow();
    renderDetalle(1);
    await user.click(await screen.findByRole('button', { name: 'Imprimir Etiqueta' }));
    expect(ventana.open).toHaveBeenCalled();
    for (const t of ['Juan Pérez', '30111222', 'Av. Siempre Viva 742', '1900', 'La Plata', 'Buenos Aires', '11 4444-5555']) {
      expect(ventana.html()).toContain(t);
    }
    ventana.open.mockRestore();
  });
});
