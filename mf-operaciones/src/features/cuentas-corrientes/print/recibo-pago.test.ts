import { fakePagoCuentaResponse } from '../testing/cuentas-fakes';
import { NOTA_SIN_APLICACIONES, reciboPagoHtml, reciboPagoPdf, type ReciboPagoDatos } from './recibo-pago';

const parse = (markup: string) => new DOMParser().parseFromString(markup, 'text/html');

// US$ 3,00 at $ 1.000 per dollar: pays the last $ 1.420,00 of sale 12, then US$ 1,00 (… of 1,58)
// of sale 15; nothing is left in favour.
const datos: ReciboPagoDatos = {
  cliente: { nombreApellido: 'María López', documento: '27111222' },
  fecha: '2026-03-20T15:30:00.000Z',
  pago: { monto: '3.00', monedaId: 2, cotizacion: '1000', descripcion: 'Pago en dólares' },
  respuesta: fakePagoCuentaResponse({
    movimientoId: 41,
    aplicaciones: [
      { tipo: 'venta', id: 12, monedaId: 1, aplicado: '1420.00', importe: '1.42', cotizacion: '1000.0000', pagadoTotal: '2420.00', total: '2420.00', pagada: true, saldoPendiente: '0.00' },
      { tipo: 'deuda_manual', id: 3, monedaId: 2, aplicado: '1.58', importe: '1.58', cotizacion: null, pagadoTotal: '1.58', total: '10.00', pagada: false, saldoPendiente: '8.42' },
    ],
    nuevoSaldo: { saldo_pesos: '0.00', saldo_dolares: '8.42', saldo_a_favor_pesos: '0.00', saldo_a_favor_dolares: '0.00' },
  }),
};

it('describes the payment, what it paid and the new balances', () => {
  const m = reciboPagoPdf(datos);
  expect(m.titulo).toBe('Recibo de pago N° 41');
  expect(m.datos).toEqual([
    ['Fecha', '20/03/2026 12:30'],
    ['Cliente', 'María López (27111222)'],
    ['Descripción', 'Pago en dólares'],
    ['Monto', 'US$ 3,00'],
    ['Cotización dólar', '$ 1.000'],
  ]);
  expect(m.filas).toEqual([
    ['Venta N° 12', '$ 1.420,00 (US$ 1,42 del pago)', '$ 2.420,00', '$ 2.420,00', 'Pagada', '$ 0,00'],
    ['Deuda manual N° 3', 'US$ 1,58', 'US$ 1,58', 'US$ 10,00', 'Parcial', 'US$ 8,42'],
  ]);
  expect(m.totales).toEqual([
    ['Nuevo saldo en pesos', '$ 0,00'],
    ['Nuevo saldo en dólares', 'Debe US$ 8,42'],
  ]);
  expect(m.notas).toEqual(['Comprobante interno sin validez fiscal']);
});

it('prints the model as a whole document with the non-fiscal note and no script', () => {
  const doc = parse(reciboPagoHtml(datos));
  expect(doc.title).toBe('Recibo de pago N° 41');
  expect(Array.from(doc.querySelectorAll('thead th'), (th) => th.textContent)).toEqual(['Comprobante', 'Aplicado', 'Pagado', 'Total', 'Estado', 'Resta']);
  expect(doc.querySelectorAll('tbody tr')).toHaveLength(2);
  expect(doc.body.textContent).toContain('Nuevo saldo en dólares: Debe US$ 8,42');
  expect(doc.body.textContent).toContain('Comprobante interno sin validez fiscal');
  expect(doc.querySelector('script')).toBeNull();
});

it('says so when the payment paid nothing and shows the credit left in favour', () => {
  const m = reciboPagoPdf({
    ...datos,
    pago: { monto: '300.00', monedaId: 1, cotizacion: '1180.5', descripcion: 'Anticipo' },
    respuesta: fakePagoCuentaResponse({
      movimientoId: 42,
      saldoAFavor: '300.00',
      nuevoSaldo: { saldo_pesos: '0.00', saldo_dolares: '0.00', saldo_a_favor_pesos: '300.00', saldo_a_favor_dolares: '0.00' },
    }),
  });
  expect(m.filas).toEqual([]);
  expect(m.datos).toContainEqual(['Cotización dólar', '$ 1.180,5']);
  expect(m.totales).toEqual([
    ['Saldo a favor', '$ 300,00'],
    ['Nuevo saldo en pesos', 'A favor $ 300,00'],
    ['Nuevo saldo en dólares', 'US$ 0,00'],
  ]);
  expect(m.notas).toEqual([NOTA_SIN_APLICACIONES, 'Comprobante interno sin validez fiscal']);
});

it('escapes hostile text in the client and the description', () => {
  const hostil = '<img src=x onerror=alert(1)>';
  const out = reciboPagoHtml({ ...datos, cliente: { nombreApellido: hostil, documento: '"1"' }, pago: { ...datos.pago, descripcion: hostil } });
  expect(out).not.toMatch(/<img/i);
  expect(parse(out).body.textContent).toContain(`Cliente: ${hostil} ("1")`);
});
