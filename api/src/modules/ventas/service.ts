import { and, asc, eq, inArray, or } from 'drizzle-orm';
import {
  Dec,
  descuentoExcedeMaximo,
  documentTotal,
  esMetodoCuentaCorriente,
  evaluarCredito,
  lineSubtotal,
  MSG_CC_SIN_CLIENTE,
  MSG_CREDITO_PEDIR_CODIGO,
  MSG_CODIGO_INVALIDO,
  MSG_CODIGO_VACIO,
  MSG_PRODUCTO_REPETIDO,
  MSG_VENTA_ANULADA,
  MSG_VENTA_YA_ANULADA,
  MSG_ANULAR_PEDIR_CODIGO,
  MSG_APROBACION_PEDIR_CODIGO,
  MSG_VENTA_AJENA,
  MSG_VENTA_OTRO_DIA,
  MSG_COMPROBANTE_YA_AUTORIZADO,
  MSG_FACTURA_NO_MODIFICABLE,
  MSG_VENTA_SIN_COMPROBANTE,
  P,
  msgDescuentoMaximo,
  msgCodigoNoCorresponde,
  msgMismaMoneda,
  msgMonedaCostoNoCorresponde,
  toMoney,
  toQuantity,
  type SessionUser,
  type Venta,
  type ventaCreateBodySchema,
  type ventaUpdateBodySchema,
} from 'shared';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { bloquearClientes } from '../../db/proyecciones/bloqueos';
import {
  clientes,
  comprobantes,
  metodosPago,
  monedas,
  productos,
  sucursales,
  usuarios,
  ventaDetalles,
  ventas,
} from '../../db/schema';
import type { AppConfig } from '../../config';
import { audit } from '../../lib/audit';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { exigirSucursal } from '../../lib/sucursal';
import { diaBA } from '../../lib/dates';
import { conIntentoDeCodigo, exigirCodigo, marcarCodigoUsado, reservarCodigo, type CodigoReservado } from '../codigos/service';
import { ajustarVentaEnCaja, registrarVentaEnCaja } from '../cajas/service';
import { aplicarSaldoAFavor, estadoCredito, registrarMovimiento } from '../cuentas-corrientes/service';
import { valorFinal } from '../productos/service';
import { aplicarStock, msgStockInsuficiente } from '../stock/service';
import { autorizarSinFallar, comprobantesDeVentas, prepararFactura, prepararNotaCredito, reabrirRechazado } from '../fiscal/emision';
import { conTablasDeVenta, VENTA_FILA } from './fila';

export type VentaCreateInput = z.output<typeof ventaCreateBodySchema>;

export const MSG_VENTA_NO_ENCONTRADA = 'Venta no encontrada.';
export const MSG_IMPORTE_EXCEDIDO = 'El importe supera el máximo admitido (999.999.999.999,99).';
/** First amount a money column (numeric(14,2)) cannot hold. */
const MONEY_LIMIT = '1000000000000';

export { msgStockInsuficiente };

// Authorization codes: api/src/modules/codigos/service.ts.

// ---------------------------------------------------------------------------------------------
// Sale creation

/**
 * POST ventas (docs/ventas-y-presupuestos.md). ONE transaction:
 * 1. branch, payment method, client, products and (for overridden prices) the authorization code are
 *    checked — unknown ones → 400; 'Cuenta Corriente' without client → 400; mixed currencies (also a
 *    line's `monedaId` that is not its product's) → 400; a line's `codigo` that is not its product's
 *    → 400 'El código {codigo} no corresponde al producto {id}.' (and a `costoUnitarioMonedaId` that is
 *    not the product's cost currency → 400); the line's other copies are ignored;
 * 2. prices: the product's valorFinal, or the sent price on `custom` lines (code validated and consumed);
 * 3. sale, lines (subtotal = price × quantity, commission = subtotal after the discount × seller's %,
 *    {@link comisionLinea});
 * Scope and approvals (docs/seguridad.md, «Aprobaciones y alcance»): only in the user's branch
 * unless sucursales.todas (403); a discount above the role's `descuentoMaximo` needs the code too.
 * 4. stock deductions through `aplicarStock` (rows locked, any line above the available stock →
 *    409 'Stock insuficiente…' and nothing changes; movements with reason 'venta'), the DEBITO on the
 *    client's account for Cuenta Corriente (the method with key 'cuenta_corriente': pagada false,
 *    pagado 0, then the client's credit in favour is applied to it) or pagada/pagado = total
 *    otherwise, and the audit row.
 * Credit (docs/cuentas-corrientes.md, «Límite de crédito»): a Cuenta Corriente sale that the shared
 * `evaluarCredito` flags (past the limit of its currency, or a pending document older than
 * DIAS_DEUDA_VENCIDA days) needs a valid `codigo_pass` (the code of an overridden price serves both
 * and is consumed once): without it 409 naming the reason and asking for the code; a wrong one 400
 * 'Código de autorización inválido'.
 * Línea 1 (docs/facturacion.md «La venta de Línea 1»): the Factura is prepared in the same transaction
 * (400 when the sale cannot be invoiced: fiscal settings, punto de venta, the buyer's CUIT, the
 * final-consumer limit) and, once committed, authorised by ARCA ({@link autorizarFacturaDeVenta}).
 * @returns the new sale id.
 */
export async function crearVenta(
  db: Db,
  actor: SessionUser,
  input: VentaCreateInput,
  ctx: { config: AppConfig; ip: string },
): Promise<number> {
  const ids = input.detalles.map((d) => d.productoId);
  if (new Set(ids).size !== ids.length) throw badRequest(MSG_PRODUCTO_REPETIDO);
  const anyCustom = input.detalles.some((d) => d.custom);
  const codigoPass = input.codigo_pass?.trim() ?? '';
  if (anyCustom && !codigoPass) throw badRequest(MSG_CODIGO_VACIO);
  const ventaId = codigoPass
    ? await conIntentoDeCodigo(db, actor, ctx, () => insertarVenta(db, actor, input, anyCustom, codigoPass))
    : await insertarVenta(db, actor, input, false, '');
  // Línea 1: the invoice prepared with the sale is authorised once the sale is committed.
  if (input.linea === 1) await autorizarFacturaDeVenta(db, ventaId);
  return ventaId;
}

