import { z } from 'zod';
import { ESTADOS_INGRESO } from './ingresos';
import { ESTADOS_PAGO } from './ventas';

/**
 * Reports (docs/reportes.md): GET reportes?type&fechaDesde&fechaHasta[&producto] (reportes.get)
 * answers the list of stock entries or sales of the range, newest id first, not paged. The
 * financial fields (costs, commissions, paid, balance) come only to holders of reportes.financieros;
 * for the others they are null. Money is a decimal string with 2 decimals in the row's currency;
 * quantities with 4.
 */

export const TIPOS_REPORTE = ['ingreso', 'venta'] as const;
export type TipoReporte = (typeof TIPOS_REPORTE)[number];

/** docs/reportes.md «Pantalla /reportes»: generating without a type. */
export const MSG_REPORTE_SIN_TIPO = 'Selecciona un tipo de reporte';
/** Most rows one report answers; past it, 400 {@link msgReporteDemasiadasFilas}. */
export const REPORTE_MAX_FILAS = 50_000;
/** 400 of a report with more than REPORTE_MAX_FILAS rows: nothing is sent. */
export const msgReporteDemasiadasFilas = (n: number) =>
  `El reporte tiene ${n.toLocaleString('es-AR')} filas y el máximo es ${REPORTE_MAX_FILAS.toLocaleString('es-AR')}: acote las fechas o elija un producto.`;

const fecha = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'La fecha debe tener el formato AAAA-MM-DD.' });

/**
 * GET reportes query: `type` required ({@link MSG_REPORTE_SIN_TIPO}); `fechaDesde` / `fechaHasta`
 * YYYY-MM-DD, Buenos Aires days, both inclusive, optional; `producto` a product id as text (only rows
 * with a line of that product; an empty value is dropped by the browser).
 */
export const reportesQuerySchema = z.object({
  type: z.enum(TIPOS_REPORTE, { message: MSG_REPORTE_SIN_TIPO }),
  fechaDesde: fecha.optional(),
  fechaHasta: fecha.optional(),
  producto: z.coerce.number({ message: 'Producto inválido.' }).int({ message: 'Producto inválido.' }).positive({ message: 'Producto inválido.' }).optional(),
});
export type ReportesQuery = z.input<typeof reportesQuerySchema>;

const productoRef = z.object({ codigo: z.string(), nombre: z.string(), unidad: z.string() });

/** A stock-entry row: its lines with cost and previous cost (null without reportes.financieros). */
export const reporteIngresoSchema = z.object({
  id: z.number().int(),
  /** ISO 8601 instant. */
  fechaIngreso: z.string(),
  status: z.enum(ESTADOS_INGRESO),
  sucursal: z.string(),
  usuario: z.string().nullable(),
  detalles: z.array(
    z.object({
      id: z.number().int(),
      cantidad: z.string(),
      costo: z.string().nullable(),
      costo_anterior: z.string().nullable(),
      monedaSimbolo: z.string(),
      producto: productoRef,
      proveedor: z.object({ nombre: z.string() }).nullable(),
    }),
  ),
});
export type ReporteIngreso = z.infer<typeof reporteIngresoSchema>;

/** A sale row: its lines; commission and paid are null without reportes.financieros. */
export const reporteVentaSchema = z.object({
  id: z.number().int(),
  /** ISO 8601 instant. */
  fechaVenta: z.string(),
  cliente: z.object({ nombreApellido: z.string() }).nullable(),
  vendedor: z.object({ name: z.string() }).nullable(),
  metodoPago: z.string(),
  moneda: z.object({ id: z.number().int(), simbolo: z.string() }),
  estadoPago: z.enum(ESTADOS_PAGO),
  isDeleted: z.boolean(),
  total: z.string(),
  pagado: z.string().nullable(),
  detalles: z.array(
    z.object({
      id: z.number().int(),
      cantidad: z.string(),
      precioUnitario: z.string(),
      subTotal: z.string(),
      comisionVendedor: z.string().nullable(),
      producto: productoRef,
    }),
  ),
});
export type ReporteVenta = z.infer<typeof reporteVentaSchema>;

/** The body of GET reportes: a list of rows of the requested type. */
export const reporteResponseSchema = z.union([z.array(reporteIngresoSchema), z.array(reporteVentaSchema)]);
export type ReporteResponse = ReporteIngreso[] | ReporteVenta[];

/**
 * GET dashboard (signed in; docs/reportes.md, «Inicio»): the figures of /home, each one only for
 * the permission that opens its screen (null otherwise). Money per currency, 2 decimals; days are
 * Buenos Aires days.
 */
export const totalMonedaSchema = z.object({ monedaId: z.number().int(), simbolo: z.string(), total: z.string(), cantidad: z.number().int() });
export type TotalMoneda = z.infer<typeof totalMonedaSchema>;
export const dashboardSchema = z.object({
  /** ventas.get or facturacion.get: today's and this month's active sales per currency. */
  ventasHoy: z.array(totalMonedaSchema).nullable(),
  ventasMes: z.array(totalMonedaSchema).nullable(),
  /** ventas.get or facturacion.get: the last 30 days (today included), one point per day and currency. */
  ventasDiarias: z.array(z.object({ fecha: fecha, monedaId: z.number().int(), total: z.string() })).nullable(),
  /** cuentas_corrientes.get: what clients owe per currency (positive balances) and how many clients. */
  porCobrar: z.array(totalMonedaSchema).nullable(),
  /** stock.get: products under their minimum in any active branch. */
  bajoMinimo: z.number().int().nullable(),
  /** fabricacion.get: manufacturing runs en proceso. */
  fabricacionesEnProceso: z.number().int().nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
