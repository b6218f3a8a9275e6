import { fakeProducto } from 'shared/testing';
import { claveError, motivoNoAgregar, nuevaLinea, validarIngreso, type LineaIngreso } from './lineas';

const alcohol = fakeProducto({ id: 1, codigo: '10001', nombre: 'Alcohol etílico', unidad: 'kg', costo: '500.00', costoMonedaId: 1, proveedor: { id: 4, nombre: 'Química del Sur' } });

function linea(over: Partial<LineaIngreso> = {}): LineaIngreso {
  return { ...nuevaLinea(alcohol, [4]), cantidad: '2', ...over };
}

describe('nuevaLinea', () => {
  it("starts with an empty quantity, the product's cost, currency and active supplier", () => {
    expect(nuevaLinea(alcohol, [4])).toEqual({
      productoId: 1,
      codigo: '10001',
      nombre: 'Alcohol etílico',
      unidad: 'kg',
      cantidad: '',
      costo: '500.00',
      costoMonedaId: 1,
      proveedorId: 4,
      costoActual: '500.00',
      costoActualMonedaId: 1,
    });
    expect(nuevaLinea(alcohol, [1, 2]).proveedorId).toBeNull();
  });
});

describe('motivoNoAgregar', () => {
  it('refuses a product already in the lines', () => {
    expect(motivoNoAgregar([linea()], 1)).toBe('Este producto ya fue agregado.');
    expect(motivoNoAgregar([linea()], 2)).toBeNull();
  });
});

describe('validarIngreso', () => {
  it('gives the body of POST ingresos for a valid entry', () => {
    expect(validarIngreso(3, [linea({ cantidad: ' 2.5 ', costo: '10' })])).toEqual({
      ok: true,
      body: { sucursalId: 3, detalles: [{ productoId: 1, cantidad: '2.5', costo: '10', costoMonedaId: 1, proveedorId: 4 }] },
    });
  });

  it('reports the branch and the missing products as general errors', () => {
    expect(validarIngreso(null, [linea()])).toMatchObject({ ok: false, general: 'Debe seleccionar una sucursal.' });
    expect(validarIngreso(1, [])).toMatchObject({ ok: false, general: 'Debe agregar al menos un producto.', lineas: {} });
  });

  it('reports each line field with the messages of the API', () => {
    const result = validarIngreso(1, [linea({ cantidad: '', costo: '1.234', proveedorId: null })]);
    expect(result).toEqual({
      ok: false,
      general: null,
      lineas: {
        [claveError(1, 'cantidad')]: 'La cantidad debe ser mayor a cero.',
        [claveError(1, 'costo')]: 'El costo admite hasta 2 decimales y no puede ser negativo.',
        [claveError(1, 'proveedorId')]: 'Cada producto ingresado necesita un proveedor.',
      },
    });
    expect(validarIngreso(1, [linea({ cantidad: '0' })])).toMatchObject({ lineas: { [claveError(1, 'cantidad')]: 'La cantidad debe ser mayor a cero.' } });
  });
});
