/**
 * Test-data factories (docs/pruebas.md): one `fake…` per entity the screens receive from the API.
 * Each fills every field with a plausible es-AR value, merges the overrides and then validates the
 * result with the shared response schema plus what the API always does when it serializes
 * (docs/dinero-y-cantidades.md: money with 2 decimals, quantities and rates with 4; derived fields
 * such as `valorFinal`, `subTotal`, `total` and `estadoPago` consistent with their inputs). A fixture
 * the API could never send throws, with the zod message and the path of the offending field.
 *
 * Ids are sequential per entity (1, 2, 3…) unless given; a given id moves the sequence past it so
 * later defaults never collide. {@link resetFakeIds} starts every sequence again (the
 * `setupMswServer` helper calls it before each test).
 */
import { z } from 'zod';
import { compareDecimal, Dec, documentTotal, lineSubtotal, toMoney } from '../calc';
import { ALL_PERMISSIONS, ROLE_PERMISSIONS } from '../permissions';
import {
  auditoriaItemSchema,
  CATEGORIA_CODIGO_INICIAL,
  cotizacionDolarSchema,
  cuitCon,
  monedaHistorialItemSchema,
  proveedorSchema,
  usuarioDetalleSchema,
  type CotizacionDolar,
  type MonedaHistorialItem,
  type Proveedor,
  type UsuarioDetalle,
  clienteSchema,
  cuentaCorrienteResumenSchema,
  METODO_CLAVE,
  METODO_CUENTA_CORRIENTE,
  metodoPagoSchema,
  monedaSchema,
  pagingQuerySchema,
  productoSchema,
  proveedorSelectSchema,
  rolSchema,
  sessionUserSchema,
  sucursalSchema,
  usuarioSchema,
  ventaDetalleSchema,
  ventaListItemSchema,
  ventaSchema,
  type AuditoriaItem,
  type Categoria,
  type Cliente,
  type EstadoPago,
  type MetodoPago,
  type Moneda,
  type Paged,
  type Producto,
  type ProveedorSelect,
  type Rol,
  type SessionUser,
  type Sucursal,
  type Usuario,
  type UsuariosList,
  type Venta,
  type VentaDetalle,
  type VentaListItem,
} from '../schemas';

// ---------------------------------------------------------------------------------------------
// Sequences and validation

const sequences = new Map<string, number>();

/** The given id (moving the entity's sequence past it) or the next one of the sequence. */
function takeId(entity: string, given: number | undefined): number {
  const last = sequences.get(entity) ?? 0;
  if (given !== undefined) {
    if (Number.isInteger(given)) sequences.set(entity, Math.max(last, given));
    return given;
  }
  sequences.set(entity, last + 1);
  return last + 1;
}

/** Starts every id sequence of the factories again at 1 (call it before each test). */
export function resetFakeIds(): void {
  sequences.clear();
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** Paths of the keys of `input` that parsing dropped: fields the response schema does not declare. */
function strayKeys(input: unknown, output: unknown, path = ''): string[] {
  if (Array.isArray(input) && Array.isArray(output)) {
    return input.flatMap((item, i) => strayKeys(item, output[i], `${path}[${i}]`));
  }
  if (!isPlainObject(input) || !isPlainObject(output) || input === output) return [];
  return Object.keys(input).flatMap((key) => {
    const at = path ? `${path}.${key}` : key;
    return key in output ? strayKeys(input[key], output[key], at) : [at];
  });
}

/**
 * Parses `value` with `schema`, refusing any field the schema does not declare and every format
 * check of `checks` (`[path, ok]` pairs, e.g. `['fecha', ISO.test(v.fecha)]`) that fails. Every
 * fake of the repo goes through it, so a fixture can never drift from what the API sends
 * (docs/pruebas.md).
 * @throws Error naming the factory, each offending field and the zod message.
 */
export function parseFake<S extends z.ZodType>(factory: string, schema: S, value: unknown, checks: ReadonlyArray<readonly [string, boolean]> = []): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Error(`${factory}: la API nunca enviaría este dato.\n${z.prettifyError(result.error)}`, { cause: result.error });
  }
  const stray = strayKeys(value, result.data);
  if (stray.length > 0) {
    throw new Error(`${factory}: la API no envía ${stray.map((k) => `"${k}"`).join(', ')} (el esquema de respuesta no lo declara).`);
  }
  const bad = checks.filter(([, ok]) => !ok).map(([path]) => path);
  if (bad.length > 0) throw new Error(`${factory}: formato que la API no envía en ${bad.join(', ')}.`);
  return result.data;
}

