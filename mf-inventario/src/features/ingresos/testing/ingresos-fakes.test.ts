import { ingresoListItemSchema, ingresoSchema } from 'shared';
import { fakeIngreso, fakeIngresoDetalle, toIngresoListItem } from './ingresos-fakes';

describe('stock-entry fakes', () => {
  it('build what the response schemas accept, and the list row from the entry', () => {
    const ingreso = fakeIngreso({
      id: 3,
      detalles: [
        fakeIngresoDetalle({ id: 1, proveedor: { id: 2, nombre: 'Esencias Andinas' } }),
        fakeIngresoDetalle({ id: 2, proveedor: null }),
        fakeIngresoDetalle({ id: 3, proveedor: { id: 1, nombre: 'Química del Sur' } }),
        fakeIngresoDetalle({ id: 4, proveedor: { id: 2, nombre: 'Esencias Andinas' } }),
      ],
    });
    expect(ingresoSchema.parse(ingreso)).toEqual(ingreso);
    const item = toIngresoListItem(ingreso);
    expect(ingresoListItemSchema.strict().parse(item)).toEqual(item);
    expect(item).toMatchObject({ id: 3, proveedores: ['Esencias Andinas', 'Química del Sur'], cantidadProductos: 4, fechaIngreso: '2026-03-03T13:00:00.000Z' });
  });

  it.each([
    ['a field the API does not send', () => fakeIngreso({ id: 1, total: '1.00' } as never), 'no envía "total"'],
    ['a nested stray field', () => fakeIngresoDetalle({ id: 1, producto: { id: 1, codigo: '1', nombre: 'x', unidad: 'kg', stock: '1' } as never }), 'no envía "producto.stock"'],
    ['a cost without 2 decimals', () => fakeIngresoDetalle({ id: 1, costo: '500' }), 'costo'],
    ['a quantity without 4 decimals', () => fakeIngresoDetalle({ id: 1, cantidad: '2.5' }), 'cantidad'],
    ['a date that is not ISO', () => fakeIngreso({ id: 1, fechaIngreso: '01/03/2026' }), 'fechaIngreso'],
    ['an unknown status', () => fakeIngreso({ id: 1, status: 'devuelto' as never }), 'status'],
  ])('refuse %s', (_what, build, message) => {
    expect(build).toThrow(message);
  });
});
