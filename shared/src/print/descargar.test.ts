import { mockDescargas } from '../testing/descargas';
import { descargarArchivo, PDF_MIME, XLSX_MIME } from '.';

describe('descargarArchivo (docs/impresion.md «Descargas»)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('hands the file to the browser under its name and type, and leaves no link behind', async () => {
    const descargas = mockDescargas();
    descargarArchivo('hola', 'cuentas.xlsx');
    descargarArchivo(new Uint8Array([37, 80, 68, 70]), 'venta_8.pdf', PDF_MIME);
    expect(descargas.map((d) => [d.nombre, d.archivo.type])).toEqual([
      ['cuentas.xlsx', XLSX_MIME],
      ['venta_8.pdf', PDF_MIME],
    ]);
    expect(await descargas[0].archivo.text()).toBe('hola');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('releases the object URL a second later, also when the click fails', () => {
    jest.useFakeTimers();
    mockDescargas();
    // URL is the worker's own object, shared by every test file it runs: a spy another file left on
    // it keeps its calls, so start counting here.
    jest.mocked(URL.revokeObjectURL).mockClear();
    jest.mocked(HTMLAnchorElement.prototype.click).mockImplementation(() => {
      throw new Error('bloqueado');
    });
    expect(() => descargarArchivo('x', 'a.xlsx')).toThrow('bloqueado');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:prueba/1');
  });

  it('throws, downloading nothing, when the browser cannot make the object URL', () => {
    const descargas = mockDescargas();
    jest.mocked(URL.createObjectURL).mockImplementation(() => {
      throw new Error('sin memoria');
    });
    expect(() => descargarArchivo('x', 'a.xlsx')).toThrow('sin memoria');
    expect(descargas).toEqual([]);
  });
});
