import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { P, type SessionUser } from 'shared';
import { API_URL, fakeSessionUser, LocationProbe, mockPrintWindow, renderWithProviders } from 'shared/testing';
import { lightTheme } from 'shared/theme';
import { toast } from 'shared/toast';
import { diaIso, registrarMovimiento, setupCuentasServer } from '../testing/cuentas-handlers';
import { CuentaDetallePage } from './CuentaDetallePage';

jest.setTimeout(20_000);

const { server, store } = setupCuentasServer();

/** Sees the accounts (the screen's guard) and nothing else: no payments, no debts, no sales. */
const soloLectura = fakeSessionUser({ roleName: 'Solo lectura', permissions: [P.cuentasCorrientesGet] });

/** Renders /cuentas-corrientes/{id} for `user` (by default an administrator with every permission). */
const open = (id: number | string, user?: SessionUser, query = '') => {
  renderWithProviders(
    <>
      <CuentaDetallePage />
      <LocationProbe />
    </>,
    { route: `/cuentas-corrientes/${id}${query}`, path: '/cuentas-corrientes/:id', user },
  );
  return userEvent.setup();
};

/** The body rows of 'Movimientos en Cuenta Corriente', top to bottom, as the text of their cells. */
const movimientos = () => {
  const tabla = screen.getByRole('table', { name: 'Movimientos en Cuenta Corriente' });
  return within(tabla)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
};
/** The value shown for the label `dt` of a description list. */
const valor = (dt: string) => screen.getByText(dt, { selector: 'dt' }).nextElementSibling?.textContent;

afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.remove());
});

