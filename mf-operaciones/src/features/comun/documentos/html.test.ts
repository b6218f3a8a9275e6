import { documentoAHtml } from './html';

const parse = (markup: string) => new DOMParser().parseFromString(markup, 'text/html');

describe('documentoAHtml', () => {
  it('prints the model: header, data, table with its numeric columns, totals and notes', () => {
    const doc = parse(
      documentoAHtml({
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
      }),
    );
    expect(doc.documentElement.lang).toBe('es-AR');
    expect(doc.title).toBe('Presupuesto N° 12');
    expect(doc.querySelector('.doc-header')?.textContent).toBe('Insumos y DistribuciónPresupuesto N° 12');
    expect(Array.from(doc.querySelectorAll('.datos p'), (p) => p.textContent)).toEqual(['Fecha: 23/11/2026', 'Cliente: José Núñez']);
    expect(Array.from(doc.querySelectorAll('th'), (th) => [th.textContent, th.className])).toEqual([
      ['Código', ''],
      ['Producto', ''],
      ['Subtotal', 'n'],
    ]);
    expect(Array.from(doc.querySelectorAll('tbody td'), (td) => td.textContent)).toEqual(['30000', 'Jabón líquido 500 ml', '$ 1.105,00']);
    expect(doc.querySelector('tbody td.n')?.textContent).toBe('$ 1.105,00');
    expect(doc.querySelector('.tot')?.textContent).toBe('Total: $ 1.105,00');
    expect(doc.querySelector('.nota')?.textContent).toBe('Gracias por su consulta.');
    expect(doc.querySelector('script')).toBeNull();
  });

  it('escapes every text and prints nothing for the optional parts left out', () => {
    const hostil = '<img src=x onerror=alert(1)>';
    const out = documentoAHtml({ titulo: hostil, datos: [[hostil, hostil]], columnas: [hostil], filas: [[hostil]] });
    expect(out).not.toMatch(/<img/i);
    const doc = parse(out);
    expect(doc.querySelector('img')).toBeNull();
    expect(doc.title).toBe(hostil);
    expect(doc.querySelector('.datos p')?.textContent).toBe(`${hostil}: ${hostil}`);
    expect(doc.querySelector('tbody td')?.textContent).toBe(hostil);
    expect(doc.querySelector('.tot')).toBeNull();
    expect(doc.querySelector('.nota')).toBeNull();
  });
});
