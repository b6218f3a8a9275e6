import { MSG_PRESUPUESTO_NOTA_GRACIAS, MSG_PRESUPUESTO_NOTA_INFORMATIVA } from 'shared';
import { fakeCliente } from 'shared/testing';
import { fakePresupuesto, fakePresupuestoDetalle } from '../testing/presupuestos-fakes';
import { documentoPresupuesto, presupuestoHtml } from './presupuesto';

/** Quote 12 for María López: 2 × Perfume 1 and 1,5 l of lavender essence, 10 % off. */
function presupuesto(over: Parameters<typeof fakePresupuesto>[0] = { id: 12 }) {
  return fakePresupuesto({
    cliente: fakeCliente({ id: 1, nombreApellido: 'María López', documento: '27111222' }),
    descuento: '10',
    detalles: [
      fakePresupuestoDetalle({ id: 1, productoId: 1 }),
      fakePresupuestoDetalle({ id: 2, productoId: 2, codigo: '20002', nombre: 'Esencia de lavanda', unidad: 'l', cantidad: '1.5000', precioUnitario: '605.00', valorFinal: '605.00' }),
    ],
    ...over,
  });
}

/** The printed document as a browser would show it. */
function abrir(htmlText: string): Document {
  return new DOMParser().parseFromString(htmlText, 'text/html');
}

describe('printed quote', () => {
  it('shows logo, number, date, client, document, seller, discount, lines, total and both notes', () => {
    const doc = abrir(presupuestoHtml(presupuesto()));
    const texto = doc.body.textContent ?? '';
    expect(doc.title).toBe('Presupuesto N° 12');
    expect(doc.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toBe('Logo de Insumos y Distribución');
    for (const esperado of ['Insumos y Distribución', 'Fecha:12/11/2026 10:00', 'Cliente:María López', 'Documento:27111222', 'Vendedor:Ana Pérez', 'Descuento:10%', 'Total: $ 2.994,75']) {
      expect(texto).toContain(esperado);
    }
    const filas = [...doc.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(filas).toEqual([
      ['30001', 'Perfume 1', '2 unidad', '$ 1.210,00', '$ 2.420,00'],
      ['20002', 'Esencia de lavanda', '1,5 l', '$ 605,00', '$ 907,50'],
    ]);
    expect([...doc.querySelectorAll('.nota')].map((p) => p.textContent)).toEqual([MSG_PRESUPUESTO_NOTA_INFORMATIVA, MSG_PRESUPUESTO_NOTA_GRACIAS]);
  });

  it('says Sin cliente and Sin vendedor, and prints dollars with their symbol', () => {
    const p = fakePresupuesto({
      id: 3,
      vendedor: null,
      vendedorId: null,
      codVendedor: null,
      moneda: { id: 2, simbolo: 'US$' },
      monedaId: 2,
      detalles: [fakePresupuestoDetalle({ id: 1, productoId: 3, monedaId: 2, precioUnitario: '12.10', cantidad: '1.0000' })],
    });
    const d = documentoPresupuesto(p);
    expect(d.datos).toEqual(expect.arrayContaining([['Cliente', 'Sin cliente'], ['Documento', '-'], ['Vendedor', 'Sin vendedor']]));
    expect(d.totales).toEqual([['Total', 'US$ 12,10']]);
  });

  it('keeps a hostile client name as text, with no script and no network request', () => {
    const hostil = '<img src=x onerror=alert(1)>';
    const html = presupuestoHtml(presupuesto({ id: 12, cliente: fakeCliente({ id: 1, nombreApellido: hostil }) }));
    const doc = abrir(html);
    expect(doc.querySelector('img')).toBeNull();
    expect(doc.querySelector('script')).toBeNull();
    expect(doc.body.textContent).toContain(`Cliente:${hostil}`);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toContain("default-src 'none'");
  });
});
