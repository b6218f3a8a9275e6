/**
 * @jest-environment node
 */
import { fakeVenta, fakeVentaDetalle } from 'shared/testing';
import { documentoPdfBytes } from '../../comun/documentos/pdf';
import { textoDePdf } from '../../comun/documentos/testing/texto-pdf';
import { reciboVentaPdf } from './recibo';

describe('reciboVentaPdf', () => {
  it('downloads the receipt a user prints: number, date, client, lines, total and the non-fiscal note', async () => {
    const venta = fakeVenta({
      id: 15,
      fechaVenta: '2026-11-21T15:00:00.000Z',
      cliente: { id: 3, nombreApellido: 'José Núñez', documento: '30111222' },
      vendedor: { id: 2, name: 'Ana Pérez' },
      codVendedor: 'V002',
      descuento: '10',
      detalles: [
        fakeVentaDetalle({ productoId: 9, cantidad: '2.0000', precioUnitario: '1210.00', producto: { id: 9, codigo: '30009', nombre: 'Jabón líquido 500 ml', unidad: 'unidad' } }),
        fakeVentaDetalle({ productoId: 10, cantidad: '1.5000', precioUnitario: '368.33', producto: { id: 10, codigo: '20010', nombre: 'Esencia de lavanda', unidad: 'litro' } }),
      ],
    });
    const texto = textoDePdf(await documentoPdfBytes(reciboVentaPdf(venta)));
    for (const esperado of [
      'Insumos y Distribución',
      'Comprobante interno N° 15',
      '21/11/2026 12:00',
      'José Núñez (30111222)',
      'Ana Pérez (V002)',
      'Casa Central',
      'Cuenta Corriente',
      '30009',
      'Jabón líquido 500 ml',
      '2 unidad',
      '$ 2.420,00',
      'Esencia de lavanda',
      '1,5 litro',
      '$ 552,50',
      'Descuento: 10%',
      // (2.420,00 + 552,50) × 0,90
      'Total: $ 2.675,25',
      'Comprobante interno sin validez fiscal',
    ]) {
      expect(texto).toContain(esperado);
    }
    expect(texto).not.toContain('Anulada');
  });

  it('says so on the PDF of an annulled sale without client', async () => {
    const texto = textoDePdf(await documentoPdfBytes(reciboVentaPdf(fakeVenta({ id: 16, cliente: null, isDeleted: true }))));
    expect(texto).toContain('Comprobante interno N° 16');
    expect(texto).toContain('Sin cliente');
    expect(texto).toContain('Anulada');
  });
});
