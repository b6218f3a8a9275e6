import { appConfig } from '../config';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CATEGORIA_CODIGO_INICIAL, Dec, MONEDA_DOLARES, MONEDA_PESOS, ROL_CLAVE_ADMINISTRADOR, ROLE_PERMISSIONS, toMoney, toQuantity } from 'shared';
import { hashPassword } from '../lib/passwords';
import { aplicarStock } from '../modules/stock/service';
import { anularIngreso, crearIngreso } from '../modules/ingresos/service';
import { anularPresupuesto, convertirPresupuesto, crearPresupuesto } from '../modules/presupuestos/service';
import { seedAdministracion } from './seed-administracion';
import { seedCajas } from './seed-cajas';
import { seedContactos } from './seed-contactos';
import { seedMonedas } from './seed-monedas';
import { seedCuentas } from './seed-cuentas';
import { seedFacturas } from './seed-facturas';
import { crearVenta } from '../modules/ventas/service';
import { findSessionUser } from '../plugins/auth';
import { bloquearDatosIniciales, contarUsuarios, MONEDAS_BASE } from './admin';
import type { Db, DbOrTx, Tx } from './client';
import {
  clientes,
  configuracionFiscal,
  costosHistorial,
  fabricacionDetalles,
  fabricaciones,
  formulaDetalles,
  formulas,
  ingresoDetalles,
  ingresos,
  metodosPago,
  monedas,
  movimientosCuentaCorriente,
  movimientosStock,
  presupuestos,
  productos,
  proveedores,
  roles,
  stock,
  sucursales,
  usuarios,
  ventaDetalles,
  ventas,
} from './schema';
import {
  clientesDemo,
  DESCUENTO_MAXIMO_DEMO,
  DIAS_STOCK_INICIAL,
  ESENCIAS,
  ESENCIAS_ELABORADAS,
  FABRICACIONES_DEMO,
  FAMILIAS_ELABORADOS,
  INGRESOS_DEMO,
  MATERIAS_PRIMAS,
  METODOS_PAGO,
  PRESUPUESTOS_DEMO,
  PROVEEDORES,
  prng,
  SUCURSALES,
  USUARIOS_DEMO,
  VENDEDOR_NORTE,
} from './seed-data';

/** The demo logins printed at start (docs/arquitectura.md). */
export const DEMO_LOGINS = USUARIOS_DEMO.map((u) => ({ email: u.email, role: u.role }));

/** True when the database has no users yet (a fresh database). */
export async function isEmpty(db: DbOrTx): Promise<boolean> {
  return (await contarUsuarios(db)) === 0;
}

/**
 * Seeds the demo data once (docs/arquitectura.md «Datos de demostración»): does nothing when users
 * already exist, checked again under the initial-data lock inside the seed's transaction (another
 * process starting on the same database may have seeded first). Whether a database should get the
 * demo at all is the caller's decision (config.ts `datosDemoHabilitados`, db/arranque.ts).
 * @returns whether it seeded.
 */
export async function seedIfEmpty(db: Db, options: { password: string }): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  return sembrar(db, options, true);
}

/**
 * The outer seed transaction seen as a `Db`, for the services and area seeds the demo seed calls
 * (they take `db: Db` and open their own `db.transaction(...)`). At run time a drizzle transaction
 * has the same query API, and its `.transaction()` opens a SAVEPOINT instead of a new transaction,
 * so everything they write commits or rolls back with the whole seed. The one cast of the seed.
 */
const comoDb = (tx: Tx): Db => tx as unknown as Db;

const round = (n: number, step: number) => Math.round(n / step) * step;

const DIA_MS = 24 * 60 * 60 * 1000;
/** The instant `dias` days (plus `horas` hours) before `ahora`. */
const haceDias = (ahora: number, dias: number, horas = 0) => new Date(ahora - dias * DIA_MS + horas * 60 * 60 * 1000);

