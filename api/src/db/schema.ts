import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The database schema: the ONE place where tables are declared (docs/arquitectura.md).
 * `drizzle-kit generate` turns it into the SQL migrations of api/drizzle/, which run unchanged on
 * PGlite and on PostgreSQL.
 *
 * Conventions: money numeric(14,2), quantities numeric(14,4), rates numeric(14,4) (docs/dinero-y-cantidades.md);
 * numerics come back as strings and are handled with decimal.js. Percentages numeric(5,2).
 * Timestamps are timestamptz. Soft deletes use `is_deleted` + `deleted_at`.
 */

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const quantity = (name: string) => numeric(name, { precision: 14, scale: 4 });
const rate = (name: string) => numeric(name, { precision: 14, scale: 4 });
const percent = (name: string) => numeric(name, { precision: 5, scale: 2 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** Branches (sucursales): stock is kept per branch. */
export const sucursales = pgTable('sucursales', {
  id: id(),
  nombre: text('nombre').notNull().unique(),
  activo: boolean('activo').notNull().default(true),
  /** ARCA's punto de venta of its Línea 1 invoices (1–99998), one per branch; null: it does not invoice (docs/facturacion.md). */
  puntoVenta: integer('punto_venta').unique(),
  createdAt: createdAt(),
});

/** System currencies: 1 Pesos ($), 2 Dólares (US$). `valor` is the rate in pesos (4 decimals). */
export const monedas = pgTable('monedas', {
  id: integer('id').primaryKey(),
  nombre: text('nombre').notNull(),
  simbolo: text('simbolo').notNull(),
  valor: rate('valor').notNull(),
  /** A provider rate that jumped more than 20 % from `valor`: waits for a monedas.put holder (docs/contactos-y-administracion.md). */
  valorPendiente: rate('valor_pendiente'),
  pendienteDesde: timestamp('pendiente_desde', { withTimezone: true }),
  /** Who asked the provider for the pending rate (null: the scheduled refresh). */
  pendienteUsuarioId: integer('pendiente_usuario_id').references(() => usuarios.id),
  updatedAt: updatedAt(),
});

/** Every change of a currency's rate: who, when, old and new value, manual or automatic (docs/dinero-y-cantidades.md). */
export const monedasHistorial = pgTable(
  'monedas_historial',
  {
    id: id(),
    monedaId: integer('moneda_id')
      .notNull()
      .references(() => monedas.id),
    valorAnterior: rate('valor_anterior').notNull(),
    valorNuevo: rate('valor_nuevo').notNull(),
    origen: text('origen').notNull(),
    usuarioId: integer('usuario_id').references(() => usuarios.id),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    /** A pending provider rate confirmed by hand: who confirmed it and when (`fecha` is then the confirmation too). */
    confirmadoPor: integer('confirmado_por').references(() => usuarios.id),
    confirmadoEn: timestamp('confirmado_en', { withTimezone: true }),
  },
  (t) => [
    check('monedas_historial_origen_check', sql`${t.origen} in ('manual', 'automatico')`),
    index('monedas_historial_moneda_idx').on(t.monedaId, t.fecha),
  ],
);

/** Roles with their permission strings `area.action` (docs/permisos.md). Names unique case-insensitively. */
export const roles = pgTable(
  'roles',
  {
    id: id(),
    name: text('name').notNull(),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Fixed key of a system role ('administrador' for the seeded Administrador: it keeps every
     * permission and cannot be deleted); null for the others. Never changes (docs/contactos-y-administracion.md).
     */
    clave: text('clave').unique(),
    /**
     * Largest discount (percent, 0–100) the role's users give without an authorization code
     * (docs/permisos.md; 5 for the seeded Vendedor, 100 = no limit).
     */
    descuentoMaximo: percent('descuento_maximo').notNull().default('100'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('roles_name_lower_idx').on(sql`lower(${t.name})`),
    check('roles_descuento_maximo_check', sql`${t.descuentoMaximo} >= 0 and ${t.descuentoMaximo} <= 100`),
  ],
);

/** Users: e-mail unique (stored lower-case), argon2 password hash, seller code and commission %. */
export const usuarios = pgTable(
  'usuarios',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    codVendedor: text('cod_vendedor').unique(),
    comision: percent('comision').notNull().default('0'),
    activo: boolean('activo').notNull().default(true),
    /** The user's branch (default of their screens); null when none. */
    sucursalId: integer('sucursal_id').references(() => sucursales.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('usuarios_comision_check', sql`${t.comision} >= 0 and ${t.comision} <= 100`),
    index('usuarios_role_idx').on(t.roleId),
  ],
);

/**
 * Sessions: only the SHA-256 (hex) of the opaque cookie id is stored. Idle expiry is computed from
 * `last_seen_at`; `expires_at` is the absolute expiry (docs/seguridad.md).
 */
export const sesiones = pgTable(
  'sesiones',
  {
    tokenHash: text('token_hash').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sesiones_usuario_idx').on(t.usuarioId)],
);

/** Payment methods; soft-deleted ones stay referenced by old sales. Active names unique (case-insensitive). */
export const metodosPago = pgTable(
  'metodos_pago',
  {
    id: id(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion'),
    /**
     * Fixed system key ('efectivo', 'cuenta_corriente', …) of the seeded methods the rules depend
     * on; null for user-created ones. Never changes; a method with a key cannot be deleted.
     */
    clave: text('clave').unique(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('metodos_pago_nombre_activo_idx')
      .on(sql`lower(${t.nombre})`)
      .where(sql`${t.isDeleted} = false`),
  ],
);

/** Suppliers. */
/** Suppliers (docs/contactos-y-administracion.md); soft delete; CUIT unique among the active ones. */
export const proveedores = pgTable(
  'proveedores',
  {
    id: id(),
    nombre: text('nombre').notNull(),
    cuit: text('cuit'),
    email: text('email'),
    telefono: text('telefono'),
    direccion: text('direccion'),
    provincia: text('provincia'),
    contacto: text('contacto'),
    notas: text('notas'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('proveedores_cuit_activo_idx')
      .on(t.cuit)
      .where(sql`${t.isDeleted} = false and ${t.cuit} is not null`),
  ],
);

/** Clients (docs/contactos-y-administracion.md); soft delete; documento unique among active clients. */
export const clientes = pgTable(
  'clientes',
  {
    id: id(),
    nombreApellido: text('nombre_apellido').notNull(),
    documento: text('documento').notNull(),
    email: text('email'),
    telefono: text('telefono'),
    tipo: text('tipo').notNull(),
    condicionIva: text('condicion_iva').notNull(),
    direccion: text('direccion'),
    codigoPostal: text('codigo_postal'),
    zona: text('zona'),
    provincia: text('provincia').notNull().default('Buenos Aires'),
    notas: text('notas'),
    nombreEmpresa: text('nombre_empresa'),
    /** Credit limit per currency for Cuenta Corriente sales (null: no limit; docs/cuentas-corrientes.md). */
    limiteCreditoPesos: money('limite_credito_pesos'),
    limiteCreditoDolares: money('limite_credito_dolares'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * What the sales and quotes searches read (docs/rendimiento.md, «Búsqueda de clientes en ventas y
     * presupuestos»): name and document in lower case, joined by chr(1) so a text never matches across
     * the two. Kept by PostgreSQL (a stored generated column); never written by the API.
     */
    busqueda: text('busqueda').generatedAlwaysAs(sql`lower("nombre_apellido" || chr(1) || "documento")`),
    /**
     * How many quotes of this client are in each state (docs/rendimiento.md, «El total de la búsqueda
     * de presupuestos»): the total of the /presupuestos search sums them over the matching clients
     * instead of counting their quotes. Kept by statement-level triggers on presupuestos in the same
     * transaction as every insert, state or client change, delete and truncate
     * (api/drizzle/0013_presupuestos_por_cliente.sql); never written by the API.
     */
    presupuestosActivos: integer('presupuestos_activos').notNull().default(0),
    presupuestosAnulados: integer('presupuestos_anulados').notNull().default(0),
  },
  (t) => [
    check('clientes_tipo_check', sql`${t.tipo} in ('particular', 'empresa')`),
    check(
      'clientes_condicion_iva_check',
      sql`${t.condicionIva} in ('Responsable Inscripto', 'Monotributista', 'Exento', 'Consumidor Final', 'Sujeto No Categorizado', 'Monotributista Social', 'Monotributo Trabajador Independiente Promovido', 'IVA Liberado - Ley N° 19.640', 'IVA No Alcanzado', 'Proveedor del Exterior', 'Cliente del Exterior')`,
    ),
    uniqueIndex('clientes_documento_activo_idx').on(t.documento).where(sql`${t.isDeleted} = false`),
    index('clientes_nombre_idx').on(t.nombreApellido),
    // Clients searched by name or document (the clients list, the global search, sales and quotes):
    // one index, and a case-sensitive LIKE on lower-case text (ILIKE on two columns rechecked each
    // matching row twice, lowering it each time). Migrations 0011 and 0012.
    index('clientes_busqueda_trgm_idx').using('gin', t.busqueda.op('gin_trgm_ops')),
    // The global search and the clients list also match the e-mail (0010_rendimiento_reportes.sql).
    index('clientes_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

/**
 * Products. `codigo` is assigned per category inside the creating transaction (materia_prima from
 * 10000, esencia from 20000, elaborado from 30000). precio and costo are money in their currencies;
 * valorFinal = precio × (1 + alicuota_iva / 100) is computed, not stored.
 */
export const productos = pgTable(
  'productos',
  {
    id: id(),
    codigo: integer('codigo').notNull().unique(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion'),
    categoria: text('categoria').notNull(),
    unidad: text('unidad').notNull(),
    proveedorId: integer('proveedor_id').references(() => proveedores.id),
    stockMinimo: quantity('stock_minimo').notNull().default('0'),
    costo: money('costo').notNull().default('0'),
    costoMonedaId: integer('costo_moneda_id')
      .notNull()
      .default(1)
      .references(() => monedas.id),
    precio: money('precio').notNull(),
    alicuotaIva: percent('alicuota_iva').notNull().default('21'),
    monedaId: integer('moneda_id')
      .notNull()
      .default(1)
      .references(() => monedas.id),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('productos_categoria_check', sql`${t.categoria} in ('materia_prima', 'esencia', 'elaborado')`),
    check('productos_alicuota_check', sql`${t.alicuotaIva} in (0, 2.5, 5, 10.5, 21, 27)`),
    check('productos_precio_check', sql`${t.precio} >= 0 and ${t.costo} >= 0 and ${t.stockMinimo} >= 0`),
    index('productos_categoria_idx').on(t.categoria, t.codigo),
    index('productos_proveedor_idx').on(t.proveedorId, t.codigo),
    index('productos_nombre_lower_idx').on(sql`lower(${t.nombre})`),
    // The /stock search (docs/rendimiento.md): name anywhere, case-insensitive (pg_trgm), and a
    // search of digits as the start of the code.
    index('productos_nombre_trgm_idx')
      .using('gin', t.nombre.op('gin_trgm_ops'))
      .where(sql`${t.isDeleted} = false`),
    index('productos_codigo_texto_idx')
      .on(sql`(${t.codigo}::text) text_pattern_ops`)
      .where(sql`${t.isDeleted} = false`),
  ],
);

/**
 * How many active (not deleted) products each category has: the total of the /stock list without
 * a search, read in O(1) instead of counting 100k rows per request (docs/rendimiento.md). Kept
 * exact by statement-level triggers on `productos` (insert, update, delete, truncate) that run in
 * the same transaction as the change; they are written in api/drizzle/0002_rendimiento.sql, since
 * drizzle does not declare triggers.
 */
export const productosConteo = pgTable('productos_conteo', {
  categoria: text('categoria').primaryKey(),
  activos: integer('activos').notNull(),
});

/**
 * Row counts of whole tables, for the total of a list without filters (docs/rendimiento.md):
 * `ventas` (every sale, deleted ones too, as /ventas lists them) and `clientes` (active clients).
 * Each table's count is the sum of its parts; a transaction adds to the part of its transaction id
 * (16 parts), so concurrent sales seldom wait for one another on the same counter row. Kept exact
 * by statement-level triggers in the same transaction as every change (api/drizzle/0002_rendimiento.sql).
 */
export const conteos = pgTable(
  'conteos',
  {
    tabla: text('tabla').notNull(),
    parte: smallint('parte').notNull(),
    filas: integer('filas').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tabla, t.parte] })],
);

/**
 * The active (not annulled) sales per Buenos Aires day and currency: sum of their totals and how
 * many (the /home figures, docs/reportes.md «Inicio (API)»). Kept by statement-level triggers on
 * `ventas` in the same transaction as every change (api/drizzle/0010_rendimiento_reportes.sql).
 * Only sums of rows mean something: a key may have several rows (writers never wait for each other).
 * Never written by the services.
 */
export const ventasPorDia = pgTable(
  'ventas_por_dia',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dia: date('dia', { mode: 'string' }).notNull(),
    monedaId: integer('moneda_id').notNull(),
    total: numeric('total').notNull().default('0'),
    cantidad: integer('cantidad').notNull().default(0),
  },
  (t) => [index('ventas_por_dia_clave_idx').on(t.dia, t.monedaId)],
);

/**
 * Per currency, the sum of the positive current-account balances and how many there are (the
 * /home «Por cobrar»). Kept by statement-level triggers on `saldos_cuenta_corriente`
 * (api/drizzle/0010_rendimiento_reportes.sql); only sums of rows mean something, as in ventasPorDia.
 */
export const saldosPositivos = pgTable(
  'saldos_positivos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    monedaId: integer('moneda_id').notNull(),
    total: numeric('total').notNull().default('0'),
    deudores: integer('deudores').notNull().default(0),
  },
  (t) => [index('saldos_positivos_moneda_idx').on(t.monedaId)],
);

/** Formula of an essence or elaborated product: raw materials for `cantidad_producida` units. */
export const formulas = pgTable(
  'formulas',
  {
    id: id(),
    productoId: integer('producto_id')
      .notNull()
      .unique()
      .references(() => productos.id),
    cantidadProducida: quantity('cantidad_producida').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('formulas_cantidad_check', sql`${t.cantidadProducida} > 0`)],
);

/** One raw material of a formula. */
export const formulaDetalles = pgTable(
  'formula_detalles',
  {
    id: id(),
    formulaId: integer('formula_id')
      .notNull()
      .references(() => formulas.id, { onDelete: 'cascade' }),
    materiaPrimaId: integer('materia_prima_id')
      .notNull()
      .references(() => productos.id),
    cantidad: quantity('cantidad').notNull(),
  },
  (t) => [
    uniqueIndex('formula_detalles_unq').on(t.formulaId, t.materiaPrimaId),
    check('formula_detalles_cantidad_check', sql`${t.cantidad} > 0`),
  ],
);

/** Stock of a product in a branch; never below zero (docs/stock-y-productos.md). */
export const stock = pgTable(
  'stock',
  {
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.id),
    cantidad: quantity('cantidad').notNull().default('0'),
    updatedAt: updatedAt(),
    /**
     * The product's stock_minimo while active, 0 once deleted, copied by triggers (api/drizzle/0006;
     * the projection api/src/db/proyecciones/stock-minimo.ts): "below its minimum" is
     * cantidad < minimo_vigente. Never written by the application.
     */
    minimoVigente: quantity('minimo_vigente').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.productoId, t.sucursalId] }),
    check('stock_cantidad_check', sql`${t.cantidad} >= 0`),
    index('stock_sucursal_idx').on(t.sucursalId),
    index('stock_bajo_minimo_idx').on(t.sucursalId, t.productoId).where(sql`${t.cantidad} < ${t.minimoVigente}`),
  ],
);

/**
 * The (product, branch) pairs without a stock row (their stock is 0), kept by triggers
 * (api/drizzle/0006; api/src/db/proyecciones/stock-minimo.ts): for every product and branch exactly
 * one of its stock row and its pair exists. Never written by the application.
 */
export const stockSinFila = pgTable(
  'stock_sin_fila',
  {
    productoId: integer('producto_id').notNull(),
    sucursalId: integer('sucursal_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'stock_sin_fila_pk', columns: [t.productoId, t.sucursalId] }),
    // The names PostgreSQL gave the inline references of 0006.
    foreignKey({ name: 'stock_sin_fila_producto_id_fkey', columns: [t.productoId], foreignColumns: [productos.id] }).onDelete('cascade'),
    foreignKey({ name: 'stock_sin_fila_sucursal_id_fkey', columns: [t.sucursalId], foreignColumns: [sucursales.id] }).onDelete('cascade'),
    index('stock_sin_fila_sucursal_idx').on(t.sucursalId, t.productoId),
  ],
);

/** Reasons of a stock movement (docs/stock-y-productos.md). */
export const MOTIVOS_STOCK = [
  'venta',
  'anulacion',
  'ingreso',
  'anulacion_ingreso',
  'fabricacion_consumo',
  'fabricacion_producto',
  'devolucion',
  'ajuste',
] as const;
export type MotivoStock = (typeof MOTIVOS_STOCK)[number];

/** Every stock change: signed quantity, reason, reference, stock before and after, user. */
export const movimientosStock = pgTable(
  'movimientos_stock',
  {
    id: id(),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.id),
    cantidad: quantity('cantidad').notNull(),
    motivo: text('motivo').notNull(),
    referenciaId: integer('referencia_id'),
    stockAnterior: quantity('stock_anterior').notNull(),
    stockNuevo: quantity('stock_nuevo').notNull(),
    usuarioId: integer('usuario_id').references(() => usuarios.id),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'movimientos_stock_motivo_check',
      sql`${t.motivo} in ('venta', 'anulacion', 'ingreso', 'anulacion_ingreso', 'fabricacion_consumo', 'fabricacion_producto', 'devolucion', 'ajuste')`,
    ),
    index('movimientos_stock_producto_idx').on(t.productoId, t.sucursalId, t.fecha),
    index('movimientos_stock_ref_idx').on(t.motivo, t.referenciaId),
  ],
);

/**
 * Every change of a product's cost (docs/stock-y-productos.md): before and after, each in its own
 * currency; origen 'alta' (creation), 'edicion' (PUT productos) or 'ingreso' (referencia_id = the
 * stock entry).
 */
export const costosHistorial = pgTable(
  'costos_historial',
  {
    id: id(),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    costoAnterior: money('costo_anterior'),
    costoAnteriorMonedaId: integer('costo_anterior_moneda_id').references(() => monedas.id),
    costoNuevo: money('costo_nuevo').notNull(),
    costoNuevoMonedaId: integer('costo_nuevo_moneda_id')
      .notNull()
      .references(() => monedas.id),
    origen: text('origen').notNull(),
    referenciaId: integer('referencia_id'),
    usuarioId: integer('usuario_id').references(() => usuarios.id),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('costos_historial_origen_check', sql`${t.origen} in ('alta', 'edicion', 'ingreso', 'anulacion_ingreso')`),
    index('costos_historial_producto_idx').on(t.productoId, t.fecha),
  ],
);

/** Stock entries (ingresos): a branch receives products from suppliers (docs/stock-y-productos.md). */
export const ingresos = pgTable(
  'ingresos',
  {
    id: id(),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.id),
    usuarioId: integer('usuario_id').references(() => usuarios.id),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').notNull().default('registrado'),
    /** An annulled entry (status 'anulado'): when and by whom (docs/ingresos.md, «Anulación»). */
    anuladoEn: timestamp('anulado_en', { withTimezone: true }),
    anuladoPor: integer('anulado_por').references(() => usuarios.id),
    createdAt: createdAt(),
  },
  (t) => [check('ingresos_status_check', sql`${t.status} in ('registrado', 'anulado')`), index('ingresos_fecha_idx').on(t.fecha)],
);

/** One line of a stock entry: quantity, unit cost in its currency, the product's previous cost, supplier. */
export const ingresoDetalles = pgTable(
  'ingreso_detalles',
  {
    id: id(),
    ingresoId: integer('ingreso_id')
      .notNull()
      .references(() => ingresos.id, { onDelete: 'cascade' }),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    cantidad: quantity('cantidad').notNull(),
    costo: money('costo').notNull(),
    costoMonedaId: integer('costo_moneda_id')
      .notNull()
      .references(() => monedas.id),
    costoAnterior: money('costo_anterior').notNull(),
    costoAnteriorMonedaId: integer('costo_anterior_moneda_id')
      .notNull()
      .references(() => monedas.id),
    proveedorId: integer('proveedor_id')
      .notNull()
      .references(() => proveedores.id),
  },
  (t) => [
    check('ingreso_detalles_cantidad_check', sql`${t.cantidad} > 0 and ${t.costo} >= 0`),
    index('ingreso_detalles_ingreso_idx').on(t.ingresoId),
    index('ingreso_detalles_producto_idx').on(t.productoId),
    index('ingreso_detalles_proveedor_idx').on(t.proveedorId, t.ingresoId),
  ],
);

/**
 * Manufacturing runs (docs/fabricacion.md): Q of a product in a branch; estado en_proceso,
 * finalizada or cancelada (a cancelled run is soft-deleted: is_deleted, kept for audit).
 */
export const fabricaciones = pgTable(
  'fabricaciones',
  {
    id: id(),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    cantidad: quantity('cantidad').notNull(),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.id),
    usuarioId: integer('usuario_id').references(() => usuarios.id),
    estado: text('estado').notNull().default('en_proceso'),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    finalizadaAt: timestamp('finalizada_at', { withTimezone: true }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('fabricaciones_estado_check', sql`${t.estado} in ('en_proceso', 'finalizada', 'cancelada')`),
    check('fabricaciones_cantidad_check', sql`${t.cantidad} > 0`),
    index('fabricaciones_estado_idx').on(t.estado, t.id),
  ],
);

/** One raw material of a run: quantity (formula scaled, 4 decimals) and whether it was confirmed (deducted). */
export const fabricacionDetalles = pgTable(
  'fabricacion_detalles',
  {
    id: id(),
    fabricacionId: integer('fabricacion_id')
      .notNull()
      .references(() => fabricaciones.id, { onDelete: 'cascade' }),
    materiaPrimaId: integer('materia_prima_id')
      .notNull()
      .references(() => productos.id),
    cantidad: quantity('cantidad').notNull(),
    confirmado: boolean('confirmado').notNull().default(false),
    confirmadoAt: timestamp('confirmado_at', { withTimezone: true }),
    confirmadoPor: integer('confirmado_por').references(() => usuarios.id),
  },
  (t) => [
    uniqueIndex('fabricacion_detalles_unq').on(t.fabricacionId, t.materiaPrimaId),
    check('fabricacion_detalles_cantidad_check', sql`${t.cantidad} > 0`),
  ],
);

/** One-time price authorization codes: SHA-256 of the 6 digits, 10 minutes, single use (docs/ventas-y-presupuestos.md). */
export const codigosAutorizacion = pgTable(
  'codigos_autorizacion',
  {
    id: id(),
    codigoHash: text('codigo_hash').notNull(),
    creadoPor: integer('creado_por')
      .notNull()
      .references(() => usuarios.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usadoPor: integer('usado_por').references(() => usuarios.id),
    ventaId: integer('venta_id'),
    /** What the use approved ('precio', 'credito', 'descuento', 'anulacion', 'cotizacion'…); null while unused. */
    motivos: text('motivos').array(),
    /** The document the code was used on (table and id); null while unused. */
    entidad: text('entidad'),
    entidadId: integer('entidad_id'),
  },
  (t) => [index('codigos_autorizacion_hash_idx').on(t.codigoHash)],
);

/**
 * Sales. One currency (that of the first line); total and pagado are money in it; descuento a
 * percentage. Status (Pagada / Parcial / Pendiente) is derived from pagado vs total.
 */
export const ventas = pgTable(
  'ventas',
  {
    id: id(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    clienteId: integer('cliente_id').references(() => clientes.id),
    vendedorId: integer('vendedor_id')
      .notNull()
      .references(() => usuarios.id),
    codVendedor: text('cod_vendedor'),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.id),
    origen: text('origen').notNull().default('venta'),
    metodoPagoId: integer('metodo_pago_id')
      .notNull()
      .references(() => metodosPago.id),
    monedaId: integer('moneda_id')
      .notNull()
      .references(() => monedas.id),
    linea: smallint('linea').notNull().default(2),
    total: money('total').notNull(),
    descuento: percent('descuento').notNull().default('0'),
    pagada: boolean('pagada').notNull().default(false),
    pagado: money('pagado').notNull().default('0'),
    codigoAutorizacionId: integer('codigo_autorizacion_id').references(() => codigosAutorizacion.id),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('ventas_linea_check', sql`${t.linea} in (1, 2)`),
    check('ventas_montos_check', sql`${t.total} >= 0 and ${t.pagado} >= 0`),
    check('ventas_descuento_check', sql`${t.descuento} >= 0 and ${t.descuento} <= 100`),
    index('ventas_fecha_idx').on(t.fecha),
    // The sales of one client in a date range: the /ventas search by client (docs/rendimiento.md).
    index('ventas_cliente_fecha_idx').on(t.clienteId, t.fecha),
    index('ventas_vendedor_idx').on(t.vendedorId, t.fecha),
  ],
);

/** Sale lines: unit price and subtotal in the sale's currency, cost snapshot, seller commission. */
export const ventaDetalles = pgTable(
  'venta_detalles',
  {
    id: id(),
    ventaId: integer('venta_id')
      .notNull()
      .references(() => ventas.id, { onDelete: 'cascade' }),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    cantidad: quantity('cantidad').notNull(),
    precioUnitario: money('precio_unitario').notNull(),
    subTotal: money('sub_total').notNull(),
    /** The product's IVA rate when it was sold (percent): what its invoice split by (docs/facturacion.md). */
    alicuotaIva: percent('alicuota_iva').notNull().default('21'),
    costoUnitario: money('costo_unitario').notNull().default('0'),
    costoMonedaId: integer('costo_moneda_id')
      .notNull()
      .default(1)
      .references(() => monedas.id),
    comisionVendedor: money('comision_vendedor').notNull().default('0'),
    custom: boolean('custom').notNull().default(false),
  },
  (t) => [
    index('venta_detalles_venta_idx').on(t.ventaId),
    index('venta_detalles_producto_idx').on(t.productoId),
    check('venta_detalles_cantidad_check', sql`${t.cantidad} > 0`),
  ],
);

/**
 * Quotes (docs/ventas-y-presupuestos.md): like a sale without stock or payment; estado activo or
 * anulado; convertido_en_venta with venta_id once converted (one-way). Money in moneda_id.
 */
export const presupuestos = pgTable(
  'presupuestos',
  {
    id: id(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    clienteId: integer('cliente_id').references(() => clientes.id),
    vendedorId: integer('vendedor_id').references(() => usuarios.id),
    codVendedor: text('cod_vendedor'),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.id),
    monedaId: integer('moneda_id')
      .notNull()
      .references(() => monedas.id),
    total: money('total').notNull(),
    descuento: percent('descuento').notNull().default('0'),
    estado: text('estado').notNull().default('activo'),
    convertidoEnVenta: boolean('convertido_en_venta').notNull().default(false),
    ventaId: integer('venta_id').references(() => ventas.id),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('presupuestos_estado_check', sql`${t.estado} in ('activo', 'anulado')`),
    check('presupuestos_montos_check', sql`${t.total} >= 0 and ${t.descuento} >= 0 and ${t.descuento} <= 100`),
    index('presupuestos_fecha_idx').on(t.fecha),
    index('presupuestos_cliente_fecha_idx').on(t.clienteId, t.fecha),
    index('presupuestos_vendedor_fecha_idx').on(t.vendedorId, t.fecha),
  ],
);

/** Quote lines: unit price and subtotal in the quote's currency; custom when the price was overridden. */
export const presupuestoDetalles = pgTable(
  'presupuesto_detalles',
  {
    id: id(),
    presupuestoId: integer('presupuesto_id')
      .notNull()
      .references(() => presupuestos.id, { onDelete: 'cascade' }),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    cantidad: quantity('cantidad').notNull(),
    precioUnitario: money('precio_unitario').notNull(),
    subTotal: money('sub_total').notNull(),
    custom: boolean('custom').notNull().default(false),
  },
  (t) => [
    index('presupuesto_detalles_presupuesto_idx').on(t.presupuestoId),
    check('presupuesto_detalles_cantidad_check', sql`${t.cantidad} > 0`),
  ],
);

/**
 * Current-account movements of a client. DEBITO raises what the client owes, CREDITO lowers it;
 * saldo_previo / saldo_nuevo are the balance of that currency before and after. `pagado` tracks
 * how much of a debit later payments covered (docs/cuentas-corrientes.md).
 */
export const movimientosCuentaCorriente = pgTable(
  'movimientos_cuenta_corriente',
  {
    id: id(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    vencimiento: timestamp('vencimiento', { withTimezone: true }),
    tipo: text('tipo').notNull(),
    monedaId: integer('moneda_id')
      .notNull()
      .references(() => monedas.id),
    monto: money('monto').notNull(),
    descripcion: text('descripcion').notNull(),
    ventaId: integer('venta_id').references(() => ventas.id),
    cotizacion: rate('cotizacion'),
    saldoPrevio: money('saldo_previo').notNull(),
    saldoNuevo: money('saldo_nuevo').notNull(),
    pagado: money('pagado').notNull().default('0'),
    pagada: boolean('pagada').notNull().default(false),
    /** The manual debt this DEBITO records, if it is one. */
    deudaManualId: integer('deuda_manual_id'),
    /** CREDITO only: how much of it is still unapplied (credit in favour); DEBITO: 0. */
    disponible: money('disponible').notNull().default('0'),
    /** A payment's CREDITO movements (one per currency it touched): the payment's main movement. */
    pagoId: integer('pago_id'),
    /** A conversion pair of credit in favour: the CREDITO whose `disponible` it consumed. */
    creditoOrigenId: integer('credito_origen_id'),
    /** A reversal movement: the movement it reverses (docs/cuentas-corrientes.md, «Anulación de un pago»). */
    anulaId: integer('anula_id'),
    /** Reversed by a later movement (never deleted: it still counts, its reversal undoes it). */
    anulado: boolean('anulado').notNull().default(false),
    anuladoEn: timestamp('anulado_en', { withTimezone: true }),
    anuladoPor: integer('anulado_por').references(() => usuarios.id),
    usuarioId: integer('usuario_id').references(() => usuarios.id),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('movimientos_cc_tipo_check', sql`${t.tipo} in ('CREDITO', 'DEBITO')`),
    check('movimientos_cc_monto_check', sql`${t.monto} > 0`),
    index('movimientos_cc_venta_idx').on(t.ventaId),
    // A client's movements by date: 'Movimientos en Cuenta Corriente' (newest first, both
    // currencies), the statement and its initial balances (docs/cuentas-corrientes.md).
    index('movimientos_cc_cliente_fecha_idx').on(t.clienteId, t.fecha, t.id),
    // A client's credit in favour, read whenever a new debt appears (docs/cuentas-corrientes.md).
    index('movimientos_cc_disponible_idx').on(t.clienteId, t.fecha, t.id).where(sql`${t.tipo} = 'CREDITO' and ${t.disponible} > 0`),
    index('movimientos_cc_pago_idx').on(t.pagoId).where(sql`${t.pagoId} is not null`),
    index('movimientos_cc_credito_origen_idx').on(t.creditoOrigenId).where(sql`${t.creditoOrigenId} is not null`),
  ],
);

/**
 * Current balance per client and currency, kept by `registrarMovimiento` in the same transaction as
 * each movement (always equal to the sum of the client's movements; docs/cuentas-corrientes.md).
 * Positive: the client owes; negative: credit in favour.
 */
export const saldosCuentaCorriente = pgTable(
  'saldos_cuenta_corriente',
  {
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    monedaId: integer('moneda_id')
      .notNull()
      .references(() => monedas.id),
    saldo: money('saldo').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.clienteId, t.monedaId] }), index('saldos_cc_moneda_saldo_idx').on(t.monedaId, t.saldo)],
);

