import { fakeCliente } from '../testing/factories';
import { mockPrintWindow } from '../testing/print-window';
import { buildEtiquetaClienteHtml, imprimirEtiquetaCliente, PRINT_DELAY_MS } from '.';

const cliente = fakeCliente({
  nombreApellido: 'Juan <b>Pérez</b>',
  documento: '30111222',
  direccion: 'Av. Siempre Viva 742',
  codigoPostal: '1900',
  zona: 'La Plata',
  provincia: 'Buenos Aires',
  telefono: null,
});

describe('customer label', () => {
  it('shows the label fields, escaped, and leaves missing ones out', () => {
    const doc = new DOMParser().parseFromString(buildEtiquetaClienteHtml(cliente), 'text/html');
    const text = doc.body.textContent ?? '';
    expect(doc.querySelector('.nombre')?.textContent).toBe('Juan <b>Pérez</b>');
    expect(doc.querySelector('b')).toBeNull();
    for (const t of ['Documento: 30111222', 'Dirección: Av. Siempre Viva 742', 'Código postal: 1900', 'Zona: La Plata', 'Provincia: Buenos Aires']) {
      expect(text.replace(/\s+/g, ' ')).toContain(t);
    }
    expect(text).not.toContain('Teléfono');
  });

  it('leaves out blank values too', () => {
    const doc = new DOMParser().parseFromString(buildEtiquetaClienteHtml({ ...cliente, zona: '   ', telefono: '' }), 'text/html');
    expect(Array.from(doc.querySelectorAll('.row'), (r) => r.textContent)).toEqual([
      'Documento: 30111222',
      'Dirección: Av. Siempre Viva 742',
      'Código postal: 1900',
      'Provincia: Buenos Aires',
    ]);
  });

  it('is a whole es-AR document with the shared business header and no script', () => {
    const doc = new DOMParser().parseFromString(buildEtiquetaClienteHtml(cliente), 'text/html');
    expect(doc.documentElement.lang).toBe('es-AR');
    expect(doc.title).toBe('Etiqueta - Juan <b>Pérez</b>');
    expect(doc.querySelector('.doc-header')?.textContent).toContain('Insumos y Distribución');
    expect(doc.querySelector('style')?.textContent).toContain('size: 100mm 60mm');
    expect(doc.querySelector('script')).toBeNull();
  });

  it('keeps a hostile name as text: no <img> element', () => {
    const hostil = '<img src=x onerror=alert(1)>';
    const out = buildEtiquetaClienteHtml({ ...cliente, nombreApellido: hostil, direccion: `"><img src=x onerror=alert(2)>` });
    expect(out).not.toMatch(/<img/i);
    const doc = new DOMParser().parseFromString(out, 'text/html');
    expect(doc.querySelector('img')).toBeNull();
    expect(doc.querySelector('.nombre')?.textContent).toBe(hostil);
  });

  it('writes the label into a new window and prints it', () => {
    jest.useFakeTimers();
    const ventana = mockPrintWindow();
    expect(imprimirEtiquetaCliente(cliente)).toBe(true);
    expect(ventana.open).toHaveBeenCalledWith('', '_blank', 'width=480,height=360');
    expect(ventana.html()).toContain('30111222');
    expect(ventana.print).not.toHaveBeenCalled();
    jest.advanceTimersByTime(PRINT_DELAY_MS);
    expect(ventana.print).toHaveBeenCalled();
    ventana.open.mockReturnValue(null);
    expect(imprimirEtiquetaCliente(cliente)).toBe(false);
    ventana.open.mockRestore();
    jest.useRealTimers();
  });
});
