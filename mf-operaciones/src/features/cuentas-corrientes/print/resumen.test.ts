import { fakeCliente } from 'shared/testing';
import { fakeMovimientoCuenta, fakeResumenCuenta } from '../testing/cuentas-fakes';
import { NOTA_SALDOS, resumenCuentaHtml, textoPeriodo, TITULO_RESUMEN } from './resumen';

const parse = (markup: string) => new DOMParser().parseFromString(markup, 'text/html');
/** The cells of every body row of the section named `nombre`. */
const filas = (doc: Document, nombre: string) =>
  Array.from(doc.querySelectorAll(`section[aria-label="${nombre}"] tbody tr`), (tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent));

const cliente = fakeCliente({ id: 1, nombreApellido: 'María López', documento: '27111222', direccion: 'Av. San Martín 1234', codigoPostal: '1406', zona: 'Centro' });
// Pesos: from 1.000,00 owed, sale 12 (+2.420,00 at 21:30 of the 4th in Buenos Aires, 00:30 UTC of
// the 5th), a manual debt (+500,00) and a payment (−4.000,00) → −80,00 (credit in favour).
// Dollars: one sale of US$ 100,00 from zero.
const movimientos = [
  fakeMovimientoCuenta({ id: 1, fecha: '2026-03-05T00:30:00.000Z', ventaId: 12, monto: '2420.00', saldo_previo: '1000.00', descripcion: 'Deuda por venta #12' }),
  fakeMovimientoCuenta({ id: 2, fecha: '2026-03-06T13:00:00.000Z', monto: '500.00', saldo_previo: '3420.00', descripcion: 'Deuda manual: Flete', deudaManualId: 3 }),
  fakeMovimientoCuenta({ id: 3, fecha: '2026-03-07T13:00:00.000Z', monedaId: 2, ventaId: 15, monto: '100.00', descripcion: 'Deuda por venta #15' }),
  fakeMovimientoCuenta({ id: 4, fecha: '2026-03-10T18:15:00.000Z', tipo: 'CREDITO', monto: '4000.00', saldo_previo: '3920.00', descripcion: 'Pago en efectivo' }),
];
const resumen = fakeResumenCuenta(cliente, movimientos, { fechaDesde: '2026-03-01', fechaHasta: '2026-03-31', inicialPesos: '1000.00' });

it('prints the client, the period and each currency with codes, Debe, Haber and running balance', () => {
  const doc = parse(resumenCuentaHtml(resumen));
  expect(doc.title).toBe(TITULO_RESUMEN);
  const texto = doc.body.textContent ?? '';
  expect(texto).toContain('Cliente: María López');
  expect(texto).toContain('Documento: 27111222');
  expect(texto).toContain('Dirección: Av. San Martín 1234, CP 1406, Centro, Buenos Aires');
  expect(texto).toContain('Período: Del 01/03/2026 al 31/03/2026');

  expect(filas(doc, 'Pesos')).toEqual([
    ['04/03/2026 21:30', 'FAC', 'Deuda por venta #12', '$ 2.420,00', '', '$ 3.420,00'],
    ['06/03/2026 10:00', 'DEUDA', 'Deuda manual: Flete', '$ 500,00', '', '$ 3.920,00'],
    ['10/03/2026 15:15', 'REC', 'Pago en efectivo', '', '$ 4.000,00', '-$ 80,00'],
  ]);
  expect(filas(doc, 'Dólares')).toEqual([['07/03/2026 10:00', 'FAC', 'Deuda por venta #15', 'US$ 100,00', '', 'US$ 100,00']]);
  expect(doc.querySelector('section[aria-label="Pesos"]')?.textContent).toContain('Saldo inicial: $ 1.000,00');
  expect(doc.querySelector('section[aria-label="Pesos"]')?.textContent).toContain('Saldo final: -$ 80,00');

  const final = doc.querySelector('.final')?.textContent ?? '';
  expect(final).toContain('Saldo final en pesos: -$ 80,00');
  expect(final).toContain('Saldo a favor en pesos: $ 80,00');
  expect(final).toContain('Saldo final en dólares: US$ 100,00');
  expect(final).toContain('Saldo a favor en dólares: US$ 0,00');
  expect(texto).toContain(NOTA_SALDOS);
  expect(doc.querySelector('script')).toBeNull();
  expect(doc.documentElement.lang).toBe('es-AR');
});

it('says when a currency had no movements in the period', () => {
  const doc = parse(resumenCuentaHtml(fakeResumenCuenta(cliente, [], { fechaDesde: '2026-04-01', fechaHasta: '2026-04-30', inicialDolares: '-20.00' })));
  expect(filas(doc, 'Pesos')).toEqual([['Sin movimientos en el período.']]);
  expect(doc.querySelector('section[aria-label="Dólares"]')?.textContent).toContain('Saldo inicial: -US$ 20,00');
});

it('escapes hostile text in the client and the descriptions', () => {
  const hostil = '<img src=x onerror=alert(1)>';
  const r = fakeResumenCuenta(fakeCliente({ id: 2, nombreApellido: hostil }), [fakeMovimientoCuenta({ id: 9, descripcion: hostil })], {
    fechaDesde: '2026-03-01',
    fechaHasta: '2026-03-31',
  });
  const out = resumenCuentaHtml(r);
  expect(out).not.toMatch(/<img/i);
  const doc = parse(out);
  expect(doc.querySelector('img')).toBeNull();
  expect(doc.body.textContent).toContain(`Cliente: ${hostil}`);
  expect(filas(doc, 'Pesos')[0][2]).toBe(hostil);
});

it('words the period from the ends it has', () => {
  expect(textoPeriodo('2026-03-01', '2026-03-31')).toBe('Del 01/03/2026 al 31/03/2026');
  expect(textoPeriodo(null, null)).toBe('Todos los movimientos');
});
