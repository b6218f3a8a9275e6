import { comisionPagoBodySchema } from 'shared';
import { z } from 'shared/forms';

/** The values of the 'Pagar comisión' form as its controls hold them (selects hold ids as text, '' = none). */
export interface PagoFormValues {
  vendedorId: number;
  monto: string;
  monedaId: string;
  cajaId: string;
  descripcion: string;
}

const idDeSelect = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));
const textoOpcional = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const shape = comisionPagoBodySchema.shape;

/**
 * The 'Pagar comisión' form checked with the API's own rules and messages (comisionPagoBodySchema;
 * docs/cajas-gastos-comisiones.md): the selects' text ids become numbers, 'Sin caja' is no box and
 * an empty description none. The output is the POST comisiones/pagos body.
 */
export const pagoFormSchema = z.object({
  vendedorId: shape.vendedorId,
  monto: shape.monto,
  monedaId: z.preprocess(idDeSelect, shape.monedaId),
  cajaId: z.preprocess(idDeSelect, shape.cajaId),
  descripcion: z.preprocess(textoOpcional, shape.descripcion),
});