/**
 * Asks ARCA for the CAE of sale `ventaId`'s pending Factura (docs/facturacion.md): never throws; when
 * ARCA does not answer the invoice stays 'pendiente' for the retry.
 */
export async function autorizarFacturaDeVenta(db: Db, ventaId: number): Promise<void> {
  const [c] = await db
    .select({ id: comprobantes.id })
    .from(comprobantes)
    .where(and(eq(comprobantes.ventaId, ventaId), eq(comprobantes.clase, 'factura')));
  if (c) await autorizarSinFallar(db, c.id, console);
}

/**
 * The checks a sale and a quote share on their lines against the products read (docs/ventas-y-
 * presupuestos.md, «Una moneda»; ventas-y-presupuestos.md «La línea tal como la guarda la pantalla»): every product, the body's
 * `monedaId` and each line's `monedaId` in the currency of the first line's product (400
 * 'Solo puede agregar productos en la misma moneda: …'), and each line's `codigo`, when sent, its
 * product's (400 'El código … no corresponde al producto …'). The other copies the screen keeps are
 * ignored. `byId` must hold every line's product.
 * @returns the document's currency id.
 */
export function exigirLineasDelProducto(
  input: { monedaId?: number; detalles: ReadonlyArray<{ productoId: number; monedaId?: number; codigo?: string }> },
  byId: ReadonlyMap<number, { codigo: number | string; monedaId: number; simbolo: string }>,
  primerProductoId: number,
): number {
  const first = byId.get(primerProductoId)!;
  const monedaId = first.monedaId;
  const otraMoneda =
    (input.monedaId !== undefined && input.monedaId !== monedaId) ||
    [...byId.values()].some((p) => p.monedaId !== monedaId) ||
    input.detalles.some((d) => d.monedaId !== undefined && d.monedaId !== monedaId);
  if (otraMoneda) throw badRequest(msgMismaMoneda(first.simbolo));
  const otroCodigo = input.detalles.find((d) => d.codigo !== undefined && d.codigo !== String(byId.get(d.productoId)!.codigo));
  if (otroCodigo) throw badRequest(msgCodigoNoCorresponde(otroCodigo.codigo!, otroCodigo.productoId));
  return monedaId;
}

/** The transaction of crearVenta (see there). */
async function insertarVenta(
  db: Db,
  actor: SessionUser,
  input: VentaCreateInput,
  anyCustom: boolean,
  codigoPass: string,
): Promise<number> {
  return db.transaction((tx) => insertarVentaEnTx(tx, actor, input, { anyCustom, codigoPass, origen: 'venta' }));
}

/**
 * Options of {@link insertarVentaEnTx}: `anyCustom`/`codigoPass` for overridden prices checked with a
 * one-time code (a new sale); `preciosFijos` takes every line's `precioUnitario` as given, with no code
 * (a quote being converted: its prices were fixed, and authorised, when the quote was saved);
 * `origen` is stored on the sale ('venta' or 'presupuesto').
 */
export interface InsertarVentaOpciones {
  anyCustom?: boolean;
  codigoPass?: string;
  preciosFijos?: boolean;
  origen: 'venta' | 'presupuesto';
}

/**
 * Creates a sale inside the caller's transaction `tx` (all the checks and writes of
 * {@link crearVenta} steps 1–4), so another operation (converting a quote) can create the sale and
 * mark itself in ONE transaction. Throws the same 400/409 AppErrors as crearVenta.
 * @returns the new sale id.
 */
