import { eq } from 'drizzle-orm';
import { Dec, MONEDA_DOLARES, toQuantity } from 'shared';
import { diaBA } from '../lib/dates';
import type { Db } from './client';
import { monedas, monedasHistorial, usuarios } from './schema';
import { prng } from './seed-data';

/** Days of dollar history the demo brings (the chart of /monedas shows 90 days). */
export const DIAS_HISTORIAL_DOLAR = 90;
const DIA_MS = 24 * 60 * 60 * 1000;

/** Buenos Aires calendar date (YYYY-MM-DD) of an instant (UTC-03:00 all year). */
const fechaBA = (ms: number) => diaBA(new Date(ms));

/**
 * Demo data of the monedas area (docs/contactos-y-administracion.md, «Monedas»): 90 days of dollar
 * history (moneda 2) ending at the seeded value (1180.0000, which stays as it is). About one change
 * every 1 to 3 working days, between 10:00 and 17:00 in Buenos Aires, the rate mostly rising by a few
 * pesos with an occasional dip; most rows come from the provider ('automatico', no user), about one in
 * seven was set by hand by the administrator ('manual'). Deterministic values (prng); dates relative
 * to now, the newest one yesterday.
 */
export async function seedMonedas(db: Db): Promise<void> {
  const rnd = prng(1180);
  const [dolar] = await db.select({ valor: monedas.valor }).from(monedas).where(eq(monedas.id, MONEDA_DOLARES));
  const [admin] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'admin@demo.local'));
  if (!dolar) return;
  const ahora = Date.now();

  // Walk back from yesterday: each change's new value is the next (later) change's old value.
  const filas: Array<typeof monedasHistorial.$inferInsert> = [];
  let valorNuevo = new Dec(dolar.valor);
  let dias = 1;
  while (dias < DIAS_HISTORIAL_DOLAR) {
    let dia = fechaBA(ahora - dias * DIA_MS);
    // Rates move on working days: a Saturday or Sunday falls back to the Friday before.
    const semana = new Date(`${dia}T12:00:00Z`).getUTCDay();
    if (semana === 6 || semana === 0) {
      dias += semana === 6 ? 1 : 2;
      if (dias >= DIAS_HISTORIAL_DOLAR) break;
      dia = fechaBA(ahora - dias * DIA_MS);
    }
    const manual = admin !== undefined && rnd() < 0.15;
    // Mostly up 0.50 to 6.00 pesos; about one change in six is a dip of 0.50 to 3.00.
    const baja = rnd() < 0.17;
    const paso = baja ? -(1 + Math.floor(rnd() * 6)) : 1 + Math.floor(rnd() * 12);
    // A rate typed by hand may carry centavos; the provider's come in half pesos.
    const centavos = manual ? Math.floor(rnd() * 4) * 25 : 0;
    const valorAnterior = valorNuevo.minus(new Dec(paso).div(2)).minus(new Dec(centavos).div(100));
    const hora = 10 + Math.floor(rnd() * 7);
    const minuto = Math.floor(rnd() * 60);
    filas.push({
      monedaId: MONEDA_DOLARES,
      valorAnterior: toQuantity(valorAnterior),
      valorNuevo: toQuantity(valorNuevo),
      origen: manual ? 'manual' : 'automatico',
      usuarioId: manual ? admin.id : null,
      fecha: new Date(`${dia}T${String(hora).padStart(2, '0')}:${String(minuto).padStart(2, '0')}:00-03:00`),
    });
    valorNuevo = valorAnterior;
    dias += 1 + Math.floor(rnd() * 3);
  }
  // Oldest first, so ids grow with the date as they would have.
  filas.reverse();
  if (filas.length > 0) await db.insert(monedasHistorial).values(filas);
}
