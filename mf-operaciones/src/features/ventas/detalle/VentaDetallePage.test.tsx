import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MSG_ARCA_NO_RESPONDE, P, type SessionUser } from 'shared';
import { API_URL, fakeMetodoPago, fakeSessionUser, mockPrintWindow, renderWithProviders } from 'shared/testing';
import { toast } from 'shared/toast';
import { textoDePdf } from '../../comun/documentos/testing/texto-pdf';
import { CAE_PRUEBA, fakeComprobante } from '../testing/comprobantes';
import { setupVentasServer, venta } from '../testing/ventas-handlers';
import { VentaDetallePage } from './VentaDetallePage';

// The PDF test builds a real PDF and reads it back in a child process: slower than jest's default 5 s
// on a busy machine.
jest.setTimeout(20_000);

const { server, store } = setupVentasServer();

/** May open a sale and nothing else of it. */
const soloDetalle = fakeSessionUser({ roleName: 'Consulta', permissions: [P.ventasDetail] });

const EFECTIVO = { id: 1, nombre: 'Efectivo' };

/** Renders /ventas/{id} for `user` (by default an administrator with every permission). */
const open = (id: number | string, user?: SessionUser) => {
  renderWithProviders(<VentaDetallePage />, { route: `/ventas/${id}`, path: '/ventas/:id', user });
  return userEvent.setup();
};

/** The text of every toast shown now. */
const toasts = () => screen.queryAllByRole('status').concat(screen.queryAllByRole('alert')).map((t) => t.textContent);

afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.remove()); // toasts live in a module-level store: do not leak them into the next test
});

