import { fakeComisionPago } from '../testing/comisiones-fakes';
import { reciboComisionHtml } from './recibo-comision';

const parse = (markup: string) => new DOMParser().parseFromString(markup, 'text/html');
const lineas = (markup: string) => Array.from(parse(markup).querySelectorAll('.datos p'), (p) => p.textContent);

it('prints the seller, period, date, amount, box and who paid, with the signature lines', () => {
  const pago = fakeComisionPago({ id: 7, monto: '1010.00', caja: { id: 1, sucursal: { id: 1, nombre: 'Casa Central' } }, descripcion: 'Comisiones de noviembre' });
  const out = reciboComisionHtml(pago, { desde: '2026-11-01', hasta: '2026-11-30' });
  const doc = parse(out);
  expect(doc.documentElement.lang).toBe('es-AR');
  expect(doc.title).toBe('Recibo de pago de comisión N° 7');
  expect(doc.querySelector('.doc-header')?.textContent).toContain('Insumos y Distribución');
  expect(lineas(out)).toEqual([
    'N°: 7',
    'Fecha: 20/11/2026 12:00',
    'Vendedor: Ana Pérez (V001)',
    'Período: del 01/11/2026 al 30/11/2026',
    'Concepto: Comisiones de noviembre',
    'Caja: Casa Central ($)',
    'Pagó: Laura Gómez',
  ]);
  expect(doc.querySelector('.monto')?.textContent).toBe('Monto: $ 1.010,00');
  expect(doc.body.textContent).toContain('Recibí de Insumos y Distribución la suma de $ 1.010,00 en concepto de comisiones por ventas.');
  expect(Array.from(doc.querySelectorAll('.firma'), (f) => f.textContent)).toEqual(['Firma del vendedor', 'Aclaración']);
  expect(doc.querySelector('script')).toBeNull();
});

it('leaves out the period when unknown, and says when there is no box nor description', () => {
  const out = reciboComisionHtml(fakeComisionPago({ id: 8, monto: '6.05', moneda: { id: 2, simbolo: 'US$' }, vendedor: { id: 3, name: 'Sol Díaz', cod_vendedor: null } }));
  expect(lineas(out)).toEqual(['N°: 8', 'Fecha: 20/11/2026 12:00', 'Vendedor: Sol Díaz', 'Concepto: Pago de comisiones por ventas', 'Caja: Sin caja', 'Pagó: Laura Gómez']);
  expect(parse(out).querySelector('.monto')?.textContent).toBe('Monto: US$ 6,05');
});

it('escapes hostile text in the seller, description and user', () => {
  const hostil = '<img src=x onerror=alert(1)>';
  const out = reciboComisionHtml(fakeComisionPago({ id: 9, vendedor: { id: 3, name: hostil, cod_vendedor: '"V9"' }, descripcion: hostil, usuario: { id: 2, name: hostil } }));
  expect(out).not.toMatch(/<img/i);
  const doc = parse(out);
  expect(doc.querySelector('img')).toBeNull();
  expect(doc.body.textContent).toContain(`Vendedor: ${hostil} ("V9")`);
  expect(doc.body.textContent).toContain(`Concepto: ${hostil}`);
  expect(doc.body.textContent).toContain(`Pagó: ${hostil}`);
});