/**
 * How many movements (not deleted) each client has: the total of the movements page
 * (docs/cuentas-corrientes.md). Kept by a trigger on movimientos_cuenta_corriente
 * (api/drizzle/0009_rendimiento_cuentas.sql); never written by the services.
 */
export const movimientosCuentaConteo = pgTable('movimientos_cuenta_conteo', {
  clienteId: integer('cliente_id').primaryKey(),
  movimientos: integer('movimientos').notNull(),
});

/**
 * The totals row of the accounts list (docs/cuentas-corrientes.md, «Listado de cuentas»), kept by
 * the triggers of api/drizzle/0009_rendimiento_cuentas.sql on ventas, deudas_manuales and
 * saldos_cuenta_corriente (which also rebuild it after a TRUNCATE). For the clients of one class
 * (`conDeuda`: saldo > 0 in some currency) and one currency: part of the sum of their balances
 * (`saldo`), the pending amounts of their pending documents dated `dia` (a Buenos Aires day;
 * '-infinity' for every day more than 90 days ago) and part of the count of clients with debt.
 * Only sums of rows mean something (a key may have several rows). Never written by the services.
 */
export const cuentasTotales = pgTable(
  'cuentas_totales',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conDeuda: boolean('con_deuda').notNull(),
    monedaId: integer('moneda_id').notNull(),
    dia: date('dia', { mode: 'string' }).notNull(),
    saldo: numeric('saldo').notNull().default('0'),
    pendiente: numeric('pendiente').notNull().default('0'),
    clientes: integer('clientes').notNull().default(0),
  },
  (t) => [index('cuentas_totales_clave_idx').on(t.dia, t.conDeuda, t.monedaId)],
);