/**
 * Seeds a realistic small business (docs/arquitectura.md): 2 branches, currencies, the 4 roles with one user
 * each, payment methods, 10 suppliers, 40 clients, ~300 products (60 raw materials, 60 essences, 180
 * elaborated) with formulas and their initial cost ('alta' cost history), stock in both branches
 * (initial 'ajuste' movements 90 days ago; some products below their minimum in each branch), a
 * dozen sales made through the sales service, three of them on current account, and the inventory
 * of the last 60 days: 8 stock entries and 6 manufacturing runs (docs/stock-y-productos.md,
 * docs/fabricacion.md), and a dozen quotes, three of them annulled and three converted into sales
 * (docs/presupuestos.md). Deterministic in content (dates are relative to now); ~2-3 s. Runs in ONE
 * transaction (see sembrar): a failure anywhere leaves the database as it was.
 */
export async function seed(db: Db, options: { password: string }): Promise<void> {
  await sembrar(db, options, false);
}

/**
 * The whole demo seed in ONE transaction (under the initial-data lock): base data, sales, inventory,
 * quotes, accounts, boxes, contacts, administration and currencies. A failure anywhere rolls
 * everything back, so the database stays empty and the next start seeds it again from scratch.
 * @param soloSiVacia resolve false without seeding when the database has users (checked under the lock).
 */
async function sembrar(db: Db, { password }: { password: string }, soloSiVacia: boolean): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  const ahora = Date.now();
  return db.transaction(async (tx) => {
    await bloquearDatosIniciales(tx);
    if (soloSiVacia && !(await isEmpty(tx))) return false;
    await reiniciarIdentidades(tx);
    const d = comoDb(tx);
    await seedBase(tx, passwordHash, ahora);
    await seedFiscal(tx);
    const vendibles = await seedVentas(d);
    await seedInventario(d, ahora);
    await seedPresupuestos(d, vendibles);
    await seedFacturas(d, vendibles);
    await seedCuentas(d);
    await seedCajas(d);
    await seedContactos(d);
    await seedAdministracion(d);
    await seedMonedas(d);
    return true;
  });
}

/**
 * The demo business's fiscal data (docs/facturacion.md): a Responsable Inscripto invoicing through
 * the local ARCA simulator (no fiscal validity); the branches got their punto de venta in seedBase.
 */
async function seedFiscal(tx: Tx): Promise<void> {
  await tx
    .update(configuracionFiscal)
    .set({
      cuit: '30-71234567-1',
      razonSocial: 'Distribuidora del Centro S.A.',
      condicionIva: 'Responsable Inscripto',
      ingresosBrutos: '901-712345-6',
      inicioActividades: '2015-03-01',
      domicilioComercial: 'Av. Colón 1234, X5000 Córdoba',
      entorno: 'simulador',
    })
    .where(eq(configuracionFiscal.id, 1));
}

/**
 * Sets every identity of the public tables back to just above its largest id (1 on an empty table).
 * A rolled-back seed still consumed identity values (sequences are not transactional), and the demo
 * relies on fixed ids (branches 1 and 2, …): after a failed attempt, the next one gets the same ids
 * as a first one would.
 */
async function reiniciarIdentidades(tx: Tx): Promise<void> {
  await tx.execute(sql`
    do $$
    declare r record;
    begin
      for r in
        select table_name, column_name from information_schema.columns
        where table_schema = 'public' and is_identity = 'YES'
      loop
        execute format(
          'select setval(pg_get_serial_sequence(%L, %L), coalesce((select max(%I) from public.%I), 0) + 1, false)',
          'public.' || quote_ident(r.table_name), r.column_name, r.column_name, r.table_name);
      end loop;
    end $$`);
}

