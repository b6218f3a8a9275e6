import {
  ALICUOTAS_IVA,
  Dec,
  DECIMAL_2,
  MONEDA_PESOS,
  MSG_FORMULA_PROPIA,
  MSG_FORMULA_SIN_MATERIAS,
  productoBodySchema,
  toMoney,
  type Categoria,
  type ProductoBody,
  type ProductoDetalle,
} from 'shared';
import { z } from 'shared/forms';

/** Form-only message: a formula with raw materials needs the quantity it produces. */
export const MSG_CANTIDAD_PRODUCIDA = 'La cantidad producida es obligatoria.';

/** One raw material of the formula as the form holds it: the product shown and the typed quantity. */
export interface LineaFormula {
  materiaPrimaId: number;
  codigo: string;
  nombre: string;
  unidad: string;
  /** Typed quantity (up to 4 decimals) for `cantidadProducida` units of the product. */
  cantidad: string;
}

/**
 * The product form's values (docs/stock-y-productos.md): every field a string as typed ('' when
 * empty; ids as strings, '' for no supplier), plus the formula's lines.
 */
export interface ProductoFormValues {
  nombre: string;
  descripcion: string;
  categoria: string;
  unidad: string;
  proveedorId: string;
  stockMinimo: string;
  costo: string;
  costoMonedaId: string;
  precio: string;
  monedaId: string;
  alicuotaIva: string;
  cantidadProducida: string;
  detalles: LineaFormula[];
}

/** Values of a new product: a raw material in pesos with 21 % VAT, minimum stock and cost 0. */
export const EMPTY_PRODUCTO_FORM: ProductoFormValues = {
  nombre: '',
  descripcion: '',
  categoria: 'materia_prima',
  unidad: '',
  proveedorId: '',
  stockMinimo: '0',
  costo: '0',
  costoMonedaId: String(MONEDA_PESOS),
  precio: '',
  monedaId: String(MONEDA_PESOS),
  alicuotaIva: '21',
  cantidadProducida: '',
  detalles: [],
};

/** A quantity as the API sends it ("10.0000") without trailing zeros ("10", "2.5") for an input. */
export function sinCerosDeMas(cantidad: string): string {
  try {
    return new Dec(cantidad).toFixed();
  } catch {
    return cantidad;
  }
}

/** True for the categories that carry a formula (esencia, elaborado). */
export function llevaFormula(categoria: string): boolean {
  return categoria === 'esencia' || categoria === 'elaborado';
}

/** The form values of an existing product (nulls become '', quantities without trailing zeros). */
export function productoToFormValues(producto: ProductoDetalle): ProductoFormValues {
  return {
    nombre: producto.nombre,
    descripcion: producto.descripcion ?? '',
    categoria: producto.categoria,
    unidad: producto.unidad,
    proveedorId: producto.proveedor ? String(producto.proveedor.id) : '',
    stockMinimo: sinCerosDeMas(producto.stockMinimo),
    costo: producto.costo,
    costoMonedaId: String(producto.costoMonedaId),
    precio: producto.precio,
    monedaId: String(producto.monedaId),
    alicuotaIva: producto.alicuotaIva,
    cantidadProducida: producto.formula ? sinCerosDeMas(producto.formula.cantidadProducida) : '',
    detalles:
      producto.formula?.detalles.map((d) => ({
        materiaPrimaId: d.materiaPrimaId,
        codigo: d.producto.codigo,
        nombre: d.producto.nombre,
        unidad: d.producto.unidad,
        cantidad: sinCerosDeMas(d.cantidad),
      })) ?? [],
  };
}

/**
 * Valor final of a typed net price (docs/stock-y-productos.md): precio × (1 + alícuota / 100),
 * rounded to 2 decimals half-up with decimal.js, the same rule as the API; money in the product's
 * currency. `null` while the price is not a valid amount (empty, negative, more than 2 decimals…);
 * a trailing '.' still being typed counts as the number before it.
 */
export function valorFinalDe(precio: string, alicuotaIva: string): string | null {
  const p = precio.trim().replace(/\.$/, '');
  if (!DECIMAL_2.test(p) || !(ALICUOTAS_IVA as readonly string[]).includes(alicuotaIva)) return null;
  return toMoney(new Dec(p).times(new Dec(alicuotaIva).div(100).plus(1)));
}

/** Where a problem of the API's body is shown in the form: the formula's fields are top-level in the form. */
function formPath(path: readonly PropertyKey[]): PropertyKey[] {
  if (path[0] !== 'formula') return [...path];
  if (path[1] === 'cantidadProducida') return ['cantidadProducida'];
  if (path[1] === 'detalles') return ['detalles', ...path.slice(2)];
  return ['detalles'];
}

