import { MSG_CANTIDAD_POSITIVA, MSG_FORMULA_PROPIA, MSG_FORMULA_REPETIDA, MSG_FORMULA_SIN_MATERIAS, MSG_PRODUCTO_NOMBRE, MSG_PRODUCTO_PRECIO } from 'shared';
import { EMPTY_PRODUCTO_FORM, MSG_CANTIDAD_PRODUCIDA, productoFormSchema, sinCerosDeMas, valorFinalDe, type ProductoFormValues } from './producto-form';

const materia = (id: number, cantidad: string) => ({ materiaPrimaId: id, codigo: String(10000 + id), nombre: `Materia ${id}`, unidad: 'l', cantidad });
const valores = (v: Partial<ProductoFormValues>): ProductoFormValues => ({ ...EMPTY_PRODUCTO_FORM, nombre: 'Jabón', unidad: 'unidad', precio: '100', ...v });

/** The messages of a failed parse by field path ('detalles.0.cantidad'). */
function errores(values: ProductoFormValues, productoId?: number): Record<string, string> {
  const result = productoFormSchema(productoId).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('valorFinalDe', () => {
  it('is precio × (1 + IVA / 100) rounded half-up to the cent, like the API', () => {
    expect(valorFinalDe('100', '21')).toBe('121.00');
    expect(valorFinalDe('0.05', '10.5')).toBe('0.06'); // 0.05525 → 0.06
    expect(valorFinalDe('1020303.72', '21')).toBe('1234567.50');
    expect(valorFinalDe('19.99', '0')).toBe('19.99');
    expect(valorFinalDe('12.', '21')).toBe('14.52');
  });

  it('is null while the price is not a valid amount', () => {
    for (const precio of ['', '-1', '1,5', '1.234', 'abc', '01']) expect(valorFinalDe(precio, '21')).toBeNull();
  });
});

describe('productoFormSchema', () => {
  it('builds the body of a raw material: ids as numbers, no formula, empty optional values as the API defaults', () => {
    const result = productoFormSchema().parse(valores({ nombre: '  Jabón ', descripcion: ' ', proveedorId: '2', stockMinimo: '', costo: '', precio: '1234.5', alicuotaIva: '10.5', monedaId: '2' }));
    expect(result).toEqual({
      nombre: 'Jabón',
      descripcion: null,
      categoria: 'materia_prima',
      unidad: 'unidad',
      proveedorId: 2,
      stockMinimo: '0',
      costo: '0',
      costoMonedaId: 1,
      precio: '1234.5',
      alicuotaIva: '10.5',
      monedaId: 2,
    });
  });

  it('sends the formula of an elaborado, or null without lines nor quantity produced', () => {
    const conFormula = productoFormSchema().parse(valores({ categoria: 'elaborado', cantidadProducida: '10', detalles: [materia(1, '8'), materia(2, '0.5')] }));
    expect(conFormula.formula).toEqual({ cantidadProducida: '10', detalles: [{ materiaPrimaId: 1, cantidad: '8' }, { materiaPrimaId: 2, cantidad: '0.5' }] });
    expect(productoFormSchema().parse(valores({ categoria: 'esencia' })).formula).toBeNull();
  });

  it('reports each problem at its field with the API messages', () => {
    expect(errores(valores({ nombre: ' ', precio: '1,5' }))).toEqual({ nombre: MSG_PRODUCTO_NOMBRE, precio: MSG_PRODUCTO_PRECIO });
    expect(errores(valores({ categoria: 'esencia', cantidadProducida: '10', detalles: [materia(1, '0')] }))).toEqual({ 'detalles.0.cantidad': MSG_CANTIDAD_POSITIVA });
    expect(errores(valores({ categoria: 'esencia', cantidadProducida: '10', detalles: [materia(1, '1'), materia(1, '2')] }))).toEqual({ detalles: MSG_FORMULA_REPETIDA });
  });

  it('asks for the quantity produced of a formula with lines, and for lines with a quantity produced', () => {
    expect(errores(valores({ categoria: 'elaborado', detalles: [materia(1, '1')] }))).toEqual({ cantidadProducida: MSG_CANTIDAD_PRODUCIDA });
    expect(errores(valores({ categoria: 'elaborado', cantidadProducida: '5' }))).toEqual({ detalles: MSG_FORMULA_SIN_MATERIAS });
  });

  it('refuses the product being edited as one of its own raw materials', () => {
    expect(errores(valores({ categoria: 'esencia', cantidadProducida: '1', detalles: [materia(1, '1'), materia(7, '1')] }), 7)).toEqual({
      'detalles.1.materiaPrimaId': MSG_FORMULA_PROPIA,
    });
  });
});

describe('sinCerosDeMas', () => {
  it('drops the trailing zeros of the API quantities', () => {
    expect(sinCerosDeMas('10.0000')).toBe('10');
    expect(sinCerosDeMas('0.5000')).toBe('0.5');
    expect(sinCerosDeMas('0.0000')).toBe('0');
  });
});
