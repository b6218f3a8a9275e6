import { aliasedTable, eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { EstadoPago, VentaListItem } from 'shared';
import { clientes, metodosPago, monedas, sucursales, usuarios, ventas } from '../../db/schema';
import { anidado, anidadoONulo, campo, filaDe } from '../../lib/filas';

/**
 * The sale as the /ventas list and the sale detail show it (`VentaListItem` of shared), declared
 * once (lib/filas.ts): the list writes it as JSON text (listado.ts), the detail reads the same
 * columns and maps them with the same definition (service.ts `getVenta`).
 * (docs/ventas-y-presupuestos.md, «Lectura y listado» and «Estado de pago».)
 */

/** The seller of a sale (an alias of `usuarios`). */
export const vendedores = aliasedTable(usuarios, 'vendedor');

/**
 * What each payment status means, in SQL: Pagada pagado ≥ total; Parcial 0 < pagado < total;
 * Pendiente pagado = 0 (and below the total, so a sale of total 0 is Pagada). `pagado` is never
 * negative (check constraint), so `<= 0` is `= 0`. Pendiente and Parcial carry `pagado < total` word
 * for word: the predicate of the partial index `ventas_impagas_fecha_idx`
 * (api/drizzle/0006_rendimiento_listas.sql), which then holds every row they can match, by date,
 * with `pagado` and `is_deleted` (docs/rendimiento.md). The /ventas filter, the row's `estadoPago`
 * ({@link ESTADO_PAGO}) and the sales report use these, and nothing else decides the status.
 */
export const FILTRO_ESTADO_PAGO: Record<EstadoPago, SQL> = {
  Pagada: sql`${ventas.pagado} >= ${ventas.total}`,
  Parcial: sql`(${ventas.pagado} < ${ventas.total} and ${ventas.pagado} > 0)`,
  Pendiente: sql`(${ventas.pagado} < ${ventas.total} and ${ventas.pagado} <= 0)`,
};

/** `estadoPago` of a sale (of the table `ventas` of the query) by {@link FILTRO_ESTADO_PAGO}. */
export const ESTADO_PAGO = campo.segun<EstadoPago>(
  [
    ['Pagada', FILTRO_ESTADO_PAGO.Pagada],
    ['Parcial', FILTRO_ESTADO_PAGO.Parcial],
  ],
  'Pendiente',
);

/**
 * The list row of a sale: money as its numeric(14,2) prints it, the discount without trailing
 * zeros (as decimal.js prints it: '10', '12.5', '0'), the client's name and document '' when the
 * client has none, and `estadoPago` ({@link ESTADO_PAGO}). Its tables: {@link conTablasDeVenta}.
 */
export const VENTA_FILA = filaDe<VentaListItem>()({
  id: campo.entero(ventas.id),
  fechaVenta: campo.instante(ventas.fecha),
  cliente: anidadoONulo(clientes.id, {
    id: campo.entero(clientes.id),
    nombreApellido: campo.texto(sql`coalesce(${clientes.nombreApellido}, '')`),
    documento: campo.texto(sql`coalesce(${clientes.documento}, '')`),
  }),
  vendedor: anidado({ id: campo.entero(vendedores.id), name: campo.texto(vendedores.name) }),
  codVendedor: campo.textoONulo(ventas.codVendedor),
  sucursal: anidado({ id: campo.entero(sucursales.id), nombre: campo.texto(sucursales.nombre) }),
  origen: campo.texto(ventas.origen),
  metodoPago: anidado({ id: campo.entero(metodosPago.id), nombre: campo.texto(metodosPago.nombre) }),
  moneda: anidado({ id: campo.entero(monedas.id), nombre: campo.texto(monedas.nombre), simbolo: campo.texto(monedas.simbolo) }),
  linea: campo.entero(ventas.linea),
  total: campo.literal(ventas.total),
  descuento: campo.literal(sql`trim_scale(${ventas.descuento})`),
  pagada: campo.booleano(ventas.pagada),
  pagado: campo.literal(ventas.pagado),
  estadoPago: ESTADO_PAGO,
  isDeleted: campo.booleano(ventas.isDeleted),
});

/**
 * `q` (a dynamic select whose FROM has `ventas`) joined with the tables of {@link VENTA_FILA}: the
 * client (left: a sale may have none), the seller, the branch, the payment method and the currency.
 */
export function conTablasDeVenta<Q extends PgSelect>(q: Q): Q {
  return q
    .leftJoin(clientes, eq(clientes.id, ventas.clienteId))
    .innerJoin(vendedores, eq(vendedores.id, ventas.vendedorId))
    .innerJoin(sucursales, eq(sucursales.id, ventas.sucursalId))
    .innerJoin(metodosPago, eq(metodosPago.id, ventas.metodoPagoId))
    .innerJoin(monedas, eq(monedas.id, ventas.monedaId)) as unknown as Q;
}
