import { desglosarIva, LEYENDA_RG_5003, type Venta } from 'shared';
import { fakeVentaDetalle } from 'shared/testing';
import { CAE_PRUEBA, fakeComprobante } from '../testing/comprobantes';
import { venta } from '../testing/ventas-handlers';
import { ALT_QR, comprobanteHtml, comprobanteImpreso, facturaHtml, NOTA_SIMULADOR, nombrePdfComprobante, sinIva, TITULO_TRANSPARENCIA } from './factura';

const parse = (markup: string) => new DOMParser().parseFromString(markup, 'text/html');

// 2 × Jabón at $ 1.210,00 (21 %) and 1,5 × Esencia at $ 368,33 (10,5 %): IVA-included prices, $ 2.972,50.
const detalles = [
  fakeVentaDetalle({ id: 1, productoId: 9, cantidad: '2.0000', precioUnitario: '1210.00', alicuotaIva: '21', producto: { id: 9, codigo: '30009', nombre: 'Jabón líquido', unidad: 'unidad' } }),
  fakeVentaDetalle({ id: 2, productoId: 10, cantidad: '1.5000', precioUnitario: '368.33', alicuotaIva: '10.5', producto: { id: 10, codigo: '20010', nombre: 'Esencia', unidad: 'litro' } }),
];
const lineasFiscales = [
  { precioUnitario: '1210.00', cantidad: '2', alicuota: '21' },
  { precioUnitario: '368.33', cantidad: '1.5', alicuota: '10.5' },
];

/** Sale 15 with the two lines above and its comprobante `letra`, split by the shared desglosarIva as the API does. */
function conComprobante(letra: 'A' | 'B' | 'C', descuento = '0', over: Parameters<typeof fakeComprobante>[0] = {}): { v: Venta } {
  const d = desglosarIva(lineasFiscales, descuento, letra);
  const comprobante = fakeComprobante({ letra, neto: d.neto, iva: d.iva.map(({ alicuota, base, importe }) => ({ alicuota, base, importe })), exento: d.exento, total: d.total, ...over });
  return { v: venta(15, { detalles, descuento, comprobante }) };
}