// ---------------------------------------------------------------------------------------------
// How the API serializes (docs/dinero-y-cantidades.md)

/** Money as the API sends it (`toMoney`): non-negative, exactly 2 decimals, "1234.50". */
export const MONEY_STRING = /^(0|[1-9]\d*)\.\d{2}$/;
/** Quantities and rates as the API sends them (`toQuantity`, numeric(14,4)): exactly 4 decimals, "2.5000". */
export const QUANTITY_STRING = /^(0|[1-9]\d*)\.\d{4}$/;
/** Percentages the API sends through decimal.js `toString()` (alicuotaIva, descuento): "21", "10.5". */
export const PLAIN_DECIMAL_STRING = /^(0|[1-9]\d*)(\.\d*[1-9])?$/;

const money = z.string().regex(MONEY_STRING, { message: 'Se esperaba dinero con 2 decimales, como "1234.50".' });
const quantity = z.string().regex(QUANTITY_STRING, { message: 'Se esperaba una cantidad con 4 decimales, como "2.5000".' });
const plainDecimal = z.string().regex(PLAIN_DECIMAL_STRING, { message: 'Se esperaba un porcentaje sin ceros de más, como "21" o "10.5".' });
const email = z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: 'Se esperaba un e-mail.' });
const isoDateTime = z.iso.datetime({ offset: true, message: 'Se esperaba una fecha ISO 8601, como "2026-03-05T13:05:00.000Z".' });
const knownPermission = z.string().refine((p) => ALL_PERMISSIONS.includes(p), { message: 'Permiso desconocido (docs/permisos.md).' });

const ok = (value: string, re: RegExp) => re.test(value);

/** `estadoPago` from `pagado` against `total` (docs/ventas-y-presupuestos.md, «Estado de pago»). */
function estadoPagoDe(total: string, pagado: string): EstadoPago {
  if (compareDecimal(pagado, total) >= 0) return 'Pagada';
  return compareDecimal(pagado, 0) > 0 ? 'Parcial' : 'Pendiente';
}

const productoApiSchema = productoSchema
  .extend({ stock: quantity, stockMinimo: quantity, precio: money, alicuotaIva: plainDecimal, valorFinal: money, costo: money })
  .superRefine((p, ctx) => {
    if (p.moneda.id !== p.monedaId) {
      ctx.addIssue({ code: 'custom', path: ['moneda', 'id'], message: `La moneda (${p.moneda.id}) no coincide con monedaId (${p.monedaId}).` });
    }
    if (ok(p.precio, MONEY_STRING) && ok(p.alicuotaIva, PLAIN_DECIMAL_STRING) && ok(p.valorFinal, MONEY_STRING)) {
      const esperado = valorFinalDe(p.precio, p.alicuotaIva);
      if (p.valorFinal !== esperado) {
        ctx.addIssue({ code: 'custom', path: ['valorFinal'], message: `valorFinal = precio × (1 + IVA / 100) = "${esperado}", no "${p.valorFinal}" (docs/stock-y-productos.md).` });
      }
    }
  });

const ventaDetalleApiSchema = ventaDetalleSchema
  .extend({ cantidad: quantity, precioUnitario: money, subTotal: money, comisionVendedor: money })
  .superRefine((d, ctx) => {
    if (d.producto.id !== d.productoId) {
      ctx.addIssue({ code: 'custom', path: ['producto', 'id'], message: `El producto (${d.producto.id}) no coincide con productoId (${d.productoId}).` });
    }
    if (ok(d.cantidad, QUANTITY_STRING) && ok(d.precioUnitario, MONEY_STRING) && ok(d.subTotal, MONEY_STRING)) {
      const esperado = lineSubtotal(d.precioUnitario, d.cantidad);
      if (d.subTotal !== esperado) {
        ctx.addIssue({ code: 'custom', path: ['subTotal'], message: `subTotal = precioUnitario × cantidad = "${esperado}", no "${d.subTotal}".` });
      }
    }
  });

const ventaFormats = { fechaVenta: isoDateTime, total: money, pagado: money, descuento: plainDecimal };

/** pagado against total: `estadoPago` and `pagada` as the API derives them. */
function checkPago(v: Pick<Venta, 'total' | 'pagado' | 'estadoPago' | 'pagada'>, ctx: z.RefinementCtx) {
  if (!ok(v.total, MONEY_STRING) || !ok(v.pagado, MONEY_STRING)) return;
  const estado = estadoPagoDe(v.total, v.pagado);
  if (v.estadoPago !== estado) {
    ctx.addIssue({ code: 'custom', path: ['estadoPago'], message: `Con pagado "${v.pagado}" de "${v.total}" el estado es "${estado}", no "${v.estadoPago}".` });
  }
  if (v.pagada !== (estado === 'Pagada')) {
    ctx.addIssue({ code: 'custom', path: ['pagada'], message: `pagada es ${estado === 'Pagada'} cuando el estado es "${estado}".` });
  }
}

