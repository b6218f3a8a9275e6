/**
 * The printed electronic comprobante of a Línea 1 sale, Factura or Nota de Crédito (RG 1415 for its
 * data, RG 4892 for the QR, RG 5003 for the legend of an A to a Monotributista, Ley 27.743 for the
 * «IVA contenido» of a B; docs/facturacion.md, docs/impresion.md). Described once as a
 * {@link ComprobanteImpreso} by {@link comprobanteImpreso}; from that model come the printed HTML
 * ({@link comprobanteHtml}, on the shared frame of `shared/print`) and the PDF
 * ({@link comprobantePdfBytes}, jsPDF), so paper and PDF cannot differ. The QR is drawn with the
 * `qrcode` library (SVG as a `data:` image in the HTML, the module matrix as squares in the PDF),
 * loaded on demand like jsPDF.
 *
 * Money: the comprobante's strings (2 decimals, in its `moneda`: '$' for PES, 'US$' for DOL); the
 * totals are the comprobante's own `neto`, `iva`, `exento` and `total`, never recomputed; the net
 * line values of a Factura A are computed with decimal.js (`Dec` of shared calc), never binary floats.
 */
import {
  Dec,
  ESTADO_COMPROBANTE_LABELS,
  lineSubtotal,
  numeroComprobante,
  sumMoney,
  toMoney,
  type Comprobante,
  type Venta,
} from 'shared';
import { formatMoney, formatQuantity } from 'shared/format';
import { descargarArchivo, documentHtml, html, PDF_MIME } from 'shared/print';
import { formatDia } from '../../comun/utils/fechas';

/** The note of a comprobante of the local simulator (entorno 'simulador'; docs/facturacion.md). */
export const NOTA_SIMULADOR = 'Comprobante del simulador local: sin validez fiscal.';
/** Heading of the consumer transparency block of a Factura B (Ley 27.743). */
export const TITULO_TRANSPARENCIA = 'Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)';
/** Alternative text of the QR image (RG 4892). */
export const ALT_QR = 'Código QR del comprobante (ARCA)';

/** A label and its value, both plain es-AR text (the renderers escape them). */
export type Dato = readonly [string, string];

/**
 * A Factura or Nota de Crédito as printed. Every text is already formatted (money with its symbol
 * and 2 decimals, dates dd/mm/aaaa) and plain: the HTML renderer escapes it.
 */
export interface ComprobanteImpreso {
  /** Window title and heading: '{tipo} {punto de venta}-{número}', e.g. 'Factura A 00001-00000023'. */
  titulo: string;
  /** The letter of the central box. */
  letra: 'A' | 'B' | 'C';
  /** ARCA's type code under the letter, two digits: 'COD. 01'. */
  codigo: string;
  /** 'Factura A', 'Nota de Crédito B', … */
  tipo: string;
  /** 'Punto de venta: 00001 Comp. Nro: 00000023' ('--------' before ARCA gives the number). */
  numeracion: string;
  /** 'Fecha de emisión', dd/mm/aaaa. */
  fecha: Dato;
  /** The issuer's razón social (the big line of the left box). */
  razonSocial: string;
  /** The issuer's data: Domicilio comercial, Condición frente al IVA, CUIT, Ingresos Brutos, Inicio de actividades (those it has). */
  emisor: readonly Dato[];
  /** The buyer: Cliente (name), CUIT / DNI or 'Consumidor final', Condición frente al IVA, Domicilio (when known). */
  receptor: readonly Dato[];
  /** Other data: Condición de venta, Moneda (a DOL comprobante), Comprobante asociado (a credit note). */
  datos: readonly Dato[];
  columnas: readonly string[];
  filas: ReadonlyArray<readonly string[]>;
  /** Indexes of the right-aligned (numeric) columns. */
  columnasNumericas: readonly number[];
  /** Right-aligned totals: A Neto gravado, IVA per rate, Exento, Total; B and C Total (after Descuento when there is one). */
  totales: readonly Dato[];
  /** A Factura B: the 'IVA contenido' block of Ley 27.743 (under {@link TITULO_TRANSPARENCIA}); otherwise null. */
  transparencia: readonly Dato[] | null;
  /** Legends: RG 5003 on an A to a Monotributista. */
  leyendas: readonly string[];
  /** 'CAE N°' and 'Fecha de Vto. de CAE' of an authorised comprobante; empty before. */
  cae: readonly Dato[];
  /** The RG 4892 address the QR encodes; null until ARCA authorises it. */
  qrUrl: string | null;
  /** Fixed notes: {@link NOTA_SIMULADOR}, or that it is not authorised. */
  notas: readonly string[];
}

