import { and, eq, inArray, sql } from 'drizzle-orm';
import { Dec, type EstadoCredito, MONEDA_DOLARES, MONEDA_PESOS, toMoney } from 'shared';
import type { DbOrTx, Tx } from '../../db/client';
import { movimientosCuentaCorriente } from '../../db/schema';
import { badRequest } from '../../lib/errors';

/**
 * Current-account balances (docs/cuentas-corrientes.md): per client and currency, the sum of DEBITO minus CREDITO of
 * its non-deleted movements. Positive = the client owes; negative = credit in the client's favour.
 */

/** Balances per client: clienteId → monedaId → balance (money string). */
export async function saldosPorCliente(db: DbOrTx, clienteIds: number[]): Promise<Map<number, Map<number, string>>> {
  const result = new Map<number, Map<number, string>>();
  if (clienteIds.length === 0) return result;
  const rows = await db
    .select({
      clienteId: movimientosCuentaCorriente.clienteId,
      monedaId: movimientosCuentaCorriente.monedaId,
      saldo: sql<string>`sum(case when ${movimientosCuentaCorriente.tipo} = 'DEBITO' then ${movimientosCuentaCorriente.monto} else -${movimientosCuentaCorriente.monto} end)`,
    })
    .from(movimientosCuentaCorriente)
    .where(and(inArray(movimientosCuentaCorriente.clienteId, clienteIds), eq(movimientosCuentaCorriente.isDeleted, false)))
    .groupBy(movimientosCuentaCorriente.clienteId, movimientosCuentaCorriente.monedaId);
  for (const r of rows) {
    if (!result.has(r.clienteId)) result.set(r.clienteId, new Map());
    result.get(r.clienteId)!.set(r.monedaId, toMoney(r.saldo));
  }
  return result;
}

/** Balance of one client in one currency (money string, "0.00" without movements). */
export async function saldoCuenta(db: DbOrTx, clienteId: number, monedaId: number): Promise<string> {
  const saldos = await saldosPorCliente(db, [clienteId]);
  return saldos.get(clienteId)?.get(monedaId) ?? '0.00';
}

/** The `cuentaCorriente` block of a client: owed amounts and credit in favour, per currency. */
export function resumenCuenta(saldos: Map<number, string> | undefined) {
  const pesos = new Dec(saldos?.get(MONEDA_PESOS) ?? 0);
  const dolares = new Dec(saldos?.get(MONEDA_DOLARES) ?? 0);
  const owed = (d: InstanceType<typeof Dec>) => toMoney(d.gt(0) ? d : 0);
  const credit = (d: InstanceType<typeof Dec>) => toMoney(d.lt(0) ? d.neg() : 0);
  return {
    saldo_pesos: owed(pesos),
    saldo_dolares: owed(dolares),
    saldo_a_favor_pesos: credit(pesos),
    saldo_a_favor_dolares: credit(dolares),
  };
}

export const MSG_SALDO_EXCEDIDO = 'El saldo de la cuenta corriente superaría el máximo admitido (999.999.999.999,99).';
/** First amount a money column (numeric(14,2)) cannot hold. */
const MONEY_LIMIT = '1000000000000';

/**
 * Writes a movement with saldo_previo / saldo_nuevo (money, 2 decimals, in `monedaId`). The caller
 * must hold the client's row lock (SELECT … FOR UPDATE on clientes) inside `tx`, so concurrent
 * movements of one client serialise (docs/cuentas-corrientes.md).
 * @throws AppError 400 {@link MSG_SALDO_EXCEDIDO} when the new balance would not fit numeric(14,2)
 *   (instead of a database overflow); the caller's transaction then rolls back.
 */
export async function registrarMovimiento(
  tx: Tx,
  m: {
    clienteId: number;
    tipo: 'CREDITO' | 'DEBITO';
    monedaId: number;
    monto: string;
    descripcion: string;
    ventaId?: number | null;
    cotizacion?: string | null;
    usuarioId: number | null;
    fecha?: Date;
  },
): Promise<{ id: number; saldoPrevio: string; saldoNuevo: string }> {
  const saldoPrevio = await saldoCuenta(tx, m.clienteId, m.monedaId);
  const delta = m.tipo === 'DEBITO' ? new Dec(m.monto) : new Dec(m.monto).neg();
  const saldoNuevo = toMoney(new Dec(saldoPrevio).plus(delta));
  if (new Dec(saldoNuevo).abs().gte(MONEY_LIMIT)) throw badRequest(MSG_SALDO_EXCEDIDO);
  const [row] = await tx
    .insert(movimientosCuentaCorriente)
    .values({
      clienteId: m.clienteId,
      tipo: m.tipo,
      monedaId: m.monedaId,
      monto: toMoney(m.monto),
      descripcion: m.descripcion,
      ventaId: m.ventaId ?? null,
      cotizacion: m.cotizacion ?? null,
      saldoPrevio,
      saldoNuevo,
      usuarioId: m.usuarioId,
      ...(m.fecha ? { fecha: m.fecha } : {}),
    })
    .returning({ id: movimientosCuentaCorriente.id });
  return { id: row.id, saldoPrevio, saldoNuevo };
}

/**
 * What a Cuenta Corriente sale needs to know about the client (docs/cuentas-corrientes.md, "Límite
 * de crédito"): credit limits, signed balances per currency and the age in days of the oldest
 * pending sale or manual debt. TODO(#12): implemented by the accounts module.
 */
export async function estadoCredito(_db: DbOrTx, _clienteId: number): Promise<EstadoCredito> {
  throw new Error('estadoCredito: pendiente (#12)');
}