const ventaListItemApiSchema = ventaListItemSchema.extend(ventaFormats).superRefine(checkPago);

const ventaApiSchema = ventaSchema
  .extend({ ...ventaFormats, detalles: z.array(ventaDetalleApiSchema) })
  .superRefine((v, ctx) => {
    checkPago(v, ctx);
    const formatos = v.detalles.every((d) => ok(d.cantidad, QUANTITY_STRING) && ok(d.precioUnitario, MONEY_STRING));
    if (formatos && ok(v.total, MONEY_STRING) && ok(v.descuento, PLAIN_DECIMAL_STRING)) {
      const esperado = documentTotal(v.detalles, v.descuento);
      if (v.total !== esperado) {
        ctx.addIssue({ code: 'custom', path: ['total'], message: `total = líneas menos el descuento = "${esperado}", no "${v.total}" (docs/dinero-y-cantidades.md).` });
      }
    }
  });

const clienteApiSchema = clienteSchema.extend({
  email: email.nullable(),
  limiteCreditoPesos: money.nullable(),
  limiteCreditoDolares: money.nullable(),
  cuentaCorriente: cuentaCorrienteResumenSchema.extend({
    saldo_pesos: money,
    saldo_dolares: money,
    saldo_a_favor_pesos: money,
    saldo_a_favor_dolares: money,
  }),
});
const monedaApiSchema = monedaSchema.extend({ valor: quantity });
const usuarioApiSchema = usuarioSchema.extend({ email, comision: money });
const rolApiSchema = rolSchema.extend({ permissions: z.array(knownPermission) });
const sessionUserApiSchema = sessionUserSchema.extend({ email, permissions: z.array(knownPermission) });

/** valorFinal = precio × (1 + alicuotaIva / 100), 2 decimals half-up, as the API computes it (docs/stock-y-productos.md). */
function valorFinalDe(precio: string, alicuotaIva: string): string {
  return toMoney(new Dec(precio).times(new Dec(alicuotaIva).div(100).plus(1)));
}

// ---------------------------------------------------------------------------------------------
// es-AR sample values

const NOMBRES = ['María', 'Juan', 'Lucía', 'Carlos', 'Valentina', 'Federico', 'Camila', 'Santiago', 'Florencia', 'Matías'];
const APELLIDOS = ['González', 'Rodríguez', 'Fernández', 'López', 'Martínez', 'García', 'Pérez', 'Sánchez', 'Romero', 'Álvarez', 'Acosta'];
const CALLES = ['Av. San Martín', 'Belgrano', 'Rivadavia', 'Mitre', 'Sarmiento', 'Av. Libertador', 'Moreno', '9 de Julio'];
const ZONAS = ['Centro', 'Norte', 'Sur', 'Oeste', 'Este'];
const PRODUCTOS: Record<Categoria, { nombres: string[]; unidad: string }> = {
  materia_prima: { nombres: ['Alcohol etílico', 'Glicerina', 'Propilenglicol', 'Agua destilada', 'Vaselina líquida'], unidad: 'l' },
  esencia: { nombres: ['Esencia de lavanda', 'Esencia de vainilla', 'Esencia de limón', 'Esencia de jazmín', 'Esencia de sándalo'], unidad: 'l' },
  elaborado: { nombres: ['Perfume floral 100 ml', 'Difusor de ambiente 250 ml', 'Jabón líquido 500 ml', 'Body splash 200 ml', 'Aromatizante textil 1 l'], unidad: 'unidad' },
};
const SUCURSALES = ['Casa Central', 'Sucursal Norte'];
const METODOS_PAGO: Array<Omit<MetodoPago, 'id'>> = [
  { nombre: 'Efectivo', descripcion: 'Pago en efectivo en el mostrador', clave: METODO_CLAVE.efectivo },
  { nombre: 'Transferencia', descripcion: 'Transferencia bancaria o billetera virtual', clave: null },
  { nombre: 'Tarjeta', descripcion: 'Tarjeta de débito o crédito', clave: null },
  { nombre: METODO_CUENTA_CORRIENTE, descripcion: 'Se registra como deuda en la cuenta del cliente', clave: METODO_CLAVE.cuentaCorriente },
];
/** The system keys a payment method can have (docs/contactos-y-administracion.md). */
const metodoPagoApiSchema = metodoPagoSchema.extend({
  clave: z.enum([METODO_CLAVE.efectivo, METODO_CLAVE.cuentaCorriente], { message: 'Clave de sistema desconocida.' }).nullable(),
});
const MONEDAS: Record<number, Omit<Moneda, 'id'>> = {
  1: { nombre: 'Pesos', simbolo: '$', valor: '1.0000' },
  2: { nombre: 'Dólares', simbolo: 'US$', valor: '1180.0000' },
};
const PROVEEDORES = ['Química del Plata S.A.', 'Aromas del Sur S.R.L.', 'Envases Rosario S.A.', 'Droguería Central', 'Esencias Mendocinas'];
const ROLES = Object.keys(ROLE_PERMISSIONS) as Array<keyof typeof ROLE_PERMISSIONS>;

