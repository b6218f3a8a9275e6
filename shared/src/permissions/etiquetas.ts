/**
 * Spanish labels of the permissions (docs/permisos.md), for the role screens' matrix and anywhere a
 * permission is shown to a person. Only types come from './index', so this module has no runtime
 * import of its own barrel.
 */
import type { Action, Area, SPECIAL_PERMISSIONS } from './index';

/** A permission outside the area × action matrix (`ventas.autorizar_precio`…). */
export type PermisoEspecial = (typeof SPECIAL_PERMISSIONS)[number];

/** Name of each area as the screens show it ('Cuentas corrientes', 'Métodos de pago'…). */
export const AREA_LABELS: Record<Area, string> = {
  home: 'Inicio',
  stock: 'Stock',
  fabricacion: 'Fabricación',
  ingresos: 'Ingresos',
  ventas: 'Ventas',
  facturacion: 'Facturación',
  fiscal: 'Configuración fiscal',
  presupuestos: 'Presupuestos',
  cuentas_corrientes: 'Cuentas corrientes',
  cajas: 'Cajas',
  gastos: 'Gastos',
  comisiones: 'Comisiones',
  clientes: 'Clientes',
  proveedores: 'Proveedores',
  reportes: 'Reportes',
  usuarios: 'Usuarios',
  roles: 'Roles',
  monedas: 'Monedas',
  metodos_pago: 'Métodos de pago',
};

/** Name of each action, `add_stock` (stock only) included. */
export const ACTION_LABELS: Record<Action, string> = {
  get: 'Ver listado',
  'detail.get': 'Ver detalle',
  post: 'Crear',
  put: 'Editar',
  delete: 'Eliminar',
  add_stock: 'Ingresar stock',
};

/** Name and one-line description of each special permission (docs/permisos.md, "Permisos especiales"). */
export const SPECIAL_LABELS: Record<PermisoEspecial, { label: string; descripcion: string }> = {
  'ventas.autorizar_precio': {
    label: 'Autorizar precios y límites de crédito',
    descripcion:
      'Genera los códigos de autorización para cambiar el precio de una línea o superar el límite de crédito, y fija los límites de crédito de los clientes.',
  },
  'stock.editar_costo': {
    label: 'Editar costos',
    descripcion: 'Cambia el costo de un producto o su moneda al editarlo (un ingreso de stock no lo necesita).',
  },
  'reportes.financieros': {
    label: 'Ver columnas financieras de reportes',
    descripcion: 'Muestra las columnas financieras de los reportes; sin él, los reportes las ocultan.',
  },
  'auditoria.get': {
    label: 'Ver auditoría',
    descripcion: 'Abre el registro de auditoría: quién cambió qué y cuándo.',
  },
  'cuentas_corrientes.cotizacion': {
    label: 'Usar otra cotización del dólar',
    descripcion:
      'Registra pagos con una cotización del dólar fuera de la tolerancia respecto de la del sistema, sin código de autorización.',
  },
  'sucursales.todas': {
    label: 'Operar en todas las sucursales',
    descripcion:
      'Crea y modifica ventas, presupuestos, ingresos, fabricaciones y movimientos de caja en cualquier sucursal; sin él, solo en la propia.',
  },
};

const esEspecial = (p: string): p is PermisoEspecial => Object.hasOwn(SPECIAL_LABELS, p);

/**
 * The Spanish name of a permission: 'Clientes: Ver listado' for `clientes.get`, 'Stock: Ingresar
 * stock' for `stock.add_stock`, the label of a special permission ('Ver auditoría' for
 * `auditoria.get`); a string the system does not know is returned as it is.
 */
export function permisoLabel(p: string): string {
  if (esEspecial(p)) return SPECIAL_LABELS[p].label;
  const punto = p.indexOf('.');
  if (punto < 0) return p;
  const area = p.slice(0, punto);
  const action = p.slice(punto + 1);
  if (!Object.hasOwn(AREA_LABELS, area) || !Object.hasOwn(ACTION_LABELS, action)) return p;
  return `${AREA_LABELS[area as Area]}: ${ACTION_LABELS[action as Action]}`;
}
