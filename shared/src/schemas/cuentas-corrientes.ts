import { z } from 'zod';
import { Dec, toMoney } from '../calc';
import { formatMoney } from '../format';
import { MONEDA_DOLARES } from './catalogos';
import { clienteSchema, cuentaCorrienteResumenSchema } from './clientes';
import { bodyObject, decimalInput, idField, pagingQuerySchema } from './common';

/**
 * Customer current accounts (cuentas corrientes; docs/cuentas-corrientes.md). Money is a decimal
 * string with 2 decimals in the movement's currency (1 pesos, 2 dólares); the dollar rate
 * (`cotizacion`) is pesos per dollar with up to 4 decimals. A positive balance means the client
 * owes; a negative one is credit in the client's favour.
 */

export const MSG_PAGO_CAMPOS = 'Debe ingresar monto, descripción y moneda';
export const MSG_PAGO_COTIZACION = 'Debe ingresar una cotización para el dólar';
export const MSG_DEUDA_CAMPOS = 'Debe ingresar monto, descripción y moneda';
export const MSG_RESUMEN_FECHAS = 'Debe seleccionar una fecha Desde y Hasta para imprimir el resumen';
export const MSG_CUENTA_CLIENTE_NO_ENCONTRADO = 'Cliente no encontrado.';
export const MSG_DEUDA_NO_ENCONTRADA = 'No se encontró la deuda manual.';
/** The description prefix that marks a manual debt (spec: type display 'Deuda Manual'). */
export const PREFIJO_DEUDA_MANUAL = 'Deuda manual:';
/** Page size of 'Movimientos en Cuenta Corriente' (spec section 9). */
export const MOVIMIENTOS_CUENTA_PAGE_SIZE = 20;

const monedaRef = z.object({ id: z.number().int(), simbolo: z.string() });
const montoPositivo = (message: string) =>
  decimalInput(2, message).refine((v) => Number(v) > 0, { message });
const fechaIso = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Fecha inválida.' });

/** GET cuentas-corrientes/valor_dolar → { valor }: the system dollar rate (moneda 2), 4 decimals. */
export const valorDolarSchema = z.object({ valor: z.string() });

/**
 * POST cuentas-corrientes/movimientos (cuentas_corrientes.post): a payment. `cotizacion` is
 * required for every payment (spec) and converts between currencies when the payment is applied
 * to documents in the other currency. `cajaId` (optional, beyond the spec): the open cash box of
 * the payment's currency that received it in cash (writes its INGRESO, origin pago_cuenta).
 */
export const pagoCuentaBodySchema = bodyObject({
  clienteId: idField('Cliente inválido.'),
  tipo: z.literal('CREDITO', { message: 'Tipo de movimiento inválido.' }),
  monto: montoPositivo(MSG_PAGO_CAMPOS),
  descripcion: z.string({ message: MSG_PAGO_CAMPOS }).trim().min(1, { message: MSG_PAGO_CAMPOS }).max(200, {
    message: 'La descripción no puede superar los 200 caracteres.',
  }),
  monedaId: z.union([z.literal(1), z.literal(2)], { message: MSG_PAGO_CAMPOS }),
  cotizacion: z
    .union([z.string(), z.number()], { message: MSG_PAGO_COTIZACION })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .refine((v) => /^(0|[1-9]\d{0,9})(\.\d{1,4})?$/.test(v) && Number(v) > 0, { message: MSG_PAGO_COTIZACION }),
  cajaId: idField('Caja inválida.').nullish(),
  /**
   * A one-time authorization code (beyond the spec): needed when `cotizacion` is further than the
   * tolerance from the system rate and the user lacks cuentas_corrientes.cotizacion
   * (docs/cuentas-corrientes.md, «Cotización de un pago»).
   */
  codigo_pass: z.string({ message: 'Código de autorización inválido' }).trim().max(20, { message: 'Código de autorización inválido' }).optional(),
});
export type PagoCuentaBody = z.input<typeof pagoCuentaBodySchema>;

/** How the 409 of a rate outside the tolerance ends: the payment form asks for a code when it sees it. */
export const MSG_COTIZACION_PEDIR_CODIGO = 'se necesita un código de autorización.';

