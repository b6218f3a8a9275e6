import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { PASSWORD, productoConStock, rows } from '../helpers';
import { cajasExampleContext, cajasExamples, type CajasExampleContext } from './examples-cajas';
import { administracionExampleContext, administracionExamples, type AdministracionExampleContext } from './examples-administracion';
import { contactosExampleContext, contactosExamples, type ContactosExampleContext } from './examples-contactos';
import { cuentasExampleContext, cuentasExamples, type CuentasExampleContext } from './examples-cuentas';
import { fiscalExamples } from './examples-fiscal';
import { monedasExampleContext, monedasExamples } from './examples-monedas';
import { operacionesStockExampleContext, operacionesStockExamples, type OperacionesStockExampleContext } from './examples-operaciones-stock';
import { presupuestosExampleContext, presupuestosExamples, type PresupuestosExampleContext } from './examples-presupuestos';
import { productosExampleContext, productosExamples, type ProductosExampleContext } from './examples-productos';

/**
 * One valid call per mutating route, on the demo seed: the base that the bad-payload test breaks
 * field by field, and the call that must succeed and write an audit row. A new POST, PUT, PATCH or
 * DELETE route must add its example here: the harness test fails naming the missing route.
 */
export interface Example {
  params?: Record<string, string>;
  body?: unknown;
  /** Who calls: 'admin' (default) or nobody (sign-in and sign-out). */
  as?: 'admin' | 'anonimo';
  /** False for calls that change nothing (a code check): no audit row expected. */
  audited?: boolean;
}

/** Ids of the seed that examples refer to. */
export interface ExampleContext {
  clienteId: number;
  metodoPagoId: number;
  efectivoId: number;
  productoId: number;
  /** A throwaway user (the examples that need a user other than the caller). */
  usuarioId: number;
  /** The seeded admin@demo.local, the caller of the examples: the change-password example changes its own password. */
  adminId: number;
  /** What the product examples need (examples-productos.ts). */
  productos: ProductosExampleContext;
  /** What the stock-entry and manufacturing examples need (examples-operaciones-stock.ts). */
  operacionesStock: OperacionesStockExampleContext;
  /** What the quote examples need (examples-presupuestos.ts). */
  presupuestos: PresupuestosExampleContext;
  /** What the account examples need (examples-cuentas.ts). */
  cuentas: CuentasExampleContext;
  /** What the cash-box, expense and commission examples need (examples-cajas.ts). */
  cajas: CajasExampleContext;
  /** What the client and supplier examples need (examples-contactos.ts). */
  contactos: ContactosExampleContext;
  /** What the user and role examples need (examples-administracion.ts). */
  administracion: AdministracionExampleContext;
  /** A seeded active sale in Efectivo without client, for PUT ventas/{id}. */
  ventaEditableId: number;
  /** Another seeded active sale (in Cuenta Corriente), for PUT ventas/anular/{id}. */
  ventaAnulableId: number;
  /** A seeded Línea 1 sale whose invoice is made rejected, for POST ventas/{id}/comprobante/reintentar. */
  ventaFacturaRechazadaId: number;
}

export async function exampleContext(db: Db, usuarioId: number): Promise<ExampleContext> {
  const [cliente] = await rows<{ id: number }>(db, sql`select id from clientes where is_deleted = false order by id limit 1`);
  const [metodo] = await rows<{ id: number }>(db, sql`select id from metodos_pago where nombre = 'Transferencia'`);
  const [efectivo] = await rows<{ id: number }>(db, sql`select id from metodos_pago where nombre = 'Efectivo'`);
  const productoId = await productoConStock(db, 10);
  await monedasExampleContext(db);
  return {
    clienteId: cliente.id,
    metodoPagoId: metodo.id,
    efectivoId: efectivo.id,
    productoId,
    usuarioId,
    adminId: (await rows<{ id: number }>(db, sql`select id from usuarios where email = 'admin@demo.local'`))[0].id,
    productos: await productosExampleContext(db, usuarioId),
    operacionesStock: await operacionesStockExampleContext(db, usuarioId),
    presupuestos: await presupuestosExampleContext(db, usuarioId),
    cajas: await cajasExampleContext(db, usuarioId),
    cuentas: await cuentasExampleContext(db, usuarioId),
    contactos: await contactosExampleContext(db, cliente.id),
    administracion: await administracionExampleContext(db, usuarioId),
    ...(await ventasExampleContext(db)),
  };
}

