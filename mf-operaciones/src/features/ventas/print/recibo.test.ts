import { venta as venta_ } from '../testing/ventas-handlers';
import { reciboVentaHtml } from './recibo';

const venta = venta_(15, {
  cliente: { id: 3, nombreApellido: 'María <López>', documento: '30111222' },
  detalles: [
    { id: 1, productoId: 9, cantidad: '2.0000', precioUnitario: '1210.00', subTotal: '2420.00', comisionVendedor: '0', custom: false, producto: { id: 9, codigo: '30000', nombre: 'Perfume', unidad: 'unidad' } },
  ],
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