describe('comprobanteImpreso (RG 1415)', () => {
  it('Factura A: header, buyer, lines WITHOUT IVA with their rate, and the comprobante’s own totals per rate', () => {
    const { v } = conComprobante('A', '10');
    const c = v.comprobante!;
    const m = comprobanteImpreso(v, c);
    expect(m.titulo).toBe('Factura A 00001-00000023');
    expect(m.letra).toBe('A');
    expect(m.codigo).toBe('COD. 01');
    expect(m.tipo).toBe('Factura A');
    expect(m.numeracion).toBe('Punto de venta: 00001 Comp. Nro: 00000023');
    expect(m.fecha).toEqual(['Fecha de emisión', '21/11/2026']);
    expect(m.razonSocial).toBe('Insumos y Distribución S.A.');
    expect(m.emisor).toEqual([
      ['Domicilio comercial', 'Av. Corrientes 1234, CABA'],
      ['Condición frente al IVA', 'Responsable Inscripto'],
      ['CUIT', '30-71234567-1'],
      ['Ingresos Brutos', '901-123456-7'],
      ['Inicio de actividades', '01/03/2015'],
    ]);
    expect(m.receptor).toEqual([
      ['Cliente', 'María López'],
      ['CUIT', '27-11122233-4'],
      ['Condición frente al IVA', 'Responsable Inscripto'],
      ['Domicilio', 'Belgrano 250, Rosario'],
    ]);
    expect(m.columnas).toEqual(['Código', 'Producto', 'Cantidad', 'Precio unit. sin IVA', 'Alícuota IVA', 'Subtotal sin IVA']);
    // 1210 / 1,21 = 1000; 368,33 / 1,105 = 333,33 (333,3303); 552,50 / 1,105 = 500,00.
    expect(m.filas).toEqual([
      ['30009', 'Jabón líquido', '2 unidad', '$ 1.000,00', '21%', '$ 2.000,00'],
      ['20010', 'Esencia', '1,5 litro', '$ 333,33', '10,5%', '$ 500,00'],
    ]);
    // (2.420,00 + 552,50) × 0,90 = 2.675,25 shared 2.178,00 / 497,25 → neto 1.800,00 + 450,00.
    expect(c.total).toBe('2675.25');
    expect(m.totales).toEqual([
      ['Descuento', '10%'],
      ['Neto gravado', '$ 2.250,00'],
      ['IVA 21%', '$ 378,00'],
      ['IVA 10,5%', '$ 47,25'],
      ['Exento', '$ 0,00'],
      ['Total', '$ 2.675,25'],
    ]);
    expect(m.transparencia).toBeNull();
    expect(m.cae).toEqual([
      ['CAE N°', CAE_PRUEBA],
      ['Fecha de Vto. de CAE', '01/12/2026'],
    ]);
    expect(m.qrUrl).toBe(c.qrUrl);
    expect(m.qrUrl).toMatch(/^https:\/\/www\.afip\.gob\.ar\/fe\/qr\/\?p=/);
    expect(m.notas).toEqual([NOTA_SIMULADOR]);
    expect(m.datos).toEqual([['Condición de venta', 'Cuenta Corriente']]);
  });

  it('the totals of an A are exactly the comprobante’s: neto + IVA + exento = total', () => {
    const { v } = conComprobante('A', '10.5');
    const c = v.comprobante!;
    const m = comprobanteImpreso(v, c);
    const importes = c.iva.map((i) => `$ ${i.importe.replace('.', ',')}`);
    expect(m.totales.filter(([l]) => l.startsWith('IVA ')).map(([, x]) => x)).toEqual(importes);
    expect(m.totales.find(([l]) => l === 'Total')?.[1]).toBe(`$ ${c.total.replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/, '.')}`);
  });

  it('an A prints each line without IVA at the rate it was sold with', () => {
    const una = venta(16, { comprobante: fakeComprobante() });
    expect(comprobanteImpreso(una, una.comprobante!).filas).toEqual([['30001', 'Perfume 1', '2 unidad', '$ 1.000,00', '21%', '$ 2.000,00']]);
    const { v } = conComprobante('A');
    expect(comprobanteImpreso(v, v.comprobante!).filas.map((f) => f.slice(3))).toEqual([
      ['$ 1.000,00', '21%', '$ 2.000,00'],
      ['$ 333,33', '10,5%', '$ 500,00'],
    ]);
  });

  it('computes the net price with decimal arithmetic, half up to the cent', () => {
    expect(sinIva('0.10', '21')).toBe('0.08');
    expect(sinIva('100.00', '10.5')).toBe('90.50');
    expect(sinIva('1.21', '21')).toBe('1.00');
    expect(sinIva('368.33', '27')).toBe('290.02');
  });

  it('an A to a Monotributista carries the RG 5003 legend', () => {
    const v = venta(17, { comprobante: fakeComprobante({ leyenda: LEYENDA_RG_5003, receptor: { docTipo: 80, docNro: '20-12345678-6', nombre: 'Kiosco Sol', condicionIva: 'Monotributista', domicilio: null } }) });
    const m = comprobanteImpreso(v, v.comprobante!);
    expect(m.leyendas).toEqual([LEYENDA_RG_5003]);
    expect(m.receptor).toEqual([
      ['Cliente', 'Kiosco Sol'],
      ['CUIT', '20-12345678-6'],
      ['Condición frente al IVA', 'Monotributista'],
    ]);
  });

  it('Factura B: IVA-included prices, Total and the IVA contenido of Ley 27.743', () => {
    const { v } = conComprobante('B', '0', { receptor: { docTipo: 99, docNro: '0', nombre: 'Consumidor final', condicionIva: 'Consumidor Final', domicilio: null } });
    const c = v.comprobante!;
    const m = comprobanteImpreso(v, c);
    expect(m.titulo).toBe('Factura B 00001-00000023');
    expect(m.codigo).toBe('COD. 06');
    expect(m.columnas).toEqual(['Código', 'Producto', 'Cantidad', 'Precio unitario', 'Subtotal']);
    expect(m.filas).toEqual([
      ['30009', 'Jabón líquido', '2 unidad', '$ 1.210,00', '$ 2.420,00'],
      ['20010', 'Esencia', '1,5 litro', '$ 368,33', '$ 552,50'],
    ]);
    expect(m.totales).toEqual([['Total', '$ 2.972,50']]);
    // 2.420,00 − 2.000,00 + 552,50 − 500,00
    expect(c.iva.map((i) => i.importe)).toEqual(['420.00', '52.50']);
    expect(m.transparencia).toEqual([
      ['IVA contenido', '$ 472,50'],
      ['Otros impuestos nacionales indirectos', '$ 0,00'],
    ]);
    expect(m.receptor).toEqual([
      ['Cliente', 'Consumidor final'],
      ['Documento', 'Consumidor final'],
      ['Condición frente al IVA', 'Consumidor Final'],
    ]);
  });

  it('Factura C: only the Total, no IVA at all', () => {
    const { v } = conComprobante('C');
    const m = comprobanteImpreso(v, v.comprobante!);
    expect(m.codigo).toBe('COD. 11');
    expect(m.columnas).toEqual(['Código', 'Producto', 'Cantidad', 'Precio unitario', 'Subtotal']);
    expect(m.totales).toEqual([['Total', '$ 2.972,50']]);
    expect(m.transparencia).toBeNull();
    expect(JSON.stringify(m)).not.toMatch(/IVA contenido|Neto gravado/);
  });

  it('a Nota de Crédito names its invoice; a DNI buyer and a dollar comprobante', () => {
    const nota = fakeComprobante({
      id: 2,
      asociado: 'Factura B 00001-00000023',
      letra: 'B',
      numero: 5,
      moneda: 'DOL',
      cotizacion: '1180',
      total: '2.42',
      iva: [{ alicuota: '21', base: '2.00', importe: '0.42' }],
      neto: '2.00',
      receptor: { docTipo: 96, docNro: '27111222', nombre: 'María López', condicionIva: 'Consumidor Final', domicilio: null },
    });
    const v = venta(18, { isDeleted: true, comprobante: fakeComprobante({ letra: 'B' }), notaCredito: nota });
    const m = comprobanteImpreso(v, nota);
    expect(m.titulo).toBe('Nota de Crédito B 00001-00000005');
    expect(m.codigo).toBe('COD. 08');
    expect(m.datos).toEqual([
      ['Condición de venta', 'Cuenta Corriente'],
      ['Moneda', 'Dólares (cotización $ 1.180)'],
      ['Comprobante asociado', 'Factura B 00001-00000023'],
    ]);
    expect(m.receptor[1]).toEqual(['DNI', '27111222']);
    expect(m.totales).toEqual([['Total', 'US$ 2,42']]);
    expect(nombrePdfComprobante(nota)).toBe('nota_de_credito_B_00001-00000005.pdf');
    expect(nombrePdfComprobante(v.comprobante!)).toBe('factura_B_00001-00000023.pdf');
  });

  it('a pending one has no CAE nor QR and says it is not valid', () => {
    const v = venta(19, { comprobante: fakeComprobante({ estado: 'pendiente', entorno: 'homologacion' }) });
    const m = comprobanteImpreso(v, v.comprobante!);
    expect(m.numeracion).toBe('Punto de venta: 00001 Comp. Nro: --------');
    expect(m.cae).toEqual([]);
    expect(m.qrUrl).toBeNull();
    expect(m.notas).toEqual(['Pendiente de ARCA: el comprobante no tiene CAE y no es válido.']);
  });
});