/** `id` for computing sample values: 0 when a test passed something that is not a number. */
const num = (id: unknown): number => (typeof id === 'number' && Number.isFinite(id) ? id : 0);
const pick = <T>(list: readonly T[], id: number): T => list[(((id - 1) % list.length) + list.length) % list.length];
const nombrePersona = (id: number) => `${pick(NOMBRES, id)} ${pick(APELLIDOS, id * 7 + 3)}`;
const sinAcentos = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const emailDe = (nombre: string, dominio = 'correo.com.ar') => `${sinAcentos(nombre).toLowerCase().replace(/\s+/g, '.')}@${dominio}`;
/** A `Moneda` summary for the given id (Pesos / Dólares, else a made-up one). */
const monedaDe = (id: number) => MONEDAS[id] ?? { nombre: `Moneda ${id}`, simbolo: `M${id}`, valor: '1.0000' };

// ---------------------------------------------------------------------------------------------
// Factories

/** Zero balances of a client's current account (money strings, 2 decimals). */
const SIN_SALDO: Cliente['cuentaCorriente'] = { saldo_pesos: '0.00', saldo_dolares: '0.00', saldo_a_favor_pesos: '0.00', saldo_a_favor_dolares: '0.00' };

/** Overrides of {@link fakeCliente}: any field; `cuentaCorriente` merges over zero balances. */
export type ClienteOverrides = Partial<Omit<Cliente, 'cuentaCorriente'>> & { cuentaCorriente?: Partial<Cliente['cuentaCorriente']> };

/**
 * A client as GET clientes/{id} returns it (docs/contactos-y-administracion.md): a person in
 * Buenos Aires by default, Monotributista, with zero balances and no credit limits (null); `tipo:
 * 'empresa'` also gets a company name. Balances and limits are money strings with 2 decimals ("1500.50").
 * @throws Error when the result is not something the API could send (the field and zod message).
 */
export function fakeCliente(overrides: ClienteOverrides = {}): Cliente {
  const id = takeId('cliente', overrides.id);
  const nombreApellido = overrides.nombreApellido ?? nombrePersona(id);
  const empresa = overrides.tipo === 'empresa';
  return parseFake('fakeCliente', clienteApiSchema, {
    id,
    nombreApellido,
    documento: empresa ? `30-${70000000 + id * 7919}-${id % 10}` : String(20000000 + id * 104729),
    email: emailDe(nombreApellido),
    telefono: `11 ${4000 + ((id * 37) % 5000)}-${1000 + ((id * 53) % 9000)}`,
    tipo: 'particular',
    condicionIVA: empresa ? 'Responsable Inscripto' : 'Monotributista',
    direccion: `${pick(CALLES, id)} ${100 + ((id * 137) % 3900)}`,
    codigoPostal: String(1000 + ((id * 211) % 8000)),
    zona: pick(ZONAS, id),
    provincia: 'Buenos Aires',
    notas: null,
    nombreEmpresa: empresa ? `${nombreApellido.split(' ').at(-1)} S.R.L.` : null,
    limiteCreditoPesos: null,
    limiteCreditoDolares: null,
    ...overrides,
    cuentaCorriente: { ...SIN_SALDO, ...overrides.cuentaCorriente },
  });
}

/**
 * A product seen from one branch, as GET productos returns it (docs/stock-y-productos.md): a raw
 * material in pesos by default. `codigo` follows the category (10000 + id, 20000 + id, 30000 + id);
 * `moneda` follows `monedaId`; `valorFinal` is computed from `precio` and `alicuotaIva` unless
 * given (and must then match). Money has 2 decimals ("100.00"), `stock` and `stockMinimo` 4 ("2.5000"),
 * `alicuotaIva` is a plain percentage ("21", "10.5").
 * @throws Error when the result is not something the API could send (the field and zod message).
 */