async function seedBase(tx: Tx, passwordHash: string, ahora: number): Promise<void> {
  const rnd = prng(2024);

  const suc = await tx
    .insert(sucursales)
    // Each branch invoices Línea 1 on its own punto de venta (1, 2…; docs/facturacion.md).
    .values(SUCURSALES.map((nombre, i) => ({ nombre, puntoVenta: i + 1 })))
    .returning({ id: sucursales.id });
  const [central, norte] = suc.map((s) => s.id);

  await tx.insert(monedas).values([...MONEDAS_BASE]);

  const roleRows = await tx
    .insert(roles)
    .values(
      Object.entries(ROLE_PERMISSIONS).map(([name, permissions]) => ({
        name,
        permissions,
        clave: name === 'Administrador' ? ROL_CLAVE_ADMINISTRADOR : null,
        descuentoMaximo: DESCUENTO_MAXIMO_DEMO[name] ?? '100',
      })),
    )
    .returning({ id: roles.id, name: roles.name });
  const roleId = new Map(roleRows.map((r) => [r.name, r.id]));

  await tx.insert(usuarios).values(
    [...USUARIOS_DEMO, VENDEDOR_NORTE].map((u) => ({
      name: u.name,
      email: u.email,
      passwordHash,
      roleId: roleId.get(u.role)!,
      codVendedor: u.codVendedor,
      comision: u.comision,
      sucursalId: suc[u.sucursal].id,
    })),
  );

  await tx.insert(metodosPago).values(METODOS_PAGO);
  const provRows = await tx
    .insert(proveedores)
    .values(
      PROVEEDORES.map((p, i) => ({
        ...p,
        email: `ventas@${p.nombre.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z]+/g, '')}.com.ar`,
        telefono: `0800-${100 + i}-${2000 + i * 37}`,
      })),
    )
    .returning({ id: proveedores.id });
  const provIds = provRows.map((p) => p.id);

  await tx.insert(clientes).values(clientesDemo(40));

  // Products: codes in order from each category's start (docs/stock-y-productos.md).
  type NewProducto = typeof productos.$inferInsert;
  const nuevos: NewProducto[] = [];
  MATERIAS_PRIMAS.forEach((m, i) => {
    const usd = m.usd === true;
    nuevos.push({
      codigo: CATEGORIA_CODIGO_INICIAL.materia_prima + i,
      nombre: m.nombre,
      descripcion: `Materia prima: ${m.nombre.toLowerCase()}`,
      categoria: 'materia_prima',
      unidad: m.unidad,
      proveedorId: provIds[i % provIds.length],
      stockMinimo: m.unidad === 'unidad' ? '100' : '20',
      costo: toMoney(m.precio * 0.62),
      costoMonedaId: usd ? MONEDA_DOLARES : MONEDA_PESOS,
      precio: toMoney(m.precio),
      alicuotaIva: i % 10 === 9 ? '10.5' : '21',
      monedaId: usd ? MONEDA_DOLARES : MONEDA_PESOS,
    });
  });
  ESENCIAS.forEach((e, i) => {
    const usd = i % 6 === 5;
    const precio = usd ? round(30 + rnd() * 60, 0.5) : round(25000 + rnd() * 40000, 100);
    nuevos.push({
      codigo: CATEGORIA_CODIGO_INICIAL.esencia + i,
      nombre: `Esencia de ${e}`,
      descripcion: `Esencia concentrada de ${e} para perfumería y limpieza`,
      categoria: 'esencia',
      unidad: 'litro',
      proveedorId: provIds[[1, 4, 7][i % 3]],
      stockMinimo: '5',
      costo: toMoney(precio * 0.55),
      costoMonedaId: usd ? MONEDA_DOLARES : MONEDA_PESOS,
      precio: toMoney(precio),
      alicuotaIva: '21',
      monedaId: usd ? MONEDA_DOLARES : MONEDA_PESOS,
    });
  });
  let k = 0;
  for (const fam of FAMILIAS_ELABORADOS) {
    for (let e = 0; e < ESENCIAS_ELABORADAS; e += 1) {
      const precio = round(fam.precio * (0.9 + rnd() * 0.3), 10);
      nuevos.push({
        codigo: CATEGORIA_CODIGO_INICIAL.elaborado + k,
        nombre: fam.nombre(ESENCIAS[e]),
        descripcion: 'Producto elaborado en planta propia',
        categoria: 'elaborado',
        unidad: 'unidad',
        proveedorId: null,
        stockMinimo: '10',
        costo: toMoney(precio * 0.45),
        costoMonedaId: MONEDA_PESOS,
        precio: toMoney(precio),
        alicuotaIva: '21',
        monedaId: MONEDA_PESOS,
      });
      k += 1;
    }
  }
  const prodRows = await tx
    .insert(productos)
    .values(nuevos)
    .returning({
      id: productos.id,
      codigo: productos.codigo,
      nombre: productos.nombre,
      categoria: productos.categoria,
      unidad: productos.unidad,
      costo: productos.costo,
      costoMonedaId: productos.costoMonedaId,
    });
  const byNombre = new Map(prodRows.map((p) => [p.nombre, p]));
  const inicio = haceDias(ahora, DIAS_STOCK_INICIAL);
  // The cost history starts with each product's initial cost (origen 'alta', no previous cost).
  await tx.insert(costosHistorial).values(
    prodRows
      .filter((p) => !new Dec(p.costo).isZero())
      .map((p) => ({ productoId: p.id, costoNuevo: p.costo, costoNuevoMonedaId: p.costoMonedaId, origen: 'alta', usuarioId: null, fecha: inicio })),
  );

  // Formulas: essences (per litre) and elaborated products (per 10 units).
  const esenciaRows = prodRows.filter((p) => p.categoria === 'esencia');
  const formulaValues = [
    ...esenciaRows.map((p) => ({ productoId: p.id, cantidadProducida: '1.0000' })),
    ...prodRows.filter((p) => p.categoria === 'elaborado').map((p) => ({ productoId: p.id, cantidadProducida: '10.0000' })),
  ];
  const formulaRows = await tx.insert(formulas).values(formulaValues).returning({ id: formulas.id, productoId: formulas.productoId });
  const formulaDe = new Map(formulaRows.map((f) => [f.productoId, f.id]));
  const detalles: Array<typeof formulaDetalles.$inferInsert> = [];
  for (const p of esenciaRows) {
    for (const [nombre, cantidad] of [['Alcohol etílico 96°', 0.7], ['Propilenglicol', 0.15], ['Fijador de fragancia', 0.05]] as const) {
      detalles.push({ formulaId: formulaDe.get(p.id)!, materiaPrimaId: byNombre.get(nombre)!.id, cantidad: toQuantity(cantidad) });
    }
  }
  k = 0;
  for (const fam of FAMILIAS_ELABORADOS) {
    for (let e = 0; e < ESENCIAS_ELABORADAS; e += 1) {
      const elaborado = prodRows.find((p) => p.codigo === CATEGORIA_CODIGO_INICIAL.elaborado + k)!;
      const formulaId = formulaDe.get(elaborado.id)!;
      for (const [nombre, cantidad] of fam.materias) {
        detalles.push({ formulaId, materiaPrimaId: byNombre.get(nombre)!.id, cantidad: toQuantity(cantidad * 10) });
      }
      detalles.push({ formulaId, materiaPrimaId: esenciaRows[e].id, cantidad: toQuantity(fam.esencia * 10) });
      k += 1;
    }
  }
  await tx.insert(formulaDetalles).values(detalles);

  // Stock in both branches, each recorded as an initial 'ajuste' movement.
  const stockValues: Array<typeof stock.$inferInsert> = [];
  prodRows.forEach((p, i) => {
    const porUnidad = p.unidad === 'unidad';
    let centralQty: number;
    if (p.codigo === CATEGORIA_CODIGO_INICIAL.elaborado) centralQty = 50;
    else if (i % 9 === 4) centralQty = p.categoria === 'esencia' ? 2 : 3; // below the minimum: "Stock bajo"
    else if (p.categoria === 'materia_prima') centralQty = porUnidad ? round(200 + rnd() * 1800, 10) : round(40 + rnd() * 460, 0.5);
    else if (p.categoria === 'esencia') centralQty = round(8 + rnd() * 30, 0.25);
    else centralQty = 12 + Math.floor(rnd() * 90);
    stockValues.push({ productoId: p.id, sucursalId: central, cantidad: toQuantity(centralQty) });
    if (i % 5 !== 2) {
      const norteQty = porUnidad ? Math.floor(centralQty * (0.2 + rnd() * 0.5)) : round(centralQty * (0.2 + rnd() * 0.5), 0.25);
      stockValues.push({ productoId: p.id, sucursalId: norte, cantidad: toQuantity(norteQty) });
    }
  });
  await tx.insert(stock).values(stockValues);
  await tx.insert(movimientosStock).values(
    stockValues.map((s) => ({
      productoId: s.productoId,
      sucursalId: s.sucursalId,
      cantidad: s.cantidad!,
      motivo: 'ajuste',
      stockAnterior: '0.0000',
      stockNuevo: s.cantidad!,
      usuarioId: null,
      fecha: inicio,
    })),
  );
}