/** Currency symbol of a comprobante's `moneda`: 'PES' '$', 'DOL' 'US$'. */
export const simboloMoneda = (moneda: Comprobante['moneda']) => (moneda === 'DOL' ? 'US$' : '$');

/** 'IVA 21%', 'IVA 10,5%' for a rate in percent ('21', '10.5'). */
export const etiquetaIva = (alicuota: string) => `IVA ${formatQuantity(alicuota)}%`;

/** The buyer's document as printed: 80 → ['CUIT', n], 96 → ['DNI', n], 99 (unidentified) → ['Documento', 'Consumidor final']. */
function documentoReceptor(r: Comprobante['receptor']): Dato {
  if (r.docTipo === 80) return ['CUIT', r.docNro];
  if (r.docTipo === 96) return ['DNI', r.docNro];
  if (r.docTipo === 99 || !r.docNro || /^0+$/.test(r.docNro)) return ['Documento', 'Consumidor final'];
  return ['Documento', r.docNro];
}

/**
 * A line's price without IVA: `precio / (1 + alicuota / 100)`, money with 2 decimals half up
 * (decimal.js). `precio` is the IVA-included price of the sale's line; `alicuota` in percent.
 */
export function sinIva(precio: string, alicuota: string): string {
  return toMoney(new Dec(precio).div(new Dec(alicuota).div(100).plus(1)));
}

/**
 * Builds the printed model of comprobante `c` of sale `v` (its Factura, `v.comprobante`, or its
 * Nota de Crédito, `v.notaCredito`):
 * - header: issuer (razón social, domicilio comercial, condición frente al IVA, CUIT, ingresos brutos,
 *   inicio de actividades) | letter box (letra, 'COD. 01') | tipo, 'Punto de venta: 00001 Comp. Nro:
 *   00000023', fecha de emisión;
 * - buyer: name, CUIT / DNI or 'Consumidor final', condición frente al IVA, domicilio; condición de
 *   venta (the payment method), the currency of a DOL comprobante with its rate, the associated invoice
 *   of a credit note;
 * - lines: for an A, unit price and subtotal WITHOUT IVA (`price / (1 + rate)`, decimal.js) with the
 *   line's rate; for B and C the IVA-included price and subtotal of the sale;
 * - totals, exactly the comprobante's: A Neto gravado, IVA per rate, Exento, Total; B Total and the
 *   'IVA contenido' (sum of its IVA) of Ley 27.743; C Total. 'Descuento' (the sale's percentage) first when the sale has one;
 * - the RG 5003 `leyenda`, 'CAE N°' and 'Fecha de Vto. de CAE', the QR address, and
 *   {@link NOTA_SIMULADOR} for a simulator comprobante.
 * Each line's rate is the one it was sold with (`VentaDetalle.alicuotaIva`), the rate the API split by.
 */