describe('facturaHtml', () => {
  it('prints the header boxes, the CAE, the QR as a data: image and the simulator note, without script', async () => {
    const { v } = conComprobante('A');
    const doc = parse(await facturaHtml(v, v.comprobante!));
    expect(doc.documentElement.lang).toBe('es-AR');
    expect(doc.title).toBe('Factura A 00001-00000023');
    expect(doc.querySelector('script')).toBeNull();
    expect(doc.querySelector('.fc-letra .l')?.textContent).toBe('A');
    expect(doc.querySelector('.fc-letra .c')?.textContent).toBe('COD. 01');
    expect(doc.querySelector('.fc-emisor')?.textContent).toContain('Insumos y Distribución S.A.');
    expect(doc.querySelector('.fc-comp')?.textContent).toContain('Punto de venta: 00001 Comp. Nro: 00000023');
    const texto = doc.body.textContent ?? '';
    expect(texto).toContain(`CAE N°: ${CAE_PRUEBA}`);
    expect(texto).toContain('Fecha de Vto. de CAE: 01/12/2026');
    expect(texto).toContain('Neto gravado: $ 2.500,00');
    expect(texto).toContain(NOTA_SIMULADOR);
    const imgs = doc.querySelectorAll('img');
    expect(imgs).toHaveLength(1);
    expect(imgs[0].getAttribute('alt')).toBe(ALT_QR);
    const src = imgs[0].getAttribute('src') ?? '';
    expect(src).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(atob(src.split(',')[1])).toContain('<svg');
  });

  it('prints the IVA contenido block of a B', async () => {
    const { v } = conComprobante('B');
    const texto = parse(await facturaHtml(v, v.comprobante!)).body.textContent ?? '';
    expect(texto).toContain(TITULO_TRANSPARENCIA);
    expect(texto).toContain('IVA contenido: $ 472,50');
    expect(texto).toContain('Total: $ 2.972,50');
  });

  it('escapes hostile text of the buyer and the products; no image without QR', () => {
    const hostil = '<img src=x onerror=alert(1)>';
    const v = venta(20, {
      detalles: [fakeVentaDetalle({ id: 1, productoId: 9, cantidad: '1.0000', precioUnitario: '1210.00', producto: { id: 9, codigo: '<b>1</b>', nombre: hostil, unidad: 'unidad' } })],
      comprobante: fakeComprobante({ total: '1210.00', neto: '1000.00', iva: [{ alicuota: '21', base: '1000.00', importe: '210.00' }], receptor: { docTipo: 80, docNro: '27-11122233-4', nombre: hostil, condicionIva: 'Responsable Inscripto', domicilio: hostil } }),
    });
    const out = comprobanteHtml(comprobanteImpreso(v, v.comprobante!), null);
    expect(out).not.toMatch(/<img/i);
    const doc = parse(out);
    expect(doc.querySelector('main b')).toBeNull();
    expect(doc.body.textContent).toContain(`Cliente: ${hostil}`);
    expect(doc.querySelector('tbody tr')?.textContent).toContain(hostil);
  });
});
