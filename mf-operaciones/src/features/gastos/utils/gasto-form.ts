import { gastoBodySchema } from 'shared';
import { z } from 'shared/forms';

/** The values of the 'Nuevo gasto' form as its controls hold them (selects hold ids as text, '' = none). */
export interface GastoFormValues {
  fecha: string;
  categoria: string;
  descripcion: string;
  monto: string;
  monedaId: string;
  metodoPagoId: string;
  proveedorId: string;
  cajaId: string;
}

const vacioComoAusente = (v: unknown) => (v === '' || v === null ? undefined : v);
const idDeSelect = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));
const shape = gastoBodySchema.shape;

/**
 * The 'Nuevo gasto' form checked with the API's own rules and messages (gastoBodySchema of
 * shared/schemas; docs/cajas-gastos-comisiones.md): the selects' text ids become numbers and an
 * empty choice counts as missing ('Categoría inválida.', 'Debe seleccionar un método de pago.');
 * 'Sin proveedor' and 'Sin caja' are no supplier and no box. The output is the POST gastos body.
 */
export const gastoFormSchema = z.object({
  fecha: shape.fecha,
  categoria: z.preprocess(vacioComoAusente, shape.categoria),
  descripcion: shape.descripcion,
  monto: shape.monto,
  monedaId: z.preprocess(idDeSelect, shape.monedaId),
  metodoPagoId: z.preprocess(idDeSelect, shape.metodoPagoId),
  proveedorId: z.preprocess(idDeSelect, shape.proveedorId),
  cajaId: z.preprocess(idDeSelect, shape.cajaId),
});
