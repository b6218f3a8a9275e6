import { and, asc, eq, gte, inArray, ne } from 'drizzle-orm';
import { cuitCon } from 'shared';
import { appConfig } from '../config';
import { certificadoParaSimulador } from '../modules/fiscal/arca/certificado-simulador';
import { cerrarSimuladorLocal } from '../modules/fiscal/conexion';
import { guardarCertificado } from '../modules/fiscal/service';
import { anularVenta, crearVenta } from '../modules/ventas/service';
import { findSessionUser } from '../plugins/auth';
import type { Db } from './client';
import { clientes, comprobantes, metodosPago, productos, stock, usuarios } from './schema';

/** The demo's Responsable Inscripto client, the buyer of its Factura A. */
export const CLIENTE_RESPONSABLE_INSCRIPTO = {
  nombreApellido: 'Droguería San Martín S.A.',
  documento: cuitCon('30', '70999999'),
  tipo: 'empresa',
  condicionIva: 'Responsable Inscripto',
  direccion: 'Bv. San Juan 845',
  codigoPostal: '5000',
  zona: 'Centro',
  provincia: 'Córdoba',
  email: 'compras@drogueriasanmartin.com.ar',
  telefono: '351 422-1180',
  nombreEmpresa: 'Droguería San Martín S.A.',
  notas: null,
} as const;

/**
 * The demo's electronic invoices (docs/facturacion.md): the simulator's certificate for the demo
 * business (made here, valid a year; the simulator accepts it, ARCA never would), a Responsable
 * Inscripto client, and Línea 1 sales of today through the real sales service and the in-process
 * ARCA simulator: a Factura A to that client, a Factura A to a Monotributista (RG 5003 legend), a
 * Factura B to a final consumer without client and one to an exempt client, a Factura B of Sucursal
 * Norte, and one more Factura B annulled with its Nota de Crédito. Runs after the quotes (its sales
 * are of now, after every backdated movement) and needs the fiscal settings (seedFiscal).
 * @throws Error when the simulator did not authorise every comprobante (the demo must show them).
 */
export async function seedFacturas(db: Db, vendibles: readonly number[]): Promise<void> {
  const usuario = async (email: string) => {
    const [u] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email));
    return (await findSessionUser(db, u.id))!;
  };
  const admin = await usuario('admin@demo.local');
  const vendedor = await usuario('vendedor@demo.local');
  await guardarCertificado(db, admin, certificadoParaSimulador({ cuit: '30712345671', nombre: 'distribuidora-del-centro-simulador' }));

  const [{ id: ri }] = await db.insert(clientes).values(CLIENTE_RESPONSABLE_INSCRIPTO).returning({ id: clientes.id });
  const delTipo = async (condicionIva: string, tipo: string) => {
    const [c] = await db
      .select({ id: clientes.id })
      .from(clientes)
      .where(and(eq(clientes.condicionIva, condicionIva), eq(clientes.tipo, tipo), eq(clientes.isDeleted, false)))
      .orderBy(asc(clientes.id))
      .limit(1);
    return c.id;
  };
  const monotributista = await delTipo('Monotributista', 'empresa');
  const exento = await delTipo('Exento', 'particular');
  const metodos = await db.select({ id: metodosPago.id, nombre: metodosPago.nombre }).from(metodosPago);
  const metodo = (nombre: string) => metodos.find((m) => m.nombre === nombre)!.id;

  // Products the seed's sales sell, with room in both branches (code 30000 stays as it was).
  const conStock = async (sucursalId: number) =>
    (
      await db
        .select({ id: productos.id })
        .from(productos)
        .innerJoin(stock, and(eq(stock.productoId, productos.id), eq(stock.sucursalId, sucursalId)))
        .where(and(inArray(productos.id, [...vendibles]), gte(stock.cantidad, '6'), ne(productos.codigo, 30000)))
        .orderBy(asc(productos.codigo))
    ).map((p) => p.id);
  const central = await conStock(1);
  const norte = await conStock(2);
  const p = (lista: number[], i: number) => lista[i % lista.length];

  const plan = [
    { actor: admin, sucursal: 1, cliente: ri, metodo: 'Transferencia', lineas: [[p(central, 0), '2'], [p(central, 1), '1']] },
    { actor: vendedor, sucursal: 1, cliente: monotributista, metodo: 'Tarjeta', lineas: [[p(central, 2), '1']] },
    { actor: vendedor, sucursal: 1, cliente: null, metodo: 'Efectivo', lineas: [[p(central, 3), '1'], [p(central, 4), '1']] },
    { actor: admin, sucursal: 1, cliente: exento, metodo: 'Tarjeta', lineas: [[p(central, 5), '1']] },
    { actor: admin, sucursal: 2, cliente: null, metodo: 'Efectivo', lineas: [[p(norte, 6), '1']] },
    { actor: admin, sucursal: 1, cliente: null, metodo: 'Efectivo', lineas: [[p(central, 7), '1']], anular: true },
  ] as const;
  const config = appConfig();
  const ventaIds: number[] = [];
  try {
    for (const v of plan) {
      const ventaId = await crearVenta(
        db,
        v.actor,
        {
          sucursalId: v.sucursal,
          metodoPagoId: metodo(v.metodo),
          clienteId: v.cliente,
          detalles: v.lineas.map(([productoId, cantidad]) => ({ productoId, cantidad, precioUnitario: '0', custom: false })),
          descuento: '0',
          linea: 1,
          custom: false,
        },
        { config, ip: 'seed' },
      );
      ventaIds.push(ventaId);
      if ('anular' in v) await anularVenta(db, admin, ventaId, null, { config, ip: 'seed' });
    }
  } finally {
    // The simulator started over the seed's transaction must not outlive it.
    await cerrarSimuladorLocal(db);
  }
  const sinAutorizar = await db
    .select({ id: comprobantes.id, observaciones: comprobantes.observaciones })
    .from(comprobantes)
    .where(and(inArray(comprobantes.ventaId, ventaIds), ne(comprobantes.estado, 'autorizado')));
  if (sinAutorizar.length) throw new Error(`El simulador de ARCA no autorizó las facturas de la demo: ${JSON.stringify(sinAutorizar)}`);
}
