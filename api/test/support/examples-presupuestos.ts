import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { crearPresupuesto } from '../../src/modules/presupuestos/service';
import { findSessionUser } from '../../src/plugins/auth';
import { productoConStock, rows } from '../helpers';
import type { Example } from './examples';

/** Ids the quote examples need (created or looked up on the demo seed). */
export interface PresupuestosExampleContext {
  /** A product in pesos with stock in Casa Central. */
  productoId: number;
  /** An active client of the seed. */
  clienteId: number;
  /** The 'Efectivo' payment method. */
  efectivoId: number;
  /** Active quotes created for the edit, annul and convert examples (one each). */
  editableId: number;
  anulableId: number;
  convertibleId: number;
}

/** Looks up or creates what the quote examples refer to (three quotes of the administrator). */
export async function presupuestosExampleContext(db: Db, _usuarioId: number): Promise<PresupuestosExampleContext> {
  const productoId = await productoConStock(db, 10);
  const [cliente] = await rows<{ id: number }>(db, sql`select id from clientes where is_deleted = false order by id limit 1`);
  const [efectivo] = await rows<{ id: number }>(db, sql`select id from metodos_pago where nombre = 'Efectivo'`);
  const [admin] = await rows<{ id: number }>(db, sql`select id from usuarios where email = 'admin@demo.local'`);
  const actor = (await findSessionUser(db, admin.id))!;
  const crear = () =>
    crearPresupuesto(db, actor, {
      sucursalId: 1,
      clienteId: cliente.id,
      descuento: '0',
      detalles: [{ productoId, cantidad: '1', precioUnitario: '0', custom: false }],
    });
  return {
    productoId,
    clienteId: cliente.id,
    efectivoId: efectivo.id,
    editableId: await crear(),
    anulableId: await crear(),
    convertibleId: await crear(),
  };
}

/** One valid call per mutating route of presupuestos, keyed "METHOD /api/path". */
export function presupuestosExamples(c: PresupuestosExampleContext): Record<string, Example> {
  return {
    'POST /api/presupuestos': {
      body: {
        sucursalId: 1,
        clienteId: c.clienteId,
        descuento: '5',
        detalles: [{ productoId: c.productoId, cantidad: '2.5', precioUnitario: '0', custom: false }],
      },
    },
    'PUT /api/presupuestos/:id': {
      params: { id: String(c.editableId) },
      body: { clienteId: null, descuento: '10', detalles: [{ productoId: c.productoId, cantidad: '3', precioUnitario: '0', custom: false }] },
    },
    'PUT /api/presupuestos/anular/:id': { params: { id: String(c.anulableId) } },
    'POST /api/presupuestos/convertir-a-venta/:id': {
      params: { id: String(c.convertibleId) },
      body: { metodoPagoId: c.efectivoId, metodoPagoNombre: 'Efectivo', linea: 2 },
    },
  };
}