/**
 * A dozen sales through the real sales service (stock deducted, account debits), then backdated.
 * @returns the ids of the elaborated products the sales choose from (the quotes use them too).
 */
async function seedVentas(db: Db): Promise<number[]> {
  const [admin] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'admin@demo.local'));
  const [vend] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'vendedor@demo.local'));
  const [norte] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, VENDEDOR_NORTE.email));
  const actores = [await findSessionUser(db, vend.id), await findSessionUser(db, admin.id)];
  // A seller sells only in her branch: the seller's sales of Sucursal Norte are that branch's seller's.
  const vendedoraNorte = (await findSessionUser(db, norte.id))!;
  const metodos = await db.select({ id: metodosPago.id, nombre: metodosPago.nombre }).from(metodosPago);
  const metodo = (nombre: string) => metodos.find((m) => m.nombre === nombre)!.id;
  const clienteIds = (await db.select({ id: clientes.id }).from(clientes).orderBy(clientes.id)).map((c) => c.id);
  // Elaborated products with room in both branches; code 30000 stays at 50 units for demos and tests.
  const conStock = await db
    .select({
      id: productos.id,
      central: sql<string>`coalesce((select ${stock.cantidad} from ${stock} where ${stock.productoId} = ${productos.id} and ${stock.sucursalId} = 1), 0)`,
      norte: sql<string>`coalesce((select ${stock.cantidad} from ${stock} where ${stock.productoId} = ${productos.id} and ${stock.sucursalId} = 2), 0)`,
    })
    .from(productos)
    .where(sql`${productos.categoria} = 'elaborado' and ${productos.codigo} > ${CATEGORIA_CODIGO_INICIAL.elaborado}`)
    .orderBy(productos.codigo);
  const vendibles = conStock.filter((p) => new Dec(p.central).gte(12) && new Dec(p.norte).gte(3));

  const plan = [
    { metodo: 'Efectivo', cliente: null, lineas: [[0, '2'], [5, '1']] },
    { metodo: 'Cuenta Corriente', cliente: 0, lineas: [[1, '3'], [7, '2'], [12, '1']] },
    { metodo: 'Tarjeta', cliente: 3, lineas: [[2, '1']] },
    { metodo: 'Transferencia', cliente: 5, lineas: [[3, '4'], [9, '2']], descuento: '10' },
    { metodo: 'Efectivo', cliente: null, lineas: [[4, '1'], [14, '1'], [20, '2']] },
    { metodo: 'Cuenta Corriente', cliente: 2, lineas: [[6, '5']] },
    { metodo: 'Tarjeta', cliente: 8, lineas: [[8, '2'], [16, '1']] },
    { metodo: 'Efectivo', cliente: null, lineas: [[10, '1']], sucursal: 2 },
    { metodo: 'Transferencia', cliente: 11, lineas: [[11, '3'], [18, '1']], descuento: '5' },
    { metodo: 'Cuenta Corriente', cliente: 0, lineas: [[13, '2']] },
    { metodo: 'Efectivo', cliente: 15, lineas: [[15, '1'], [22, '1']], sucursal: 2 },
    { metodo: 'Tarjeta', cliente: null, lineas: [[17, '2']] },
  ] as const;

  const ids: number[] = [];
  for (const [n, v] of plan.entries()) {
    const actor = n % 2 === 0 && 'sucursal' in v ? vendedoraNorte : actores[n % 2]!;
    const ventaId = await crearVenta(db, actor, {
      sucursalId: 'sucursal' in v ? v.sucursal : 1,
      metodoPagoId: metodo(v.metodo),
      clienteId: v.cliente === null ? null : clienteIds[v.cliente],
      detalles: v.lineas.map(([i, cantidad]) => ({
        productoId: vendibles[i].id,
        cantidad,
        precioUnitario: '0',
        custom: false,
      })),
      descuento: 'descuento' in v ? v.descuento : '0',
      linea: 2,
      custom: false,
    }, { config: appConfig(), ip: 'seed' });
    ids.push(ventaId);
  }
  // Spread the sales over the last weeks, oldest first.
  await db.transaction(async (tx) => {
    for (const [n, ventaId] of ids.entries()) {
      const fecha = sql`now() - make_interval(days => ${(ids.length - n) * 2}, hours => ${n % 5})`;
      await tx.update(ventas).set({ fecha, createdAt: fecha }).where(eq(ventas.id, ventaId));
      await tx.update(movimientosCuentaCorriente).set({ fecha }).where(eq(movimientosCuentaCorriente.ventaId, ventaId));
    }
    await tx
      .update(movimientosStock)
      .set({ fecha: sql`(select ${ventas.fecha} from ${ventas} where ${ventas.id} = ${movimientosStock.referenciaId})` })
      .where(sql`${movimientosStock.motivo} = 'venta' and ${inArray(movimientosStock.referenciaId, ids)}`);
  });
  return vendibles.map((p) => p.id);
}

