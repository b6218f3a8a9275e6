import { http, HttpResponse } from 'msw';
import {
  libroIvaVentasQuerySchema,
  MSG_REPORTE_SIN_TIPO,
  TIPOS_REPORTE,
  type LibroIvaItem,
  type Producto,
  type ProductoDetalle,
  type ReporteIngreso,
  type ReporteVenta,
} from 'shared';
import { API_URL, fakeProducto, setupMswServer, type MswHandler } from 'shared/testing';
import { fakeLibroIvaItem, fakeLibroIvaVentas, fakeLineaIngreso, fakeLineaVenta, fakeReporteIngreso, fakeReporteVenta } from './reportes-fakes';
import { paginaBuscada, textoProducto } from '../../comun/buscadores/testing/paginas';

export { API_URL };

/** In-memory data behind the /reportes handlers of the component tests. */
export interface ReportesStore {
  /** The stock entries GET reportes?type=ingreso answers (in any order: the screen sorts). */
  ingresos: ReporteIngreso[];
  /** The sales GET reportes?type=venta answers. */
  ventas: ReporteVenta[];
  /** The catalogue GET productos searches and GET productos/{id} reads. */
  productos: Producto[];
  /** False: the user lacks reportes.financieros, so costs, commissions and paid come as null. */
  financieros: boolean;
  /** The query of every GET reportes, in order. */
  pedidos: URLSearchParams[];
  /** The query of every GET productos (the product search), in order. */
  busquedas: URLSearchParams[];
  /** The authorised comprobantes GET fiscal/libro-iva-ventas answers (in any order: the handler sorts as the API). */
  libroIva: LibroIvaItem[];
  /** The query of every GET fiscal/libro-iva-ventas, in order. */
  pedidosLibroIva: URLSearchParams[];
}

const DIA_BA = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires', year: 'numeric', month: '2-digit', day: '2-digit' });

/** 15:00 UTC (12:00 in Buenos Aires) of a yyyy-mm-dd day. */
const mediodia = (dia: string) => `${dia}T15:00:00.000Z`;

const ALCOHOL = { codigo: '10001', nombre: 'Alcohol etílico', unidad: 'l' };
const LAVANDA = { codigo: '20002', nombre: 'Esencia de lavanda', unidad: 'l' };
const PERFUME = { codigo: '30001', nombre: 'Perfume Brisa', unidad: 'unidad' };

/**
 * A fresh store. Products 1 '10001 - Alcohol etílico', 2 '20002 - Esencia de lavanda', 3 '30001 -
 * Perfume Brisa'. Sales (given out of order): 12 of 20/11/2026 in dollars to María López (2 Perfume
 * Brisa at 1.000,00 and 1,5 l of lavanda at 10,10: total US$ 2.015,15, paid 1.000,10, Parcial); 11
 * of 15/11 annulled ($ 2.000,00); 10 of 05/11 without client by Juan Gómez (Alcohol, $ 3.000,00,
 * nothing paid); 9 of 20/10 (Alcohol). Stock entries: 3 of 20/11 (Alcohol and lavanda), 2 of 10/11
 * (Alcohol), 1 of 01/10 (lavanda). With the financial figures. The Libro IVA Ventas (in pesos,
 * credit notes negative; given out of order): Factura A 00001-00000012 of 03/11/2026 with 21 % and
 * 10,5 % ($ 1.431,00); Factura B 00001-00000007 of 05/11 to a final consumer ($ 121,00); Factura A
 * 00001-00000013 of 10/11 in dollars at 1.180,5 ($ 14.295,86); Nota de Crédito A 00001-00000003 of
 * 20/11 (−$ 1.210,00); Factura B 00001-00000005 of 15/10, outside November ($ 60,50).
 */
