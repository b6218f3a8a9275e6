import { fakeVenta, fakeVentaDetalle } from 'shared/testing';
import { reciboVentaHtml, reciboVentaPdf } from './recibo';

// A pending Cuenta Corriente sale in pesos (fakeVenta's default): total from its single line.
const venta = fakeVenta({
  id: 15,
  cliente: { id: 3, nombreApellido: 'María <López>', documento: '30111222' },
  detalles: [fakeVentaDetalle({ productoId: 9, cantidad: '2.0000', precioUnitario: '1210.00', producto: { id: 9, codigo: '30000', nombre: 'Perfume', unidad: 'unidad' } })],
});

const parse = (markup: string) => new DOMParser().parseFromString(markup, 'text/html');

it('builds the internal receipt with its lines, total and the non-fiscal statement', () => {
  const html = reciboVentaHtml(venta);
  expect(html).toContain('Comprobante interno N° 15');
  expect(html).toContain('María &lt;López&gt; (30111222)');
  expect(html).toContain('2 unidad');
  expect(html).toContain('Total: $ 2.420,00');
  expect(html).toContain('Cuenta Corriente');
  expect(html).toContain('Comprobante interno sin validez fiscal');
});

it('is a whole es-AR document with the shared business header and no script', () => {
  const doc = parse(reciboVentaHtml(venta));
  expect(doc.documentElement.lang).toBe('es-AR');
  expect(doc.title).toBe('Comprobante interno N° 15');
  expect(doc.querySelector('.doc-header')?.textContent).toContain('Insumos y Distribución');
  expect(doc.querySelectorAll('tbody tr')).toHaveLength(1);
  expect(doc.querySelector('script')).toBeNull();
});

it('escapes hostile text in the client, product and seller', () => {
  const hostil = '<img src=x onerror=alert(1)>';
  const v = fakeVenta({
    id: 16,
    cliente: { id: 4, nombreApellido: hostil, documento: '"30111222"' },
    vendedor: { id: 2, name: hostil },
    detalles: [fakeVentaDetalle({ productoId: 9, cantidad: '1.0000', precioUnitario: '10.00', producto: { id: 9, codigo: '<b>1</b>', nombre: hostil, unidad: 'unidad' } })],
  });
  const out = reciboVentaHtml(v);
  expect(out).not.toMatch(/<img/i);
  const doc = parse(out);
  expect(doc.querySelector('img')).toBeNull();
  expect(doc.querySelector('main b')).toBeNull();
  expect(doc.body.textContent).toContain(`Cliente: ${hostil} ("30111222")`);
  expect(doc.querySelector('tbody tr')?.textContent).toContain(hostil);
  expect(doc.body.textContent).toContain(`Vendedor: ${hostil} (V001)`);
});

it('prints exactly the data of the PDF model: every datum, line cell, total and note', () => {
  const v = fakeVenta({
    id: 21,
    fechaVenta: '2026-11-21T15:00:00.000Z',
    cliente: null,
    metodoPago: { id: 1, nombre: 'Efectivo' },
    descuento: '10.5',
    isDeleted: true,
    detalles: [
      fakeVentaDetalle({ productoId: 9, cantidad: '1.5000', precioUnitario: '368.33', producto: { id: 9, codigo: '30009', nombre: 'Jabón líquido', unidad: 'litro' } }),
      fakeVentaDetalle({ productoId: 10, cantidad: '1.5000', precioUnitario: '368.33', producto: { id: 10, codigo: '30010', nombre: 'Perfume', unidad: 'unidad' } }),
    ],
  });
  const modelo = reciboVentaPdf(v);
  expect(modelo.datos).toEqual([
    ['N°', '21'],
    ['Fecha', '21/11/2026 12:00'],
    ['Vendedor', 'Laura Gómez (V001)'],
    ['Sucursal', 'Casa Central'],
    ['Cliente', 'Sin cliente'],
    ['Método de pago', 'Efectivo'],
    ['Estado', 'Anulada'],
  ]);
  // Two lines of 1.5 × 368.33 are 552.50 each; 1.105,00 less 10.5 % is 988,975, 988,98 half-up.
  expect(modelo.filas).toEqual([
    ['30009', 'Jabón líquido', '1,5 litro', '$ 368,33', '$ 552,50'],
    ['30010', 'Perfume', '1,5 unidad', '$ 368,33', '$ 552,50'],
  ]);
  expect(modelo.totales).toEqual([
    ['Descuento', '10,5%'],
    ['Total', '$ 988,98'],
  ]);

  const doc = parse(reciboVentaHtml(v));
  const texto = doc.body.textContent ?? '';
  for (const [label, valor] of [...modelo.datos, ...(modelo.totales ?? [])]) expect(texto).toContain(`${label}: ${valor}`);
  for (const nota of modelo.notas ?? []) expect(texto).toContain(nota);
  expect(Array.from(doc.querySelectorAll('thead th'), (th) => th.textContent)).toEqual(modelo.columnas);
  expect(Array.from(doc.querySelectorAll('tbody tr'), (tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent))).toEqual(modelo.filas);
  expect(Array.from(doc.querySelectorAll<HTMLTableCellElement>('td.n'), (td) => td.cellIndex)).toEqual([2, 3, 4, 2, 3, 4]);
});
