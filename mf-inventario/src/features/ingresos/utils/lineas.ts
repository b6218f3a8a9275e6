import {
  ingresoBodySchema,
  MSG_CANTIDAD_POSITIVA,
  MSG_INGRESO_PRODUCTO_REPETIDO,
  type IngresoBody,
  type Producto,
} from 'shared';

/**
 * One line of the entry being written on /ingresar-stock (docs/stock-y-productos.md, "Ingresos de
 * stock y costos"): the product, what the user typed (`cantidad` up to 4 decimals in `unidad`,
 * `costo` up to 2 decimals in `costoMonedaId`), the supplier, and the product's cost when it was
 * added (`costoActual`, 2 decimals, in `costoActualMonedaId`), shown for reference and compared on
 * saving.
 */
export interface LineaIngreso {
  productoId: number;
  codigo: string;
  nombre: string;
  unidad: string;
  cantidad: string;
  costo: string;
  costoMonedaId: number;
  proveedorId: number | null;
  costoActual: string;
  costoActualMonedaId: number;
}

/** A field of a line that can carry an error. */
export type CampoLinea = 'cantidad' | 'costo' | 'costoMonedaId' | 'proveedorId';

/**
 * A new line for `producto`: empty quantity, its current cost and cost currency, and its supplier
 * when that supplier is one of `proveedorIds` (the active ones the select offers), else none.
 */
export function nuevaLinea(producto: Producto, proveedorIds: readonly number[]): LineaIngreso {
  const proveedorId = producto.proveedor && proveedorIds.includes(producto.proveedor.id) ? producto.proveedor.id : null;
  return {
    productoId: producto.id,
    codigo: producto.codigo,
    nombre: producto.nombre,
    unidad: producto.unidad,
    cantidad: '',
    costo: producto.costo,
    costoMonedaId: producto.costoMonedaId,
    proveedorId,
    costoActual: producto.costo,
    costoActualMonedaId: producto.costoMonedaId,
  };
}

/** 'Este producto ya fue agregado.' when `productoId` already has a line, else null. */
export function motivoNoAgregar(lineas: readonly LineaIngreso[], productoId: number): string | null {
  return lineas.some((l) => l.productoId === productoId) ? MSG_INGRESO_PRODUCTO_REPETIDO : null;
}

/** The key of a line field's error in {@link ValidacionIngreso.lineas}: `${productoId}.${campo}`. */
export const claveError = (productoId: number, campo: CampoLinea) => `${productoId}.${campo}`;

/** What {@link validarIngreso} finds. */
export type ValidacionIngreso =
  | { ok: true; body: IngresoBody }
  | {
      ok: false;
      /** The first error that is not a line field's (branch, no products, repeated product…). */
      general: string | null;
      /** Line field errors by {@link claveError}, the first message of each field. */
      lineas: Record<string, string>;
    };

/**
 * Checks the entry with the API's own schema (`ingresoBodySchema`, the same messages): a branch
 * ('Debe seleccionar una sucursal.'), at least one product ('Debe agregar al menos un producto.'),
 * per line a quantity above zero with up to 4 decimals (an empty one says 'La cantidad debe ser
 * mayor a cero.'), a cost with up to 2 decimals, a currency and a supplier ('Cada producto
 * ingresado necesita un proveedor.'). When valid, `body` is what POST ingresos receives (without
 * `confirmarCosto`).
 */
export function validarIngreso(sucursalId: number | null, lineas: readonly LineaIngreso[]): ValidacionIngreso {
  const candidato = {
    sucursalId: sucursalId ?? undefined,
    detalles: lineas.map((l) => ({
      productoId: l.productoId,
      cantidad: l.cantidad,
      costo: l.costo,
      costoMonedaId: l.costoMonedaId,
      proveedorId: l.proveedorId ?? undefined,
    })),
  };
  const result = ingresoBodySchema.safeParse(candidato);
  const errores: Record<string, string> = {};
  // An empty quantity is "missing", not "badly written".
  for (const l of lineas) if (l.cantidad.trim() === '') errores[claveError(l.productoId, 'cantidad')] = MSG_CANTIDAD_POSITIVA;
  if (result.success && Object.keys(errores).length === 0) {
    const { confirmarCosto: _confirmar, ...body } = result.data;
    return { ok: true, body };
  }
  let general: string | null = null;
  for (const issue of result.success ? [] : result.error.issues) {
    const [raiz, indice, campo] = issue.path;
    const linea = raiz === 'detalles' && typeof indice === 'number' ? lineas[indice] : undefined;
    if (linea && typeof campo === 'string') {
      const clave = claveError(linea.productoId, campo as CampoLinea);
      errores[clave] ??= issue.message;
    } else {
      general ??= issue.message;
    }
  }
  return { ok: false, general, lineas: errores };
}