export function createReportesStore(): ReportesStore {
  return {
    productos: [
      fakeProducto({ id: 1, codigo: ALCOHOL.codigo, nombre: ALCOHOL.nombre, unidad: 'l' }),
      fakeProducto({ id: 2, codigo: LAVANDA.codigo, nombre: LAVANDA.nombre, unidad: 'l', categoria: 'esencia' }),
      fakeProducto({ id: 3, codigo: PERFUME.codigo, nombre: PERFUME.nombre, unidad: 'unidad', categoria: 'elaborado' }),
    ],
    ventas: [
      fakeReporteVenta({
        id: 10,
        fechaVenta: mediodia('2026-11-05'),
        cliente: null,
        vendedor: { name: 'Juan Gómez' },
        detalles: [fakeLineaVenta({ id: 100, cantidad: '3.0000', producto: ALCOHOL, comisionVendedor: '150.00' })],
        pagado: '0.00',
      }),
      fakeReporteVenta({
        id: 12,
        fechaVenta: mediodia('2026-11-20'),
        moneda: { id: 2, simbolo: 'US$' },
        detalles: [
          fakeLineaVenta({ id: 120, producto: PERFUME }),
          fakeLineaVenta({ id: 121, cantidad: '1.5000', precioUnitario: '10.10', comisionVendedor: '0.76', producto: LAVANDA }),
        ],
        pagado: '1000.10',
      }),
      fakeReporteVenta({ id: 9, fechaVenta: mediodia('2026-10-20'), detalles: [fakeLineaVenta({ id: 90, producto: ALCOHOL })] }),
      fakeReporteVenta({ id: 11, fechaVenta: mediodia('2026-11-15'), isDeleted: true, detalles: [fakeLineaVenta({ id: 110, producto: PERFUME })] }),
    ],
    ingresos: [
      fakeReporteIngreso({ id: 1, fechaIngreso: mediodia('2026-10-01'), detalles: [fakeLineaIngreso({ id: 10, producto: LAVANDA, costo: '12.50', costo_anterior: null, monedaSimbolo: 'US$' })] }),
      fakeReporteIngreso({
        id: 3,
        fechaIngreso: mediodia('2026-11-20'),
        detalles: [
          fakeLineaIngreso({ id: 30, cantidad: '2.5000', producto: ALCOHOL }),
          fakeLineaIngreso({ id: 31, cantidad: '4.0000', producto: LAVANDA, costo: '13.00', costo_anterior: '12.50', monedaSimbolo: 'US$', proveedor: null }),
        ],
      }),
      fakeReporteIngreso({ id: 2, fechaIngreso: mediodia('2026-11-10'), detalles: [fakeLineaIngreso({ id: 20, producto: ALCOHOL })] }),
    ],
    financieros: true,
    pedidos: [],
    busquedas: [],
    libroIva: [
      fakeLibroIvaItem({
        fecha: '2026-11-20',
        tipo: 'Nota de Crédito A',
        codigoTipo: 3,
        numero: 3,
        porAlicuota: [{ alicuota: '21', neto: '-1000.00', iva: '-210.00' }],
      }),
      fakeLibroIvaItem({
        porAlicuota: [
          { alicuota: '21', neto: '1000.00', iva: '210.00' },
          { alicuota: '10.5', neto: '200.00', iva: '21.00' },
        ],
      }),
      fakeLibroIvaItem({
        fecha: '2026-11-10',
        numero: 13,
        moneda: 'DOL',
        cotizacion: '1180.500000',
        porAlicuota: [{ alicuota: '21', neto: '11816.81', iva: '2479.05' }],
        total: '14295.86',
      }),
      fakeLibroIvaItem({
        fecha: '2026-11-05',
        tipo: 'Factura B',
        codigoTipo: 6,
        numero: 7,
        comprador: 'Consumidor Final',
        documento: 'Consumidor final',
        condicionIva: 'Consumidor Final',
        porAlicuota: [{ alicuota: '21', neto: '100.00', iva: '21.00' }],
      }),
      fakeLibroIvaItem({
        fecha: '2026-10-15',
        tipo: 'Factura B',
        codigoTipo: 6,
        numero: 5,
        comprador: 'Consumidor Final',
        documento: 'Consumidor final',
        condicionIva: 'Consumidor Final',
        porAlicuota: [{ alicuota: '21', neto: '50.00', iva: '10.50' }],
      }),
    ],
    pedidosLibroIva: [],
  };
}