export function comprobanteImpreso(v: Venta, c: Comprobante): ComprobanteImpreso {
  const s = simboloMoneda(c.moneda);
  const numero = numeroComprobante(c.puntoVenta, c.numero);
  const pv = numero.slice(0, 5);
  const nro = numero.slice(6);
  const e = c.emisor;
  const emisor: Dato[] = [
    ...(e.domicilioComercial ? [['Domicilio comercial', e.domicilioComercial] as const] : []),
    ['Condición frente al IVA', e.condicionIva],
    ['CUIT', e.cuit],
    ...(e.ingresosBrutos ? [['Ingresos Brutos', e.ingresosBrutos] as const] : []),
    ...(e.inicioActividades ? [['Inicio de actividades', formatDia(e.inicioActividades)] as const] : []),
  ];
  const r = c.receptor;
  const receptor: Dato[] = [
    ['Cliente', r.nombre],
    documentoReceptor(r),
    ['Condición frente al IVA', r.condicionIva],
    ...(r.domicilio ? [['Domicilio', r.domicilio] as const] : []),
  ];
  const datos: Dato[] = [
    ['Condición de venta', v.metodoPago.nombre],
    ...(c.moneda === 'DOL' ? [['Moneda', `Dólares (cotización $ ${formatQuantity(c.cotizacion)})`] as const] : []),
    ...(c.asociado ? [['Comprobante asociado', c.asociado] as const] : []),
  ];

  const discrimina = c.letra === 'A';
  const columnas = discrimina
    ? ['Código', 'Producto', 'Cantidad', 'Precio unit. sin IVA', 'Alícuota IVA', 'Subtotal sin IVA']
    : ['Código', 'Producto', 'Cantidad', 'Precio unitario', 'Subtotal'];
  const filas = v.detalles.map((d) => {
    const inicio = [d.producto.codigo, d.producto.nombre, formatQuantity(d.cantidad, d.producto.unidad)];
    if (!discrimina) return [...inicio, formatMoney(d.precioUnitario, s), formatMoney(d.subTotal, s)];
    const alicuota = d.alicuotaIva;
    return [...inicio, formatMoney(sinIva(d.precioUnitario, alicuota), s), `${formatQuantity(alicuota)}%`, formatMoney(sinIva(lineSubtotal(d.precioUnitario, d.cantidad), alicuota), s)];
  });

  const descuento: Dato[] = new Dec(v.descuento || 0).gt(0) ? [['Descuento', `${formatQuantity(v.descuento)}%`]] : [];
  const totales: Dato[] = discrimina
    ? [
        ...descuento,
        ['Neto gravado', formatMoney(c.neto, s)],
        ...c.iva.map((i) => [etiquetaIva(i.alicuota), formatMoney(i.importe, s)] as const),
        ['Exento', formatMoney(c.exento, s)],
        ['Total', formatMoney(c.total, s)],
      ]
    : [...descuento, ['Total', formatMoney(c.total, s)]];
  const transparencia: Dato[] | null =
    c.letra === 'B'
      ? [
          ['IVA contenido', formatMoney(sumMoney(c.iva.map((i) => i.importe)), s)],
          ['Otros impuestos nacionales indirectos', formatMoney('0', s)],
        ]
      : null;

  const autorizado = c.estado === 'autorizado' && c.cae !== null;
  const cae: Dato[] = autorizado ? [['CAE N°', c.cae ?? ''], ['Fecha de Vto. de CAE', c.caeVencimiento ? formatDia(c.caeVencimiento) : '']] : [];
  const notas = [
    ...(autorizado ? [] : [`${ESTADO_COMPROBANTE_LABELS[c.estado]}: el comprobante no tiene CAE y no es válido.`]),
    ...(c.entorno === 'simulador' ? [NOTA_SIMULADOR] : []),
  ];
  return {
    titulo: `${c.tipo} ${numero}`,
    letra: c.letra,
    codigo: `COD. ${String(c.codigoTipo).padStart(2, '0')}`,
    tipo: c.tipo,
    numeracion: `Punto de venta: ${pv} Comp. Nro: ${nro}`,
    fecha: ['Fecha de emisión', formatDia(c.fecha)],
    razonSocial: e.razonSocial,
    emisor,
    receptor,
    datos,
    columnas,
    filas,
    columnasNumericas: discrimina ? [2, 3, 4, 5] : [2, 3, 4],
    totales,
    transparencia,
    leyendas: c.leyenda ? [c.leyenda] : [],
    cae,
    qrUrl: autorizado ? c.qrUrl : null,
    notas,
  };
}

/**
 * The QR of `url` (RG 4892) as an SVG `data:` URL for an `<img>` (the print window's CSP allows only
 * `data:` images), drawn by the `qrcode` library (error correction M), loaded on demand.
 */
