import type { Venta } from 'shared';
import { reciboVentaHtml } from './recibo';

const venta: Venta = {
  id: 15,
  fechaVenta: '2026-11-21T15:00:00Z',
  cliente: { id: 3, nombreApellido: 'María <López>', documento: '30111222' },
  vendedor: { id: 1, name: 'Laura Gómez' },
  codVendedor: 'V001',
  sucursal: { id: 1, nombre: 'Casa Central' },
  origen: 'venta',
  metodoPago: { id: 4, nombre: 'Cuenta Corriente' },
  moneda: { id: 1, nombre: 'Pesos', simbolo: '$' },
  linea: 2,
  total: '2420.00',
  descuento: '0',
  pagada: false,
  pagado: '0.00',
  estadoPago: 'Pendiente',
  isDeleted: false,
  detalles: [
    { id: 1, productoId: 9, cantidad: '2.0000', precioUnitario: '1210.00', subTotal: '2420.00', comisionVendedor: '0', custom: false, producto: { id: 9, codigo: '30000', nombre: 'Perfume', unidad: 'unidad' } },
  ],
};

it('builds the internal receipt with its lines, total and the non-fiscal statement', () => {
  const html = reciboVentaHtml(venta);
  expect(html).toContain('Comprobante interno N° 15');
  expect(html).toContain('María &lt;López&gt; (30111222)');
  expect(html).toContain('2 unidad');
  expect(html).toContain('Total: $ 2.420,00');
  expect(html).toContain('Cuenta Corriente');
  expect(html).toContain('Comprobante interno sin validez fiscal');
});