export function fakeProducto(overrides: Partial<Producto> = {}): Producto {
  const id = takeId('producto', overrides.id);
  const categoria = overrides.categoria ?? 'materia_prima';
  const muestra = PRODUCTOS[categoria] ?? PRODUCTOS.materia_prima;
  const monedaId = overrides.monedaId ?? overrides.moneda?.id ?? 1;
  const precio = overrides.precio ?? '1000.00';
  const alicuotaIva = overrides.alicuotaIva ?? '21';
  const base: Producto = {
    id,
    codigo: String((CATEGORIA_CODIGO_INICIAL[categoria] ?? 0) + num(id)),
    nombre: pick(muestra.nombres, num(id)),
    descripcion: null,
    categoria,
    unidad: muestra.unidad,
    stock: '10.0000',
    stockMinimo: '0.0000',
    precio,
    alicuotaIva,
    valorFinal: ok(precio, MONEY_STRING) && ok(alicuotaIva, PLAIN_DECIMAL_STRING) ? valorFinalDe(precio, alicuotaIva) : precio,
    costo: '500.00',
    costoMonedaId: monedaId,
    monedaId,
    moneda: { id: monedaId, simbolo: monedaDe(monedaId).simbolo },
    proveedor: null,
  };
  return parseFake('fakeProducto', productoApiSchema, { ...base, ...overrides });
}

/**
 * A sale line as GET ventas/{id} returns it (docs/ventas-y-presupuestos.md): one unit of product 1
 * at $ 1.210,00 by default. `producto` follows `productoId`; `subTotal` is precioUnitario × cantidad
 * unless given (and must then match). Money 2 decimals, `cantidad` 4 ("2.0000").
 * @throws Error when the result is not something the API could send (the field and zod message).
 */
export function fakeVentaDetalle(overrides: Partial<VentaDetalle> = {}): VentaDetalle {
  const id = takeId('ventaDetalle', overrides.id);
  const productoId = overrides.productoId ?? overrides.producto?.id ?? 1;
  const cantidad = overrides.cantidad ?? '1.0000';
  const precioUnitario = overrides.precioUnitario ?? '1210.00';
  const base: VentaDetalle = {
    id,
    productoId,
    cantidad,
    precioUnitario,
    subTotal: ok(cantidad, QUANTITY_STRING) && ok(precioUnitario, MONEY_STRING) ? lineSubtotal(precioUnitario, cantidad) : precioUnitario,
    alicuotaIva: '21',
    comisionVendedor: '0.00',
    custom: false,
    producto: { id: productoId, codigo: String(CATEGORIA_CODIGO_INICIAL.elaborado + productoId), nombre: pick(PRODUCTOS.elaborado.nombres, productoId), unidad: 'unidad' },
  };
  return parseFake('fakeVentaDetalle', ventaDetalleApiSchema, { ...base, ...overrides });
}

/** The fields of a sale shared by the detail and the list row, with `total` given. */
function ventaBase(id: number, overrides: Partial<VentaListItem>, total: string): VentaListItem {
  const monedaId = overrides.moneda?.id ?? 1;
  const pagado = overrides.pagado ?? '0.00';
  const estado = ok(total, MONEY_STRING) && ok(pagado, MONEY_STRING) ? estadoPagoDe(total, pagado) : 'Pendiente';
  return {
    id,
    fechaVenta: new Date(Date.UTC(2026, 2, 1, 13, 0) + num(id) * 3_600_000).toISOString(),
    cliente: { id: 1, nombreApellido: nombrePersona(1), documento: String(20000000 + 104729) },
    vendedor: { id: 1, name: 'Laura Gómez' },
    codVendedor: 'V001',
    sucursal: { id: 1, nombre: SUCURSALES[0] },
    origen: 'venta',
    metodoPago: { id: 4, nombre: METODO_CUENTA_CORRIENTE },
    moneda: { id: monedaId, nombre: monedaDe(monedaId).nombre, simbolo: monedaDe(monedaId).simbolo },
    linea: 2,
    total,
    descuento: '0',
    pagada: estado === 'Pagada',
    pagado,
    estadoPago: estado,
    isDeleted: false,
  };
}

/**
 * A sale with its lines, as GET ventas/{id} returns it (docs/ventas-y-presupuestos.md): a pending
 * Cuenta Corriente sale in pesos, line 2, one line from {@link fakeVentaDetalle}. `total` is computed
 * from `detalles` and `descuento`, `estadoPago` and `pagada` from `pagado` against `total`, unless
 * given (and must then match). Money 2 decimals; `descuento` a plain percentage ("0", "10").
 * @throws Error when the result is not something the API could send (the field and zod message).
 */