describe('/ventas/:id', () => {
  it('shows a pending Cuenta Corriente sale with its paid amount', async () => {
    open(12);
    expect(await screen.findByRole('heading', { level: 1, name: 'Venta N° 12' })).toBeInTheDocument();
    expect(await screen.findByText('Pendiente de pago')).toBeInTheDocument();
    expect(screen.getByText('Pagado $ 0,00 de $ 2.420,00')).toBeInTheDocument();
    expect(screen.getByText('2 unidad')).toBeInTheDocument();
  });

  it('warns about an annulled sale and offers neither Editar nor Anular', async () => {
    store().ventas.push(venta(50, { isDeleted: true }));
    open(50);
    expect(await screen.findByText('Esta venta fue anulada.')).toBeInTheDocument();
    expect(screen.getByText('Anulada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anular venta' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeInTheDocument();
  });

  it('says the sale does not exist', async () => {
    open(999);
    expect(await screen.findByText('No se encontró la venta.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('says so for an id that is not a number, without asking the server', () => {
    open('abc');
    expect(screen.getByText('No se encontró la venta.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Venta' })).toBeInTheDocument();
  });

  it("shows 'Error al cargar la venta' and loads it again with Reintentar", async () => {
    let fallar = true;
    server.use(http.get(`${API_URL}/ventas/:id`, () => (fallar ? HttpResponse.json({ message: 'x' }, { status: 500 }) : undefined)));
    const u = open(12);
    // A server error is retried once (after a second) before the page gives up.
    expect(await screen.findByText('Error al cargar la venta', {}, { timeout: 5000 })).toBeInTheDocument();
    fallar = false;
    await u.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Venta N° 12' })).toBeInTheDocument();
  });

  it('shows the payment status badge of a sale paid in cash, and Pagada for a settled Cuenta Corriente sale', async () => {
    // fakeVenta derives estadoPago 'Pagada' and pagada from pagado = total.
    store().ventas.push(venta(60, { metodoPago: EFECTIVO, pagado: '2420.00' }));
    store().ventas.push(venta(61, { pagado: '2420.00' }));
    open(60);
    expect(await screen.findByRole('heading', { name: 'Venta N° 60' })).toBeInTheDocument();
    expect(screen.getByText('Pagada')).toBeInTheDocument();
  });

  it('shows Pagada, without the paid amount, for a settled Cuenta Corriente sale', async () => {
    store().ventas.push(venta(61, { pagado: '2420.00' }));
    open(61);
    expect(await screen.findByRole('heading', { name: 'Venta N° 61' })).toBeInTheDocument();
    expect(await screen.findByText('Pagada')).toBeInTheDocument();
    expect(screen.queryByText('Pendiente de pago')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Pagado /)).not.toBeInTheDocument();
  });

  it('tells a Cuenta Corriente sale by the key of its method: renamed, it still shows what was paid', async () => {
    store().metodos = [fakeMetodoPago({ id: 1, nombre: 'Efectivo' }), fakeMetodoPago({ id: 4, nombre: 'Cta. Cte.' }), fakeMetodoPago({ id: 5, nombre: 'Cuenta Corriente' })];
    store().ventas.push(venta(80, { metodoPago: { id: 4, nombre: 'Cta. Cte.' } }));
    open(80, soloDetalle);
    expect(await screen.findByText('Pendiente de pago')).toBeInTheDocument();
    expect(screen.getByText('Pagado $ 0,00 de $ 2.420,00')).toBeInTheDocument();
    expect(screen.getByText('Cta. Cte.')).toBeInTheDocument();
  });

  it('shows the plain payment status for a method named Cuenta Corriente without the key', async () => {
    store().metodos = [fakeMetodoPago({ id: 1, nombre: 'Efectivo' }), fakeMetodoPago({ id: 4, nombre: 'Cta. Cte.' }), fakeMetodoPago({ id: 5, nombre: 'Cuenta Corriente' })];
    store().ventas.push(venta(81, { metodoPago: { id: 5, nombre: 'Cuenta Corriente' } }));
    open(81, soloDetalle);
    expect(await screen.findByRole('heading', { name: 'Venta N° 81' })).toBeInTheDocument();
    expect(await screen.findByText('Pendiente')).toBeInTheDocument();
    expect(screen.queryByText('Pendiente de pago')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Pagado /)).not.toBeInTheDocument();
  });

  describe('Editar', () => {
    it('changes the payment method and the discount, showing the new total as it is typed, and sends them', async () => {
      const u = open(12);
      await u.click(await screen.findByRole('button', { name: 'Editar' }));
      const form = screen.getByRole('form', { name: 'Editar venta' });
      const metodo = within(form).getByRole('combobox', { name: 'Método de pago' });
      expect(metodo).toHaveFocus();
      expect(metodo).toHaveDisplayValue('Cuenta Corriente');
      expect(within(metodo).getAllByRole('option').map((o) => o.textContent)).toEqual(['Cuenta Corriente', 'Efectivo']);
      const nuevoTotal = within(form).getByRole('status', { name: 'Nuevo total:' });
      expect(nuevoTotal).toHaveTextContent('$ 2.420,00');
      expect(screen.queryByRole('button', { name: 'Anular venta' })).not.toBeInTheDocument();

      await u.selectOptions(metodo, 'Efectivo');
      const descuento = within(form).getByRole('textbox', { name: 'Descuento total (%)' });
      await u.clear(descuento);
      await u.type(descuento, '10.555');
      expect(descuento).toHaveValue('10.55'); // 2 decimals, like the API
      // documentTotal: 2 × 1.210,00 = 2.420,00 less 10,55 % = 2.164,69
      expect(nuevoTotal).toHaveTextContent('$ 2.164,69');
      await u.clear(descuento);
      await u.type(descuento, '10');
      expect(nuevoTotal).toHaveTextContent('$ 2.178,00');

      await u.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
      expect(await screen.findByText('Venta actualizada correctamente')).toBeInTheDocument();
      expect(store().actualizadas).toEqual([{ id: 12, body: { metodoPagoId: 1, descuento: '10', monedaId: 1, total: '2178.00' } }]);
      expect(screen.queryByRole('form', { name: 'Editar venta' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Editar' })).toHaveFocus();
      expect(screen.getByText('Descuento: 10%')).toBeInTheDocument();
      expect(screen.getByText('$ 2.178,00')).toBeInTheDocument();
      expect(screen.getByText('Efectivo')).toBeInTheDocument();
      expect(screen.getByText('Pagada')).toBeInTheDocument();
    });

    it('refuses a discount above 100 with the API message before sending, and shows the server message or its own', async () => {
      const u = open(12);
      await u.click(await screen.findByRole('button', { name: 'Editar' }));
      const descuento = screen.getByRole('textbox', { name: 'Descuento total (%)' });
      await u.clear(descuento);
      await u.type(descuento, '150');
      await u.click(screen.getByRole('button', { name: 'Guardar cambios' }));
      expect(await screen.findByText('El descuento total debe estar entre 0% y 100%')).toBeInTheDocument();
      expect(descuento).toHaveAccessibleDescription('El descuento total debe estar entre 0% y 100%');
      expect(store().actualizadas).toHaveLength(0);

      server.use(http.put(`${API_URL}/ventas/:id`, () => HttpResponse.json({ message: 'La venta está anulada: no se puede modificar.' }, { status: 409 }), { once: true }));
      await u.clear(descuento);
      await u.type(descuento, '5');
      expect(descuento).not.toHaveAccessibleDescription();
      await u.click(screen.getByRole('button', { name: 'Guardar cambios' }));
      expect(await screen.findByText('La venta está anulada: no se puede modificar.')).toBeInTheDocument();
      expect(screen.getByRole('form', { name: 'Editar venta' })).toBeInTheDocument();

      server.use(http.put(`${API_URL}/ventas/:id`, () => HttpResponse.error(), { once: true }));
      await u.click(screen.getByRole('button', { name: 'Guardar cambios' }));
      expect(await screen.findByText('Error al actualizar venta')).toBeInTheDocument();
      expect(store().actualizadas).toHaveLength(0);
    });

    it('refuses Cuenta Corriente for a sale without client before sending', async () => {
      store().ventas.push(venta(70, { cliente: null, metodoPago: EFECTIVO, pagado: '2420.00' }));
      const u = open(70);
      await u.click(await screen.findByRole('button', { name: 'Editar' }));
      await u.selectOptions(screen.getByRole('combobox', { name: 'Método de pago' }), 'Cuenta Corriente');
      await u.click(screen.getByRole('button', { name: 'Guardar cambios' }));
      expect(await screen.findByText('Una venta en Cuenta Corriente requiere un cliente.')).toBeInTheDocument();
      expect(store().actualizadas).toHaveLength(0);
    });

    it('refuses the renamed Cuenta Corriente (by its key) for a sale without client, and lets a look-alike name through', async () => {
      store().metodos = [fakeMetodoPago({ id: 1, nombre: 'Efectivo' }), fakeMetodoPago({ id: 4, nombre: 'Cta. Cte.' }), fakeMetodoPago({ id: 5, nombre: 'Cuenta Corriente' })];
      store().ventas.push(venta(71, { cliente: null, metodoPago: EFECTIVO, pagado: '2420.00' }));
      const u = open(71);
      await u.click(await screen.findByRole('button', { name: 'Editar' }));
      const metodo = screen.getByRole('combobox', { name: 'Método de pago' });
      await u.selectOptions(metodo, 'Cta. Cte.');
      await u.click(screen.getByRole('button', { name: 'Guardar cambios' }));
      expect(await screen.findByText('Una venta en Cuenta Corriente requiere un cliente.')).toBeInTheDocument();
      expect(store().actualizadas).toHaveLength(0);

      await u.selectOptions(metodo, 'Cuenta Corriente');
      await u.click(screen.getByRole('button', { name: 'Guardar cambios' }));
      expect(await screen.findByText('Venta actualizada correctamente')).toBeInTheDocument();
      expect(store().actualizadas).toEqual([expect.objectContaining({ id: 71, body: expect.objectContaining({ metodoPagoId: 5 }) })]);
    });

    it('leaves without saving on Cancelar, from the keyboard', async () => {
      const u = open(12);
      await u.click(await screen.findByRole('button', { name: 'Editar' }));
      await u.type(screen.getByRole('textbox', { name: 'Descuento total (%)' }), '5');
      await u.tab();
      expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
      await u.keyboard('{Enter}');
      expect(screen.queryByRole('form', { name: 'Editar venta' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Editar' })).toHaveFocus();
      expect(screen.getByText('Descuento: 0%')).toBeInTheDocument();
      expect(store().actualizadas).toHaveLength(0);
    });
  });

  describe('Anular venta', () => {
    it('asks first; Cancelar sends nothing; confirming annuls it and the detail shows it annulled', async () => {
      const u = open(12);
      await u.click(await screen.findByRole('button', { name: 'Anular venta' }));
      let dialogo = screen.getByRole('alertdialog', { name: 'Anular venta' });
      expect(dialogo).toHaveAccessibleDescription(
        'La anulación no se puede deshacer: el stock vuelve a la sucursal y, si la venta fue en cuenta corriente, se revierte la deuda.',
      );
      expect(within(dialogo).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
      await u.keyboard('{Enter}');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(store().anuladas).toEqual([]);

      await u.click(screen.getByRole('button', { name: 'Anular venta' }));
      dialogo = screen.getByRole('alertdialog', { name: 'Anular venta' });
      await u.click(within(dialogo).getByRole('button', { name: 'Anular venta' }));
      expect(await screen.findByText('Venta anulada correctamente')).toBeInTheDocument();
      expect(store().anuladas).toEqual([12]);
      expect(await screen.findByText('Esta venta fue anulada.')).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Anular venta' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
      expect(screen.getByText('Anulada')).toBeInTheDocument();
    });

    it("shows the server's message, or 'Error al anular la venta', and the sale stays active", async () => {
      server.use(http.put(`${API_URL}/ventas/anular/:id`, () => HttpResponse.json({ message: 'La venta ya fue anulada.' }, { status: 409 }), { once: true }));
      const u = open(12);
      await u.click(await screen.findByRole('button', { name: 'Anular venta' }));
      await u.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Anular venta' }));
      expect(await screen.findByText('La venta ya fue anulada.')).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

      server.use(http.put(`${API_URL}/ventas/anular/:id`, () => HttpResponse.error(), { once: true }));
      await u.click(screen.getByRole('button', { name: 'Anular venta' }));
      await u.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Anular venta' }));
      expect(await screen.findByText('Error al anular la venta')).toBeInTheDocument();
      expect(screen.queryByText('Esta venta fue anulada.')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Anular venta' })).toBeInTheDocument();
    });
  });

  describe('Imprimir', () => {
    it('writes the internal receipt of the sale, read again, into a new window', async () => {
      const ventana = mockPrintWindow();
      const u = open(12);
      await u.click(await screen.findByRole('button', { name: 'Imprimir' }));
      await waitFor(() => expect(ventana.html()).toContain('Comprobante interno N° 12'));
      expect(ventana.open).toHaveBeenCalledTimes(1);
      expect(ventana.html()).toContain('María López (27111222)');
      expect(ventana.html()).toContain('Total: $ 2.420,00');
      expect(ventana.html()).toContain('Comprobante interno sin validez fiscal');
      expect(ventana.close).not.toHaveBeenCalled();
    });

    it('prints the sale as the server has it now, and the page shows it too', async () => {
      const ventana = mockPrintWindow();
      const u = open(12);
      await screen.findByRole('heading', { name: 'Venta N° 12' });
      store().ventas[0] = venta(12, { descuento: '10' }); // changed meanwhile by someone else
      await u.click(screen.getByRole('button', { name: 'Imprimir' }));
      await waitFor(() => expect(ventana.html()).toContain('Total: $ 2.178,00'));
      expect(await screen.findByText('Descuento: 10%')).toBeInTheDocument();
      expect(ventana.html()).toContain('Comprobante interno sin validez fiscal');
      expect(ventana.close).not.toHaveBeenCalled();
    });

    it("closes the window and says 'No se pudo obtener la venta para imprimir' when the sale cannot be read", async () => {
      const ventana = mockPrintWindow();
      const u = open(12);
      await screen.findByRole('heading', { name: 'Venta N° 12' });
      server.use(http.get(`${API_URL}/ventas/:id`, () => HttpResponse.json({ message: 'x' }, { status: 500 })));
      await u.click(screen.getByRole('button', { name: 'Imprimir' }));
      expect(await screen.findByText('No se pudo obtener la venta para imprimir')).toBeInTheDocument();
      expect(ventana.close).toHaveBeenCalled();
      expect(ventana.html()).toBe('');
    });

    it('says so when the browser blocks the window', async () => {
      mockPrintWindow().open.mockReturnValue(null);
      const u = open(12);
      await u.click(await screen.findByRole('button', { name: 'Imprimir' }));
      expect(await screen.findByText('No se pudo abrir la ventana de impresión. Habilite las ventanas emergentes.')).toBeInTheDocument();
    });
  });

  describe('Descargar PDF', () => {
    let blobs: Blob[];
    let descargas: string[];
    beforeEach(() => {
      blobs = [];
      descargas = [];
      // jsdom has no object URLs: keep what the page hands over, and the name of the link it clicks.
      URL.createObjectURL = jest.fn((b: Blob) => {
        blobs.push(b);
        return `blob:venta-${blobs.length}`;
      });
      URL.revokeObjectURL = jest.fn();
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        descargas.push(`${this.download} ${this.href}`);
      });
    });

    it('downloads venta_{id}.pdf with the receipt a user prints', async () => {
      store().ventas.push(venta(80, { cliente: { id: 3, nombreApellido: 'José Núñez', documento: '30111222' }, descuento: '10' }));
      const u = open(80);
      await u.click(await screen.findByRole('button', { name: 'Descargar PDF' }));
      await waitFor(() => expect(descargas).toEqual(['venta_80.pdf blob:venta-1']));
      expect(blobs[0].type).toBe('application/pdf');
      const texto = textoDePdf(await blobs[0].arrayBuffer());
      for (const esperado of ['Comprobante interno N° 80', '21/11/2026 12:00', 'José Núñez (30111222)', 'Perfume 1', '2 unidad', 'Total: $ 2.178,00', 'Comprobante interno sin validez fiscal']) {
        expect(texto).toContain(esperado);
      }
      await waitFor(() => expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeEnabled());
      expect(toasts()).toEqual([]);
    });

    it("says 'No se pudo generar el PDF' when the download fails", async () => {
      URL.createObjectURL = jest.fn(() => {
        throw new Error('sin memoria');
      });
      const u = open(12);
      await u.click(await screen.findByRole('button', { name: 'Descargar PDF' }));
      expect(await screen.findByText('No se pudo generar el PDF')).toBeInTheDocument();
      expect(descargas).toEqual([]);
    });
  });

  it('offers Imprimir, Descargar PDF and Volver, but not Editar nor Anular, to a user with only ventas.detail.get', async () => {
    open(12, soloDetalle);
    expect(await screen.findByRole('heading', { level: 1, name: 'Venta N° 12' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anular venta' })).not.toBeInTheDocument();
  });

  describe('Factura electrónica (Línea 1)', () => {
    const seccion = async (nombre: string) => screen.findByRole('region', { name: nombre });

    it('shows the authorised Factura: type and number, date, status, CAE and its expiry, without Reintentar', async () => {
      store().ventas.push(venta(60, { linea: 1, comprobante: fakeComprobante() }));
      open(60);
      const factura = within(await seccion('Factura electrónica'));
      expect(factura.getByText('Factura A 00001-00000023')).toBeInTheDocument();
      expect(factura.getByText('21/11/2026')).toBeInTheDocument();
      expect(factura.getByText('Autorizado')).toBeInTheDocument();
      expect(factura.getByText(CAE_PRUEBA)).toBeInTheDocument();
      expect(factura.getByText('01/12/2026')).toBeInTheDocument();
      expect(factura.getByText('Comprobante del simulador local: sin validez fiscal.')).toBeInTheDocument();
      expect(factura.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
      expect(screen.getByText('Línea 1 (Factura electrónica)')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Nota de crédito' })).not.toBeInTheDocument();
    });

    it('a Línea 2 sale has no Factura section', async () => {
      open(12);
      await screen.findByRole('heading', { level: 1, name: 'Venta N° 12' });
      expect(screen.queryByRole('region', { name: 'Factura electrónica' })).not.toBeInTheDocument();
      expect(screen.getByText('Línea 2 (Comprobante interno)')).toBeInTheDocument();
    });

    it("'Imprimir' prints the authorised Factura with its CAE and QR, not the internal receipt", async () => {
      store().ventas.push(venta(61, { linea: 1, comprobante: fakeComprobante() }));
      const ventana = mockPrintWindow();
      const u = open(61);
      await u.click(await screen.findByRole('button', { name: 'Imprimir' }));
      await waitFor(() => expect(ventana.html()).toContain('Factura A 00001-00000023'));
      expect(ventana.html()).toContain('COD. 01');
      expect(ventana.html()).toContain(`CAE N°:</strong> ${CAE_PRUEBA}`);
      expect(ventana.html()).toMatch(/<img src="data:image\/svg\+xml;base64,/);
      expect(ventana.html()).not.toContain('Comprobante interno');
      expect(ventana.close).not.toHaveBeenCalled();
    });

    it("'Imprimir' of a Línea 1 sale still pending prints the internal receipt", async () => {
      store().ventas.push(venta(62, { linea: 1, comprobante: fakeComprobante({ estado: 'pendiente' }) }));
      const ventana = mockPrintWindow();
      const u = open(62);
      await u.click(await screen.findByRole('button', { name: 'Imprimir' }));
      await waitFor(() => expect(ventana.html()).toContain('Comprobante interno N° 62'));
    });

    it("'Descargar PDF' downloads the Factura with its letter and CAE", async () => {
      // jsdom has no object URLs: keep what the page hands over, and the name of the link it clicks.
      const blobs: Blob[] = [];
      const descargas: string[] = [];
      URL.createObjectURL = jest.fn((b: Blob) => {
        blobs.push(b);
        return `blob:factura-${blobs.length}`;
      });
      URL.revokeObjectURL = jest.fn();
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        descargas.push(this.download);
      });
      store().ventas.push(venta(63, { linea: 1, comprobante: fakeComprobante() }));
      const u = open(63);
      await u.click(await screen.findByRole('button', { name: 'Descargar PDF' }));
      await waitFor(() => expect(descargas).toEqual(['factura_A_00001-00000023.pdf']));
      expect(blobs[0].type).toBe('application/pdf');
      const texto = textoDePdf(await blobs[0].arrayBuffer()).replace(/:[ \t]*/g, ': ');
      expect(texto).toContain(`CAE N°: ${CAE_PRUEBA}`);
      expect(texto).toContain('COD. 01');
      expect(texto).toMatch(/^\s*A\s*$/m);
    });

    it('a pending one: Reintentar asks ARCA again (disabled meanwhile) and shows the new state', async () => {
      store().ventas.push(venta(64, { linea: 1, comprobante: fakeComprobante({ estado: 'pendiente' }) }));
      let soltar: () => void = () => undefined;
      const espera = new Promise<void>((r) => (soltar = r));
      server.use(http.post(`${API_URL}/ventas/:id/comprobante/reintentar`, async () => void (await espera)));
      const u = open(64);
      const factura = within(await seccion('Factura electrónica'));
      expect(factura.getByText('Pendiente de ARCA')).toBeInTheDocument();
      expect(factura.getByText('Factura A 00001---------')).toBeInTheDocument();
      expect(factura.getByText(MSG_ARCA_NO_RESPONDE)).toBeInTheDocument();
      await u.click(factura.getByRole('button', { name: 'Reintentar' }));
      expect(await factura.findByRole('button', { name: 'Reintentando...' })).toBeDisabled();
      soltar();
      expect(await factura.findByText('Autorizado')).toBeInTheDocument();
      expect(factura.getByText('Factura A 00001-00000024')).toBeInTheDocument();
      expect(factura.getByText(CAE_PRUEBA)).toBeInTheDocument();
      expect(factura.queryByRole('button', { name: /Reintentar/ })).not.toBeInTheDocument();
      expect(await screen.findByText(`ARCA autorizó Factura A 00001-00000024. CAE ${CAE_PRUEBA}.`)).toBeInTheDocument();
      expect(store().reintentos).toEqual([64]);
    });

    it('a rejected one shows ARCA’s reasons; a retry rejected again says so', async () => {
      const observaciones = [{ codigo: 10015, mensaje: 'El documento del receptor es inválido.' }];
      store().ventas.push(venta(65, { linea: 1, comprobante: fakeComprobante({ estado: 'rechazado', observaciones }) }));
      store().reintento = { estado: 'rechazado', observaciones: [{ codigo: 10016, mensaje: 'La fecha del comprobante es inválida.' }] };
      const u = open(65);
      const factura = within(await seccion('Factura electrónica'));
      expect(factura.getByText('Rechazado por ARCA')).toBeInTheDocument();
      const motivos = factura.getByRole('alert');
      expect(motivos).toHaveTextContent('ARCA rechazó el comprobante:');
      expect(within(motivos).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['El documento del receptor es inválido. (código 10015)']);
      await u.click(factura.getByRole('button', { name: 'Reintentar' }));
      expect(await screen.findByText('ARCA rechazó el comprobante: La fecha del comprobante es inválida.')).toBeInTheDocument();
      expect(await factura.findByText('La fecha del comprobante es inválida. (código 10016)')).toBeInTheDocument();
      expect(factura.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
    });

    it("shows the server's message when the retry fails", async () => {
      store().ventas.push(venta(66, { linea: 1, comprobante: fakeComprobante({ estado: 'pendiente' }) }));
      server.use(http.post(`${API_URL}/ventas/:id/comprobante/reintentar`, () => HttpResponse.json({ message: 'El comprobante ya está autorizado por ARCA.' }, { status: 409 })));
      const u = open(66);
      await u.click(within(await seccion('Factura electrónica')).getByRole('button', { name: 'Reintentar' }));
      expect(await screen.findByText('El comprobante ya está autorizado por ARCA.')).toBeInTheDocument();
    });

    it('offers no Reintentar without ventas.post', async () => {
      store().ventas.push(venta(67, { linea: 1, comprobante: fakeComprobante({ estado: 'pendiente' }) }));
      open(67, soloDetalle);
      const factura = within(await seccion('Factura electrónica'));
      expect(factura.getByText('Pendiente de ARCA')).toBeInTheDocument();
      expect(factura.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    });

    it('an annulled sale shows its Nota de crédito, which prints on its own button', async () => {
      const nota = fakeComprobante({ id: 2, numero: 5, asociado: 'Factura A 00001-00000023' });
      store().ventas.push(venta(68, { linea: 1, isDeleted: true, comprobante: fakeComprobante(), notaCredito: nota }));
      const ventana = mockPrintWindow();
      const u = open(68);
      const seccionNota = within(await seccion('Nota de crédito'));
      expect(seccionNota.getByText('Nota de Crédito A 00001-00000005')).toBeInTheDocument();
      expect(seccionNota.getByText('Factura A 00001-00000023')).toBeInTheDocument();
      await u.click(seccionNota.getByRole('button', { name: 'Imprimir nota de crédito' }));
      await waitFor(() => expect(ventana.html()).toContain('Nota de Crédito A 00001-00000005'));
      expect(ventana.html()).toContain('COD. 03');
      expect(ventana.html()).toContain('Comprobante asociado:</strong> Factura A 00001-00000023');
    });

    it('a pending Nota de crédito is retried from its section', async () => {
      const nota = fakeComprobante({ id: 2, estado: 'pendiente', asociado: 'Factura A 00001-00000023' });
      store().ventas.push(venta(69, { linea: 1, isDeleted: true, comprobante: fakeComprobante(), notaCredito: nota }));
      const u = open(69);
      const seccionNota = within(await seccion('Nota de crédito'));
      expect(within(await seccion('Factura electrónica')).queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
      await u.click(seccionNota.getByRole('button', { name: 'Reintentar' }));
      expect(await seccionNota.findByText('Nota de Crédito A 00001-00000024')).toBeInTheDocument();
      expect(seccionNota.getByRole('button', { name: 'Imprimir nota de crédito' })).toBeInTheDocument();
      expect(store().reintentos).toEqual([69]);
    });
  });
});
