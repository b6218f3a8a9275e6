import { z } from 'zod';
import { pagedSchema, pagingQuerySchema, sortQueryShape } from './common';

/**
 * The audit log (docs/seguridad.md): every create, update, delete and state change writes a
 * row with who, when, which entity, the action and the state before and after.
 * GET auditoria?entidad&usuarioId&fechaDesde&fechaHasta&page&pageSize&sort&dir (permission
 * auditoria.get) answers a page of rows, newest first unless sorted by another column.
 */

/** Audited entities (the `entidad` column) with their Spanish label, in the order of the filter. */
export const ENTIDADES_AUDITORIA: Record<string, string> = {
  clientes: 'Clientes',
  productos: 'Productos',
  ventas: 'Ventas',
  codigos_autorizacion: 'Códigos de autorización',
  metodos_pago: 'Métodos de pago',
  configuracion_fiscal: 'Configuración fiscal',
  sucursales: 'Sucursales',
  roles: 'Roles',
  usuarios: 'Usuarios',
  sesiones: 'Sesiones',
  proveedores: 'Proveedores',
  stock: 'Stock',
  presupuestos: 'Presupuestos',
  ingresos: 'Ingresos de stock',
  fabricaciones: 'Fabricaciones',
  movimientos_cuenta_corriente: 'Cuentas corrientes',
  deudas_manuales: 'Deudas manuales',
  cajas: 'Cajas',
  caja_movimientos: 'Movimientos de caja',
  gastos: 'Gastos',
  comision_pagos: 'Pagos de comisiones',
  monedas: 'Monedas',
};

/** Audited actions (the `accion` column) with their Spanish label. */
export const ACCIONES_AUDITORIA: Record<string, string> = {
  crear: 'Alta',
  actualizar: 'Modificación',
  eliminar: 'Baja',
  usar: 'Uso',
  cambiar_contrasena: 'Cambio de contraseña',
  cambiar_certificado: 'Cambio de certificado de ARCA',
  reintentar_comprobante: 'Reintento de factura electrónica',
  restablecer_contrasena: 'Restablecimiento de contraseña',
  iniciar_sesion: 'Inicio de sesión',
  login_fallido: 'Inicio de sesión fallido',
  permiso_denegado: 'Permiso denegado',
  cerrar_sesion: 'Cierre de sesión',
  anular: 'Anulación',
  actualizar_costo: 'Cambio de costo',
  actualizar_precio: 'Cambio de precio',
  confirmar_materia: 'Confirmación de materia prima',
  finalizar: 'Finalización',
  cancelar: 'Cancelación',
  convertir: 'Conversión en venta',
  registrar_pago: 'Registro de pago',
  confirmar: 'Confirmación',
  cotizacion_pendiente: 'Cotización pendiente de confirmación',
  abrir: 'Apertura',
  cerrar: 'Cierre',
  pagar: 'Pago',
};

/** Spanish label of an audited entity key; an unknown key is shown as it is. */
export function entidadAuditoriaLabel(entidad: string): string {
  return Object.hasOwn(ENTIDADES_AUDITORIA, entidad) ? ENTIDADES_AUDITORIA[entidad] : entidad;
}

/** Spanish label of an audited action key; an unknown key is shown as it is. */
export function accionAuditoriaLabel(accion: string): string {
  return Object.hasOwn(ACCIONES_AUDITORIA, accion) ? ACCIONES_AUDITORIA[accion] : accion;
}

/** Largest id PostgreSQL's `integer` holds: a larger usuarioId can only be unknown. */
const USUARIO_ID_MAX = 2_147_483_647;
const MSG_FECHA = 'Fecha inválida.';
const MSG_USUARIO = 'Usuario inválido.';
const fechaFiltro = z.string({ message: MSG_FECHA }).regex(/^\d{4}-\d{2}-\d{2}$/, { message: MSG_FECHA });

/**
 * Sortable columns of /auditoria (`sort` of GET auditoria): the date, the user's name (rows of the
 * system, without a user, last in ascending order) and the entity key (same order as its labels).
 */
export const AUDITORIA_SORT_KEYS = ['fecha', 'usuario', 'entidad'] as const;
export type AuditoriaSortKey = (typeof AUDITORIA_SORT_KEYS)[number];

/**
 * GET auditoria query: paging (page ≥ 1, pageSize 1..100, default 10) plus optional filters:
 * `entidad` (trimmed, at most 50 characters; empty means no filter), `usuarioId` (positive integer,
 * coerced from the query string), `fechaDesde` / `fechaHasta` (YYYY-MM-DD, both days included),
 * and the order: newest first unless `sort` names one of {@link AUDITORIA_SORT_KEYS} (`dir` asc or desc).
 */
export const auditoriaQuerySchema = pagingQuerySchema.extend({
  ...sortQueryShape(AUDITORIA_SORT_KEYS),
  entidad: z
    .string({ message: 'Entidad inválida.' })
    .trim()
    .max(50, { message: 'La entidad no puede superar los 50 caracteres.' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  usuarioId: z.coerce
    .number({ message: MSG_USUARIO })
    .int({ message: MSG_USUARIO })
    .positive({ message: MSG_USUARIO })
    .max(USUARIO_ID_MAX, { message: MSG_USUARIO })
    .optional(),
  fechaDesde: fechaFiltro.optional(),
  fechaHasta: fechaFiltro.optional(),
});
/** The query as sent by the browser (every field optional). */
export type AuditoriaQuery = z.input<typeof auditoriaQuerySchema>;
/** The query after parsing on the server (page and pageSize filled in). */
export type AuditoriaQueryParsed = z.output<typeof auditoriaQuerySchema>;

/**
 * One audit row. `fecha` is an ISO 8601 timestamp; `usuario` is null for actions without a signed-in
 * user (the system); `entidadId` is the affected row's id as text (null when there is none);
 * `antes` / `despues` are the JSON state before and after (null when not applicable).
 */
export const auditoriaItemSchema = z.object({
  id: z.number().int(),
  fecha: z.iso.datetime({ offset: true }),
  usuario: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  entidad: z.string(),
  entidadId: z.string().nullable(),
  accion: z.string(),
  antes: z.unknown().nullable(),
  despues: z.unknown().nullable(),
});
export type AuditoriaItem = z.infer<typeof auditoriaItemSchema>;

/** GET auditoria response: `{ items, total, currentPage, totalPages, pageSize }`. */
export const auditoriaPageSchema = pagedSchema(auditoriaItemSchema);
export type AuditoriaPage = z.infer<typeof auditoriaPageSchema>;