export function fakeVenta(overrides: Partial<Venta> = {}): Venta {
  const id = takeId('venta', overrides.id);
  const detalles = overrides.detalles ?? [fakeVentaDetalle()];
  const descuento = overrides.descuento ?? '0';
  const calculable = ok(descuento, PLAIN_DECIMAL_STRING) && detalles.every((d) => ok(d.cantidad, QUANTITY_STRING) && ok(d.precioUnitario, MONEY_STRING));
  const total = overrides.total ?? (calculable ? documentTotal(detalles, descuento) : '0.00');
  return parseFake('fakeVenta', ventaApiSchema, { ...ventaBase(id, overrides, total), detalles, comprobante: null, notaCredito: null, ...overrides });
}

/**
 * A row of GET ventas (docs/ventas-y-presupuestos.md): a sale without its lines; a pending Cuenta
 * Corriente sale of $ 1.210,00 by default. `estadoPago` and `pagada` follow `pagado` unless given.
 * @throws Error when the result is not something the API could send (the field and zod message).
 */
export function fakeVentaListItem(overrides: Partial<VentaListItem> = {}): VentaListItem {
  const id = takeId('venta', overrides.id);
  return parseFake('fakeVentaListItem', ventaListItemApiSchema, { ...ventaBase(id, overrides, overrides.total ?? '1210.00'), ...overrides });
}

/** The list row of a sale: the same sale without `detalles`, checked as GET ventas sends it. */
export function toVentaListItem(venta: Venta): VentaListItem {
  const { detalles: _detalles, comprobante: _comprobante, notaCredito: _notaCredito, ...item } = venta;
  return parseFake('toVentaListItem', ventaListItemApiSchema, item);
}

/**
 * A payment method (docs/contactos-y-administracion.md): ids 1 to 4 are the seeded Efectivo (key
 * 'efectivo'), Transferencia, Tarjeta and Cuenta Corriente (key 'cuenta_corriente'); later ids get
 * 'Método N' without description nor key. The key follows the id, not the name: a renamed
 * Cuenta Corriente is `fakeMetodoPago({ id: 4, nombre: 'Cta. Cte.' })`.
 * @throws Error when the result is not something the API could send (the field and zod message).
 */
export function fakeMetodoPago(overrides: Partial<MetodoPago> = {}): MetodoPago {
  const id = takeId('metodoPago', overrides.id);
  const seeded = METODOS_PAGO[id - 1] ?? { nombre: `Método ${id}`, descripcion: null, clave: null };
  return parseFake('fakeMetodoPago', metodoPagoApiSchema, { id, ...seeded, ...overrides });
}

/**
 * A branch (docs/contactos-y-administracion.md): 1 Casa Central, 2 Sucursal Norte, then 'Sucursal N'.
 * @throws Error when the result is not something the API could send (the field and zod message).
 */
export function fakeSucursal(overrides: Partial<Sucursal> = {}): Sucursal {
  const id = takeId('sucursal', overrides.id);
  return parseFake('fakeSucursal', sucursalSchema, { id, nombre: SUCURSALES[id - 1] ?? `Sucursal ${id}`, puntoVenta: id, ...overrides });
}

/**
 * A currency (docs/dinero-y-cantidades.md): 1 Pesos ($, valor "1.0000"), 2 Dólares (US$, "1180.0000");
 * `valor` is the rate in pesos with 4 decimals.
 * @throws Error when the result is not something the API could send (the field and zod message).
 */
export function fakeMoneda(overrides: Partial<Moneda> = {}): Moneda {
  const id = takeId('moneda', overrides.id);
  return parseFake('fakeMoneda', monedaApiSchema, { id, ...monedaDe(id), ...overrides });
}

/**
 * A supplier as GET proveedores?select=true lists it ({ id, nombre }).
 * @throws Error when the result is not something the API could send (the field and zod message).
 */
export function fakeProveedorSelect(overrides: Partial<ProveedorSelect> = {}): ProveedorSelect {
  const id = takeId('proveedor', overrides.id);
  return parseFake('fakeProveedorSelect', proveedorSelectSchema, { id, nombre: pick(PROVEEDORES, id), ...overrides });
}

/**
 * A supplier as GET proveedores/{id} answers it (docs/contactos-y-administracion.md): a company of
 * the demo names with a valid CUIT (30-…), contact, phone, e-mail, address in Buenos Aires.
 * @throws Error when the result is not something the API could send (the field and zod message).
 */
