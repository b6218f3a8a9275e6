import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { abrirCaja } from '../../src/modules/cajas/service';
import { crearGasto } from '../../src/modules/gastos/service';
import { findSessionUser } from '../../src/plugins/auth';
import { rows } from '../helpers';
import type { Example } from './examples';

/** Ids the cash-box, expense and commission examples need (looked up or prepared on the demo seed). */
export interface CajasExampleContext {
  /** Casa Central dólares: closed in the demo seed (the opening example opens it). */
  cerradaId: number;
  /** Sucursal Norte pesos, opened here with 100 (the closing example closes it). */
  aCerrarId: number;
  /** Casa Central pesos: open in the demo seed with money (movements, expenses, payouts). */
  abiertaId: number;
  efectivoId: number;
  proveedorId: number;
  /** An active expense not paid from a box, created here (the annulment example annuls it). */
  gastoAnulableId: number;
  /** The demo seller (vendedor@demo.local), owed commissions in pesos. */
  vendedorId: number;
}

/** Looks up the boxes of the demo seed, opens the one the closing example closes and creates an expense to annul. */
export async function cajasExampleContext(db: Db, _usuarioId: number): Promise<CajasExampleContext> {
  const caja = async (sucursal: string, monedaId: number) =>
    (
      await rows<{ id: number }>(
        db,
        sql`select c.id from cajas c join sucursales s on s.id = c.sucursal_id where s.nombre = ${sucursal} and c.moneda_id = ${monedaId}`,
      )
    )[0].id;
  const [admin] = await rows<{ id: number }>(db, sql`select id from usuarios where email = 'admin@demo.local'`);
  const [vendedor] = await rows<{ id: number }>(db, sql`select id from usuarios where email = 'vendedor@demo.local'`);
  const [efectivo] = await rows<{ id: number }>(db, sql`select id from metodos_pago where clave = 'efectivo'`);
  const [proveedor] = await rows<{ id: number }>(db, sql`select id from proveedores where not is_deleted order by id limit 1`);
  const aCerrarId = await caja('Sucursal Norte', 1);
  await abrirCaja(db, (await findSessionUser(db, admin.id))!, aCerrarId, { montoInicial: '100' });
  const gastoAnulableId = await crearGasto(db, { id: admin.id }, {
    fecha: new Date().toISOString().slice(0, 10),
    categoria: 'Otros',
    descripcion: 'Gasto de ejemplo para anular',
    monto: '10',
    monedaId: 1,
    metodoPagoId: efectivo.id,
    proveedorId: null,
    cajaId: null,
  });
  return {
    cerradaId: await caja('Casa Central', 2),
    aCerrarId,
    abiertaId: await caja('Casa Central', 1),
    efectivoId: efectivo.id,
    proveedorId: proveedor.id,
    gastoAnulableId,
    vendedorId: vendedor.id,
  };
}

/** One valid call per mutating route of cajas, gastos and comisiones, keyed "METHOD /api/path". */
export function cajasExamples(c: CajasExampleContext): Record<string, Example> {
  return {
    'POST /api/cajas/:id/abrir': { params: { id: String(c.cerradaId) }, body: { montoInicial: '1500.50' } },
    'POST /api/cajas/:id/cerrar': { params: { id: String(c.aCerrarId) }, body: { contado: [{ metodoPagoId: c.efectivoId, monto: '95.50' }] } },
    'POST /api/cajas/:id/movimientos': {
      params: { id: String(c.abiertaId) },
      body: { tipo: 'INGRESO', monto: '250.75', descripcion: 'Ingreso de cambio de ejemplo' },
    },
    'POST /api/gastos': {
      body: {
        fecha: '2026-01-15',
        categoria: 'Servicios',
        descripcion: 'Gasto de ejemplo',
        monto: '120.40',
        monedaId: 1,
        metodoPagoId: c.efectivoId,
        proveedorId: c.proveedorId,
        cajaId: c.abiertaId,
      },
    },
    'PUT /api/gastos/anular/:id': { params: { id: String(c.gastoAnulableId) }, body: {} },
    'POST /api/comisiones/pagos': {
      body: { vendedorId: c.vendedorId, monto: '1.50', monedaId: 1, cajaId: c.abiertaId, descripcion: 'Pago de ejemplo' },
    },
  };
}