/**
 * The quotes of {@link PRESUPUESTOS_DEMO} (docs/presupuestos.md), through the quotes service: created
 * by the seller or the administrator, annulled, or converted into a sale with the conversion service
 * (so the sale, the stock deducted and its 'venta' movements are real). Runs last: the converted
 * quotes sell only products the seed's sales already sell, and their sales keep the time they were
 * made (now, after every seeded movement, so each product's movements still chain by date). The
 * quotes are then backdated (an annulled one a day after it was made).
 */
async function seedPresupuestos(db: Db, vendibles: number[]): Promise<void> {
  const actor = async (email: string) => {
    const [u] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email));
    return (await findSessionUser(db, u.id))!;
  };
  const actores = { vendedor: await actor('vendedor@demo.local'), admin: await actor('admin@demo.local') };
  // A seller operates only in her branch: a seller's quote of Sucursal Norte is that branch's seller's.
  const vendedoraNorte = await actor(VENDEDOR_NORTE.email);
  const deLaSucursal = (quien: 'vendedor' | 'admin', sucursal: number) => (quien === 'vendedor' && sucursal === 1 ? vendedoraNorte : actores[quien]);
  const sucursalIds = (await db.select({ id: sucursales.id }).from(sucursales).orderBy(sucursales.id)).map((s) => s.id);
  const clienteIds = (await db.select({ id: clientes.id }).from(clientes).orderBy(clientes.id)).map((c) => c.id);
  const metodos = await db.select({ id: metodosPago.id, nombre: metodosPago.nombre }).from(metodosPago);
  const esenciasUsd = (
    await db
      .select({ id: productos.id })
      .from(productos)
      .where(and(eq(productos.categoria, 'esencia'), eq(productos.monedaId, MONEDA_DOLARES)))
      .orderBy(productos.codigo)
  ).map((p) => p.id);

  const fechas: Array<{ id: number; dias: number }> = [];
  for (const [n, plan] of PRESUPUESTOS_DEMO.entries()) {
    const quien = deLaSucursal(plan.quien, plan.sucursal);
    const id = await crearPresupuesto(db, quien, {
      sucursalId: sucursalIds[plan.sucursal],
      clienteId: plan.cliente === null ? null : clienteIds[plan.cliente],
      descuento: plan.descuento ?? '0',
      detalles: plan.lineas.map((l) => ({
        productoId: 'elaborado' in l ? vendibles[l.elaborado] : esenciasUsd[l.esenciaUsd],
        cantidad: l.cantidad,
        precioUnitario: '0',
        custom: false,
      })),
    });
    if (plan.estado === 'anulado') await anularPresupuesto(db, quien, id);
    if (plan.estado === 'convertido') {
      const metodo = metodos.find((m) => m.nombre === plan.metodo)!;
      await convertirPresupuesto(db, deLaSucursal(n % 2 === 0 ? 'vendedor' : 'admin', plan.sucursal), id, { metodoPagoId: metodo.id, metodoPagoNombre: metodo.nombre, linea: 2, codigo_pass: null });
    }
    fechas.push({ id, dias: plan.dias });
  }
  await db.transaction(async (tx) => {
    for (const [n, { id, dias }] of fechas.entries()) {
      const fecha = sql`now() - make_interval(days => ${dias}, hours => ${n % 6})`;
      await tx
        .update(presupuestos)
        .set({
          fecha,
          createdAt: fecha,
          updatedAt: fecha,
          deletedAt: sql`case when ${presupuestos.isDeleted} then ${fecha} + interval '1 day' end`,
        })
        .where(eq(presupuestos.id, id));
    }
  });
}

