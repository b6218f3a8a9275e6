import * as ExcelJS from 'exceljs';
import { fakeReposicionItem } from './testing/reposicion-handlers';
import { buildReposicionWorkbook, FORMATO_CANTIDAD, FORMATO_DINERO, HOJA_REPOSICION, nombreArchivoReposicion } from './excel';

const quimica = { id: 2, nombre: 'Química Sur' };
const aromas = { id: 1, nombre: 'Aromas del Plata' };

/** The workbook as Excel would open it: written to .xlsx bytes and read back. */
async function releer(workbook: ExcelJS.Workbook): Promise<ExcelJS.Workbook> {
  const bytes = await workbook.xlsx.writeBuffer();
  const leido = new ExcelJS.Workbook();
  await leido.xlsx.load(bytes as ArrayBuffer);
  return leido;
}

describe('buildReposicionWorkbook', () => {
  // 5 de marzo de 2026, 13:05 UTC = 10:05 en Buenos Aires.
  const generado = new Date('2026-03-05T13:05:00.000Z');
  const items = [
    fakeReposicionItem({ id: 4, codigo: '30004', nombre: 'Frasco 30 ml', unidad: 'unidad', stock: '10.0000', stockMinimo: '100.0000', costo: '150.00' }),
    fakeReposicionItem({ id: 1, codigo: '20001', nombre: 'Esencia de lavanda', unidad: 'l', stock: '0.5000', stockMinimo: '3.2500', costo: '45.00', costoMoneda: { id: 2, simbolo: 'US$' }, proveedor: aromas }),
    fakeReposicionItem({ id: 5, codigo: '10005', nombre: 'Glicerina con un nombre bastante más largo que los demás', stock: '0.0000', stockMinimo: '1234.5678', costo: '1234567.89', proveedor: quimica }),
  ];

  it('writes title, date, header and one numeric row per product, grouped with Sin proveedor last', async () => {
    const workbook = await releer(buildReposicionWorkbook(ExcelJS, items, { sucursal: 'Casa Central', generado }));
    const sheet = workbook.getWorksheet(HOJA_REPOSICION)!;
    expect(sheet).toBeDefined();
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Reposición']);
    expect(sheet.getCell('A1').value).toBe('Reposición - Casa Central');
    expect(sheet.getCell('A2').value).toBe('Generado el 05/03/2026 10:05');
    expect(sheet.getRow(3).cellCount).toBe(0);

    const valores = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(valores(4)).toEqual(['Proveedor', 'Código', 'Producto', 'Unidad', 'Stock', 'Stock mínimo', 'A pedir', 'Costo unitario', 'Moneda']);
    expect(valores(5)).toEqual(['Aromas del Plata', 20001, 'Esencia de lavanda', 'l', 0.5, 3.25, 2.75, 45, 'US$']);
    expect(valores(6)).toEqual(['Química Sur', 10005, 'Glicerina con un nombre bastante más largo que los demás', 'kg', 0, 1234.5678, 1234.5678, 1234567.89, '$']);
    expect(valores(7)).toEqual(['Sin proveedor', 30004, 'Frasco 30 ml', 'unidad', 10, 100, 90, 150, '$']);
    expect(sheet.rowCount).toBe(7);
  });

  it('formats quantities and money, bolds and freezes the header and fits the column widths', async () => {
    const workbook = await releer(buildReposicionWorkbook(ExcelJS, items, { sucursal: 'Casa Central', generado }));
    const sheet = workbook.getWorksheet(HOJA_REPOSICION)!;
    for (const fila of [5, 6, 7]) {
      for (const col of ['E', 'F', 'G']) expect(sheet.getCell(`${col}${fila}`).numFmt).toBe(FORMATO_CANTIDAD);
      expect(sheet.getCell(`H${fila}`).numFmt).toBe(FORMATO_DINERO);
    }
    expect(FORMATO_CANTIDAD).toBe('#,##0.####');
    expect(FORMATO_DINERO).toBe('#,##0.00');
    for (let col = 1; col <= 9; col++) expect(sheet.getRow(4).getCell(col).font?.bold).toBe(true);
    expect(sheet.getCell('A5').font?.bold).toBeFalsy();
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 });

    const ancho = (col: string) => sheet.getColumn(col).width!;
    // Producto fits its longest name; Costo unitario fits '1.234.567,89'; Moneda stays readable.
    expect(ancho('C')).toBeGreaterThanOrEqual('Glicerina con un nombre bastante más largo que los demás'.length);
    expect(ancho('C')).toBeGreaterThan(ancho('B'));
    expect(ancho('H')).toBeGreaterThanOrEqual('1.234.567,89'.length);
    expect(ancho('F')).toBeGreaterThanOrEqual('Stock mínimo'.length);
    expect(ancho('I')).toBeGreaterThanOrEqual(8);
  });

  it('writes only the header for an empty list', async () => {
    const workbook = await releer(buildReposicionWorkbook(ExcelJS, [], { sucursal: 'Sucursal Norte', generado }));
    const sheet = workbook.getWorksheet(HOJA_REPOSICION)!;
    expect(sheet.getCell('A1').value).toBe('Reposición - Sucursal Norte');
    expect(sheet.rowCount).toBe(4);
  });
});

describe('nombreArchivoReposicion', () => {
  it('names the file after the branch and the date in Buenos Aires', () => {
    expect(nombreArchivoReposicion('Casa Central', new Date('2026-03-05T13:05:00.000Z'))).toBe('reposicion_Casa_Central_2026-03-05.xlsx');
    // 01:30 UTC of the 6th is still the 5th in Buenos Aires (UTC−3).
    expect(nombreArchivoReposicion('Depósito 2/B', new Date('2026-03-06T01:30:00.000Z'))).toBe('reposicion_Depósito_2B_2026-03-05.xlsx');
  });
});