export async function insertarVentaEnTx(tx: Tx, actor: SessionUser, input: VentaCreateInput, opciones: InsertarVentaOpciones): Promise<number> {
  const ids = input.detalles.map((d) => d.productoId);
  const anyCustom = opciones.anyCustom ?? false;
  const codigoPass = opciones.codigoPass ?? input.codigo_pass?.trim() ?? '';
  const [sucursal] = await tx
    .select({ id: sucursales.id })
    .from(sucursales)
    .where(and(eq(sucursales.id, input.sucursalId), eq(sucursales.activo, true)));
  if (!sucursal) throw badRequest('La sucursal seleccionada no existe.');
  // Branch scope (docs/seguridad.md, «Aprobaciones y alcance»): 403 outside the user's branch.
  exigirSucursal(actor, input.sucursalId);

  const [metodo] = await tx
    .select({ id: metodosPago.id, nombre: metodosPago.nombre, clave: metodosPago.clave })
    .from(metodosPago)
    .where(and(eq(metodosPago.id, input.metodoPagoId), eq(metodosPago.isDeleted, false)));
  if (!metodo) throw badRequest('El método de pago seleccionado no existe.');
  // Cuenta Corriente is the method with the fixed key 'cuenta_corriente', whatever its name (docs/cuentas-corrientes.md).
  const cuentaCorriente = esMetodoCuentaCorriente(metodo);
  if (cuentaCorriente && !input.clienteId) throw badRequest(MSG_CC_SIN_CLIENTE);

  if (input.clienteId) {
    // The client's row lock also serialises its account movements (cuentas-corrientes/service.ts).
    const [cliente] = await bloquearClientes(tx, [input.clienteId]);
    if (!cliente || cliente.isDeleted) throw badRequest('El cliente seleccionado no existe.');
  }

  const prods = await tx
    .select({
      id: productos.id,
      codigo: productos.codigo,
      nombre: productos.nombre,
      unidad: productos.unidad,
      precio: productos.precio,
      alicuotaIva: productos.alicuotaIva,
      costo: productos.costo,
      costoMonedaId: productos.costoMonedaId,
      monedaId: productos.monedaId,
      simbolo: monedas.simbolo,
    })
    .from(productos)
    .innerJoin(monedas, eq(monedas.id, productos.monedaId))
    .where(and(inArray(productos.id, ids), eq(productos.isDeleted, false)));
  const byId = new Map(prods.map((p) => [p.id, p]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing !== undefined) throw badRequest(`El producto ${missing} no existe o fue dado de baja.`);

  const monedaId = exigirLineasDelProducto(input, byId, ids[0]);
  // The sale line also carries the cost currency: it must be the product's too.
  const otroCosto = input.detalles.find((d) => d.costoUnitarioMonedaId != null && d.costoUnitarioMonedaId !== byId.get(d.productoId)!.costoMonedaId);
  if (otroCosto) throw badRequest(msgMonedaCostoNoCorresponde(otroCosto.costoUnitarioMonedaId!, otroCosto.productoId));

  let codigo: CodigoReservado | null = null;
  const motivosCodigo: string[] = [];
  if (anyCustom) {
    codigo = await reservarCodigo(tx, codigoPass);
    if (!codigo) throw badRequest(MSG_CODIGO_INVALIDO);
    motivosCodigo.push('precio');
  }

  const [vendedor] = await tx
    .select({ comision: usuarios.comision, codVendedor: usuarios.codVendedor })
    .from(usuarios)
    .where(eq(usuarios.id, actor.id));
  const comisionPct = String(vendedor?.comision ?? '0');

  const lineas = input.detalles.map((d) => {
    const p = byId.get(d.productoId)!;
    const precioUnitario = d.custom || opciones.preciosFijos ? toMoney(d.precioUnitario) : valorFinal(p.precio, p.alicuotaIva);
    const subTotal = lineSubtotal(precioUnitario, d.cantidad);
    return {
      productoId: p.id,
      cantidad: toQuantity(d.cantidad),
      precioUnitario,
      subTotal,
      alicuotaIva: new Dec(p.alicuotaIva).toString(),
      costoUnitario: toMoney(p.costo),
      costoMonedaId: p.costoMonedaId,
      comisionVendedor: comisionLinea(subTotal, input.descuento, comisionPct),
      custom: d.custom,
    };
  });
  const total = documentTotal(lineas, input.descuento);
  // numeric(14,2) holds up to 999,999,999,999.99: a larger amount is bad input, not a crash.
  if ([total, ...lineas.flatMap((l) => [l.subTotal, l.comisionVendedor])].some((m) => new Dec(m).abs().gte(MONEY_LIMIT))) {
    throw badRequest(MSG_IMPORTE_EXCEDIDO);
  }
  const pagada = !cuentaCorriente || new Dec(total).isZero();
  const pagado = cuentaCorriente ? '0.00' : total;

  // Approvals that need the one-time code (the same one an overridden price consumes, used once
  // for all): a discount above the role's limit (docs/permisos.md, `descuentoMaximo`), and credit
  // (docs/cuentas-corrientes.md, «Límite de crédito»): past the client's limit in the sale's
  // currency, or with a pending document older than DIAS_DEUDA_VENCIDA days. Without a code, ONE 409
  // names every reason and asks for it.
  const razones: string[] = [];
  if (descuentoExcedeMaximo(input.descuento, actor.descuentoMaximo)) {
    razones.push(msgDescuentoMaximo(actor.descuentoMaximo));
    motivosCodigo.push('descuento');
  }
  let motivosCredito: string[] = [];
  if (cuentaCorriente && input.clienteId && new Dec(total).gt(0)) {
    const evaluacion = evaluarCredito(await estadoCredito(tx, input.clienteId), monedaId, total);
    if (evaluacion.requiereAutorizacion) {
      motivosCredito = evaluacion.motivos;
      razones.push(...evaluacion.motivos);
      motivosCodigo.push('credito');
    }
  }
  if (razones.length > 0 && codigo === null) {
    if (!codigoPass) throw conflict(`${razones.join(' ')} ${MSG_CREDITO_PEDIR_CODIGO}`);
    codigo = await reservarCodigo(tx, codigoPass);
    if (!codigo) throw badRequest(MSG_CODIGO_INVALIDO);
  }

  const [venta] = await tx
    .insert(ventas)
    .values({
      clienteId: input.clienteId ?? null,
      vendedorId: actor.id,
      codVendedor: vendedor?.codVendedor ?? null,
      sucursalId: input.sucursalId,
      origen: opciones.origen,
      metodoPagoId: metodo.id,
      monedaId,
      linea: input.linea,
      total,
      descuento: toMoney(input.descuento),
      pagada,
      pagado,
      codigoAutorizacionId: codigo?.id ?? null,
    })
    .returning({ id: ventas.id });
  await tx.insert(ventaDetalles).values(lineas.map((l) => ({ ...l, ventaId: venta.id })));

  // Línea 1: the electronic invoice, pending until ARCA answers (after this transaction commits).
  if (input.linea === 1) {
    await prepararFactura(tx, {
      ventaId: venta.id,
      sucursalId: input.sucursalId,
      clienteId: input.clienteId ?? null,
      monedaId,
      total,
      descuento: input.descuento,
      lineas: lineas.map((l) => ({ precioUnitario: l.precioUnitario, cantidad: l.cantidad, alicuota: l.alicuotaIva })),
    });
  }

  // Stock: locked, checked (409 'Stock insuficiente…', nothing written) and moved in this transaction.
  await aplicarStock(tx, {
    sucursalId: input.sucursalId,
    motivo: 'venta',
    referenciaId: venta.id,
    usuarioId: actor.id,
    cambios: lineas.map((l) => ({ productoId: l.productoId, cantidad: new Dec(l.cantidad).neg().toString() })),
  });

  if (codigo !== null) {
    await marcarCodigoUsado(tx, codigo, {
      actor,
      motivos: motivosCodigo,
      entidad: 'ventas',
      entidadId: venta.id,
      detalle: { ventaId: venta.id, ...(motivosCredito.length > 0 ? { motivosCredito } : {}) },
    });
  }

  let pago = { pagado, pagada };
  if (cuentaCorriente && input.clienteId && new Dec(total).gt(0)) {
    await registrarMovimiento(tx, {
      clienteId: input.clienteId,
      tipo: 'DEBITO',
      monedaId,
      monto: total,
      descripcion: `Deuda por venta #${venta.id}`,
      ventaId: venta.id,
      usuarioId: actor.id,
    });
    // A new debt takes the client's credit in favour at once (docs/cuentas-corrientes.md).
    const aplicada = (await aplicarSaldoAFavor(tx, input.clienteId, actor.id)).filter((a) => a.tipo === 'venta' && a.id === venta.id).at(-1);
    if (aplicada) pago = { pagado: aplicada.pagadoTotal, pagada: aplicada.pagada };
  }

  // A sale paid at once enters the open cash box of its branch and currency (docs/cajas-gastos-comisiones.md).
  if (!cuentaCorriente && new Dec(total).gt(0)) {
    await registrarVentaEnCaja(tx, {
      ventaId: venta.id,
      sucursalId: input.sucursalId,
      monedaId,
      metodoPagoId: metodo.id,
      monto: total,
      usuarioId: actor.id,
    });
  }

  await audit(tx, {
    usuarioId: actor.id,
    entidad: 'ventas',
    entidadId: venta.id,
    accion: 'crear',
    despues: { ...input, codigo_pass: undefined, total, ...pago, monedaId, detalles: lineas },
  });
  return venta.id;
}

/**
 * The seller's commission of one line (docs/ventas-y-presupuestos.md, «Comisión del vendedor»): on
 * the line's amount after the sale's discount, subtotal × (1 − descuento / 100) × porcentaje / 100,
 * money (2 decimals, half-up).
 */
export function comisionLinea(subTotal: string, descuento: string, porcentaje: string): string {
  return toMoney(new Dec(subTotal).times(new Dec(100).minus(descuento || '0')).times(porcentaje).div(10000));
}

/** A sale's pagado (money) and pagada as stored now (after the account's credit was applied to it). */
async function pagoDe(tx: Tx, ventaId: number): Promise<{ pagado: string; pagada: boolean }> {
  const [v] = await tx.select({ pagado: ventas.pagado, pagada: ventas.pagada }).from(ventas).where(eq(ventas.id, ventaId));
  return { pagado: toMoney(v.pagado), pagada: v.pagada };
}

// ---------------------------------------------------------------------------------------------
// Editing and annulling a sale

export type VentaUpdateInput = z.output<typeof ventaUpdateBodySchema>;

export const MSG_VENTA_CON_PAGOS_CC = 'La venta ya tiene pagos en cuenta corriente: no se puede cambiar el método de pago.';
export const MSG_VENTA_MONEDA = 'La moneda de una venta no se puede cambiar.';
export const MSG_METODO_PAGO_INEXISTENTE = 'El método de pago seleccionado no existe.';
export const MSG_CC_CLIENTE_DADO_DE_BAJA = 'El cliente de la venta fue dado de baja: no se puede pasar a Cuenta Corriente.';

/** The row of a sale that an edit or an annulment reads, locked (see {@link bloquearVenta}). */
interface VentaBloqueada {
  id: number;
  clienteId: number | null;
  vendedorId: number;
  fecha: Date;
  sucursalId: number;
  metodoPagoId: number;
  /** Whether its payment method is Cuenta Corriente (by the method's fixed key). */
  cuentaCorriente: boolean;
  monedaId: number;
  total: string;
  descuento: string;
  pagado: string;
  pagada: boolean;
  isDeleted: boolean;
}

/**
 * Locks a sale for an edit or an annulment inside `tx` (docs/seguridad.md, concurrency): first its
 * client's row ({@link bloquearClientes}, FOR UPDATE, which serialises the client's account movements and
 * keeps the order client → sale that sale creation and account payments use, so they never
 * deadlock one another; a sale's client never changes, so reading it before the lock is safe), then
 * the sale row itself FOR UPDATE. Returns the sale and whether it is on Cuenta Corriente; money as stored.
 * @throws AppError 404 'Venta no encontrada.'.
 */
async function bloquearVenta(tx: Tx, id: number): Promise<VentaBloqueada> {
  const [previa] = await tx.select({ clienteId: ventas.clienteId }).from(ventas).where(eq(ventas.id, id));
  if (!previa) throw notFound(MSG_VENTA_NO_ENCONTRADA);
  await bloquearClientes(tx, [previa.clienteId]);
  const [venta] = await tx
    .select({
      id: ventas.id,
      clienteId: ventas.clienteId,
      vendedorId: ventas.vendedorId,
      fecha: ventas.fecha,
      sucursalId: ventas.sucursalId,
      metodoPagoId: ventas.metodoPagoId,
      monedaId: ventas.monedaId,
      total: ventas.total,
      descuento: ventas.descuento,
      pagado: ventas.pagado,
      pagada: ventas.pagada,
      isDeleted: ventas.isDeleted,
    })
    .from(ventas)
    .where(eq(ventas.id, id))
    .for('update');
  if (!venta) throw notFound(MSG_VENTA_NO_ENCONTRADA);
  const [metodo] = await tx.select({ clave: metodosPago.clave }).from(metodosPago).where(eq(metodosPago.id, venta.metodoPagoId));
  return { ...venta, cuentaCorriente: esMetodoCuentaCorriente(metodo) };
}

/**
 * PUT ventas/{id} (docs/ventas-y-presupuestos.md, «Edición de una venta»): changes the payment
 * method and the discount of an active sale. ONE transaction, with the client and the sale locked
 * ({@link bloquearVenta}):
 * - an annulled sale → 409 'La venta está anulada: no se puede modificar.'; `monedaId`, when sent,
 *   must be the sale's (400); the payment method must exist and not be deleted (the sale's own
 *   method is accepted even if deleted since) (400); `total` of the body is ignored;
 * - the new total is `documentTotal(stored lines, descuento)`: money, 2 decimals, in the sale's
 *   currency; above numeric(14,2) → 400 'El importe supera el máximo admitido…'; line prices and
 *   subtotals stay as they are; a new discount recomputes each line's commission
 *   ({@link comisionLinea}, with the seller's percentage of now);
 * - who (docs/seguridad.md, «Aprobaciones y alcance»): only in the user's branch (403); without
 *   ventas.autorizar_precio only one's own sales of the same Buenos Aires day (403);
 * - approvals, ONE `codigo_pass` for all (consumed with its motivos): a discount raised above the
 *   role's `descuentoMaximo`, and the debt the edit adds to Cuenta Corriente past the client's credit
 *   (the same `evaluarCredito` as a new sale): without a code 409 naming the reasons and asking for
 *   it ({@link MSG_APROBACION_PEDIR_CODIGO}), a wrong one 400;
 * - payment method transitions and Cuenta Corriente (the method with key 'cuenta_corriente';
 *   docs/cuentas-corrientes.md): other → other: pagado = total; CC → CC: an adjustment movement of
 *   (new total − old total), DEBITO if it grew, CREDITO if it shrank, 'Ajuste de venta #id'; pagado
 *   stays unless it exceeds the new total: then pagado = total and the excess is credit in favour
 *   (`disponible` of the adjustment); other → CC: needs the sale's client (400), pagado 0 and a DEBITO
 *   of the total ('Deuda por venta #id'); CC → other: only with nothing paid on it (409 otherwise), a
 *   CREDITO of the old total reversing the debit, then pagado = total. `pagada` = pagado ≥ total.
 *   Whenever the sale is or was on account, the client's credit in favour is then applied to its
 *   pending documents (`aplicarSaldoAFavor`: this sale's new debt, or others with the freed excess);
 * - the money received at once moves in the open box of its branch and currency by the difference
 *   per method (`ajustarVentaEnCaja`: e.g. Efectivo → Tarjeta is an EGRESO in Efectivo and an
 *   INGRESO in Tarjeta; a bigger discount hands the difference back; 409 'Saldo insuficiente en la
 *   caja.' refuses the edit; a closed box does not move);
 * - an audit row 'actualizar' with the sale before and after.
 * @returns the sale as GET ventas/{id} shows it after the change.
 */
export async function actualizarVenta(
  db: Db,
  actor: SessionUser,
  id: number,
  input: VentaUpdateInput,
  ctx?: { config: AppConfig; ip?: string },
): Promise<Venta> {
  const codigoPass = input.codigo_pass?.trim() ?? '';
  const editar = () => db.transaction((tx) => actualizarVentaEnTx(tx, actor, id, input, codigoPass));
  return codigoPass && ctx ? conIntentoDeCodigo(db, actor, ctx, editar) : editar();
}

/**
 * A seller's edits (docs/ventas-y-presupuestos.md, «Edición de una venta»): without
 * `ventas.autorizar_precio` a user changes only their own sales, and only on the Buenos Aires day
 * they were made. @throws AppError 403 MSG_VENTA_AJENA / MSG_VENTA_OTRO_DIA.
 */
function exigirVentaPropiaDelDia(actor: SessionUser, v: Pick<VentaBloqueada, 'vendedorId' | 'fecha'>, ahora = new Date()): void {
  if (actor.permissions.includes(P.ventasAutorizarPrecio)) return;
  if (v.vendedorId !== actor.id) throw forbidden(MSG_VENTA_AJENA);
  if (diaBA(v.fecha) !== diaBA(ahora)) throw forbidden(MSG_VENTA_OTRO_DIA);
}

/** The transaction of {@link actualizarVenta}. */
async function actualizarVentaEnTx(tx: Tx, actor: SessionUser, id: number, input: VentaUpdateInput, codigoPass: string): Promise<Venta> {
  const v = await bloquearVenta(tx, id);
  if (v.isDeleted) throw conflict(MSG_VENTA_ANULADA);
  exigirSucursal(actor, v.sucursalId);
  exigirVentaPropiaDelDia(actor, v);
  if (input.monedaId !== undefined && input.monedaId !== v.monedaId) throw badRequest(MSG_VENTA_MONEDA);
  // Línea 1: an issued (or pending) invoice fixes the total (docs/facturacion.md); a rejected one takes the new discount on its retry.
  if (!new Dec(input.descuento).equals(v.descuento)) {
    const [factura] = await tx
      .select({ estado: comprobantes.estado })
      .from(comprobantes)
      .where(and(eq(comprobantes.ventaId, id), eq(comprobantes.clase, 'factura')));
    if (factura && factura.estado !== 'rechazado') throw conflict(MSG_FACTURA_NO_MODIFICABLE);
  }

  const [metodo] = await tx
    .select({ id: metodosPago.id, clave: metodosPago.clave })
    .from(metodosPago)
    .where(and(eq(metodosPago.id, input.metodoPagoId), or(eq(metodosPago.isDeleted, false), eq(metodosPago.id, v.metodoPagoId))));
  if (!metodo) throw badRequest(MSG_METODO_PAGO_INEXISTENTE);
  const eraCuentaCorriente = v.cuentaCorriente;
  const esCuentaCorrienteAhora = esMetodoCuentaCorriente(metodo);

  const lineas = await tx
    .select({ id: ventaDetalles.id, precioUnitario: ventaDetalles.precioUnitario, cantidad: ventaDetalles.cantidad, subTotal: ventaDetalles.subTotal, comisionVendedor: ventaDetalles.comisionVendedor })
    .from(ventaDetalles)
    .where(eq(ventaDetalles.ventaId, id))
    .orderBy(asc(ventaDetalles.id));
  const total = documentTotal(lineas, input.descuento);
  if (new Dec(total).gte(MONEY_LIMIT)) throw badRequest(MSG_IMPORTE_EXCEDIDO);
  const totalAnterior = toMoney(v.total);
  const pagadoAnterior = toMoney(v.pagado);
  const descuento = toMoney(input.descuento);

  // To Cuenta Corriente: the sale needs its client, not deleted (checked before the credit).
  if (!eraCuentaCorriente && esCuentaCorrienteAhora) {
    if (v.clienteId === null) throw badRequest(MSG_CC_SIN_CLIENTE);
    const [cliente] = await tx.select({ isDeleted: clientes.isDeleted }).from(clientes).where(eq(clientes.id, v.clienteId));
    if (!cliente || cliente.isDeleted) throw badRequest(MSG_CC_CLIENTE_DADO_DE_BAJA);
  }
  // Approvals, one code for all (as a new sale): a discount raised above the role's limit, and the
  // debt the edit adds to the account (other → CC: the total; CC → CC: the increase) through the
  // same credit check as a new sale (evaluarCredito over estadoCredito, client locked above).
  const razones: string[] = [];
  const motivos: string[] = [];
  if (descuentoExcedeMaximo(descuento, actor.descuentoMaximo) && new Dec(descuento).gt(v.descuento)) {
    razones.push(msgDescuentoMaximo(actor.descuentoMaximo));
    motivos.push('descuento');
  }
  const deudaNueva = !esCuentaCorrienteAhora ? new Dec(0) : eraCuentaCorriente ? Dec.max(new Dec(total).minus(totalAnterior), 0) : new Dec(total);
  let motivosCredito: string[] = [];
  if (esCuentaCorrienteAhora && v.clienteId !== null && deudaNueva.gt(0)) {
    const evaluacion = evaluarCredito(await estadoCredito(tx, v.clienteId), v.monedaId, toMoney(deudaNueva));
    if (evaluacion.requiereAutorizacion) {
      motivosCredito = evaluacion.motivos;
      razones.push(...evaluacion.motivos);
      motivos.push('credito');
    }
  }
  if (razones.length > 0) {
    if (!codigoPass) throw conflict(`${razones.join(' ')} ${MSG_APROBACION_PEDIR_CODIGO}`);
    await exigirCodigo(tx, codigoPass, {
      actor,
      motivos,
      entidad: 'ventas',
      entidadId: id,
      detalle: { descuento, ...(motivosCredito.length > 0 ? { motivosCredito } : {}) },
    });
  }
  const movimiento = (tipo: 'DEBITO' | 'CREDITO', monto: string, descripcion: string, disponible?: string) =>
    registrarMovimiento(tx, { clienteId: v.clienteId!, tipo, monedaId: v.monedaId, monto, descripcion, ventaId: id, usuarioId: actor.id, disponible });

  let pagado: string;
  if (!eraCuentaCorriente && !esCuentaCorrienteAhora) {
    pagado = total;
  } else if (eraCuentaCorriente && esCuentaCorrienteAhora) {
    // The account holds this sale's debt (its total): move it by the difference. When the new
    // total is below what was paid, the sale is paid (pagado = total) and the excess becomes
    // credit in favour (`disponible` of the adjustment), applied below to other pending documents.
    const diferencia = new Dec(total).minus(totalAnterior);
    const exceso = Dec.max(new Dec(pagadoAnterior).minus(total), 0);
    if (!diferencia.isZero() && v.clienteId !== null) {
      await movimiento(diferencia.gt(0) ? 'DEBITO' : 'CREDITO', toMoney(diferencia.abs()), `Ajuste de venta #${id}`, toMoney(exceso));
    }
    pagado = toMoney(Dec.min(pagadoAnterior, total));
  } else if (esCuentaCorrienteAhora) {
    if (new Dec(total).gt(0)) await movimiento('DEBITO', total, `Deuda por venta #${id}`);
    pagado = '0.00';
  } else {
    if (new Dec(pagadoAnterior).gt(0)) throw conflict(MSG_VENTA_CON_PAGOS_CC);
    if (new Dec(totalAnterior).gt(0) && v.clienteId !== null) {
      await movimiento('CREDITO', totalAnterior, `Cambio de método de pago de venta #${id}: se revierte la deuda`);
    }
    pagado = total;
  }

  await tx
    .update(ventas)
    .set({ metodoPagoId: metodo.id, descuento, total, pagado, pagada: new Dec(pagado).gte(total), updatedAt: new Date() })
    .where(eq(ventas.id, id));
  // The commission is on each line's amount after the discount: a new discount recomputes it,
  // with the seller's commission percentage of now (docs/ventas-y-presupuestos.md).
  let comisiones: { antes: string[]; despues: string[] } | undefined;
  if (!new Dec(descuento).eq(v.descuento)) {
    const [vendedor] = await tx.select({ comision: usuarios.comision }).from(usuarios).where(eq(usuarios.id, v.vendedorId));
    const despues = lineas.map((l) => comisionLinea(toMoney(l.subTotal), descuento, String(vendedor?.comision ?? '0')));
    for (const [i, l] of lineas.entries()) {
      await tx.update(ventaDetalles).set({ comisionVendedor: despues[i] }).where(eq(ventaDetalles.id, l.id));
    }
    comisiones = { antes: lineas.map((l) => toMoney(l.comisionVendedor)), despues };
  }
  // The account's credit in favour meets its pending documents (this sale included) at once.
  if ((eraCuentaCorriente || esCuentaCorrienteAhora) && v.clienteId !== null) await aplicarSaldoAFavor(tx, v.clienteId, actor.id);
  // The money received at once changes now: the open box gets the difference per method
  // (docs/cajas-gastos-comisiones.md, «Ventas que cambian»).
  await ajustarVentaEnCaja(tx, {
    ventaId: id,
    sucursalId: v.sucursalId,
    monedaId: v.monedaId,
    antes: new Map(eraCuentaCorriente ? [] : [[v.metodoPagoId, totalAnterior]]),
    despues: new Map(esCuentaCorrienteAhora ? [] : [[metodo.id, total]]),
    descripcion: `Modificación de venta #${id}`,
    usuarioId: actor.id,
  });
  await audit(tx, {
    usuarioId: actor.id,
    entidad: 'ventas',
    entidadId: id,
    accion: 'actualizar',
    antes: {
      metodoPagoId: v.metodoPagoId,
      descuento: new Dec(v.descuento).toString(),
      total: totalAnterior,
      pagado: pagadoAnterior,
      pagada: v.pagada,
      ...(comisiones ? { comisiones: comisiones.antes } : {}),
    },
    despues: {
      metodoPagoId: metodo.id,
      descuento: new Dec(descuento).toString(),
      total,
      ...(await pagoDe(tx, id)),
      ...(comisiones ? { comisiones: comisiones.despues } : {}),
      ...(motivos.length > 0 ? { autorizadoPorCodigo: motivos } : {}),
    },
  });
  return getVenta(tx, id);
}

/**
 * PUT ventas/anular/{id} (docs/ventas-y-presupuestos.md, «Anulación de una venta»): one-way. ONE
 * transaction, with the client and the sale locked ({@link bloquearVenta}):
 * - already annulled → 409 'La venta ya fue anulada.';
 * - the sale gets isDeleted true and deletedAt now;
 * - its stock comes back to its branch through `aplicarStock` (+cantidad per line, 4 decimals,
 *   movements 'anulacion' with the sale id as reference, before and after);
 * - the client's account (docs/cuentas-corrientes.md), in the sale's currency: a Cuenta Corriente
 *   sale gets a CREDITO of its total ('Anulación de venta #id'), which cancels its debt, so what had
 *   been paid on it becomes credit in favour (`disponible`); a paid sale of any other method with a
 *   client gets a CREDITO of what was paid (`pagado`), all of it credit in favour; that credit is
 *   applied at once, oldest first, to the client's other pending documents (`aplicarSaldoAFavor`);
 *   without a client, no movement;
 * - without a client, a sale paid at once is handed back: an EGRESO of its total from the open box
 *   of its branch and currency (`ajustarVentaEnCaja`; 409 'Saldo insuficiente en la caja.' refuses
 *   the annulment; a closed box does not move);
 * - an audit row 'anular'.
 * Who annuls (docs/seguridad.md, «Aprobaciones y alcance»): only in the user's branch (403,
 * {@link exigirSucursal}); a holder of `ventas.delete` without more; anyone else with the route
 * (ventas.post) only with a valid one-time `codigo_pass` (consumed, motivo 'anulacion'): without it
 * 409 'No tiene permiso para anular la venta: pida un código de autorización.', a wrong one 400. A
 * code sent by a holder of ventas.delete is not used.
 * @throws AppError 404 'Venta no encontrada.', 409 'La venta ya fue anulada.', 403, 409, 400 as above.
 */
export async function anularVenta(
  db: Db,
  actor: SessionUser,
  id: number,
  input?: { codigo_pass?: string | null } | null,
  ctx?: { config: AppConfig; ip?: string },
): Promise<void> {
  const conPermiso = actor.permissions.includes(P.ventasDelete);
  const codigoPass = conPermiso ? '' : (input?.codigo_pass?.trim() ?? '');
  const anular = () => db.transaction((tx) => anularVentaEnTx(tx, actor, id, conPermiso, codigoPass));
  const notaCreditoId = await (codigoPass && ctx ? conIntentoDeCodigo(db, actor, ctx, anular) : anular());
  // Línea 1: the credit note prepared with the annulment is authorised once it is committed.
  if (notaCreditoId !== null) await autorizarSinFallar(db, notaCreditoId, console);
}

/** The transaction of {@link anularVenta}; returns the id of the credit note to authorise, if any. */
async function anularVentaEnTx(tx: Tx, actor: SessionUser, id: number, conPermiso: boolean, codigoPass: string): Promise<number | null> {
  const v = await bloquearVenta(tx, id);
  if (v.isDeleted) throw conflict(MSG_VENTA_YA_ANULADA);
  exigirSucursal(actor, v.sucursalId);
  if (!conPermiso) {
    if (!codigoPass) throw conflict(MSG_ANULAR_PEDIR_CODIGO);
    await exigirCodigo(tx, codigoPass, { actor, motivos: ['anulacion'], entidad: 'ventas', entidadId: id });
  }
  // Línea 1: an authorised invoice is cancelled by its credit note (409 while it waits for ARCA).
  const notaCreditoId = await prepararNotaCredito(tx, id);
  const deletedAt = new Date();
  await tx.update(ventas).set({ isDeleted: true, deletedAt, updatedAt: deletedAt }).where(eq(ventas.id, id));

  const lineas = await tx
    .select({ productoId: ventaDetalles.productoId, cantidad: ventaDetalles.cantidad })
    .from(ventaDetalles)
    .where(eq(ventaDetalles.ventaId, id));
  const stockDevuelto = await aplicarStock(tx, {
    sucursalId: v.sucursalId,
    motivo: 'anulacion',
    referenciaId: id,
    usuarioId: actor.id,
    cambios: lineas.map((l) => ({ productoId: l.productoId, cantidad: toQuantity(l.cantidad) })),
  });

  let credito: string | null = null;
  if (v.clienteId !== null) {
    // A Cuenta Corriente sale: a CREDITO of its total cancels its debt and frees what was paid on
    // it; another method: a CREDITO of what was paid. What is freed (`disponible`) is credit in
    // favour, applied at once to the client's other pending documents (docs/cuentas-corrientes.md).
    const monto = toMoney(v.cuentaCorriente ? v.total : v.pagado);
    const liberado = toMoney(Dec.min(v.pagado, monto));
    if (new Dec(monto).gt(0)) {
      await registrarMovimiento(tx, {
        clienteId: v.clienteId,
        tipo: 'CREDITO',
        monedaId: v.monedaId,
        monto,
        descripcion: `Anulación de venta #${id}`,
        ventaId: id,
        disponible: liberado,
        usuarioId: actor.id,
      });
      credito = monto;
      await aplicarSaldoAFavor(tx, v.clienteId, actor.id);
    }
  }

  // Without a client, what was received at once is handed back from the open box; with one it
  // stays as the client's credit in favour (above), so the box does not move.
  if (v.clienteId === null && !v.cuentaCorriente) {
    await ajustarVentaEnCaja(tx, {
      ventaId: id,
      sucursalId: v.sucursalId,
      monedaId: v.monedaId,
      antes: new Map([[v.metodoPagoId, toMoney(v.total)]]),
      despues: new Map(),
      descripcion: `Anulación de venta #${id}`,
      usuarioId: actor.id,
    });
  }

  await audit(tx, {
    usuarioId: actor.id,
    entidad: 'ventas',
    entidadId: id,
    accion: 'anular',
    antes: { isDeleted: false, total: toMoney(v.total), pagado: toMoney(v.pagado), metodoPagoId: v.metodoPagoId },
    despues: {
      isDeleted: true,
      deletedAt,
      stockDevuelto,
      creditoCuentaCorriente: credito,
      ...(notaCreditoId !== null ? { notaCreditoId } : {}),
      ...(conPermiso ? {} : { autorizadoPorCodigo: true }),
    },
  });
  return notaCreditoId;
}

// ---------------------------------------------------------------------------------------------
// Línea 1: retrying a comprobante

/**
 * POST ventas/{id}/comprobante/reintentar (docs/facturacion.md «Pendientes y reintentos»): the sale's
 * credit note if it is not authorised, otherwise its invoice, is asked of ARCA again. A rejected
 * invoice is first prepared again from the sale and the buyer's data of now (a fixed CUIT or
 * condition), a pending one keeps its number, so ARCA is first asked whether it was authorised. In
 * the user's branch only (403). Audited ('reintentar_comprobante').
 * @throws AppError 404 'Venta no encontrada.'; 409 {@link MSG_VENTA_SIN_COMPROBANTE},
 *   {@link MSG_COMPROBANTE_YA_AUTORIZADO}; 400 as a new Línea 1 sale when the data still cannot be invoiced.
 * @returns the sale as GET ventas/{id} shows it afterwards.
 */
export async function reintentarComprobante(db: Db, actor: SessionUser, id: number): Promise<Venta> {
  const comprobanteId = await db.transaction(async (tx) => {
    const v = await bloquearVenta(tx, id);
    exigirSucursal(actor, v.sucursalId);
    const filas = await tx.select().from(comprobantes).where(eq(comprobantes.ventaId, id)).orderBy(asc(comprobantes.id)).for('update');
    if (!filas.length) throw conflict(MSG_VENTA_SIN_COMPROBANTE);
    const c = filas.find((f) => f.clase === 'nota_credito' && f.estado !== 'autorizado') ?? filas.find((f) => f.clase === 'factura' && f.estado !== 'autorizado');
    if (!c) throw conflict(MSG_COMPROBANTE_YA_AUTORIZADO);
    if (c.estado === 'rechazado') {
      const lineas = await tx
        .select({ precioUnitario: ventaDetalles.precioUnitario, cantidad: ventaDetalles.cantidad, alicuota: ventaDetalles.alicuotaIva })
        .from(ventaDetalles)
        .where(eq(ventaDetalles.ventaId, id))
        .orderBy(asc(ventaDetalles.id));
      await reabrirRechazado(tx, c, {
        ventaId: id,
        sucursalId: v.sucursalId,
        clienteId: v.clienteId,
        monedaId: v.monedaId,
        total: toMoney(v.total),
        descuento: toMoney(v.descuento),
        lineas: lineas.map((l) => ({ precioUnitario: toMoney(l.precioUnitario), cantidad: toQuantity(l.cantidad), alicuota: String(l.alicuota) })),
      });
    }
    await audit(tx, {
      usuarioId: actor.id,
      entidad: 'ventas',
      entidadId: id,
      accion: 'reintentar_comprobante',
      antes: { comprobanteId: c.id, estado: c.estado, numero: c.numero, observaciones: c.observaciones },
      despues: null,
    });
    return c.id;
  });
  await autorizarSinFallar(db, comprobanteId, console);
  return getVenta(db, id);
}

// ---------------------------------------------------------------------------------------------
// Reading sales

/**
 * GET ventas/{id}: the sale (the list row, `VENTA_FILA` of fila.ts) with its lines and, for Línea 1,
 * its Factura and credit note (`comprobante`, `notaCredito`, docs/facturacion.md); 404 'Venta no encontrada.'.
 */
export async function getVenta(db: DbOrTx, id: number): Promise<Venta> {
  const [row] = await conTablasDeVenta(db.select(VENTA_FILA.columnas).from(ventas).$dynamic()).where(eq(ventas.id, id));
  if (!row) throw notFound(MSG_VENTA_NO_ENCONTRADA);
  const detalles = await db
    .select({
      id: ventaDetalles.id,
      productoId: ventaDetalles.productoId,
      cantidad: ventaDetalles.cantidad,
      precioUnitario: ventaDetalles.precioUnitario,
      subTotal: ventaDetalles.subTotal,
      alicuotaIva: ventaDetalles.alicuotaIva,
      comisionVendedor: ventaDetalles.comisionVendedor,
      custom: ventaDetalles.custom,
      codigo: productos.codigo,
      nombre: productos.nombre,
      unidad: productos.unidad,
    })
    .from(ventaDetalles)
    .innerJoin(productos, eq(productos.id, ventaDetalles.productoId))
    .where(eq(ventaDetalles.ventaId, id))
    .orderBy(asc(ventaDetalles.id));
  const fiscales = (await comprobantesDeVentas(db, [id])).get(id);
  return {
    ...VENTA_FILA.leer(row),
    comprobante: fiscales?.comprobante ?? null,
    notaCredito: fiscales?.notaCredito ?? null,
    detalles: detalles.map((d) => ({
      id: d.id,
      productoId: d.productoId,
      cantidad: toQuantity(d.cantidad),
      precioUnitario: toMoney(d.precioUnitario),
      subTotal: toMoney(d.subTotal),
      alicuotaIva: new Dec(d.alicuotaIva).toString(),
      comisionVendedor: toMoney(d.comisionVendedor),
      custom: d.custom,
      producto: { id: d.productoId, codigo: String(d.codigo), nombre: d.nombre, unidad: d.unidad },
    })),
  };
}
