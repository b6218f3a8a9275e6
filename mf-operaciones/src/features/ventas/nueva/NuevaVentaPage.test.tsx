import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders, server } from 'shared/testing';
import { createStore, ventasHandlers, type VentasStore } from '../testing/ventas-handlers';
import { NuevaVentaPage } from './NuevaVentaPage';

let store: VentasStore;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  store = createStore();
  server.resetHandlers(...ventasHandlers(store));
  jest.spyOn(window, 'open').mockReturnValue(null);
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => server.close());

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/ventas/nueva" element={<NuevaVentaPage />} />
      <Route path="/ventas" element={<Where />} />
    </Routes>,
    { route: '/ventas/nueva' },
  );
  return userEvent.setup();
}

async function agregar(u: ReturnType<typeof userEvent.setup>, texto: string, opcion: RegExp) {
  await u.type(screen.getByLabelText('Buscar producto'), texto);
  await u.click(await screen.findByRole('option', { name: opcion }));
}

describe('/ventas/nueva', () => {
  it('shows the seller and creates a sale on line 2 without client', async () => {
    const u = renderPage();
    expect(await screen.findByText(/Código de vendedor: V001/)).toBeInTheDocument();
    await u.selectOptions(screen.getByLabelText(/Sucursal/), 'Casa Central');
    await agregar(u, '30001', /^30001 - Perfume 1/);
    const cantidad = await screen.findByLabelText('Cantidad de 30001');
    await u.clear(cantidad);
    await u.type(cantidad, '2.55555');
    expect(cantidad).toHaveValue('2.5555');
    await u.clear(cantidad);
    await u.type(cantidad, '2');
    await u.selectOptions(screen.getByLabelText(/Método de pago/), 'Efectivo');
    expect(screen.getAllByText('$ 2.420,00')).toHaveLength(2); // subtotal and total
    await u.click(screen.getByRole('button', { name: 'Crear Venta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Seleccione la línea' });
    expect(within(dialog).getByLabelText('Línea 1 (Factura fiscal)')).toBeDisabled();
    expect(within(dialog).getByLabelText('Línea 2 (Comprobante interno)')).toBeChecked();
    await u.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Venta creada correctamente')).toBeInTheDocument();
    expect(await screen.findByTestId('where')).toHaveTextContent('/ventas');
    expect(store.created).toEqual([
      expect.objectContaining({ sucursalId: 1, metodoPagoId: 1, linea: 2, clienteId: null, total: '2420.00', detalles: [{ productoId: 1, cantidad: '2', precioUnitario: '1210.00', custom: false }] }),
    ]);
  });

  it('refuses a repeated product and another currency', async () => {
    const u = renderPage();
    await u.selectOptions(await screen.findByLabelText(/Sucursal/), 'Casa Central');
    await agregar(u, '30001', /^30001 - /);
    await screen.findByLabelText('Cantidad de 30001');
    await agregar(u, '30001', /^30001 - /);
    expect(await screen.findByText('Este producto ya fue agregado.')).toBeInTheDocument();
    await agregar(u, 'importada', /^30003 - /);
    expect(await screen.findByText('Solo puede agregar productos en la misma moneda: $')).toBeInTheDocument();
  });

  it('blocks saving without products, with a bad discount, and Cuenta Corriente without client', async () => {
    const u = renderPage();
    await u.selectOptions(await screen.findByLabelText(/Sucursal/), 'Casa Central');
    await u.click(screen.getByRole('button', { name: 'Crear Venta' }));
    expect(await screen.findByText('Debe agregar al menos un producto.')).toBeInTheDocument();
    await agregar(u, '30002', /^30002 - /);
    await screen.findByLabelText('Cantidad de 30002');
    const descuento = screen.getByLabelText('Descuento total (%)');
    await u.clear(descuento);
    await u.type(descuento, '150');
    await u.click(screen.getByRole('button', { name: 'Crear Venta' }));
    expect(await screen.findByText('El descuento total debe estar entre 0% y 100%')).toBeInTheDocument();
    await u.clear(descuento);
    await u.selectOptions(screen.getByLabelText(/Método de pago/), 'Cuenta Corriente');
    await u.click(screen.getByRole('button', { name: 'Crear Venta' }));
    expect(await screen.findByText('Una venta en Cuenta Corriente requiere un cliente.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.created).toHaveLength(0);
  });

  it('unlocks a price with a valid code and sends it as codigo_pass', async () => {
    const u = renderPage();
    await u.selectOptions(await screen.findByLabelText(/Sucursal/), 'Casa Central');
    await agregar(u, '30001', /^30001 - /);
    await u.click(await screen.findByRole('button', { name: 'Desbloquear precio de 30001' }));
    let dialog = await screen.findByRole('dialog', { name: 'Autorizar cambio de precio' });
    await u.click(within(dialog).getByRole('button', { name: 'Validar' }));
    expect(await within(dialog).findByText('Debe ingresar un código de autorización')).toBeInTheDocument();
    await u.type(within(dialog).getByLabelText('Código de autorización'), '000000');
    await u.click(within(dialog).getByRole('button', { name: 'Validar' }));
    expect(await within(dialog).findByText('Código de autorización inválido')).toBeInTheDocument();
    await u.clear(within(dialog).getByLabelText('Código de autorización'));
    await u.type(within(dialog).getByLabelText('Código de autorización'), '123456');
    await u.click(within(dialog).getByRole('button', { name: 'Validar' }));
    const precio = await screen.findByLabelText('Precio unitario de 30001');
    await u.clear(precio);
    await u.type(precio, '999.999');
    expect(precio).toHaveValue('999.99');
    await u.selectOptions(screen.getByLabelText(/Método de pago/), 'Efectivo');
    await u.click(screen.getByRole('button', { name: 'Crear Venta' }));
    dialog = await screen.findByRole('dialog', { name: 'Seleccione la línea' });
    await u.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Venta creada correctamente');
    expect(store.created[0]).toMatchObject({ custom: true, codigo_pass: '123456', detalles: [{ precioUnitario: '999.99', custom: true }] });
  });
});
