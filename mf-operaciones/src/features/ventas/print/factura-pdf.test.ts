/**
 * @jest-environment node
 */
import { LEYENDA_RG_5003 } from 'shared';
import { textoDePdf } from '../../comun/documentos/testing/texto-pdf';
import { CAE_PRUEBA, fakeComprobante } from '../testing/comprobantes';
import { venta } from '../testing/ventas-handlers';
import { comprobanteImpreso, comprobantePdfBytes, NOTA_SIMULADOR, TITULO_TRANSPARENCIA } from './factura';

// Builds real PDFs and reads them back in a child process.
jest.setTimeout(20_000);

/** The extracted text with one space after each label's colon (a bold label and its value are drawn apart, so the extractor may join or tab them). */
const plano = (texto: string) => texto.replace(/:[ \t]*/g, ': ');

describe('comprobantePdfBytes', () => {
  it('carries the letter, the code, the numbering, the CAE and every total of a Factura A as text', async () => {
    const v = venta(15, { comprobante: fakeComprobante({ leyenda: LEYENDA_RG_5003 }) });
    const texto = plano(textoDePdf(await comprobantePdfBytes(comprobanteImpreso(v, v.comprobante!))));
    expect(texto).toMatch(/^\s*A\s*$/m);
    for (const esperado of [
      'Insumos y Distribución S.A.',
      'COD. 01',
      'Factura A',
      'Punto de venta: 00001 Comp. Nro: 00000023',
      'Fecha de emisión: 21/11/2026',
      'CUIT: 30-71234567-1',
      'María López',
      'Perfume 1',
      '$ 1.000,00',
      'Neto gravado: $ 2.000,00',
      'IVA 21%: $ 420,00',
      'Exento: $ 0,00',
      'Total: $ 2.420,00',
      `CAE N°: ${CAE_PRUEBA}`,
      'Fecha de Vto. de CAE: 01/12/2026',
      NOTA_SIMULADOR,
    ]) {
      expect(texto).toContain(esperado);
    }
    expect(texto.replace(/\s+/g, ' ')).toContain(LEYENDA_RG_5003);
  });

  it('a Nota de Crédito B: its letter, code, associated invoice and IVA contenido', async () => {
    const nota = fakeComprobante({ letra: 'B', asociado: 'Factura B 00001-00000023', numero: 4, entorno: 'produccion' });
    const v = venta(16, { isDeleted: true, comprobante: fakeComprobante({ letra: 'B' }), notaCredito: nota });
    const texto = plano(textoDePdf(await comprobantePdfBytes(comprobanteImpreso(v, nota))));
    expect(texto).toMatch(/^\s*B\s*$/m);
    for (const esperado of ['Nota de Crédito B', 'COD. 08', 'Comp. Nro: 00000004', 'Comprobante asociado: Factura B 00001-00000023', TITULO_TRANSPARENCIA, 'IVA contenido: $ 420,00', `CAE N°: ${CAE_PRUEBA}`]) {
      expect(texto).toContain(esperado);
    }
    expect(texto).not.toContain(NOTA_SIMULADOR);
  });
});
