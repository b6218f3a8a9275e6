import { and, eq, sql } from 'drizzle-orm';
import { Dec, MONEDA_DOLARES, MONEDA_PESOS, toMoney, type CategoriaGasto } from 'shared';
import { abrirCaja, asegurarCajas, cerrarCaja, crearMovimientoManual } from '../modules/cajas/service';
import { anularGasto, crearGasto } from '../modules/gastos/service';
import { pagarComision } from '../modules/comisiones/service';
import { findSessionUser } from '../plugins/auth';
import { diaBA } from '../lib/dates';
import type { Db } from './client';
import { cajaMovimientos, cajaSesiones, cajas, metodosPago, proveedores, sucursales, usuarios, ventaDetalles, ventas } from './schema';

const DIA_MS = 24 * 60 * 60 * 1000;
/** The Buenos Aires calendar day (YYYY-MM-DD) `dias` days before now (UTC−3 all year). */
const diaHaceBA = (dias: number) => diaBA(new Date(Date.now() - dias * DIA_MS));

/** The demo expenses not paid from a box: [days ago, category, description, amount, currency, method]. */
const GASTOS_DEMO: Array<[number, CategoriaGasto, string, string, number, 'Efectivo' | 'Transferencia' | 'Tarjeta']> = [
  [85, 'Alquiler', 'Alquiler del local de Casa Central', '450000.00', MONEDA_PESOS, 'Transferencia'],
  [80, 'Servicios', 'Factura de luz', '38500.50', MONEDA_PESOS, 'Transferencia'],
  [72, 'Impuestos y tasas', 'Tasa municipal de seguridad e higiene', '21900.00', MONEDA_PESOS, 'Transferencia'],
  [66, 'Fletes y envíos', 'Flete de materias primas desde Rosario', '64000.00', MONEDA_PESOS, 'Efectivo'],
  [58, 'Publicidad', 'Campaña en redes sociales', '120.00', MONEDA_DOLARES, 'Tarjeta'],
  [55, 'Alquiler', 'Alquiler del local de Casa Central', '450000.00', MONEDA_PESOS, 'Transferencia'],
  [47, 'Mantenimiento', 'Reparación de la envasadora', '85000.00', MONEDA_PESOS, 'Efectivo'],
  [41, 'Bancarios y comisiones', 'Mantenimiento de cuenta bancaria', '12450.75', MONEDA_PESOS, 'Transferencia'],
  [33, 'Sueldos y cargas sociales', 'Cargas sociales del mes', '310000.00', MONEDA_PESOS, 'Transferencia'],
  [26, 'Alquiler', 'Alquiler del local de Casa Central', '480000.00', MONEDA_PESOS, 'Transferencia'],
  [19, 'Otros', 'Licencia anual del sistema de etiquetas', '240.00', MONEDA_DOLARES, 'Tarjeta'],
  [12, 'Servicios', 'Internet y telefonía', '29990.00', MONEDA_PESOS, 'Tarjeta'],
];

/**
 * Demo data of the cash boxes, expenses and commissions (docs/cajas-gastos-comisiones.md), through
 * the services so every movement and audit row is real. Runs after the demo sales exist:
 * - the four boxes (Casa Central and Sucursal Norte × pesos and dólares);
 * - Casa Central pesos: a session of a week ago, closed with a small difference (150 pesos short in
 *   Efectivo), and an open session of today with its starting amount, manual movements and two
 *   expenses paid from it; the other boxes stay closed;
 * - expenses over the last 3 months across categories and both currencies, one of them annulled;
 * - one commission payout to the seeded seller (vendedor@demo.local), in cash from that box.
 */
