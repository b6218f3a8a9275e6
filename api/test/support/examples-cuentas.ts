import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { crearDeudaManual, registrarPago, valorDolar } from '../../src/modules/cuentas-corrientes/service';
import { findSessionUser } from '../../src/plugins/auth';
import { rows } from '../helpers';
import type { Example, ExampleContext } from './examples';

/** What the account examples need beyond the client (created on the demo seed, through the services). */
export interface CuentasExampleContext {
  /** A payment of a client of its own, applied to a manual debt: the one the annulment example reverses. */
  pagoAnulableId: number;
}

/** Creates a client with a manual debt and a payment on it, for POST cuentas-corrientes/movimientos/{id}/anular. */
export async function cuentasExampleContext(db: Db, usuarioId: number): Promise<CuentasExampleContext> {
  const actor = (await findSessionUser(db, usuarioId))!;
  const [cliente] = await rows<{ id: number }>(
    db,
    sql`insert into clientes (nombre_apellido, documento, tipo, condicion_iva) values ('Cliente de ejemplo para anular un pago', '39999001', 'particular', 'Exento') returning id`,
  );
  await crearDeudaManual(db, actor, { clienteId: cliente.id, monto: '800', monedaId: 1, descripcion: 'Deuda de ejemplo' });
  const pago = await registrarPago(db, actor, { clienteId: cliente.id, monto: '300', descripcion: 'Pago de ejemplo a anular', monedaId: 1, cotizacion: await valorDolar(db) });
  return { pagoAnulableId: pago.movimientoId };
}

/**
 * One valid call per mutating route of cuentas-corrientes (docs/cuentas-corrientes.md), keyed
 * "METHOD /api/path", on the demo seed: a payment in pesos and a manual debt in dollars for the
 * seed's first client (the client examples delete it only after every other call).
 */
export function cuentasExamples(c: Pick<ExampleContext, 'clienteId' | 'cuentas'>): Record<string, Example> {
  return {
    'POST /api/cuentas-corrientes/movimientos': {
      body: { clienteId: c.clienteId, tipo: 'CREDITO', monto: '1500.50', descripcion: 'Pago de ejemplo', monedaId: 1, cotizacion: '1050.2500' },
    },
    'POST /api/cuentas-corrientes/movimientos/:id/anular': { params: { id: String(c.cuentas.pagoAnulableId) }, body: {} },
    'POST /api/deuda-manual': {
      body: { clienteId: c.clienteId, monto: '25.75', monedaId: 2, descripcion: 'Flete de ejemplo', vencimiento: '2030-01-31' },
    },
  };
}