/** Manual debts (Ingresar Deuda): pending until payments cover them; money in moneda_id. */
export const deudasManuales = pgTable(
  'deudas_manuales',
  {
    id: id(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    monedaId: integer('moneda_id')
      .notNull()
      .references(() => monedas.id),
    monto: money('monto').notNull(),
    pagado: money('pagado').notNull().default('0'),
    pagada: boolean('pagada').notNull().default(false),
    descripcion: text('descripcion').notNull(),
    usuarioId: integer('usuario_id').references(() => usuarios.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('deudas_manuales_montos_check', sql`${t.monto} > 0 and ${t.pagado} >= 0 and ${t.pagado} <= ${t.monto}`),
    index('deudas_manuales_cliente_idx').on(t.clienteId, t.fecha),
    // Pending manual debts: the applier, the aging and the oldest debt of a client.
    index('deudas_manuales_pendientes_idx').on(t.clienteId, t.fecha).where(sql`${t.pagada} = false`),
  ],
);

/**
 * Applications of a credit (a payment, or the credit left by an annulment or a lowered sale) to a
 * pending document: a sale on account or a manual debt. `aplicado` is in the document's currency,
 * `importe` in the credit's currency (converted with `cotizacion`, pesos per dollar).
 */
export const aplicacionesPago = pgTable(
  'aplicaciones_pago',
  {
    id: id(),
    creditoId: integer('credito_id')
      .notNull()
      .references(() => movimientosCuentaCorriente.id),
    ventaId: integer('venta_id').references(() => ventas.id),
    deudaManualId: integer('deuda_manual_id').references(() => deudasManuales.id),
    monedaId: integer('moneda_id')
      .notNull()
      .references(() => monedas.id),
    aplicado: money('aplicado').notNull(),
    importe: money('importe').notNull(),
    cotizacion: rate('cotizacion'),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    /** Undone by the annulment of its payment: no longer counts in the document's pagado. */
    anulada: boolean('anulada').notNull().default(false),
  },
  (t) => [
    check('aplicaciones_documento_check', sql`(${t.ventaId} is null) <> (${t.deudaManualId} is null)`),
    check('aplicaciones_montos_check', sql`${t.aplicado} > 0 and ${t.importe} > 0`),
    index('aplicaciones_credito_idx').on(t.creditoId),
    index('aplicaciones_venta_idx').on(t.ventaId),
    index('aplicaciones_deuda_idx').on(t.deudaManualId),
  ],
);

/** Cash boxes: one per branch and currency (docs/cajas-gastos-comisiones.md). The balance is the sum of its movements. */
export const cajas = pgTable(
  'cajas',
  {
    id: id(),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.id),
    monedaId: integer('moneda_id')
      .notNull()
      .references(() => monedas.id),
    abierta: boolean('abierta').notNull().default(false),
    /** The open session (caja_sesiones.id) while abierta. */
    sesionId: integer('sesion_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cajas_sucursal_moneda_idx').on(t.sucursalId, t.monedaId)],
);

/** One opening-to-closing period of a cash box, with what was counted and the difference per payment method. */
export const cajaSesiones = pgTable(
  'caja_sesiones',
  {
    id: id(),
    cajaId: integer('caja_id')
      .notNull()
      .references(() => cajas.id),
    abiertaEn: timestamp('abierta_en', { withTimezone: true }).notNull().defaultNow(),
    abiertaPor: integer('abierta_por').references(() => usuarios.id),
    montoInicial: money('monto_inicial').notNull(),
    cerradaEn: timestamp('cerrada_en', { withTimezone: true }),
    cerradaPor: integer('cerrada_por').references(() => usuarios.id),
    /** [{ metodoPagoId, esperado, contado, diferencia }] as money strings, written on closing. */
    arqueo: jsonb('arqueo'),
    esperado: money('esperado'),
    contado: money('contado'),
    diferencia: money('diferencia'),
  },
  (t) => [index('caja_sesiones_caja_idx').on(t.cajaId, t.abiertaEn)],
);

/**
 * Cash-box movements: INGRESO adds, EGRESO takes out (monto > 0). `origen` says where it came from:
 * apertura, venta, pago_cuenta, gasto, comision, manual, cierre; with the id of its source.
 */
export const cajaMovimientos = pgTable(
  'caja_movimientos',
  {
    id: id(),
    cajaId: integer('caja_id')
      .notNull()
      .references(() => cajas.id),
    sesionId: integer('sesion_id')
      .notNull()
      .references(() => cajaSesiones.id),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    tipo: text('tipo').notNull(),
    monto: money('monto').notNull(),
    descripcion: text('descripcion').notNull(),
    origen: text('origen').notNull(),
    metodoPagoId: integer('metodo_pago_id').references(() => metodosPago.id),
    ventaId: integer('venta_id').references(() => ventas.id),
    movimientoCuentaId: integer('movimiento_cuenta_id').references(() => movimientosCuentaCorriente.id),
    gastoId: integer('gasto_id'),
    comisionPagoId: integer('comision_pago_id'),
    usuarioId: integer('usuario_id').references(() => usuarios.id),
  },
  (t) => [
    check('caja_movimientos_tipo_check', sql`${t.tipo} in ('INGRESO', 'EGRESO')`),
    check('caja_movimientos_monto_check', sql`${t.monto} > 0`),
    check(
      'caja_movimientos_origen_check',
      sql`${t.origen} in ('apertura', 'venta', 'pago_cuenta', 'gasto', 'comision', 'manual', 'cierre')`,
    ),
    index('caja_movimientos_caja_idx').on(t.cajaId, t.fecha),
    index('caja_movimientos_sesion_idx').on(t.sesionId),
  ],
);

/** Expenses (gastos); annulled, never deleted. Money in moneda_id. */
export const gastos = pgTable(
  'gastos',
  {
    id: id(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
    categoria: text('categoria').notNull(),
    descripcion: text('descripcion').notNull(),
    monto: money('monto').notNull(),
    monedaId: integer('moneda_id')
      .notNull()
      .references(() => monedas.id),
    metodoPagoId: integer('metodo_pago_id')
      .notNull()
      .references(() => metodosPago.id),
    proveedorId: integer('proveedor_id').references(() => proveedores.id),
    cajaId: integer('caja_id').references(() => cajas.id),
    anulado: boolean('anulado').notNull().default(false),
    anuladoEn: timestamp('anulado_en', { withTimezone: true }),
    usuarioId: integer('usuario_id').references(() => usuarios.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('gastos_monto_check', sql`${t.monto} > 0`),
    index('gastos_fecha_idx').on(t.fecha),
    index('gastos_categoria_fecha_idx').on(t.categoria, t.fecha),
    index('gastos_proveedor_idx').on(t.proveedorId).where(sql`${t.proveedorId} is not null`),
  ],
);

/** Commission payouts to a seller; money in moneda_id; from a cash box when paid in cash. */
export const comisionPagos = pgTable(
  'comision_pagos',
  {
    id: id(),
    vendedorId: integer('vendedor_id')
      .notNull()
      .references(() => usuarios.id),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    monto: money('monto').notNull(),
    monedaId: integer('moneda_id')
      .notNull()
      .references(() => monedas.id),
    cajaId: integer('caja_id').references(() => cajas.id),
    descripcion: text('descripcion'),
    usuarioId: integer('usuario_id').references(() => usuarios.id),
    createdAt: createdAt(),
  },
  (t) => [check('comision_pagos_monto_check', sql`${t.monto} > 0`), index('comision_pagos_vendedor_idx').on(t.vendedorId, t.fecha)],
);

/** Audit trail: who, when, entity, action, before and after (docs/seguridad.md). */
export const auditoria = pgTable(
  'auditoria',
  {
    id: id(),
    usuarioId: integer('usuario_id').references(() => usuarios.id),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    entidad: text('entidad').notNull(),
    entidadId: text('entidad_id'),
    accion: text('accion').notNull(),
    antes: jsonb('antes'),
    despues: jsonb('despues'),
  },
  (t) => [
    index('auditoria_entidad_idx').on(t.entidad, t.entidadId),
    index('auditoria_fecha_idx').on(t.fecha),
    index('auditoria_usuario_idx').on(t.usuarioId, t.fecha),
  ],
);

/**
 * Failed-attempt counters for secrets that can be guessed (authorization codes, passwords), per key
 * such as 'codigo:usuario:7' or 'login:cuenta:ana@x.com', in a fixed window (docs/seguridad.md).
 * Kept in the database so every API instance sees the same counts.
 */
/**
 * Secrets the server makes once and keeps (docs/seguridad.md): `codigos_autorizacion` is the HMAC key
 * of the authorization codes when AUTH_CODE_SECRET is not set.
 */
export const secretosServidor = pgTable('secretos_servidor', {
  clave: text('clave').primaryKey(),
  valor: text('valor').notNull(),
  createdAt: createdAt(),
});

/**
 * The business's fiscal settings (docs/facturacion.md): one row, id 1, written by PUT
 * fiscal/configuracion and PUT fiscal/certificado. The private key is stored encrypted
 * (AES-256-GCM with the server key: lib/secretos.ts) and never leaves the API; the certificate is
 * public. `limite_consumidor_final`: money in pesos from which a final consumer must be identified.
 */
export const configuracionFiscal = pgTable(
  'configuracion_fiscal',
  {
    id: integer('id').primaryKey(),
    cuit: text('cuit'),
    razonSocial: text('razon_social'),
    condicionIva: text('condicion_iva'),
    ingresosBrutos: text('ingresos_brutos'),
    inicioActividades: date('inicio_actividades', { mode: 'string' }),
    domicilioComercial: text('domicilio_comercial'),
    entorno: text('entorno').notNull().default('simulador'),
    limiteConsumidorFinal: money('limite_consumidor_final').notNull().default('10000000.00'),
    certificado: text('certificado'),
    clavePrivadaCifrada: text('clave_privada_cifrada'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('configuracion_fiscal_una_fila', sql`${t.id} = 1`),
    check('configuracion_fiscal_condicion_check', sql`${t.condicionIva} in ('Responsable Inscripto', 'Monotributo')`),
    check('configuracion_fiscal_entorno_check', sql`${t.entorno} in ('simulador', 'homologacion', 'produccion')`),
  ],
);

/**
 * WSAA access tickets (token and sign) by environment, CUIT and service, kept until they expire and
 * shared by every API instance (docs/facturacion.md).
 */
export const arcaTickets = pgTable(
  'arca_tickets',
  {
    entorno: text('entorno').notNull(),
    cuit: text('cuit').notNull(),
    servicio: text('servicio').notNull(),
    token: text('token').notNull(),
    sign: text('sign').notNull(),
    vence: timestamp('vence', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.entorno, t.cuit, t.servicio] })],
);

/**
 * The electronic comprobantes of Línea 1 sales (issue #31, docs/facturacion.md): the Factura of a sale
 * (`clase` 'factura') and, when it is annulled, its Nota de Crédito ('nota_credito', `asociadoId` the
 * invoice). `numero` is null until a number is asked of ARCA; it is written (committed) before the
 * request, so a request ARCA may have authorised without answering is asked about (FECompConsultar)
 * before another. `emisor` and `receptor` are what the printed comprobante shows, as they were when it
 * was issued; `iva` the split by rate ([{ alicuota, codigo, base, importe }], money 2 decimals).
 */
export const comprobantes = pgTable(
  'comprobantes',
  {
    id: id(),
    ventaId: integer('venta_id')
      .notNull()
      .references(() => ventas.id),
    clase: text('clase').notNull(),
    asociadoId: integer('asociado_id'),
    letra: text('letra').notNull(),
    codigoTipo: smallint('codigo_tipo').notNull(),
    puntoVenta: integer('punto_venta').notNull(),
    numero: integer('numero'),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    estado: text('estado').notNull().default('pendiente'),
    entorno: text('entorno').notNull(),
    docTipo: smallint('doc_tipo').notNull(),
    docNro: text('doc_nro').notNull(),
    condicionIvaReceptorId: smallint('condicion_iva_receptor_id').notNull(),
    emisor: jsonb('emisor').notNull(),
    receptor: jsonb('receptor').notNull(),
    moneda: text('moneda').notNull(),
    cotizacion: numeric('cotizacion', { precision: 14, scale: 6 }).notNull(),
    neto: money('neto').notNull(),
    iva: jsonb('iva').notNull(),
    ivaTotal: money('iva_total').notNull(),
    exento: money('exento').notNull(),
    total: money('total').notNull(),
    cae: text('cae'),
    caeVencimiento: date('cae_vencimiento', { mode: 'string' }),
    observaciones: jsonb('observaciones').notNull().default(sql`'[]'::jsonb`),
    intentos: integer('intentos').notNull().default(0),
    ultimoIntento: timestamp('ultimo_intento', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.asociadoId], foreignColumns: [t.id], name: 'comprobantes_asociado_fk' }),
    uniqueIndex('comprobantes_numero_unique').on(t.puntoVenta, t.codigoTipo, t.numero),
    uniqueIndex('comprobantes_venta_clase_unique').on(t.ventaId, t.clase),
    index('comprobantes_pendientes_idx').on(t.id).where(sql`${t.estado} = 'pendiente'`),
    index('comprobantes_fecha_idx').on(t.fecha),
    check('comprobantes_clase_check', sql`${t.clase} in ('factura', 'nota_credito')`),
    check('comprobantes_estado_check', sql`${t.estado} in ('autorizado', 'pendiente', 'rechazado')`),
    check('comprobantes_letra_check', sql`${t.letra} in ('A', 'B', 'C')`),
    check('comprobantes_moneda_check', sql`${t.moneda} in ('PES', 'DOL')`),
    check('comprobantes_autorizado_check', sql`${t.estado} <> 'autorizado' or (${t.numero} is not null and ${t.cae} is not null)`),
    check('comprobantes_nota_credito_check', sql`(${t.clase} = 'nota_credito') = (${t.asociadoId} is not null)`),
  ],
);