export function fakeProveedor(overrides: Partial<Proveedor> = {}): Proveedor {
  const id = takeId('proveedor', overrides.id);
  const nombre = overrides.nombre ?? pick(PROVEEDORES, id);
  return parseFake('fakeProveedor', proveedorSchema, {
    id,
    nombre,
    cuit: cuitCon('30', String(71000000 + id)),
    contacto: nombrePersona(id + 5),
    telefono: `011 4${String(100 + id).padStart(3, '0')}-${String(1000 + id * 7).slice(-4)}`,
    email: `ventas${id}@proveedor.com.ar`,
    direccion: `Av. Belgrano ${1000 + id}`,
    provincia: 'Buenos Aires',
    notas: null,
    ...overrides,
  });
}

/**
 * A user as GET users/{id} answers it (docs/contactos-y-administracion.md): an active Vendedor
 * (role 2) of branch 1 with seller code 'V00N' and a 5.00 % commission by default.
 * @throws Error when the result is not something the API could send (the field and zod message).
 */
export function fakeUsuarioDetalle(overrides: Partial<UsuarioDetalle> = {}): UsuarioDetalle {
  const id = takeId('usuario', overrides.id);
  const name = overrides.name ?? nombrePersona(id + 2);
  return parseFake('fakeUsuarioDetalle', usuarioDetalleSchema, {
    id,
    name,
    email: emailDe(name, 'demo.local'),
    cod_vendedor: `V${String(id).padStart(3, '0')}`,
    roleId: 2,
    roleName: 'Vendedor',
    comision: '5.00',
    activo: true,
    sucursalId: 1,
    sucursalNombre: 'Casa Central',
    createdAt: '2026-01-15T12:00:00.000Z',
    ...overrides,
  });
}

/**
 * A dollar type of the provider's list (GET monedas/cotizaciones): 'Oficial' at 1160 / 1200 pesos by
 * default, rates with 4 decimals, updated 2026-11-20 at noon (Buenos Aires).
 * @throws Error when the result is not something the API could send (the field and zod message).
 */
export function fakeCotizacionDolar(overrides: Partial<CotizacionDolar> = {}): CotizacionDolar {
  return parseFake('fakeCotizacionDolar', cotizacionDolarSchema, {
    casa: 'oficial',
    nombre: 'Oficial',
    compra: '1160.0000',
    venta: '1200.0000',
    fechaActualizacion: '2026-11-20T15:00:00.000Z',
    ...overrides,
  });
}

/**
 * One change of the dollar rate (GET monedas/historial): Laura Gómez setting it by hand from 1180
 * to 1200 pesos by default.
 * @throws Error when the result is not something the API could send (the field and zod message).
 */
export function fakeMonedaHistorialItem(overrides: Partial<MonedaHistorialItem> = {}): MonedaHistorialItem {
  const id = takeId('monedaHistorial', overrides.id);
  return parseFake('fakeMonedaHistorialItem', monedaHistorialItemSchema, {
    id,
    fecha: '2026-11-20T15:00:00.000Z',
    valorAnterior: '1180.0000',
    valorNuevo: '1200.0000',
    origen: 'manual',
    usuario: 'Laura Gómez',
    ...overrides,
  });
}

/**
 * A user as GET users lists it (docs/contactos-y-administracion.md): an active Vendedor (role 2)
 * with seller code 'V00N' and a 5.00 % commission by default; `comision` is money-like, 2 decimals.
 * @throws Error when the result is not something the API could send (the field and zod message).
 */
export function fakeUsuario(overrides: Partial<Usuario> = {}): Usuario {
  const id = takeId('usuario', overrides.id);
  const name = overrides.name ?? nombrePersona(id + 2);
  return parseFake('fakeUsuario', usuarioApiSchema, {
    id,
    name,
    email: emailDe(name, 'demo.local'),
    cod_vendedor: `V${String(id).padStart(3, '0')}`,
    roleId: 2,
    roleName: 'Vendedor',
    comision: '5.00',
    activo: true,
    ...overrides,
  });
}

/**
 * A role (docs/permisos.md): ids 1 to 4 are the seeded Administrador, Vendedor, Inventario and
 * Solo lectura with their permissions; later ids get 'Rol N' with only home.get. Every permission
 * must be one the system knows (`ALL_PERMISSIONS`).
 * @throws Error when the result is not something the API could send (the field and zod message).
 */
export function fakeRol(overrides: Partial<Rol> = {}): Rol {
  const id = takeId('rol', overrides.id);
  const seeded = ROLES[id - 1];
  return parseFake('fakeRol', rolApiSchema, {
    id,
    name: seeded ?? `Rol ${id}`,
    permissions: seeded ? [...ROLE_PERMISSIONS[seeded]] : ['home.get'],
    sistema: seeded === 'Administrador',
    usuarios: seeded ? 1 : 0,
    descuentoMaximo: seeded === 'Vendedor' ? '5.00' : '100.00',
    ...overrides,
  });
}

