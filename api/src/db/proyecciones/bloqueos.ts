import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import { clientes } from '../schema';

/**
 * How a writer holds a client's row: `update` for a sale, a payment, a manual debt, an edit or an
 * annulment of a sale; `no key update` for a quote (it also conflicts with every other writer of
 * the client, but not with the foreign-key checks of rows that point at it).
 */
export type ModoBloqueoCliente = 'update' | 'no key update';

/** A locked client's row: its id and whether it was deleted. */
export interface ClienteBloqueado {
  id: number;
  isDeleted: boolean;
}

/**
 * THE lock the writers of the client-fed projections take first (`cuentas_totales`,
 * `movimientos_cuenta_conteo`, `saldos_positivos`, `presupuestos_por_cliente`; docs/rendimiento.md
 * «Proyecciones», docs/cuentas-corrientes.md): the rows of the given clients (nulls ignored, each
 * once, in id order), inside `tx`, before any row their triggers write. Held to the end of the
 * transaction, it serialises a client's documents, movements, balances and quote counters, and
 * keeps one order (client → document → counters) in every writer, so two never deadlock: a quote
 * annulment that reached the row count first and the client second deadlocked with a new quote of
 * the same client that held the client (1 request in 40 under load) until both took this lock.
 * A concurrent DELETE clientes/{id} (FOR UPDATE) waits, then sees the new rows.
 * Returns the rows found (a deleted client included: the caller decides its message).
 */
export async function bloquearClientes(
  tx: Tx,
  clienteIds: ReadonlyArray<number | null | undefined>,
  modo: ModoBloqueoCliente = 'update',
): Promise<ClienteBloqueado[]> {
  const ids = [...new Set(clienteIds.filter((c): c is number => typeof c === 'number'))].sort((a, b) => a - b);
  if (ids.length === 0) return [];
  return tx
    .select({ id: clientes.id, isDeleted: clientes.isDeleted })
    .from(clientes)
    .where(inArray(clientes.id, ids))
    .orderBy(asc(clientes.id))
    .for(modo);
}
