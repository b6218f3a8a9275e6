/**
 * Permission constants (docs/permisos.md).
 * A permission is a string `area.action`; actions are get, detail.get, post, put, delete and
 * add_stock (stock only). Three special permissions sit outside the matrix.
 */

export const AREAS = [
  'home',
  'stock',
  'fabricacion',
  'ingresos',
  'ventas',
  'facturacion',
  'fiscal',
  'presupuestos',
  'cuentas_corrientes',
  'cajas',
  'gastos',
  'comisiones',
  'clientes',
  'proveedores',
  'reportes',
  'usuarios',
  'roles',
  'monedas',
  'metodos_pago',
] as const;
export type Area = (typeof AREAS)[number];

export const ACTIONS = ['get', 'detail.get', 'post', 'put', 'delete'] as const;
export type Action = (typeof ACTIONS)[number] | 'add_stock';

/**
 * Permissions outside the area × action matrix. `auditoria.get` opens the audit log (/auditoria,
 * GET auditoria); among the seeded roles only Administrador holds it.
 */
export const SPECIAL_PERMISSIONS = [
  'ventas.autorizar_precio',
  'stock.editar_costo',
  'reportes.financieros',
  'auditoria.get',
  'cuentas_corrientes.cotizacion',
  'sucursales.todas',
] as const;

/** Every permission the system knows, in a stable order. */
export const ALL_PERMISSIONS: string[] = [
  ...AREAS.flatMap((area) => [
    ...ACTIONS.map((action) => `${area}.${action}`),
    ...(area === 'stock' ? ['stock.add_stock'] : []),
  ]),
  ...SPECIAL_PERMISSIONS,
];

/** Builds `area.action`. */
export const perm = (area: Area, action: Action): string => `${area}.${action}`;

/** Permission constants used by routes and the API, named after the route table of docs/permisos.md. */
export const P = {
  home: 'home.get',
  stockGet: 'stock.get',
  stockDetail: 'stock.detail.get',
  stockPost: 'stock.post',
  stockPut: 'stock.put',
  stockAdd: 'stock.add_stock',
  stockDelete: 'stock.delete',
  stockEditarCosto: 'stock.editar_costo',
  fabricacionGet: 'fabricacion.get',
  fabricacionDetail: 'fabricacion.detail.get',
  fabricacionPost: 'fabricacion.post',
  fabricacionPut: 'fabricacion.put',
  fabricacionDelete: 'fabricacion.delete',
  ingresosGet: 'ingresos.get',
  ingresosDetail: 'ingresos.detail.get',
  ingresosPost: 'ingresos.post',
  /** Annul a stock entry. */
  ingresosDelete: 'ingresos.delete',
  /** /configuracion-fiscal, GET fiscal/configuracion (docs/facturacion.md). */
  fiscalGet: 'fiscal.get',
  /** PUT fiscal/configuracion, PUT fiscal/certificado, PUT sucursales/{id} (the punto de venta). */
  fiscalPut: 'fiscal.put',
  ventasGet: 'ventas.get',
  ventasDetail: 'ventas.detail.get',
  ventasPost: 'ventas.post',
  ventasPut: 'ventas.put',
  ventasDelete: 'ventas.delete',
  ventasAutorizarPrecio: 'ventas.autorizar_precio',
  facturacionGet: 'facturacion.get',
  presupuestosGet: 'presupuestos.get',
  presupuestosDetail: 'presupuestos.detail.get',
  presupuestosPost: 'presupuestos.post',
  presupuestosPut: 'presupuestos.put',
  presupuestosDelete: 'presupuestos.delete',
  cuentasCorrientesGet: 'cuentas_corrientes.get',
  /** Register payments and manual debts. */
  cuentasCorrientesPost: 'cuentas_corrientes.post',
  /** Reverse (annul) a payment. */
  cuentasCorrientesDelete: 'cuentas_corrientes.delete',
  /** Register a payment or use credit at a dollar rate outside the tolerance without a code. */
  cuentasCorrientesCotizacion: 'cuentas_corrientes.cotizacion',
  /** Operate in every branch (without it: only in one's own branch). */
  sucursalesTodas: 'sucursales.todas',
  cajasGet: 'cajas.get',
  /** Manual income and withdrawals. */
  cajasPost: 'cajas.post',
  /** Open and close a box. */
  cajasPut: 'cajas.put',
  gastosGet: 'gastos.get',
  gastosPost: 'gastos.post',
  /** Annul an expense. */
  gastosDelete: 'gastos.delete',
  comisionesGet: 'comisiones.get',
  /** Pay out commissions; also see every seller's (without it, only one's own). */
  comisionesPost: 'comisiones.post',
  clientesGet: 'clientes.get',
  clientesDetail: 'clientes.detail.get',
  clientesPost: 'clientes.post',
  clientesPut: 'clientes.put',
  clientesDelete: 'clientes.delete',
  proveedoresGet: 'proveedores.get',
  proveedoresDetail: 'proveedores.detail.get',
  proveedoresPost: 'proveedores.post',
  proveedoresPut: 'proveedores.put',
  proveedoresDelete: 'proveedores.delete',
  reportesGet: 'reportes.get',
  reportesFinancieros: 'reportes.financieros',
  usuariosGet: 'usuarios.get',
  usuariosDetail: 'usuarios.detail.get',
  usuariosPost: 'usuarios.post',
  usuariosPut: 'usuarios.put',
  rolesGet: 'roles.get',
  rolesDetail: 'roles.detail.get',
  rolesPost: 'roles.post',
  rolesPut: 'roles.put',
  rolesDelete: 'roles.delete',
  monedasGet: 'monedas.get',
  monedasPut: 'monedas.put',
  metodosPagoGet: 'metodos_pago.get',
  metodosPagoDetail: 'metodos_pago.detail.get',
  metodosPagoPost: 'metodos_pago.post',
  metodosPagoPut: 'metodos_pago.put',
  metodosPagoDelete: 'metodos_pago.delete',
  auditoriaGet: 'auditoria.get',
} as const;

