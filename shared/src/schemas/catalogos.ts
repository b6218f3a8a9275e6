import { z } from 'zod';
import { bodyObject, optionalText } from './common';

/** Branch (docs/contactos-y-administracion.md). GET sucursales → body.sucursales. */
/** An active branch; `puntoVenta`: ARCA's punto de venta of its Línea 1 invoices, null when it does not invoice (docs/facturacion.md). */
export const sucursalSchema = z.object({ id: z.number().int(), nombre: z.string(), puntoVenta: z.number().int().nullable() });
export type Sucursal = z.infer<typeof sucursalSchema>;
export const sucursalesListSchema = z.object({ sucursales: z.array(sucursalSchema) });

/** System currency: id 1 pesos ($), 2 dollars (US$); valor is the rate in pesos, 4 decimals. */
export const monedaSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  simbolo: z.string(),
  valor: z.string(),
});
export type Moneda = z.infer<typeof monedaSchema>;
export const monedasListSchema = z.object({ monedas: z.array(monedaSchema) });

export { MONEDA_DOLARES, MONEDA_PESOS } from '../monedas';

/**
 * Fixed system keys of the payment methods the rules depend on (docs/contactos-y-administracion.md,
 * "Métodos de pago"). A method with a key can be renamed but never deleted, and its key never
 * changes: the rules find it by key, never by its editable name.
 */
export const METODO_CLAVE = { efectivo: 'efectivo', cuentaCorriente: 'cuenta_corriente' } as const;
export type MetodoClave = (typeof METODO_CLAVE)[keyof typeof METODO_CLAVE];

/**
 * Payment method (docs/contactos-y-administracion.md): nombre max 50, descripcion max 200 optional;
 * `clave` is the fixed system key ({@link METODO_CLAVE}) of a system method, null for the others.
 */
export const metodoPagoSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  clave: z.string().nullable(),
});
export type MetodoPago = z.infer<typeof metodoPagoSchema>;
export const metodosPagoListSchema = z.array(metodoPagoSchema);

/** Seeded name of the payment method with key 'cuenta_corriente' (the name can be changed: decide by {@link esMetodoCuentaCorriente}). */
export const METODO_CUENTA_CORRIENTE = 'Cuenta Corriente';

/** True when the payment method puts a sale on the client's current account: decided by its key, never its name. */
export function esMetodoCuentaCorriente(m: { clave: string | null } | null | undefined): boolean {
  return m?.clave === METODO_CLAVE.cuentaCorriente;
}

/** True for a system payment method (it has a key): it can be renamed but not deleted. */
export function esMetodoDelSistema(m: { clave: string | null }): boolean {
  return m.clave !== null;
}

/**
 * Toasts of the payment-method screens when a call fails without a server message (docs/textos.md;
 * a request that never reached the server shows 'Error de red'): deleting from /metodos-pago,
 * creating at /metodos-pago/create, saving /metodos-pago/{id}.
 */
export const MSG_ERROR_ELIMINAR_METODO_PAGO = 'Error al eliminar método de pago';
/** See {@link MSG_ERROR_ELIMINAR_METODO_PAGO}. */
export const MSG_ERROR_CREAR_METODO_PAGO = 'Error al crear método de pago';
/** See {@link MSG_ERROR_ELIMINAR_METODO_PAGO}. */
export const MSG_ERROR_ACTUALIZAR_METODO_PAGO = 'Error al actualizar método de pago';

/** 409 of DELETE metodo-pago/{id} on a system method (docs/contactos-y-administracion.md). */
export const MSG_METODO_DEL_SISTEMA = 'Es un método de pago del sistema: se puede cambiar el nombre, pero no eliminar.';

/** POST/PUT metodo-pago body (docs/contactos-y-administracion.md). */
export const metodoPagoBodySchema = bodyObject({
  nombre: z
    .string({ message: 'El nombre es obligatorio' })
    .trim()
    .min(1, { message: 'El nombre es obligatorio' })
    .max(50, { message: 'El nombre no puede superar los 50 caracteres' }),
  descripcion: optionalText(200, 'La descripción no puede superar los 200 caracteres'),
});
export type MetodoPagoBody = z.input<typeof metodoPagoBodySchema>;

/** Supplier for selects: GET proveedores?select=true → body.proveedores. */
export const proveedorSelectSchema = z.object({ id: z.number().int(), nombre: z.string() });
export type ProveedorSelect = z.infer<typeof proveedorSelectSchema>;
export const proveedoresSelectSchema = z.object({ proveedores: z.array(proveedorSelectSchema) });