export async function seedCajas(db: Db): Promise<void> {
  const [admin] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'admin@demo.local'));
  const [vendedor] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'vendedor@demo.local'));
  // The administrator operates every branch (sucursales.todas).
  const actor = (await findSessionUser(db, admin.id))!;
  const metodos = new Map((await db.select({ id: metodosPago.id, nombre: metodosPago.nombre }).from(metodosPago)).map((m) => [m.nombre, m.id]));
  const efectivo = metodos.get('Efectivo')!;
  const [proveedor] = await db.select({ id: proveedores.id }).from(proveedores).orderBy(proveedores.id).limit(1);

  await asegurarCajas(db, admin.id);
  const [central] = await db
    .select({ id: cajas.id })
    .from(cajas)
    .innerJoin(sucursales, eq(sucursales.id, cajas.sucursalId))
    .where(and(eq(sucursales.nombre, 'Casa Central'), eq(cajas.monedaId, MONEDA_PESOS)));

  // A week ago: a whole day of the box, closed 150 pesos short in cash.
  await abrirCaja(db, actor, central.id, { montoInicial: '30000.00' });
  await crearMovimientoManual(db, actor, central.id, { tipo: 'INGRESO', monto: '15000.00', descripcion: 'Cambio traído del banco' });
  await crearGasto(db, actor, {
    fecha: diaHaceBA(7),
    categoria: 'Insumos y librería',
    descripcion: 'Resmas y cinta de embalar',
    monto: '8400.00',
    monedaId: MONEDA_PESOS,
    metodoPagoId: efectivo,
    proveedorId: null,
    cajaId: central.id,
  });
  const cerrada = await cerrarCaja(db, actor, central.id, { contado: [{ metodoPagoId: efectivo, monto: '36450.00' }] });
  const semana = sql`now() - interval '7 days'`;
  await db.update(cajaSesiones).set({ abiertaEn: sql`${semana} - interval '9 hours'`, cerradaEn: semana }).where(eq(cajaSesiones.id, cerrada.id));
  await db.update(cajaMovimientos).set({ fecha: sql`${semana} - interval '4 hours'` }).where(eq(cajaMovimientos.sesionId, cerrada.id));

  // Today: open with a starting amount, manual movements and two expenses paid from the box.
  await abrirCaja(db, actor, central.id, { montoInicial: '50000.00' });
  await crearMovimientoManual(db, actor, central.id, { tipo: 'INGRESO', monto: '20000.00', descripcion: 'Refuerzo de cambio' });
  await crearMovimientoManual(db, actor, central.id, { tipo: 'EGRESO', monto: '5000.00', descripcion: 'Retiro para depósito bancario' });
  await crearGasto(db, actor, {
    fecha: diaHaceBA(0),
    categoria: 'Fletes y envíos',
    descripcion: 'Envío en moto a cliente de zona norte',
    monto: '4500.00',
    monedaId: MONEDA_PESOS,
    metodoPagoId: efectivo,
    proveedorId: null,
    cajaId: central.id,
  });
  await crearGasto(db, actor, {
    fecha: diaHaceBA(0),
    categoria: 'Mantenimiento',
    descripcion: 'Artículos de limpieza del local',
    monto: '3250.50',
    monedaId: MONEDA_PESOS,
    metodoPagoId: efectivo,
    proveedorId: null,
    cajaId: central.id,
  });

  // Expenses of the last 3 months, not paid from a box; one annulled.
  const ids: number[] = [];
  for (const [n, [dias, categoria, descripcion, monto, monedaId, metodo]] of GASTOS_DEMO.entries()) {
    ids.push(
      await crearGasto(db, actor, {
        fecha: diaHaceBA(dias),
        categoria,
        descripcion,
        monto,
        monedaId,
        metodoPagoId: metodos.get(metodo)!,
        proveedorId: n % 4 === 3 ? proveedor.id : null,
        cajaId: null,
      }),
    );
  }
  await anularGasto(db, actor, ids[3]);

  // Half of what the seller is owed in pesos, in cash from the open box.
  const [{ ganado }] = await db
    .select({ ganado: sql<string>`coalesce(sum(${ventaDetalles.comisionVendedor}), 0)` })
    .from(ventas)
    .innerJoin(ventaDetalles, eq(ventaDetalles.ventaId, ventas.id))
    .where(and(eq(ventas.vendedorId, vendedor.id), eq(ventas.monedaId, MONEDA_PESOS), eq(ventas.isDeleted, false)));
  const mitad = toMoney(new Dec(ganado).div(2).toDecimalPlaces(0, Dec.ROUND_DOWN));
  if (new Dec(mitad).gt(0)) {
    await pagarComision(db, actor, {
      vendedorId: vendedor.id,
      monto: mitad,
      monedaId: MONEDA_PESOS,
      cajaId: new Dec(mitad).lte(40000) ? central.id : null,
      descripcion: 'Adelanto de comisiones del mes',
    });
  }
}