/**
 * Who may read products (GET productos — the paged search and the select — and GET productos/{id};
 * docs/permisos.md): /stock's readers, and sellers building sales and quotes, who need the same
 * products and fields. The API checks these; a screen offering a product search (e.g. /reportes)
 * enables it for the same users.
 */
export const PRODUCT_READERS = [P.stockGet, P.stockDetail, P.ventasPost, P.presupuestosPost] as const;

/**
 * Who may read the payment methods (GET metodo-pago, the list; docs/permisos.md): /metodos-pago's
 * readers (metodos_pago.get), and the screens that pick or show one: a new sale and a quote's
 * conversion (ventas.post), a sale's detail and its edit (ventas.detail.get, ventas.put), a box's
 * closing count (cajas.put) and a new expense (gastos.post). The API checks these.
 */
export const METODOS_PAGO_READERS = [P.metodosPagoGet, P.ventasPost, P.ventasDetail, P.ventasPut, P.cajasPut, P.gastosPost] as const;

/**
 * Who may check an authorization code before using it (POST ventas/check-code-pass; docs/seguridad.md,
 * «Códigos de autorización»): whoever writes a document a code can unlock — sales (new or edited)
 * and quotes (new or edited, a price change). The check never consumes the code and its failures
 * count against the user.
 */
export const CODE_CHECKERS = [P.ventasPost, P.ventasPut, P.presupuestosPost, P.presupuestosPut] as const;

/** True when the user holds at least one of `required` (an empty list admits everyone). */
export function hasAnyPermission(granted: readonly string[] | undefined, required: readonly string[]): boolean {
  if (required.length === 0) return true;
  if (!granted) return false;
  return required.some((p) => granted.includes(p));
}

/** Seeded role permission sets (docs/permisos.md). */
export const ROLE_PERMISSIONS: Record<'Administrador' | 'Vendedor' | 'Inventario' | 'Solo lectura', string[]> = {
  Administrador: ALL_PERMISSIONS,
  Vendedor: [
    'home.get',
    // Annulling a sale (ventas.delete) is not a seller's: it needs a manager or an authorization code.
    ...['ventas', 'presupuestos', 'facturacion'].flatMap((a) => ACTIONS.map((x) => `${a}.${x}`)).filter((p) => p !== 'ventas.delete'),
    'clientes.get',
    'clientes.detail.get',
    'clientes.post',
    'clientes.put',
    'cuentas_corrientes.get',
    'cuentas_corrientes.detail.get',
    'cuentas_corrientes.post',
    'stock.get',
    'stock.detail.get',
    'comisiones.get',
    'metodos_pago.get',
    'monedas.get',
    'reportes.get',
  ],
  Inventario: [
    'home.get',
    ...['stock', 'fabricacion', 'ingresos', 'proveedores'].flatMap((a) => ACTIONS.map((x) => `${a}.${x}`)),
    'stock.add_stock',
    'stock.editar_costo',
    'monedas.get',
    'reportes.get',
  ],
  'Solo lectura': AREAS.flatMap((a) => [`${a}.get`, `${a}.detail.get`]),
};

export * from './etiquetas';