/**
 * The ARCA simulator's own memory (api/src/modules/fiscal/arca/simulador.ts, `almacenSimuladorEnBase`):
 * what it authorised, by CUIT, point of sale, type and number, so the demo's simulator survives
 * restarts and is one for every API instance. Not the business's data: ARCA's, simulated.
 */
export const arcaSimulador = pgTable(
  'arca_simulador',
  {
    cuit: text('cuit').notNull(),
    puntoVenta: integer('punto_venta').notNull(),
    codigoTipo: smallint('codigo_tipo').notNull(),
    numero: integer('numero').notNull(),
    datos: jsonb('datos').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cuit, t.puntoVenta, t.codigoTipo, t.numero] })],
);

export const intentosFallidos = pgTable('intentos_fallidos', {
  clave: text('clave').primaryKey(),
  ventanaInicio: timestamp('ventana_inicio', { withTimezone: true }).notNull(),
  cantidad: integer('cantidad').notNull(),
});

// Issue #28, point 8: idempotency of the create calls.
/**
 * The answer of each request sent with an `Idempotency-Key` (docs/seguridad.md, «Idempotencia»;
 * api/src/plugins/idempotencia.ts), per user and key. Reserved as 'en_proceso' in a statement of its
 * own before the operation runs (so a second request with the key sees it at once); 'completada'
 * with the status and the JSON text sent once the route answered 2xx or 4xx; deleted on a 5xx.
 * `ruta` ('POST /api/ventas') and `hash_cuerpo` (SHA-256 of the canonical params and body) tell a
 * retry from another request with the same key; `reserva` is the random id of the request that
 * holds the row. Rows older than 24 h are expired and deleted lazily.
 */
export const idempotencia = pgTable(
  'idempotencia',
  {
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    clave: text('clave').notNull(),
    ruta: text('ruta').notNull(),
    hashCuerpo: text('hash_cuerpo').notNull(),
    reserva: text('reserva').notNull(),
    estado: text('estado', { enum: ['en_proceso', 'completada'] }).notNull(),
    status: smallint('status'),
    respuesta: text('respuesta'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.usuarioId, t.clave] }),
    check('idempotencia_estado_check', sql`${t.estado} in ('en_proceso', 'completada')`),
    check(
      'idempotencia_respuesta_check',
      sql`${t.estado} = 'en_proceso' or (${t.status} between 200 and 499 and ${t.respuesta} is not null)`,
    ),
    index('idempotencia_created_at_idx').on(t.createdAt),
  ],
);