export async function qrDataUrl(url: string): Promise<string> {
  const QRCode = await import('qrcode');
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  // The SVG the library writes is plain ASCII: btoa encodes its bytes.
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

/** Styles of the printed comprobante, on top of the shared base print styles. */
const COMPROBANTE_STYLES = `.doc-header{display:none}
.fc-cab{display:grid;grid-template-columns:1fr auto 1fr;border:1px solid #111;margin-bottom:10px}
.fc-cab>div{padding:8px 10px}
.fc-cab p{margin:2px 0}
.fc-razon{font-size:17px;font-weight:700}
.fc-letra{display:flex;flex-direction:column;align-items:center;justify-content:flex-start;border-left:1px solid #111;border-right:1px solid #111;border-bottom:1px solid #111;min-width:72px;align-self:start}
.fc-letra .l{font-size:34px;font-weight:700;line-height:1}
.fc-letra .c{font-size:10px;font-weight:700}
.fc-tipo{font-size:17px;font-weight:700}
.fc-bloque{border:1px solid #111;padding:6px 10px;margin-bottom:10px}
.fc-bloque p{margin:2px 0}
.tot{font-size:14px;font-weight:700;text-align:right;margin:3px 0}
.fc-transp{border:1px solid #111;padding:6px 10px;margin-top:10px}
.fc-transp p{margin:2px 0}
.fc-pie{display:flex;gap:16px;align-items:center;margin-top:14px}
.fc-pie img{width:130px;height:130px}
.fc-pie p{margin:2px 0;font-weight:700}
.nota{margin-top:12px;font-style:italic}
.fc-sim{font-weight:700;border:2px dashed #b00;padding:6px 10px;color:#b00}`;

const parrafos = (datos: readonly Dato[]) => datos.map(([label, valor]) => html`<p><strong>${label}:</strong> ${valor}</p>`);

/**
 * The whole printable es-AR document of `m`: the three-part header (issuer | letter and code | tipo,
 * numbering and date), the buyer and other data, the lines table, the totals, the Ley 27.743 block,
 * the legends, the QR (`qrSrc`, a `data:` image from {@link qrDataUrl}; none when null) with the CAE
 * and its expiry, and the notes (the simulator's in a visible frame). Every text is escaped by `html`;
 * no script (docs/impresion.md).
 * @returns the document, for `openPrintWindow().write`.
 */
export function comprobanteHtml(m: ComprobanteImpreso, qrSrc: string | null): string {
  const numericas = new Set(m.columnasNumericas);
  const celda = (valor: string, i: number) => (numericas.has(i) ? html`<td class="n">${valor}</td>` : html`<td>${valor}</td>`);
  const head = m.columnas.map((c, i) => (numericas.has(i) ? html`<th class="n">${c}</th>` : html`<th>${c}</th>`));
  const body = html`<section class="fc-cab">
<div class="fc-emisor"><p class="fc-razon">${m.razonSocial}</p>${parrafos(m.emisor)}</div>
<div class="fc-letra" aria-label="Letra ${m.letra}"><span class="l">${m.letra}</span><span class="c">${m.codigo}</span></div>
<div class="fc-comp"><p class="fc-tipo">${m.tipo}</p><p>${m.numeracion}</p>${parrafos([m.fecha])}</div>
</section>
<section class="fc-bloque fc-receptor">${parrafos(m.receptor)}${parrafos(m.datos)}</section>
<table><thead><tr>${head}</tr></thead><tbody>${m.filas.map((f) => html`<tr>${f.map(celda)}</tr>`)}</tbody></table>
${m.totales.map(([label, valor]) => html`<p class="tot">${label}: ${valor}</p>`)}
${m.transparencia ? html`<section class="fc-transp"><p><strong>${TITULO_TRANSPARENCIA}</strong></p>${parrafos(m.transparencia)}</section>` : null}
${m.leyendas.map((l) => html`<p class="nota">${l}</p>`)}
${m.cae.length > 0 || qrSrc ? html`<section class="fc-pie">${qrSrc ? html`<img src="${qrSrc}" alt="${ALT_QR}">` : null}<div>${parrafos(m.cae)}</div></section>` : null}
${m.notas.map((n) => (n === NOTA_SIMULADOR ? html`<p class="nota fc-sim">${n}</p>` : html`<p class="nota">${n}</p>`))}`;
  return documentHtml({ title: m.titulo, body, styles: COMPROBANTE_STYLES, lang: 'es-AR' });
}

/**
 * The printable document of comprobante `c` of sale `v`: {@link comprobanteImpreso} with its QR
 * ({@link qrDataUrl}) rendered by {@link comprobanteHtml}.
 */
export async function facturaHtml(v: Venta, c: Comprobante): Promise<string> {
  const m = comprobanteImpreso(v, c);
  return comprobanteHtml(m, m.qrUrl ? await qrDataUrl(m.qrUrl) : null);
}

const MARGEN = 14;

/**
 * Draws `m` on A4 pages with jsPDF and jspdf-autotable (loaded on demand), the same data and order
 * as {@link comprobanteHtml}: the letter, the CAE and every datum as text, the QR as squares of the
 * `qrcode` module matrix. Returns the PDF bytes.
 * @throws whatever jsPDF throws on a broken environment (callers show their own Spanish message).
 */
export async function comprobantePdfBytes(m: ComprobanteImpreso): Promise<ArrayBuffer> {
  const [{ jsPDF }, { autoTable }, QRCode] = await Promise.all([import('jspdf'), import('jspdf-autotable'), import('qrcode')]);
  // Compressed: the QR's squares would otherwise weigh some 100 KB.
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  const ancho = doc.internal.pageSize.getWidth();
  const alto = doc.internal.pageSize.getHeight();
  const medio = ancho / 2;
  /** Draws 'label: value' (label in bold, the value wrapped within `max` mm) at `x`, `y`; returns the next line's y. */
  const dato = (label: string, valor: string, x: number, y: number, max: number) => {
    doc.setFont('helvetica', 'bold');
    doc.text(`${label}:`, x, y);
    // Measured in bold, the font the label was drawn with.
    const sangria = doc.getTextWidth(`${label}: `);
    doc.setFont('helvetica', 'normal');
    const lineas = doc.splitTextToSize(valor, Math.max(20, max - sangria)) as string[];
    doc.text(lineas, x + sangria, y);
    return y + 4.5 * lineas.length;
  };
  const espacio = (y: number, falta: number) => {
    if (y + falta <= alto - 12) return y;
    doc.addPage();
    return 18;
  };

  // Header: issuer | letter box | comprobante.
  const top = 10;
  let yIzq = top + 8;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(13);
  const razon = doc.splitTextToSize(m.razonSocial, medio - 12 - MARGEN - 2) as string[];
  doc.text(razon, MARGEN + 2, yIzq);
  yIzq += 6 * razon.length;
  doc.setFontSize(8.5);
  for (const [label, valor] of m.emisor) yIzq = dato(label, valor, MARGEN + 2, yIzq, medio - 10 - MARGEN - 4);
  let yDer = top + 8;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(13);
  doc.text(m.tipo, medio + 12, yDer);
  yDer += 6;
  doc.setFontSize(9);
  doc.setFont('helvetica', 'normal');
  doc.text(m.numeracion, medio + 12, yDer);
  yDer += 5;
  yDer = dato(m.fecha[0], m.fecha[1], medio + 12, yDer, ancho - MARGEN - medio - 14);
  const bottom = Math.max(yIzq, yDer, top + 24) + 2;
  doc.rect(MARGEN, top, ancho - 2 * MARGEN, bottom - top);
  doc.setFillColor(255, 255, 255);
  doc.rect(medio - 9, top, 18, 18, 'FD');
  doc.line(medio, top + 18, medio, bottom);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(24);
  doc.text(m.letra, medio, top + 10.5, { align: 'center' });
  doc.setFontSize(7);
  doc.text(m.codigo, medio, top + 15.5, { align: 'center' });

  // Buyer and other data.
  let y = bottom + 6;
  doc.setFontSize(9);
  const inicioReceptor = y - 4;
  for (const [label, valor] of [...m.receptor, ...m.datos]) y = dato(label, valor, MARGEN + 2, y, ancho - 2 * MARGEN - 4);
  doc.rect(MARGEN, inicioReceptor, ancho - 2 * MARGEN, y - inicioReceptor - 1);

  const derecha = new Set(m.columnasNumericas);
  autoTable(doc, {
    startY: y + 3,
    head: [[...m.columnas]],
    body: m.filas.map((f) => [...f]),
    margin: { left: MARGEN, right: MARGEN },
    styles: { font: 'helvetica', fontSize: 8.5 },
    headStyles: { fillColor: [60, 60, 60] },
    columnStyles: Object.fromEntries([...derecha].map((i) => [i, { halign: 'right' as const }])),
  });
  // jspdf-autotable records where the table ended.
  y = ((doc as unknown as { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? y) + 7;
  doc.setFontSize(10.5);
  doc.setFont('helvetica', 'bold');
  for (const [label, valor] of m.totales) {
    y = espacio(y, 6);
    doc.text(`${label}: ${valor}`, ancho - MARGEN, y, { align: 'right' });
    y += 5.5;
  }
  if (m.transparencia) {
    y = espacio(y + 2, 18);
    doc.setFontSize(9);
    doc.text(TITULO_TRANSPARENCIA, MARGEN + 2, y);
    y += 5;
    for (const [label, valor] of m.transparencia) y = dato(label, valor, MARGEN + 2, y, ancho - 2 * MARGEN - 4);
  }
  doc.setFont('helvetica', 'italic');
  doc.setFontSize(8.5);
  for (const leyenda of m.leyendas) {
    const lineas = doc.splitTextToSize(leyenda, ancho - 2 * MARGEN) as string[];
    y = espacio(y + 3, 4.5 * lineas.length);
    doc.text(lineas, MARGEN, y);
    y += 4.5 * lineas.length;
  }

  // QR (RG 4892) and CAE.
  if (m.qrUrl || m.cae.length > 0) {
    const lado = 32;
    y = espacio(y + 4, lado + 4);
    let x = MARGEN;
    if (m.qrUrl) {
      const { modules } = QRCode.create(m.qrUrl, { errorCorrectionLevel: 'M' });
      const celda = lado / modules.size;
      doc.setFillColor(0, 0, 0);
      // One rectangle per run of dark modules of a row (a few hundred instead of thousands).
      for (let fila = 0; fila < modules.size; fila++) {
        for (let col = 0; col < modules.size; ) {
          if (!modules.get(fila, col)) {
            col += 1;
            continue;
          }
          const desde = col;
          while (col < modules.size && modules.get(fila, col)) col += 1;
          doc.rect(MARGEN + desde * celda, y + fila * celda, (col - desde) * celda, celda, 'F');
        }
      }
      x += lado + 6;
    }
    doc.setFontSize(10);
    let yCae = y + 8;
    for (const [label, valor] of m.cae) yCae = dato(label, valor, x, yCae, ancho - MARGEN - x) + 1;
    y += lado + 4;
  }
  doc.setFont('helvetica', 'italic');
  doc.setFontSize(9);
  for (const nota of m.notas) {
    const lineas = doc.splitTextToSize(nota, ancho - 2 * MARGEN) as string[];
    y = espacio(y + 3, 5 * lineas.length);
    if (nota === NOTA_SIMULADOR) doc.setFont('helvetica', 'bold');
    doc.text(lineas, MARGEN, y);
    doc.setFont('helvetica', 'italic');
    y += 5 * lineas.length;
  }
  return doc.output('arraybuffer');
}

/** File name of the PDF of `c`: 'factura_A_00001-00000023.pdf', 'nota_de_credito_B_00002-00000004.pdf'. */
export function nombrePdfComprobante(c: Comprobante): string {
  const tipo = c.tipo
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+[ABC]$/, '')
    .toLowerCase()
    .replace(/\s+/g, '_');
  return `${tipo}_${c.letra}_${numeroComprobante(c.puntoVenta, c.numero)}.pdf`;
}

/**
 * Builds the PDF of comprobante `c` of sale `v` and downloads it ({@link nombrePdfComprobante}) with
 * the browser's own download (`descargarArchivo` of shared/print).
 * @throws when the PDF cannot be built or the browser refuses the download.
 */
export async function descargarComprobantePdf(v: Venta, c: Comprobante): Promise<void> {
  descargarArchivo(await comprobantePdfBytes(comprobanteImpreso(v, c)), nombrePdfComprobante(c), PDF_MIME);
}
