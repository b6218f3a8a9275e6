import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { arcaTickets } from '../../../db/schema';
import type { AlmacenTickets } from './wsaa';

/**
 * The WSAA tickets in the database (table arca_tickets, docs/facturacion.md «El ticket de acceso»),
 * scoped to one environment and CUIT: every API instance uses the ticket another obtained until it
 * expires (ARCA refuses a second login while one is valid).
 */
export function almacenTicketsEnBase(db: Db, entorno: string, cuit: string): AlmacenTickets {
  const clave = (servicio: string) => and(eq(arcaTickets.entorno, entorno), eq(arcaTickets.cuit, cuit), eq(arcaTickets.servicio, servicio));
  return {
    async leer(servicio) {
      const [t] = await db.select({ token: arcaTickets.token, sign: arcaTickets.sign, vence: arcaTickets.vence }).from(arcaTickets).where(clave(servicio));
      return t ?? null;
    },
    async guardar(servicio, t) {
      await db
        .insert(arcaTickets)
        .values({ entorno, cuit, servicio, token: t.token, sign: t.sign, vence: t.vence })
        .onConflictDoUpdate({
          target: [arcaTickets.entorno, arcaTickets.cuit, arcaTickets.servicio],
          set: { token: t.token, sign: t.sign, vence: t.vence },
        });
    },
  };
}
