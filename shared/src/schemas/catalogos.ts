import { z } from 'zod';
import { bodyObject, optionalText } from './common';

/** Branch (docs/contactos-y-administracion.md). GET sucursales → body.sucursales. */
export const sucursalSchema = z.object({ id: z.number().int(), nombre: z.string() });
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

export const MONEDA_PESOS = 1;
export const MONEDA_DOLARES = 2;

/** Payment method (docs/contactos-y-administracion.md): nombre max 50, descripcion max 200 optional. */
export const metodoPagoSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
});
export type MetodoPago = z.infer<typeof metodoPagoSchema>;
export const metodosPagoListSchema = z.array(metodoPagoSchema);

/** Name of the payment method that puts a sale on the client's current account. */
export const METODO_CUENTA_CORRIENTE = 'Cuenta Corriente';

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