/**
 * The inventory of the last 60 days (docs/stock-y-productos.md, docs/fabricacion.md): the stock
 * entries of {@link INGRESOS_DEMO} and the manufacturing runs of {@link FABRICACIONES_DEMO}, applied in
 * date order in ONE transaction, every stock change through `aplicarStock` (so each product's
 * movements chain before → after by date), then backdated. Runs after the sales, on products the
 * sales do not touch (raw materials, essences, elaborated products not sold), so no movement chain
 * mixes them. Entries and runs are written with plain inserts, as their services would store them.
 */
async function seedInventario(db: Db, ahora: number): Promise<void> {
  const [inv] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'inventario@demo.local'));
  const sucursalIds = (await db.select({ id: sucursales.id }).from(sucursales).orderBy(sucursales.id)).map((s) => s.id);
  const vendidos = new Set((await db.selectDistinct({ id: ventaDetalles.productoId }).from(ventaDetalles)).map((r) => r.id));

  await db.transaction(async (tx) => {
    const producto = async (nombre: string) => {
      const [p] = await tx
        .select({ id: productos.id, costo: productos.costo, costoMonedaId: productos.costoMonedaId, proveedorId: productos.proveedorId })
        .from(productos)
        .where(eq(productos.nombre, nombre));
      if (!p) throw new Error(`semilla: no existe el producto ${nombre}`);
      return p;
    };
    const fechar = (motivo: 'ingreso' | 'fabricacion_consumo' | 'fabricacion_producto', referenciaId: number, fecha: Date) =>
      tx
        .update(movimientosStock)
        .set({ fecha })
        .where(and(eq(movimientosStock.motivo, motivo), eq(movimientosStock.referenciaId, referenciaId)));

    const ingreso = async (plan: (typeof INGRESOS_DEMO)[number]) => {
      const fecha = haceDias(ahora, plan.dias, 10);
      const sucursalId = sucursalIds[plan.sucursal];
      const [{ id }] = await tx
        .insert(ingresos)
        .values({ sucursalId, usuarioId: inv.id, fecha, status: 'registrado', createdAt: fecha })
        .returning({ id: ingresos.id });
      const cambios = [];
      for (const [nombre, cantidad, factor] of plan.lineas) {
        const p = await producto(nombre);
        const costo = toMoney(new Dec(p.costo).times(factor));
        await tx.insert(ingresoDetalles).values({
          ingresoId: id,
          productoId: p.id,
          cantidad: toQuantity(cantidad),
          costo,
          costoMonedaId: p.costoMonedaId,
          costoAnterior: p.costo,
          costoAnteriorMonedaId: p.costoMonedaId,
          proveedorId: p.proveedorId!,
        });
        await tx.update(productos).set({ costo, updatedAt: fecha }).where(eq(productos.id, p.id));
        await tx.insert(costosHistorial).values({
          productoId: p.id,
          costoAnterior: p.costo,
          costoAnteriorMonedaId: p.costoMonedaId,
          costoNuevo: costo,
          costoNuevoMonedaId: p.costoMonedaId,
          origen: 'ingreso',
          referenciaId: id,
          usuarioId: inv.id,
          fecha,
        });
        cambios.push({ productoId: p.id, cantidad });
      }
      await aplicarStock(tx, { sucursalId, motivo: 'ingreso', referenciaId: id, usuarioId: inv.id, cambios });
      await fechar('ingreso', id, fecha);
    };

    const fabricacion = async (plan: (typeof FABRICACIONES_DEMO)[number]) => {
      const p = await producto(plan.producto);
      if (vendidos.has(p.id)) throw new Error(`semilla: ${plan.producto} se vende en la semilla; elegir otro producto para fabricar`);
      const [formula] = await tx.select().from(formulas).where(eq(formulas.productoId, p.id));
      const materias = await tx.select().from(formulaDetalles).where(eq(formulaDetalles.formulaId, formula.id)).orderBy(formulaDetalles.id);
      const fecha = haceDias(ahora, plan.dias, 9);
      const confirmadaEn = haceDias(ahora, plan.dias, 11);
      const cierre = haceDias(ahora, plan.dias - 1, 9);
      const sucursalId = sucursalIds[plan.sucursal];
      const [{ id }] = await tx
        .insert(fabricaciones)
        .values({
          productoId: p.id,
          cantidad: toQuantity(plan.cantidad),
          sucursalId,
          usuarioId: inv.id,
          estado: plan.estado,
          fecha,
          finalizadaAt: plan.estado === 'finalizada' ? cierre : null,
          isDeleted: plan.estado === 'cancelada',
          deletedAt: plan.estado === 'cancelada' ? cierre : null,
        })
        .returning({ id: fabricaciones.id });
      // Each line: the formula quantity scaled by Q / cantidadProducida, 4 decimals half-up.
      const confirmadas = plan.estado === 'finalizada' ? materias.length : (plan.confirmadas ?? 0);
      const lineas = materias.map((m, i) => ({
        fabricacionId: id,
        materiaPrimaId: m.materiaPrimaId,
        cantidad: toQuantity(new Dec(m.cantidad).times(plan.cantidad).div(formula.cantidadProducida)),
        confirmado: i < confirmadas,
        confirmadoAt: i < confirmadas ? confirmadaEn : null,
        confirmadoPor: i < confirmadas ? inv.id : null,
      }));
      await tx.insert(fabricacionDetalles).values(lineas);
      const consumo = lineas.filter((l) => l.confirmado).map((l) => ({ productoId: l.materiaPrimaId, cantidad: new Dec(l.cantidad).neg().toFixed(4) }));
      if (consumo.length > 0) {
        await aplicarStock(tx, { sucursalId, motivo: 'fabricacion_consumo', referenciaId: id, usuarioId: inv.id, cambios: consumo });
        await fechar('fabricacion_consumo', id, confirmadaEn);
      }
      if (plan.estado === 'finalizada') {
        await aplicarStock(tx, {
          sucursalId,
          motivo: 'fabricacion_producto',
          referenciaId: id,
          usuarioId: inv.id,
          cambios: [{ productoId: p.id, cantidad: plan.cantidad }],
        });
        await fechar('fabricacion_producto', id, cierre);
      }
    };

    const eventos = [
      ...INGRESOS_DEMO.map((plan) => ({ dias: plan.dias, aplicar: () => ingreso(plan) })),
      ...FABRICACIONES_DEMO.map((plan) => ({ dias: plan.dias, aplicar: () => fabricacion(plan) })),
    ].sort((a, b) => b.dias - a.dias);
    for (const e of eventos) await e.aplicar();
  });

  // One annulled entry (docs/ingresos.md, «Anulación»), through the services: a small restock of the
  // first demo entry's first product at 5 % more, annulled at once (its stock and cost go back).
  const [nombre] = INGRESOS_DEMO[0].lineas[0];
  const [p] = await db
    .select({ id: productos.id, costo: productos.costo, costoMonedaId: productos.costoMonedaId, proveedorId: productos.proveedorId })
    .from(productos)
    .where(eq(productos.nombre, nombre));
  const invActor = (await findSessionUser(db, inv.id))!;
  const anulado = await crearIngreso(db, invActor, {
    sucursalId: sucursalIds[0],
    confirmarCosto: false,
    detalles: [{ productoId: p.id, cantidad: '2', costo: toMoney(new Dec(p.costo).times('1.05')), costoMonedaId: p.costoMonedaId, proveedorId: p.proveedorId! }],
  });
  await anularIngreso(db, invActor, anulado);
}
