import { appConfig } from '../config';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { CATEGORIA_CODIGO_INICIAL, Dec, MONEDA_DOLARES, MONEDA_PESOS, ROLE_PERMISSIONS, toMoney, toQuantity } from 'shared';
import { hashPassword } from '../lib/passwords';
import { crearVenta } from '../modules/ventas/service';
import { findSessionUser } from '../plugins/auth';
import type { Db, Tx } from './client';
import {
  clientes,
  formulaDetalles,
  formulas,
  metodosPago,
  monedas,
  movimientosCuentaCorriente,
  movimientosStock,
  productos,
  proveedores,
  roles,
  stock,
  sucursales,
  usuarios,
  ventas,
} from './schema';
import {
  clientesDemo,
  ESENCIAS,
  ESENCIAS_ELABORADAS,
  FAMILIAS_ELABORADOS,
  MATERIAS_PRIMAS,
  METODOS_PAGO,
  PROVEEDORES,
  prng,
  SUCURSALES,
  USUARIOS_DEMO,
} from './seed-data';

/** The demo logins printed at start (docs/arquitectura.md). */
export const DEMO_LOGINS = USUARIOS_DEMO.map((u) => ({ email: u.email, role: u.role }));

/** True when the database has no users yet (a fresh database). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(usuarios);
  return n === 0;
}

/** Seeds the demo data once: does nothing when users already exist. @returns whether it seeded. */
export async function seedIfEmpty(db: Db, options: { password: string }): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await seed(db, options);
  return true;
}

const round = (n: number, step: number) => Math.round(n / step) * step;

/**
 * Seeds a realistic small business (docs/arquitectura.md): 2 branches, currencies, the 4 roles with one user
 * each, payment methods, 10 suppliers, 40 clients, ~300 products (60 raw materials, 60 essences, 180
 * elaborated) with formulas, stock in both branches (initial 'ajuste' movements), and a dozen sales
 * made through the sales service, three of them on current account. Deterministic; ~1-2 s.
 */
export async function seed(db: Db, { password }: { password: string }): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await seedBase(tx, passwordHash);
  });
  await seedVentas(db);
}

async function seedBase(tx: Tx, passwordHash: string): Promise<void> {
  const rnd = prng(2024);

  const suc = await tx
    .insert(sucursales)
    .values(SUCURSALES.map((nombre) => ({ nombre })))
    .returning({ id: sucursales.id });
  const [central, norte] = suc.map((s) => s.id);

  await tx.insert(monedas).values([
    { id: MONEDA_PESOS, nombre: 'Pesos', simbolo: '$', valor: '1.0000' },
    { id: MONEDA_DOLARES, nombre: 'Dólares', simbolo: 'US$', valor: '1180.0000' },
  ]);

  const roleRows = await tx
    .insert(roles)
    .values(Object.entries(ROLE_PERMISSIONS).map(([name, permissions]) => ({ name, permissions })))
    .returning({ id: roles.id, name: roles.name });
  const roleId = new Map(roleRows.map((r) => [r.name, r.id]));

  await tx.insert(usuarios).values(
    USUARIOS_DEMO.map((u) => ({
      name: u.name,
      email: u.email,
      passwordHash,
      roleId: roleId.get(u.role)!,
      codVendedor: u.codVendedor,
      comision: u.comision,
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
    .returning({ id: productos.id, codigo: productos.codigo, nombre: productos.nombre, categoria: productos.categoria, unidad: productos.unidad });
  const byNombre = new Map(prodRows.map((p) => [p.nombre, p]));

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
    })),
  );
}

/** A dozen sales through the real sales service (stock deducted, account debits), then backdated. */
async function seedVentas(db: Db): Promise<void> {
  const [admin] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'admin@demo.local'));
  const [vend] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'vendedor@demo.local'));
  const actores = [await findSessionUser(db, vend.id), await findSessionUser(db, admin.id)];
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
    const actor = actores[n % 2]!;
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
}
