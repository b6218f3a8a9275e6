import * as ExcelJS from 'exceljs';
import { fakeAntiguedad, fakeCuentaListItem, fakeCuentasPage } from '../testing/cuentas-fakes';
import { buildCuentasWorkbook, COLUMNAS_CUENTAS, FORMATO_DOLARES, FORMATO_PESOS, HOJA_CUENTAS, nombreArchivoCuentas } from './excel';

const items = [
  fakeCuentaListItem({
    cliente: { id: 1, nombreApellido: 'Distribuidora del Litoral Sociedad Anónima', documento: '30-71234567-1' },
    saldoPesos: '1234567.89',
    antiguedadPesos: fakeAntiguedad({ d90_mas: '1234567.89' }),
    saldoDolares: '-20.00',
    limiteCreditoDolares: '500.00',
  }),
  fakeCuentaListItem({ cliente: { id: 2, nombreApellido: 'Ana', documento: '1' } }),
];
const { totales } = fakeCuentasPage(items);

/** Writes the workbook and reads it back, as a user opening the file would. */
async function releer(meta: Parameters<typeof buildCuentasWorkbook>[3]) {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(await buildCuentasWorkbook(ExcelJS, items, totales, meta).xlsx.writeBuffer());
  return libro.getWorksheet(HOJA_CUENTAS)!;
}

it('writes the header, one row per client with signed money as numbers, the totals and the filters', async () => {
  const hoja = await releer({ generado: new Date('2026-03-20T15:00:00Z'), search: 'lit', conDeuda: true });
  expect(hoja.getCell('A2').value).toBe('Generado el 20/03/2026 12:00');
  expect(hoja.getCell('A3').value).toBe('Búsqueda: "lit" · Solo clientes con deuda');
  expect((hoja.getRow(4).values as unknown[]).slice(1)).toEqual([...COLUMNAS_CUENTAS]);
  const fila = hoja.getRow(5);
  expect([3, 7, 8, 13, 14].map((c) => fila.getCell(c).value)).toEqual([1234567.89, 1234567.89, -20, null, 500]);
  expect(fila.getCell(3).numFmt).toBe(FORMATO_PESOS);
  expect(fila.getCell(8).numFmt).toBe(FORMATO_DOLARES);
  expect([1, 3, 8].map((c) => hoja.getRow(7).getCell(c).value)).toEqual(['Total', 1234567.89, -20]);
  expect(hoja.rowCount).toBe(7);
});

it('fits each column to its longest text, between 8 and 60 characters', async () => {
  const hoja = await releer({ generado: new Date() });
  expect(hoja.getCell('A3').value).toBe('Todos los clientes');
  expect(hoja.getColumn(1).width).toBe('Distribuidora del Litoral Sociedad Anónima'.length + 2);
  // '$ 1.234.567,89' is shorter than its header 'Saldo en pesos' + 2.
  expect(hoja.getColumn(3).width).toBe('Saldo en pesos'.length + 2);
  expect(hoja.getColumn(7).width).toBe('Pesos Más de 90 días'.length + 2);
});

it('names the file after the day in Buenos Aires', () => {
  // 01:30 UTC of March 21st is still March 20th in Buenos Aires.
  expect(nombreArchivoCuentas(new Date('2026-03-21T01:30:00Z'))).toBe('cuentas_corrientes_2026-03-20.xlsx');
});