/** Two different seeded active sales: one to edit, one to annul (the annulment is one-way). */
async function ventasExampleContext(db: Db): Promise<Pick<ExampleContext, 'ventaEditableId' | 'ventaAnulableId' | 'ventaFacturaRechazadaId'>> {
  const activa = async (metodo: string) => {
    const [v] = await rows<{ id: number }>(
      db,
      sql`select v.id from ventas v join metodos_pago m on m.id = v.metodo_pago_id
          where v.is_deleted = false and m.nombre = ${metodo} and (${metodo} = 'Cuenta Corriente' or v.cliente_id is null)
          order by v.id limit 1`,
    );
    return v.id;
  };
  // A seeded Línea 1 sale whose invoice ARCA "rejected" (docs/facturacion.md): what the retry takes.
  const [rechazada] = await rows<{ venta_id: number }>(
    db,
    sql`update comprobantes set estado = 'rechazado', numero = null, cae = null, cae_vencimiento = null,
               observaciones = '[{"codigo":10015,"mensaje":"El campo DocNro es inválido."}]'::jsonb
        where id = (select c.id from comprobantes c join ventas v on v.id = c.venta_id
                    where c.clase = 'factura' and v.is_deleted = false order by c.id limit 1)
        returning venta_id`,
  );
  return { ventaEditableId: await activa('Efectivo'), ventaAnulableId: await activa('Cuenta Corriente'), ventaFacturaRechazadaId: rechazada.venta_id };
}

/** The examples, keyed "METHOD /api/path" exactly as the route is declared. */
export function examples(c: ExampleContext): Record<string, Example> {
  return {
    ...productosExamples(c.productos),
    ...operacionesStockExamples(c.operacionesStock),
    ...presupuestosExamples(c.presupuestos),
    ...cuentasExamples(c),
    ...cajasExamples(c.cajas),
    ...contactosExamples(c.contactos),
    ...administracionExamples(c.administracion),
    ...monedasExamples(),
    ...fiscalExamples(),
    'POST /api/auth/login': { as: 'anonimo', body: { email: 'admin@demo.local', password: PASSWORD } },
    'POST /api/auth/logout': { as: 'anonimo', body: {}, audited: false },
    'PUT /api/auth/change-password/:userId': {
      params: { userId: String(c.adminId) },
      body: { passwordActual: PASSWORD, newPassword: 'OtraClave123!' },
    },
    'POST /api/metodo-pago': { body: { nombre: 'Cheque', descripcion: 'Cheque a 30 días' } },
    'PUT /api/metodo-pago/:id': { params: { id: String(c.metodoPagoId) }, body: { nombre: 'Transferencia bancaria', descripcion: null } },
    'DELETE /api/metodo-pago/:id': { params: { id: String(c.metodoPagoId) } },
    'POST /api/ventas/codigos-autorizacion': { body: {} },
    'POST /api/ventas/check-code-pass': { body: { codigo_pass: '123456' }, audited: false },
    'POST /api/ventas': {
      body: {
        sucursalId: 1,
        metodoPagoId: c.efectivoId,
        clienteId: null,
        descuento: '0',
        linea: 2,
        detalles: [{ productoId: c.productoId, cantidad: '1', precioUnitario: '0' }],
      },
    },
    'PUT /api/ventas/:id': {
      params: { id: String(c.ventaEditableId) },
      body: { metodoPagoId: c.efectivoId, descuento: '5', monedaId: 1, total: '0' },
    },
    'PUT /api/ventas/anular/:id': { params: { id: String(c.ventaAnulableId) }, body: {} },
    'POST /api/ventas/:id/comprobante/reintentar': { params: { id: String(c.ventaFacturaRechazadaId) }, body: {} },
  };
}