const text = z.string();
const lineaSchema = z.object({
  materiaPrimaId: z.number(),
  codigo: text,
  nombre: text,
  unidad: text,
  cantidad: text,
});

/** '' means "not given" for the optional fields with a default in the API (stock mínimo, costo). */
const orUndefined = (v: string) => (v.trim() === '' ? undefined : v);

/**
 * The schema of the product form (for useZodForm of shared/forms), for a new product or for
 * product `productoId` being edited. It turns the values into the body of POST / PUT productos and
 * checks it with the API's own schema (productoBodySchema, docs/stock-y-productos.md), so every
 * message is the API's, reported at its field: the formula's quantity produced at
 * 'cantidadProducida', its lines at 'detalles.{i}.cantidad', a repeated raw material at 'detalles'.
 * On top of it, what only the form knows: the product itself in its formula
 * ('Un producto no puede formar parte de su propia fórmula.', at that line's 'materiaPrimaId'),
 * raw materials without the quantity produced ({@link MSG_CANTIDAD_PRODUCIDA}) and a quantity
 * produced without raw materials ('La fórmula debe tener al menos una materia prima.').
 *
 * The body: texts trimmed, supplier '' as null, an empty minimum stock or cost as the API's default
 * (0); for esencia and elaborado `formula` is the lines with their quantity produced, or null when
 * both are empty (no formula; on PUT it removes the one stored); a raw material sends no formula.
 */
export function productoFormSchema(productoId?: number) {
  return z
    .object({
      nombre: text,
      descripcion: text,
      categoria: text,
      unidad: text,
      proveedorId: text,
      stockMinimo: text,
      costo: text,
      costoMonedaId: text,
      precio: text,
      monedaId: text,
      alicuotaIva: text,
      cantidadProducida: text,
      detalles: z.array(lineaSchema),
    })
    .transform((v, ctx): ProductoBody => {
      const problemas: Array<{ path: PropertyKey[]; message: string }> = [];
      let formula: ProductoBody['formula'];
      if (llevaFormula(v.categoria)) {
        const sinLineas = v.detalles.length === 0;
        const sinCantidad = v.cantidadProducida.trim() === '';
        if (sinLineas && sinCantidad) {
          formula = null;
        } else {
          formula = {
            cantidadProducida: v.cantidadProducida,
            detalles: v.detalles.map((d) => ({ materiaPrimaId: d.materiaPrimaId, cantidad: d.cantidad })),
          };
          if (sinCantidad) problemas.push({ path: ['cantidadProducida'], message: MSG_CANTIDAD_PRODUCIDA });
          if (sinLineas) problemas.push({ path: ['detalles'], message: MSG_FORMULA_SIN_MATERIAS });
          v.detalles.forEach((d, i) => {
            if (d.materiaPrimaId === productoId) problemas.push({ path: ['detalles', i, 'materiaPrimaId'], message: MSG_FORMULA_PROPIA });
          });
        }
      }
      const parsed = productoBodySchema.safeParse({
        nombre: v.nombre,
        descripcion: v.descripcion,
        categoria: v.categoria as Categoria,
        unidad: v.unidad,
        proveedorId: v.proveedorId === '' ? null : Number(v.proveedorId),
        stockMinimo: orUndefined(v.stockMinimo),
        costo: orUndefined(v.costo),
        costoMonedaId: Number(v.costoMonedaId),
        precio: v.precio,
        alicuotaIva: v.alicuotaIva,
        monedaId: Number(v.monedaId),
        ...(formula === undefined ? {} : { formula }),
      });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const path = formPath(issue.path);
          // An empty quantity produced is reported once, with its own message.
          if (path[0] === 'cantidadProducida' && problemas.some((p) => p.path[0] === 'cantidadProducida')) continue;
          if (path[0] === 'detalles' && path.length === 1 && problemas.some((p) => p.path.length === 1 && p.path[0] === 'detalles')) continue;
          problemas.push({ path, message: issue.message });
        }
      }
      if (problemas.length > 0 || !parsed.success) {
        for (const p of problemas) ctx.addIssue({ code: 'custom', message: p.message, path: p.path });
        return z.NEVER;
      }
      return parsed.data;
    });
}

/** The schema type of {@link productoFormSchema}. */
export type ProductoFormSchema = ReturnType<typeof productoFormSchema>;