/**
 * A row of the audit log (docs/seguridad.md): Laura Gómez updating client 100 + id by default.
 * `fecha` is an ISO 8601 timestamp; entity and action keys are free text as in the API (the screen
 * shows an unknown key as it is).
 * @throws Error when the result is not something the API could send (the field and zod message).
 */
export function fakeAuditoriaItem(overrides: Partial<AuditoriaItem> = {}): AuditoriaItem {
  const id = takeId('auditoria', overrides.id);
  return parseFake('fakeAuditoriaItem', auditoriaItemSchema, {
    id,
    fecha: new Date(Date.UTC(2026, 2, 1, 13, 5) + num(id) * 86_400_000).toISOString(),
    usuario: { id: 1, name: 'Laura Gómez' },
    entidad: 'clientes',
    entidadId: String(100 + id),
    accion: 'actualizar',
    antes: { nombreApellido: nombrePersona(id) },
    despues: { nombreApellido: `${nombrePersona(id)} (editado)` },
    ...overrides,
  });
}

/**
 * The signed-in user of GET auth/me (docs/permisos.md): the seeded administrator Laura Gómez with
 * every permission by default. A `roleName` of a seeded role without `permissions` or `roleId` gets
 * that role's own. Every permission must be one the system knows (`ALL_PERMISSIONS`).
 * @throws Error when the result is not something the API could send (the field and zod message).
 */
export function fakeSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  const id = takeId('sessionUser', overrides.id);
  const roleName = overrides.roleName ?? 'Administrador';
  const seeded = ROLES.find((r) => r === roleName);
  return parseFake('fakeSessionUser', sessionUserApiSchema, {
    id,
    name: id === 1 ? 'Laura Gómez' : nombrePersona(id + 2),
    email: id === 1 ? 'admin@demo.local' : `usuario${id}@demo.local`,
    roleId: seeded ? ROLES.indexOf(seeded) + 1 : 5,
    roleName,
    permissions: seeded ? [...ROLE_PERMISSIONS[seeded]] : ['home.get'],
    cod_vendedor: roleName === 'Administrador' || roleName === 'Vendedor' ? `V${String(id).padStart(3, '0')}` : null,
    sucursalId: 1,
    descuentoMaximo: roleName === 'Vendedor' ? '5.00' : '100.00',
    ...overrides,
  });
}

// ---------------------------------------------------------------------------------------------
// Pages

/** Paging of {@link fakePage}: page from 1, pageSize 1..100 (default 10), total items of the list. */
export interface FakePageOptions {
  page?: number;
  pageSize?: number;
  /** Items of the whole list (default: the items given). */
  total?: number;
}

/**
 * A paged list response `{ items, total, currentPage, totalPages, pageSize }` (shared `pagedSchema`,
 * docs/arquitectura.md): `totalPages` is at least 1, as the API sends it for an empty list.
 * @throws Error when page or pageSize is one the API refuses, when there are more items than
 * pageSize, or when total is smaller than what the page shows.
 */
export function fakePage<T>(items: T[], { page = 1, pageSize = 10, total = items.length }: FakePageOptions = {}): Paged<T> {
  const paging = parseFake('fakePage', pagingQuerySchema, { page, pageSize });
  const before = (paging.page - 1) * paging.pageSize;
  if (items.length > paging.pageSize) throw new Error(`fakePage: ${items.length} ítems no entran en una página de ${paging.pageSize}.`);
  if (!Number.isInteger(total) || total < (items.length > 0 ? before + items.length : 0)) {
    throw new Error(`fakePage: total ${total} no alcanza para ${items.length} ítems en la página ${paging.page} de a ${paging.pageSize}.`);
  }
  return { items, total, currentPage: paging.page, totalPages: Math.max(1, Math.ceil(total / paging.pageSize)), pageSize: paging.pageSize };
}

/** The page `page` (of `pageSize` items) of the whole list `all`, as {@link fakePage} builds it. */
export function pageOf<T>(all: T[], page = 1, pageSize = 10): Paged<T> {
  return fakePage(all.slice((page - 1) * pageSize, page * pageSize), { page, pageSize, total: all.length });
}

/**
 * GET users?pageSize=100 response `{ usuarios, total, currentPage, totalPages }`
 * (docs/contactos-y-administracion.md), every user in one page.
 */
export function fakeUsuariosList(usuarios: Usuario[]): UsuariosList {
  return { usuarios, total: usuarios.length, currentPage: 1, totalPages: 1 };
}
