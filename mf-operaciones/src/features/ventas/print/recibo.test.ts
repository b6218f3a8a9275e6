import { fakeVenta, fakeVentaDetalle } from 'shared/testing';
import { reciboVentaHtml } from './recibo';

// A pending Cuenta Corriente sale in pesos (fakeVenta's default): total from its single line.
const venta = fakeVenta({
  id: 15,
  cliente: { id: 3, nombreApellido: 'María <López>', documento: '30111222' },
  detalles: [fakeVentaDetalle({ productoId: 9, cantidad: '2.0000', precioUnitario: '1210.00', producto: { id: 9, codigo: '30000', nombre: 'Perfume', unidad: 'unidad' } })],
});

it('builds the internal receipt with its lines, total and the non-fiscal statement', () => {
  const html = reciboVentaHtml(venta);
  expect(html).toContain('Comprobante interno N° 15');
  expect(html).toContain('María &lt;López&gt; (30111222)');
  expect(html).toContain('2 unidad');
  expect(html).toContain('Total: $ 2.420,00');
  expect(html).toContain('Cuenta Corriente');
  expect(html).toContain('Comprobante interno sin validez fiscal');
});

it('is a whole es-AR document with the shared business header and no script', () => {
  const doc = new DOMParser().parseFromString(reciboVentaHtml(venta), 'text/html');
  expect(doc.documentElement.lang).toBe('es-AR');
  expect(doc.title).toBe('Comprobante interno N° 15');
  expect(doc.querySelector('.doc-header')?.textContent).toContain('Insumos y Distribución');
  expect(doc.querySelectorAll('tbody tr')).toHaveLength(1);
  expect(doc.querySelector('script')).toBeNull();
});

it('escapes hostile text in the client, product and seller', () => {
  const hostil = '<img src=x onerror=alert(1)>';
  const v = fakeVenta({
    id: 16,
    cliente: { id: 4, nombreApellido: hostil, documento: '"30111222"' },
    vendedor: { id: 2, name: hostil },
    detalles: [fakeVentaDetalle({ productoId: 9, cantidad: '1.0000', precioUnitario: '10.00', producto: { id: 9, codigo: '<b>1</b>', nombre: hostil, unidad: 'unidad' } })],
  });
  const out = reciboVentaHtml(v);
  expect(out).not.toMatch(/<img/i);
  const doc = new DOMParser().parseFromString(out, 'text/html');
  expect(doc.querySelector('img')).toBeNull();
  expect(doc.querySelector('main b')).toBeNull();
  expect(doc.body.textContent).toContain(`Cliente: ${hostil} ("30111222")`);
  expect(doc.querySelector('tbody tr')?.textContent).toContain(hostil);
  expect(doc.body.textContent).toContain(`Vendedor: ${hostil} (V001)`);
});
