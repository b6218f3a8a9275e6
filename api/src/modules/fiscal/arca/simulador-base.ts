import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { arcaSimulador } from '../../../db/schema';
import type { AlmacenSimulador, ComprobanteSimulado } from './simulador';

/**
 * The memory of the API's in-process ARCA simulator in the database (table arca_simulador,
 * docs/facturacion.md «El simulador»): what it authorised survives a restart of `pnpm start` and is
 * the same for every API instance on one database, as ARCA's is. A number taken twice at once is
 * refused by the primary key (cuit, punto de venta, type, number).
 */
export function almacenSimuladorEnBase(db: Db): AlmacenSimulador {
  const de = (cuit: string, ptoVta: number, tipo: number) =>
    and(eq(arcaSimulador.cuit, cuit), eq(arcaSimulador.puntoVenta, ptoVta), eq(arcaSimulador.codigoTipo, tipo));
  return {
    async ultimo(cuit, ptoVta, tipo) {
      const [f] = await db.select({ datos: arcaSimulador.datos }).from(arcaSimulador).where(de(cuit, ptoVta, tipo)).orderBy(desc(arcaSimulador.numero)).limit(1);
      return (f?.datos as ComprobanteSimulado | undefined) ?? null;
    },
    async buscar(cuit, ptoVta, tipo, numero) {
      const [f] = await db
        .select({ datos: arcaSimulador.datos })
        .from(arcaSimulador)
        .where(and(de(cuit, ptoVta, tipo), eq(arcaSimulador.numero, numero)));
      return (f?.datos as ComprobanteSimulado | undefined) ?? null;
    },
    async guardar(c) {
      const filas = await db
        .insert(arcaSimulador)
        .values({ cuit: c.cuit, puntoVenta: c.PtoVta, codigoTipo: c.CbteTipo, numero: c.numero, datos: c })
        .onConflictDoNothing()
        .returning({ numero: arcaSimulador.numero });
      return filas.length === 1;
    },
    async todos() {
      const filas = await db
        .select({ datos: arcaSimulador.datos })
        .from(arcaSimulador)
        .orderBy(asc(arcaSimulador.cuit), asc(arcaSimulador.puntoVenta), asc(arcaSimulador.codigoTipo), asc(arcaSimulador.numero));
      return filas.map((f) => f.datos as ComprobanteSimulado);
    },
  };
}
