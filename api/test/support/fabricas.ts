import { sql } from 'drizzle-orm';
import type { ClienteBody, DeudaManualBody, PagoCuentaBody, ProductoBody, VentaCreateBody } from 'shared';
import type { DbOrTx } from '../../src/db/client';
import { rows, type client } from '../helpers';

/**
 * Fixture factories of the API tests: each builds one thing the tests need (a product with its stock,
 * a client, a sale, a payment, a manual debt), from ONE options object typed by the shared body
 * schemas, with realistic defaults. Money is a string with 2 decimals in its currency, quantities a
 * string with up to 4 decimals in the product's unit (docs/pruebas.md). What the API owns (clients,
 * sales, payments, debts) goes through the API as a caller would; products are inserted with SQL, as
 * the tests always did, so their codes and stock are exact and no permission or audit row gets in the way.
 */

/** A session-bound test client (`client(app, sid)` of helpers.ts). */
export type ClienteApi = ReturnType<typeof client>;

/** What {@link crearProducto} accepts: the product's fields as POST productos takes them, plus its code and stock. */
export type ProductoFabrica = Partial<
  Pick<ProductoBody, 'nombre' | 'categoria' | 'unidad' | 'precio' | 'alicuotaIva' | 'monedaId' | 'costo' | 'costoMonedaId' | 'stockMinimo' | 'proveedorId'>
> & {
  /** The product code (unique): every test file keeps its own range so its codes are known. */
  codigo: number;
  /** Units in stock per branch id (4 decimals at most); a branch left out has no stock row. */
  stock?: Record<number, string>;
};

/** A product made by {@link crearProducto}: its id and what error messages quote of it. */
export interface ProductoCreado {
  id: number;
  codigo: number;
  nombre: string;
  unidad: string;
}

/**
 * Inserts a product (SQL, no audit) and its stock rows, and returns it. Defaults: name
 * `Producto de prueba {codigo}`, category `elaborado`, unit `unidad`, price $ 1000.00, VAT 21 %, in
 * pesos (moneda 1), cost 0.00 in the product's currency (the column's default), minimum stock 0, no
 * supplier, no stock rows.
 */
export async function crearProducto(db: DbOrTx, producto: ProductoFabrica): Promise<ProductoCreado> {
  const {
    codigo,
    nombre = `Producto de prueba ${codigo}`,
    categoria = 'elaborado',
    unidad = 'unidad',
    precio = '1000.00',
    alicuotaIva = '21',
    monedaId = 1,
    costo = '0.00',
    stockMinimo = '0',
    proveedorId = null,
    stock = {},
  } = producto;
  const costoMonedaId = producto.costoMonedaId ?? monedaId;
  const [p] = await rows<{ id: number }>(
    db,
    sql`insert into productos (codigo, nombre, categoria, unidad, precio, alicuota_iva, moneda_id, costo, costo_moneda_id, stock_minimo, proveedor_id)
        values (${codigo}, ${nombre}, ${categoria}, ${unidad}, ${String(precio)}, ${String(alicuotaIva)}, ${monedaId}, ${String(costo)}, ${costoMonedaId},
                ${String(stockMinimo)}, ${proveedorId})
        returning id`,
  );
  for (const [sucursalId, cantidad] of Object.entries(stock)) {
    await db.execute(sql`insert into stock (producto_id, sucursal_id, cantidad) values (${p.id}, ${Number(sucursalId)}, ${cantidad})`);
  }
  return { id: p.id, codigo, nombre, unidad };
}

let clientesCreados = 0;
/**
 * Creates a client through POST clientes as `como` (who needs clientes.post) and returns its id;
 * fails the test unless 201. Defaults: `Cliente de Prueba {n}`, document `40000000 + n` (n counts
 * the clients this factory made in the test file), a `particular` client, VAT `Exento`, no credit
 * limit. The account starts empty.
 */
