/**
 * @jest-environment node
 */
import { documentoPdfBytes } from './pdf';
import { textoDePdf } from './testing/texto-pdf';

describe('documentoPdfBytes', () => {
  it('writes the business name, title, data, table, totals and notes with Spanish characters', async () => {
    const bytes = await documentoPdfBytes({
      titulo: 'Presupuesto N° 12',
      datos: [
        ['Fecha', '23/11/2026'],
        ['Cliente', 'José Núñez'],
      ],
      columnas: ['Código', 'Producto', 'Subtotal'],
      filas: [['30000', 'Jabón líquido 500 ml', '$ 1.105,00']],
      columnasNumericas: [2],
      totales: [['Total', '$ 1.105,00']],
      notas: ['Gracias por su consulta.'],
    });
    const texto = textoDePdf(bytes);
    for (const esperado of ['Insumos y Distribución', 'Presupuesto N° 12', 'José Núñez', 'Jabón líquido 500 ml', 'Total: $ 1.105,00', 'Gracias por su consulta.']) {
      expect(texto).toContain(esperado);
    }
  });
});