/** es-AR text of a rate: 2 decimals, up to 4 when they are not zero ("1.500,00", "1.234,5678"). */
function tasaTexto(v: string): string {
  const d = new Dec(v);
  const fixed = d.decimalPlaces() > 2 ? d.toFixed(4).replace(/0{1,2}$/, '') : d.toFixed(2);
  const [int, frac] = fixed.split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${frac}`;
}

/**
 * Whether a caller's dollar rate (`cotizacion`, pesos per dollar) is further than `toleranciaPct`
 * percent from the system rate (`sistema`): |cotizacion − sistema| > sistema × tolerancia / 100
 * (exactly at the tolerance is within). A system rate of 0 or less has no tolerance: anything is outside.
 * Exact decimals (decimal.js).
 */
export function cotizacionFueraDeTolerancia(cotizacion: string, sistema: string, toleranciaPct: string): boolean {
  const s = new Dec(sistema);
  if (s.lte(0)) return true;
  return new Dec(cotizacion).minus(s).abs().gt(s.times(toleranciaPct).div(100));
}

/**
 * 409 of a payment at a rate outside the tolerance without a code or the permission:
 * 'La cotización 1.500,00 se aparta más de 2 % de la del sistema (1.200,00): se necesita un código de autorización.'
 */
export function msgCotizacionFueraDeTolerancia(cotizacion: string, sistema: string, toleranciaPct: string): string {
  const tol = new Dec(toleranciaPct).toString().replace('.', ',');
  return `La cotización ${tasaTexto(cotizacion)} se aparta más de ${tol} % de la del sistema (${tasaTexto(sistema)}): ${MSG_COTIZACION_PEDIR_CODIGO}`;
}

/** 200 of POST cuentas-corrientes/movimientos/{id}/anular. */
export const MSG_PAGO_ANULADO_OK = 'Pago anulado correctamente.';
/** 409: the movement was already reversed. */
export const MSG_PAGO_YA_ANULADO = 'El pago ya está anulado.';
/** 409: only payments (CREDITO movements of POST cuentas-corrientes/movimientos) are reversed here. */
export const MSG_SOLO_PAGOS_ANULABLES =
  'Solo se pueden anular pagos: las deudas, los ajustes y anulaciones de ventas y los movimientos de saldo a favor no se anulan desde aquí.';
/** 404 of a movement that does not exist. */
export const MSG_MOVIMIENTO_NO_ENCONTRADO = 'No se encontró el movimiento.';

/**
 * POST cuentas-corrientes/movimientos/{id}/anular (cuentas_corrientes.delete) → the reversal: the
 * movements written, the documents whose pagado went back (with their state after) and the new balances.
 */
export const pagoAnuladoSchema = z.object({
  message: z.string(),
  movimientoIds: z.array(z.number().int()),
  documentos: z.array(
    z.object({
      tipo: z.enum(['venta', 'deuda_manual']),
      id: z.number().int(),
      monedaId: z.number().int(),
      pagado: z.string(),
      total: z.string(),
      pagada: z.boolean(),
    }),
  ),
  nuevoSaldo: cuentaCorrienteResumenSchema,
});
export type PagoAnulado = z.infer<typeof pagoAnuladoSchema>;

/**
 * One application of a credit to a pending document. `aplicado` is in the document's currency,
 * `importe` in the payment's; `pagadoTotal`, `total` and `saldoPendiente` describe the document
 * after the application.
 */
export const aplicacionSchema = z.object({
  tipo: z.enum(['venta', 'deuda_manual']),
  id: z.number().int(),
  monedaId: z.number().int(),
  aplicado: z.string(),
  importe: z.string(),
  cotizacion: z.string().nullable(),
  pagadoTotal: z.string(),
  total: z.string(),
  pagada: z.boolean(),
  saldoPendiente: z.string(),
});
export type Aplicacion = z.infer<typeof aplicacionSchema>;

/** Current-account balances of a client: what it owes and its credit in favour per currency (never negative). */
export const saldosCuentaSchema = cuentaCorrienteResumenSchema;
export type SaldosCuenta = z.infer<typeof saldosCuentaSchema>;

/** 201 of a payment: the movement written, what it was applied to (oldest first) and the new balances. */
export const pagoCuentaResponseSchema = z.object({
  movimientoId: z.number().int(),
  aplicaciones: z.array(aplicacionSchema),
  /** What was left unapplied and stays as credit in favour, in the payment's currency. */
  saldoAFavor: z.string(),
  nuevoSaldo: saldosCuentaSchema,
});
export type PagoCuentaResponse = z.infer<typeof pagoCuentaResponseSchema>;

/** POST deuda-manual (cuentas_corrientes.post) → 201 { id, movimientoId }. The description is stored as 'Deuda manual: …'. */
export const deudaManualBodySchema = bodyObject({
  clienteId: idField('Cliente inválido.'),
  monto: montoPositivo(MSG_DEUDA_CAMPOS),
  monedaId: z.union([z.literal(1), z.literal(2)], { message: MSG_DEUDA_CAMPOS }),
  descripcion: z.string({ message: MSG_DEUDA_CAMPOS }).trim().min(1, { message: MSG_DEUDA_CAMPOS }).max(200, {
    message: 'La descripción no puede superar los 200 caracteres.',
  }),
  vencimiento: fechaIso.nullish(),
});
export type DeudaManualBody = z.input<typeof deudaManualBodySchema>;
export const deudaManualCreateResponseSchema = z.object({ id: z.number().int(), movimientoId: z.number().int() });

/** GET deuda-manual/{id} (cuentas_corrientes.get). */
export const deudaManualSchema = z.object({
  id: z.number().int(),
  cliente: z.object({ id: z.number().int(), nombreApellido: z.string() }),
  fecha: z.string(),
  monedaId: z.number().int(),
  moneda: monedaRef,
  monto: z.string(),
  pagado: z.string(),
  descripcion: z.string(),
  pagada: z.boolean(),
});
export type DeudaManual = z.infer<typeof deudaManualSchema>;

/**
 * One movement of 'Movimientos en Cuenta Corriente'. `tipoOrigen` is 'venta' when it comes from a
 * sale (ventaId set). Display (spec): venta → 'Venta'; CREDITO → 'Pago'; DEBITO → 'Deuda Manual' if
 * the description starts with {@link PREFIJO_DEUDA_MANUAL}, else 'Débito'. `pagado` / `pagada` are
 * those of the document a DEBITO records (sale or manual debt), null for a CREDITO.
 */
export const movimientoCuentaSchema = z.object({
  id: z.number().int(),
  fecha: z.string(),
  vencimiento: z.string().nullable(),
  tipo: z.enum(['CREDITO', 'DEBITO']),
  tipoOrigen: z.enum(['venta', 'movimiento']),
  monto: z.string(),
  descripcion: z.string(),
  monedaId: z.number().int(),
  moneda: monedaRef,
  cotizacion: z.string().nullable(),
  saldo_previo: z.string(),
  saldo_nuevo: z.string(),
  ventaId: z.number().int().nullable(),
  deudaManualId: z.number().int().nullable(),
  pagado: z.string().nullable(),
  pagada: z.boolean().nullable(),
  /** A payment's CREDITO: the id to annul it with (POST …/movimientos/{pagoId}/anular); null for anything else. */
  pagoId: z.number().int().nullable(),
  /** Reversed by a later movement (it still counts; its reversal undoes it). */
  anulado: z.boolean(),
  /** A reversal: the movement it undoes; null otherwise. */
  anulaId: z.number().int().nullable(),
});
export type MovimientoCuenta = z.infer<typeof movimientoCuentaSchema>;

/** The spec's display of a movement's type; a reversal of a payment is 'Anulación de pago'. */
export function tipoMovimientoLabel(
  m: Pick<MovimientoCuenta, 'tipo' | 'tipoOrigen' | 'descripcion'> & { anulaId?: number | null },
): string {
  if (m.anulaId) return 'Anulación de pago';
  if (m.tipoOrigen === 'venta' && m.tipo === 'DEBITO') return 'Venta';
  if (m.tipo === 'CREDITO') return 'Pago';
  return m.descripcion.startsWith(PREFIJO_DEUDA_MANUAL) ? 'Deuda Manual' : 'Débito';
}

/** GET cuentas-corrientes/{id}/movimientos?page&pageSize (newest first; pageSize default 20). */
export const movimientosCuentaQuerySchema = pagingQuerySchema.extend({
  pageSize: pagingQuerySchema.shape.pageSize.default(MOVIMIENTOS_CUENTA_PAGE_SIZE),
});
export type MovimientosCuentaQuery = z.input<typeof movimientosCuentaQuerySchema>;
export const movimientosCuentaPageSchema = z.object({
  items: z.array(movimientoCuentaSchema),
  total: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  pageSize: z.number().int(),
});
export type MovimientosCuentaPage = z.infer<typeof movimientosCuentaPageSchema>;

/** Statement codes (spec section 9): REC credit; FAC debit mentioning 'venta'; DEUDA debit mentioning 'manual'; else DEB. */
export const CODIGOS_RESUMEN = ['REC', 'FAC', 'DEUDA', 'DEB'] as const;
export type CodigoResumen = (typeof CODIGOS_RESUMEN)[number];
export function codigoResumen(tipo: 'CREDITO' | 'DEBITO', descripcion: string): CodigoResumen {
  if (tipo === 'CREDITO') return 'REC';
  const d = descripcion.toLowerCase();
  if (d.includes('venta')) return 'FAC';
  if (d.includes('manual')) return 'DEUDA';
  return 'DEB';
}

/**
 * GET cuentas-corrientes/{id}/resumen?fechaDesde&fechaHasta (YYYY-MM-DD, both days included,
 * Buenos Aires time). The spec's caller also sends moneda=ARS&cotizacion=0: accepted and ignored.
 */
export const resumenCuentaQuerySchema = z.object({
  fechaDesde: fechaIso.optional(),
  fechaHasta: fechaIso.optional(),
  moneda: z.string().max(10).optional(),
  cotizacion: z.string().max(20).optional(),
});
export type ResumenCuentaQuery = z.input<typeof resumenCuentaQuerySchema>;

/** One statement line: debe (DEBITO) or haber (CREDITO), and the running balance of its currency after it. */
export const resumenMovimientoSchema = z.object({
  id: z.number().int(),
  fecha: z.string(),
  codigo: z.enum(CODIGOS_RESUMEN),
  descripcion: z.string(),
  monedaId: z.number().int(),
  moneda: monedaRef,
  debe: z.string(),
  haber: z.string(),
  saldoAcumulado: z.string(),
});
export type ResumenMovimiento = z.infer<typeof resumenMovimientoSchema>;

export const resumenCuentaSchema = z.object({
  cliente: clienteSchema,
  fechaDesde: z.string().nullable(),
  fechaHasta: z.string().nullable(),
  /** Signed balances before the first day (positive: owed). */
  saldo_inicial_pesos: z.string(),
  saldo_inicial_dolares: z.string(),
  movimientos: z.array(resumenMovimientoSchema),
  /** Signed balances at the end of the last day. */
  saldo_final_pesos: z.string(),
  saldo_final_dolares: z.string(),
  saldo_a_favor_pesos: z.string(),
  saldo_a_favor_dolares: z.string(),
});
export type ResumenCuenta = z.infer<typeof resumenCuentaSchema>;

/** Receivables aging of one currency: pending amounts by age of each pending sale or debt (days since its date). */
export const antiguedadSchema = z.object({
  d0_30: z.string(),
  d31_60: z.string(),
  d61_90: z.string(),
  d90_mas: z.string(),
});
export type Antiguedad = z.infer<typeof antiguedadSchema>;

/** One row of /cuentas-corrientes: signed balances (positive owed), aging per currency, credit limits. */
export const cuentaListItemSchema = z.object({
  cliente: z.object({ id: z.number().int(), nombreApellido: z.string(), documento: z.string() }),
  saldoPesos: z.string(),
  saldoDolares: z.string(),
  antiguedadPesos: antiguedadSchema,
  antiguedadDolares: antiguedadSchema,
  limiteCreditoPesos: z.string().nullable(),
  limiteCreditoDolares: z.string().nullable(),
});
export type CuentaListItem = z.infer<typeof cuentaListItemSchema>;

/**
 * GET cuentas-corrientes?search&conDeuda&page&pageSize (cuentas_corrientes.get): clients by name;
 * `search` over name or document; `conDeuda=true` only clients owing in some currency.
 */
export const cuentasListQuerySchema = pagingQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  conDeuda: z.enum(['true', 'false'], { message: 'Filtro inválido.' }).optional(),
});
export type CuentasListQuery = z.input<typeof cuentasListQuerySchema>;

/** The list page plus `totales`: sums over every client matching the filters (not only this page). */
export const cuentasPageSchema = z.object({
  items: z.array(cuentaListItemSchema),
  total: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  pageSize: z.number().int(),
  totales: z.object({
    saldoPesos: z.string(),
    saldoDolares: z.string(),
    antiguedadPesos: antiguedadSchema,
    antiguedadDolares: antiguedadSchema,
  }),
});
export type CuentasPage = z.infer<typeof cuentasPageSchema>;

/** GET cuentas-corrientes/{id} (cuentas_corrientes.get): the client, its balances, aging and limits. */
export const cuentaClienteSchema = z.object({
  cliente: clienteSchema,
  saldoPesos: z.string(),
  saldoDolares: z.string(),
  antiguedadPesos: antiguedadSchema,
  antiguedadDolares: antiguedadSchema,
  limiteCreditoPesos: z.string().nullable(),
  limiteCreditoDolares: z.string().nullable(),
});
export type CuentaCliente = z.infer<typeof cuentaClienteSchema>;

/**
 * GET cuentas-corrientes/{id}/credito (ventas.post or cuentas_corrientes.get): what New Sale needs
 * to warn before a Cuenta Corriente sale. Signed balances; `deudaMasAntiguaDias` is the age in days
 * of the oldest pending sale or manual debt (null without pending documents).
 */
export const estadoCreditoSchema = z.object({
  limiteCreditoPesos: z.string().nullable(),
  limiteCreditoDolares: z.string().nullable(),
  saldoPesos: z.string(),
  saldoDolares: z.string(),
  deudaMasAntiguaDias: z.number().int().nullable(),
});
export type EstadoCredito = z.infer<typeof estadoCreditoSchema>;

/** Days after which a pending debt blocks new Cuenta Corriente sales without an authorization code. */
export const DIAS_DEUDA_VENCIDA = 90;

/** Outcome of {@link evaluarCredito}: whether the sale needs a one-time authorization code, and why (Spanish). */
export interface EvaluacionCredito {
  requiereAutorizacion: boolean;
  motivos: string[];
}

/** Sentence that asks for the code after the reasons (409 of the API and New Sale's warning). */
export const MSG_CREDITO_PEDIR_CODIGO = 'Ingrese un código de autorización para registrarla.';

/**
 * Credit check of a Cuenta Corriente sale (docs/cuentas-corrientes.md, «Límite de crédito»), the one
 * rule the API enforces and New Sale shows as a warning. Two reasons, each a Spanish sentence in
 * `motivos` (both may apply; one authorization code covers both):
 * - the balance in the sale's currency (`saldoPesos` or `saldoDolares` of `estado`, signed, plus
 *   `total`) would exceed that currency's limit (`limiteCreditoPesos` / `limiteCreditoDolares`; null
 *   = no limit). Equal to the limit is allowed;
 * - the client's oldest pending document is more than {@link DIAS_DEUDA_VENCIDA} days old.
 * @param estado what GET cuentas-corrientes/{id}/credito returns (money strings, 2 decimals).
 * @param monedaId the sale's currency (1 pesos, 2 dólares).
 * @param total the sale's total in that currency (money string or number, 2 decimals).
 * @returns `requiereAutorizacion` true when `motivos` is not empty. Pure; never throws (an invalid
 *   total counts as 0).
 */
export function evaluarCredito(
  estado: EstadoCredito,
  monedaId: number,
  total: string | number,
): EvaluacionCredito {
  const motivos: string[] = [];
  const dolares = monedaId === MONEDA_DOLARES;
  const limite = dolares ? estado.limiteCreditoDolares : estado.limiteCreditoPesos;
  if (limite !== null) {
    let monto: InstanceType<typeof Dec>;
    try {
      monto = new Dec(total === '' ? 0 : total);
      if (!monto.isFinite()) monto = new Dec(0);
    } catch {
      monto = new Dec(0);
    }
    const nuevoSaldo = new Dec(dolares ? estado.saldoDolares : estado.saldoPesos).plus(monto);
    if (nuevoSaldo.gt(limite)) {
      const simbolo = dolares ? 'US$' : '$';
      motivos.push(
        `El saldo en ${dolares ? 'dólares' : 'pesos'} del cliente pasaría a ${formatMoney(toMoney(nuevoSaldo), simbolo)} ` +
          `y supera su límite de crédito de ${formatMoney(limite, simbolo)}.`,
      );
    }
  }
  if (estado.deudaMasAntiguaDias !== null && estado.deudaMasAntiguaDias > DIAS_DEUDA_VENCIDA) {
    motivos.push(
      `El cliente tiene una deuda pendiente de hace ${estado.deudaMasAntiguaDias} días (más de ${DIAS_DEUDA_VENCIDA}).`,
    );
  }
  return { requiereAutorizacion: motivos.length > 0, motivos };
}