/** The book's order: fecha, codigoTipo, puntoVenta, numero. */
const ordenLibro = (a: LibroIvaItem, b: LibroIvaItem) =>
  a.fecha.localeCompare(b.fecha) || a.codigoTipo - b.codigoTipo || a.puntoVenta - b.puntoVenta || a.numero - b.numero;

/** `row` as a user without reportes.financieros gets it: costs, commissions and paid null. */
function sinFinancieros<T extends ReporteIngreso | ReporteVenta>(row: T): T {
  if ('fechaIngreso' in row) return { ...row, detalles: row.detalles.map((d) => ({ ...d, costo: null, costo_anterior: null })) };
  return { ...row, pagado: null, detalles: row.detalles.map((d) => ({ ...d, comisionVendedor: null })) };
}

/**
 * The handlers over `store`: GET reportes (400 'Selecciona un tipo de reporte' without a valid type;
 * Buenos Aires days inclusive; `producto` keeps the rows with a line of that product; newest id first
 * as the API does), GET productos?search (name or code, case-insensitive, paged) and GET productos/{id};
 * GET fiscal/libro-iva-ventas (the API's query schema: 400 with its Spanish message; both days
 * included; sorted as the API; the totals of the comprobantes answered).
 */
export function reportesHandlers(store: ReportesStore): MswHandler[] {
  return [
    http.get(`${API_URL}/fiscal/libro-iva-ventas`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      store.pedidosLibroIva.push(q);
      const revisada = libroIvaVentasQuerySchema.safeParse(Object.fromEntries(q));
      if (!revisada.success) return HttpResponse.json({ message: revisada.error.issues[0].message }, { status: 400 });
      const { fechaDesde, fechaHasta } = revisada.data;
      const items = store.libroIva.filter((i) => i.fecha >= fechaDesde && i.fecha <= fechaHasta).sort(ordenLibro);
      return HttpResponse.json(fakeLibroIvaVentas(items));
    }),
    http.get(`${API_URL}/reportes`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      store.pedidos.push(q);
      const type = TIPOS_REPORTE.find((t) => t === q.get('type'));
      if (!type) return HttpResponse.json({ message: MSG_REPORTE_SIN_TIPO }, { status: 400 });
      const desde = q.get('fechaDesde') ?? '0000-00-00';
      const hasta = q.get('fechaHasta') ?? '9999-99-99';
      const producto = store.productos.find((p) => String(p.id) === q.get('producto'));
      const filas: Array<ReporteIngreso | ReporteVenta> = type === 'ingreso' ? store.ingresos : store.ventas;
      const elegidas = filas
        .filter((f) => {
          const dia = DIA_BA.format(new Date('fechaIngreso' in f ? f.fechaIngreso : f.fechaVenta));
          return dia >= desde && dia <= hasta;
        })
        .filter((f) => !q.has('producto') || f.detalles.some((d) => d.producto.codigo === producto?.codigo))
        .sort((a, b) => b.id - a.id)
        .map((f) => (store.financieros ? f : sinFinancieros(f)));
      return HttpResponse.json(elegidas);
    }),
    http.get(`${API_URL}/productos`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      store.busquedas.push(q);
      return HttpResponse.json(paginaBuscada(q, store.productos, textoProducto));
    }),
    http.get(`${API_URL}/productos/:id`, ({ params }) => {
      const p = store.productos.find((x) => x.id === Number(params.id));
      const detalle: ProductoDetalle | undefined = p && { ...p, formula: null, stockPorSucursal: [] };
      return detalle ? HttpResponse.json(detalle) : HttpResponse.json({ message: 'Producto no encontrado.' }, { status: 404 });
    }),
  ];
}

/** The msw server of a /reportes test file with a fresh {@link createReportesStore} per test. */
export function setupReportesServer() {
  return setupMswServer(createReportesStore, reportesHandlers);
}
