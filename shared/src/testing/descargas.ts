/** One file a page handed to the browser's download (see {@link mockDescargas}). */
export interface DescargaRegistrada {
  /** The link's `download` name, e.g. 'cuentas_corrientes_2026-11-20.xlsx'. */
  nombre: string;
  /** The file itself (its `type` is the MIME type given to `descargarArchivo`). */
  archivo: Blob;
}

/**
 * Test helper for downloads (`descargarArchivo` of shared/print, docs/impresion.md «Descargas»): jsdom
 * does not download, so this spies on `URL.createObjectURL` (it keeps each Blob under a `blob:prueba/n`
 * URL), `URL.revokeObjectURL` (does nothing) and the click of a link, and records each download a
 * clicked `<a download>` would have saved. Undo it with `jest.restoreAllMocks()`.
 * @returns the live list of downloads, in the order they happened.
 */
export function mockDescargas(): DescargaRegistrada[] {
  const descargas: DescargaRegistrada[] = [];
  const blobs = new Map<string, Blob>();
  jest.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
    const url = `blob:prueba/${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const archivo = blobs.get(this.getAttribute('href') ?? '');
    if (this.hasAttribute('download') && archivo) descargas.push({ nombre: this.download, archivo });
  });
  return descargas;
}
