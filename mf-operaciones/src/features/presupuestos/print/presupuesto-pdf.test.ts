/**
 * @jest-environment node
 */
import { MSG_PRESUPUESTO_NOTA_GRACIAS, MSG_PRESUPUESTO_NOTA_INFORMATIVA } from 'shared';
import { fakeCliente } from 'shared/testing';
import { documentoPdfBytes } from '../../comun/documentos/pdf';
import { textoDePdf } from '../../comun/documentos/testing/texto-pdf';
import { fakePresupuesto, fakePresupuestoDetalle } from '../testing/presupuestos-fakes';
import { documentoPresupuesto, nombrePdfPresupuesto } from './presupuesto';

describe('quote PDF', () => {
  it('writes number, date, client, lines, total and both notes, from the model of the printed quote', async () => {
    const p = fakePresupuesto({
      id: 12,
      cliente: fakeCliente({ id: 1, nombreApellido: 'José Núñez', documento: '27111222' }),
      descuento: '10',
      detalles: [
        fakePresupuestoDetalle({ id: 1, productoId: 1 }),
        fakePresupuestoDetalle({ id: 2, productoId: 2, codigo: '20002', nombre: 'Esencia de lavanda', unidad: 'l', cantidad: '1.5000', precioUnitario: '605.00', valorFinal: '605.00' }),
      ],
    });
    const texto = textoDePdf(await documentoPdfBytes(documentoPresupuesto(p)));
    for (const esperado of [
      'Presupuesto N° 12',
      '12/11/2026 10:00',
      'José Núñez',
      '27111222',
      'Ana Pérez',
      '10%',
      '30001',
      'Perfume 1',
      '2 unidad',
      '$ 2.420,00',
      'Esencia de lavanda',
      '1,5 l',
      '$ 907,50',
      'Total: $ 2.994,75',
      MSG_PRESUPUESTO_NOTA_INFORMATIVA,
      MSG_PRESUPUESTO_NOTA_GRACIAS,
    ]) {
      expect(texto).toContain(esperado);
    }
    expect(nombrePdfPresupuesto(12)).toBe('presupuesto_12.pdf');
  });
});