export async function nuevoCliente(como: ClienteApi, cliente: Partial<ClienteBody> = {}): Promise<number> {
  clientesCreados += 1;
  const res = await como.post('/api/clientes', {
    nombreApellido: `Cliente de Prueba ${clientesCreados}`,
    documento: String(40_000_000 + clientesCreados),
    tipo: 'particular',
    condicionIVA: 'Exento',
    ...cliente,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

/** One line of {@link VentaFabrica}: the line of POST ventas, with quantity 1 and the product's own price (`'0'`) by default. */
export type LineaFabrica = Omit<VentaCreateBody['detalles'][number], 'cantidad' | 'precioUnitario'> &
  Partial<Pick<VentaCreateBody['detalles'][number], 'cantidad' | 'precioUnitario'>>;

/** What {@link vender} accepts: a POST ventas body where only the payment method and the lines are required. */
export type VentaFabrica = Omit<Partial<VentaCreateBody>, 'detalles'> & Pick<VentaCreateBody, 'metodoPagoId'> & { detalles: LineaFabrica[] };

/**
 * POST ventas as `como` and its raw answer (for refusals). Defaults: Casa Central (sucursal 1), no
 * client, no discount; each line 1 unit at the product's price (precioUnitario `'0'`: the server prices it).
 */
export function intentarVenta(como: ClienteApi, venta: VentaFabrica) {
  const { detalles, ...resto } = venta;
  return como.post('/api/ventas', {
    sucursalId: 1,
    clienteId: null,
    descuento: '0',
    ...resto,
    detalles: detalles.map((l) => ({ cantidad: '1', precioUnitario: '0', ...l })),
  });
}

/** A sale made with {@link intentarVenta}; fails the test unless 201 and returns the sale id. */
export async function vender(como: ClienteApi, venta: VentaFabrica): Promise<number> {
  const res = await intentarVenta(como, venta);
  expect(res.status).toBe(201);
  return res.body.ventaId;
}

/** What {@link intentarPagoCuenta} accepts: a POST cuentas-corrientes/movimientos body where only the client and the amount are required. */
export type PagoFabrica = Partial<PagoCuentaBody> & Pick<PagoCuentaBody, 'clienteId' | 'monto'>;

/**
 * A payment on a client's account (POST cuentas-corrientes/movimientos) as `como`, and its raw
 * answer. Defaults: in pesos (moneda 1) at a rate of 1000.0000 pesos per dollar, description
 * `Pago a cuenta`, no box. The amount is in the payment's currency, 2 decimals.
 */
export function intentarPagoCuenta(como: ClienteApi, pago: PagoFabrica) {
  return como.post('/api/cuentas-corrientes/movimientos', {
    tipo: 'CREDITO',
    descripcion: 'Pago a cuenta',
    monedaId: 1,
    cotizacion: '1000',
    ...pago,
  });
}

/** A payment made with {@link intentarPagoCuenta}; fails the test unless 201 and returns the answer's body (movement and applications). */
export async function pagarCuenta(como: ClienteApi, pago: PagoFabrica) {
  const res = await intentarPagoCuenta(como, pago);
  expect(res.status).toBe(201);
  return res.body;
}

/**
 * A manual debt (POST deuda-manual) as `como` (who needs cuentas_corrientes.post); fails the test
 * unless 201 and returns its id. Defaults: in pesos, description `Flete`, no due date.
 */
export async function deudaManual(como: ClienteApi, deuda: Partial<DeudaManualBody> & Pick<DeudaManualBody, 'clienteId' | 'monto'>): Promise<number> {
  const res = await como.post('/api/deuda-manual', { monedaId: 1, descripcion: 'Flete', ...deuda });
  expect(res.status).toBe(201);
  return res.body.id;
}

/**
 * Moves a sale or a manual debt, and the account movements that record it, `dias` whole days back
 * from now (SQL: a back-dated document, as the aging and the 90-day rule of docs/cuentas-corrientes.md see it).
 */
export async function atrasar(db: DbOrTx, documento: { tipo: 'venta' | 'deuda'; id: number; dias: number }): Promise<void> {
  const { tipo, id, dias } = documento;
  const fecha = sql`now() - make_interval(days => ${dias})`;
  if (tipo === 'venta') {
    await db.execute(sql`update ventas set fecha = ${fecha} where id = ${id}`);
    await db.execute(sql`update movimientos_cuenta_corriente set fecha = ${fecha} where venta_id = ${id}`);
  } else {
    await db.execute(sql`update deudas_manuales set fecha = ${fecha} where id = ${id}`);
    await db.execute(sql`update movimientos_cuenta_corriente set fecha = ${fecha} where deuda_manual_id = ${id}`);
  }
}

/** The ids of the four payment methods of the demo data (docs/ventas-y-presupuestos.md), by the name each test uses. */
export interface MetodosDePago {
  efectivo: number;
  tarjeta: number;
  transferencia: number;
  /** «Cuenta Corriente»: the sale goes to the client's account. */
  cc: number;
}

/**
 * The demo payment methods' ids as GET metodo-pago gives them to `como` (who needs to read them);
 * fails the test when one of Efectivo, Tarjeta, Transferencia or Cuenta Corriente is missing.
 */
export async function metodosDePago(como: ClienteApi): Promise<MetodosDePago> {
  const res = await como.get('/api/metodo-pago');
  expect(res.status).toBe(200);
  const lista = res.body as Array<{ id: number; nombre: string }>;
  const id = (nombre: string) => {
    const metodo = lista.find((m) => m.nombre === nombre);
    if (!metodo) throw new Error(`no payment method «${nombre}» in the demo data`);
    return metodo.id;
  };
  return { efectivo: id('Efectivo'), tarjeta: id('Tarjeta'), transferencia: id('Transferencia'), cc: id('Cuenta Corriente') };
}
