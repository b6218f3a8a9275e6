import { eq } from 'drizzle-orm';
import { Dec, MONEDA_DOLARES, MONEDA_PESOS, toMoney } from 'shared';
import { anularPago, crearDeudaManual, registrarPago, saldoCuenta, valorDolar } from '../modules/cuentas-corrientes/service';
import { findSessionUser } from '../plugins/auth';
import type { Db } from './client';
import { clientes, usuarios } from './schema';

const DIA = 24 * 60 * 60 * 1000;

/**
 * Demo data of the current accounts (docs/cuentas-corrientes.md, docs/arquitectura.md «Datos de
 * demostración»), through the accounts service so every rule holds (balances, applications,
 * statuses). Runs after the demo sales: the first client already owes two sales on account and the
 * third one sale. Adds, each dated in the past in the order it happened:
 * - a partial payment in pesos of the first client's oldest sale (Parcial);
 * - manual debts of clients without other movements: $ 85.000 from 100 days ago (more than 90
 *   days: its next Cuenta Corriente sale needs a code), US$ 350 from 70 days ago partly paid with
 *   US$ 150 twenty days later, $ 12.500 from 45 days ago, and $ 30.000 from 40 days ago paid 20
 *   days later in dollars at the system rate, with US$ 10 left in the client's favour;
 * - a payment of $ 5.000 (a cheque) on the $ 12.500 debt, annulled afterwards: the debt is pending again;
 * - a credit limit in pesos on the third client, a little above what it owes, so New Sale warns.
 */
export async function seedCuentas(db: Db): Promise<void> {
  const [admin] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'admin@demo.local'));
  const actor = (await findSessionUser(db, admin.id))!;
  const ids = (await db.select({ id: clientes.id }).from(clientes).orderBy(clientes.id)).map((c) => c.id);
  const ahora = Date.now();
  const haceDias = (dias: number) => new Date(ahora - dias * DIA);
  const cotizacion = await valorDolar(db);

  // The first client pays part of what it owes (its oldest sale ends Parcial).
  const debe = await saldoCuenta(db, ids[0], MONEDA_PESOS);
  if (new Dec(debe).gt(0)) {
    await registrarPago(db, actor, {
      clienteId: ids[0],
      monto: toMoney(new Dec(debe).times('0.3')),
      descripcion: 'Pago parcial en efectivo',
      monedaId: MONEDA_PESOS,
      cotizacion,
      fecha: haceDias(1),
    });
  }

  const deuda = (cliente: number, monto: string, monedaId: number, descripcion: string, dias: number) =>
    crearDeudaManual(db, actor, { clienteId: ids[cliente], monto, monedaId, descripcion, fecha: haceDias(dias) });
  await deuda(6, '85000.00', MONEDA_PESOS, 'Saldo anterior al sistema', 100);
  await deuda(7, '350.00', MONEDA_DOLARES, 'Flete de importación', 70);
  await registrarPago(db, actor, {
    clienteId: ids[7],
    monto: '150.00',
    descripcion: 'Transferencia en dólares',
    monedaId: MONEDA_DOLARES,
    cotizacion,
    fecha: haceDias(50),
  });
  await deuda(10, '12500.00', MONEDA_PESOS, 'Servicio técnico', 45);
  // A payment annulled afterwards (a bounced cheque): the debt is pending again, both movements show.
  const cheque = await registrarPago(db, actor, {
    clienteId: ids[10],
    monto: '5000.00',
    descripcion: 'Pago con cheque',
    monedaId: MONEDA_PESOS,
    cotizacion,
    fecha: haceDias(30),
  });
  await anularPago(db, actor, cheque.movimientoId);
  await deuda(8, '30000.00', MONEDA_PESOS, 'Reparación de equipo', 40);
  await registrarPago(db, actor, {
    clienteId: ids[8],
    monto: toMoney(new Dec(30000).div(cotizacion).toDecimalPlaces(2, Dec.ROUND_UP).plus(10)),
    descripcion: 'Pago en dólares',
    monedaId: MONEDA_DOLARES,
    cotizacion,
    fecha: haceDias(20),
  });

  // A credit limit a little above what the third client owes: its next large sale needs a code.
  const debeTercero = new Dec(await saldoCuenta(db, ids[2], MONEDA_PESOS));
  await db
    .update(clientes)
    .set({ limiteCreditoPesos: toMoney(Dec.max(debeTercero, 0).div(10000).ceil().times(10000).plus(10000)) })
    .where(eq(clientes.id, ids[2]));
}