describe('/cuentas-corrientes/:id', () => {
  it('shows the client, both balances in their colours, the limit, the aging and the movements', async () => {
    open(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cuenta corriente de María López' })).toBeInTheDocument();
    expect(valor('Documento')).toBe('27111222');
    expect(valor('Dirección')).toBe('Av. San Martín 1234');
    expect(valor('Saldo en pesos')).toBe('Debe $ 1.920,00');
    expect(valor('Saldo en dólares')).toBe('Debe US$ 100,00');
    expect(screen.getByText('Debe $ 1.920,00')).toHaveStyle({ color: lightTheme.colors.danger });
    expect(valor('Límite de crédito en pesos')).toBe('$ 5.000,00');
    expect(screen.queryByText('Límite de crédito en dólares')).not.toBeInTheDocument();
    const aging = screen.getByRole('table', { name: 'Antigüedad de la deuda en pesos' });
    expect(within(aging).getByRole('rowheader', { name: '61–90 días' }).nextElementSibling).toHaveTextContent('$ 1.420,00');

    await screen.findByRole('table', { name: 'Movimientos en Cuenta Corriente' });
    // Newest first; dates in Buenos Aires (13:00 UTC is 10:00). The last column holds «Anular» for
    // payments (cuentas_corrientes.delete): none of these is one.
    expect(movimientos()).toEqual([
      ['12/03/2026 10:00', 'Venta', 'Deuda por venta #15', 'US$ 100,00', 'US$ 100,00', 'Pendiente', ''],
      ['01/03/2026 10:00', 'Pago', 'Pago en efectivo', '$ 1.000,00', '$ 1.920,00', '', ''],
      ['10/02/2026 10:00', 'Deuda Manual', 'Deuda manual: Flete', '$ 500,00', '$ 2.920,00', 'Pendiente', ''],
      ['05/01/2026 10:00', 'Venta', 'Deuda por venta #12', '$ 2.420,00', '$ 2.420,00', 'Parcial', ''],
    ]);
    expect(screen.getByRole('link', { name: 'Venta N° 12' })).toHaveAttribute('href', '/ventas/12');
    expect(screen.getByRole('button', { name: 'Deuda Manual N° 3' })).toBeInTheDocument();
  });

  it('shows a credit in favour in green', async () => {
    open(3);
    expect(await screen.findByText('A favor $ 300,00')).toHaveStyle({ color: lightTheme.colors.success });
    expect(valor('Saldo en dólares')).toBe('US$ 0,00');
  });

  it('pages the movements 20 at a time with the page in the URL', async () => {
    const u = open(2);
    await screen.findByRole('table', { name: 'Movimientos en Cuenta Corriente' });
    expect(movimientos()).toHaveLength(20);
    expect(movimientos()[0][2]).toBe('Deuda manual: Cuota 25');
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Página 2 de 2')).toBeInTheDocument();
    expect(movimientos().map((m) => m[2])).toEqual(['Cuota 5', 'Cuota 4', 'Cuota 3', 'Cuota 2', 'Cuota 1'].map((c) => `Deuda manual: ${c}`));
    expect(screen.getByTestId('location')).toHaveTextContent('/cuentas-corrientes/2?page=2');
  });

  it('opens on the page of the URL', async () => {
    open(2, undefined, '?page=2');
    expect(await screen.findByText('Página 2 de 2')).toBeInTheDocument();
  });

  it('shows no movements table for a client without movements', async () => {
    open(4);
    expect(await screen.findByText('El cliente no tiene movimientos en su cuenta corriente.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Movimientos en Cuenta Corriente' })).not.toBeInTheDocument();
    expect(valor('Saldo en pesos')).toBe('$ 0,00');
  });

  it("says 'Cliente no encontrado.' for an unknown client", async () => {
    open(999);
    expect(await screen.findByText('Cliente no encontrado.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it("says 'Cliente no encontrado.' for a malformed id without asking the server", () => {
    open('abc');
    expect(screen.getByText('Cliente no encontrado.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cuenta corriente' })).toBeInTheDocument();
  });

  it("shows 'Error al cargar datos' and loads again with Reintentar", async () => {
    let fallar = true;
    server.use(http.get(`${API_URL}/cuentas-corrientes/:id`, () => (fallar ? HttpResponse.json({ message: 'x' }, { status: 500 }) : undefined)));
    const u = open(1);
    // A server error is retried once before the page gives up.
    expect(await screen.findByText('Error al cargar datos', {}, { timeout: 5000 })).toBeInTheDocument();
    fallar = false;
    await u.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cuenta corriente de María López' })).toBeInTheDocument();
  });

  it('hides Ingresar Pago and Ingresar Deuda without cuentas_corrientes.post, and the sale link without its permission', async () => {
    open(1, soloLectura);
    await screen.findByRole('table', { name: 'Movimientos en Cuenta Corriente' });
    expect(screen.queryByRole('button', { name: 'Ingresar Pago' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ingresar Deuda' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir Etiqueta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir Resumen' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Venta N° 12' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver ficha del cliente' })).not.toBeInTheDocument();
    expect(movimientos()[3][1]).toBe('Venta');
  });

  describe('Detalle de Deuda Manual', () => {
    it("shows 'Cargando...' and then the debt", async () => {
      let soltar!: () => void;
      const espera = new Promise<void>((resolve) => (soltar = resolve));
      server.use(
        http.get(`${API_URL}/deuda-manual/:id`, async () => {
          await espera;
          return undefined;
        }),
      );
      const u = open(1);
      await u.click(await screen.findByRole('button', { name: 'Deuda Manual N° 3' }));
      const dialogo = await screen.findByRole('dialog', { name: 'Detalle de Deuda Manual' });
      expect(within(dialogo).getByText('Cargando...')).toBeInTheDocument();
      soltar();
      expect(await within(dialogo).findByText('María López')).toBeInTheDocument();
      expect(valor('ID')).toBe('3');
      expect(valor('Fecha')).toBe('10/02/2026 10:00');
      expect(valor('Monto')).toBe('$ 500,00');
      expect(valor('Pagado')).toBe('$ 0,00');
      expect(valor('Descripción')).toBe('Deuda manual: Flete');
      expect(valor('Estado')).toBe('Pendiente');
      await u.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Deuda Manual N° 3' })).toHaveFocus();
    });

    it('shows Pagada for a covered debt', async () => {
      // A payment of $ 500,00 that covered the debt (the sale stays pending).
      registrarMovimiento(store(), 1, { tipo: 'CREDITO', monto: '500.00', monedaId: 1, descripcion: 'Pago', fecha: diaIso('2026-03-15') });
      store().documentos.find((d) => d.tipo === 'deuda_manual' && d.id === 3)!.pagado = '500.00';
      const u = open(1);
      await u.click(await screen.findByRole('button', { name: 'Deuda Manual N° 3' }));
      const dialogo = await screen.findByRole('dialog', { name: 'Detalle de Deuda Manual' });
      expect(await within(dialogo).findByText('Pagada')).toBeInTheDocument();
    });

    it("says 'No se pudo cargar la información.' when it cannot be read", async () => {
      server.use(http.get(`${API_URL}/deuda-manual/:id`, () => HttpResponse.json({ message: 'x' }, { status: 500 })));
      const u = open(1);
      await u.click(await screen.findByRole('button', { name: 'Deuda Manual N° 3' }));
      const dialogo = await screen.findByRole('dialog', { name: 'Detalle de Deuda Manual' });
      expect(await within(dialogo).findByText('No se pudo cargar la información.')).toBeInTheDocument();
      // The toast lies outside the modal dialog, hidden from the accessibility tree while it is open.
      expect(await screen.findByText('No se pudo cargar la deuda manual')).toBeInTheDocument();
    });
  });

  describe('Imprimir Etiqueta', () => {
    it('prints the label of the client in a new window', async () => {
      const ventana = mockPrintWindow();
      const u = open(1);
      await u.click(await screen.findByRole('button', { name: 'Imprimir Etiqueta' }));
      const doc = new DOMParser().parseFromString(ventana.html(), 'text/html');
      expect(doc.title).toBe('Etiqueta - María López');
      expect(doc.body.textContent).toContain('Dirección: Av. San Martín 1234');
    });

    it('says so when the browser blocks the window', async () => {
      mockPrintWindow().open.mockReturnValue(null);
      const u = open(1);
      await u.click(await screen.findByRole('button', { name: 'Imprimir Etiqueta' }));
      expect(await screen.findByText('No se pudo abrir la ventana de impresión. Habilite las ventanas emergentes.')).toBeInTheDocument();
    });
  });

  describe('Imprimir Resumen', () => {
    it('asks for both dates before asking the server', async () => {
      const ventana = mockPrintWindow();
      const u = open(1, soloLectura);
      await u.click(await screen.findByRole('button', { name: 'Imprimir Resumen' }));
      const dialogo = await screen.findByRole('dialog', { name: 'Imprimir Resumen' });
      await u.click(within(dialogo).getByRole('button', { name: 'Imprimir' }));
      expect(within(dialogo).getByRole('alert')).toHaveTextContent('Debe seleccionar una fecha Desde y Hasta para imprimir el resumen');
      await u.type(within(dialogo).getByLabelText(/^Desde/), '2026-03-01');
      await u.click(within(dialogo).getByRole('button', { name: 'Imprimir' }));
      expect(within(dialogo).getByRole('alert')).toHaveTextContent('Debe seleccionar una fecha Desde y Hasta para imprimir el resumen');
      expect(within(dialogo).getByLabelText(/^Hasta/)).toHaveAttribute('aria-invalid', 'true');
      expect(store().resumenes).toHaveLength(0);
      expect(ventana.open).not.toHaveBeenCalled();
    });

    it('prints the statement of the period with REC / FAC codes and the running balance', async () => {
      const ventana = mockPrintWindow();
      const u = open(1);
      await u.click(await screen.findByRole('button', { name: 'Imprimir Resumen' }));
      const dialogo = await screen.findByRole('dialog', { name: 'Imprimir Resumen' });
      await u.type(within(dialogo).getByLabelText(/^Desde/), '2026-02-01');
      await u.type(within(dialogo).getByLabelText(/^Hasta/), '2026-03-31');
      await u.click(within(dialogo).getByRole('button', { name: 'Imprimir' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      expect(Object.fromEntries(store().resumenes[0])).toEqual({ fechaDesde: '2026-02-01', fechaHasta: '2026-03-31', moneda: 'ARS', cotizacion: '0' });
      const doc = new DOMParser().parseFromString(ventana.html(), 'text/html');
      expect(doc.title).toBe('Resumen de cuenta corriente');
      expect(doc.body.textContent).toContain('Período: Del 01/02/2026 al 31/03/2026');
      const filas = (moneda: string) =>
        Array.from(doc.querySelectorAll(`section[aria-label="${moneda}"] tbody tr`), (tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent));
      // Sale 12 (January) is before the period: the pesos start from its $ 2.420,00.
      expect(doc.querySelector('section[aria-label="Pesos"]')?.textContent).toContain('Saldo inicial: $ 2.420,00');
      expect(filas('Pesos')).toEqual([
        ['10/02/2026 10:00', 'DEUDA', 'Deuda manual: Flete', '$ 500,00', '', '$ 2.920,00'],
        ['01/03/2026 10:00', 'REC', 'Pago en efectivo', '', '$ 1.000,00', '$ 1.920,00'],
      ]);
      expect(filas('Dólares')).toEqual([['12/03/2026 10:00', 'FAC', 'Deuda por venta #15', 'US$ 100,00', '', 'US$ 100,00']]);
      expect(doc.querySelector('.final')?.textContent).toContain('Saldo final en pesos: $ 1.920,00');
    });

    it("says 'No se pudo generar el resumen' and closes the window when the statement fails", async () => {
      const ventana = mockPrintWindow();
      server.use(http.get(`${API_URL}/cuentas-corrientes/:id/resumen`, () => HttpResponse.json({ message: 'x' }, { status: 500 })));
      const u = open(1);
      await u.click(await screen.findByRole('button', { name: 'Imprimir Resumen' }));
      const dialogo = await screen.findByRole('dialog', { name: 'Imprimir Resumen' });
      await u.type(within(dialogo).getByLabelText(/^Desde/), '2026-03-01');
      await u.type(within(dialogo).getByLabelText(/^Hasta/), '2026-03-31');
      await u.click(within(dialogo).getByRole('button', { name: 'Imprimir' }));
      expect(await screen.findByText('No se pudo generar el resumen')).toBeInTheDocument();
      expect(ventana.close).toHaveBeenCalled();
      expect(ventana.html()).toBe('');
      expect(screen.getByRole('dialog', { name: 'Imprimir Resumen' })).toBeInTheDocument();
    });
  });
});
