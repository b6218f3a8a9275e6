import { presupuestoListItemSchema, presupuestoSchema } from 'shared';
import { fakeCliente } from 'shared/testing';
import { fakePresupuesto, fakePresupuestoDetalle, toPresupuestoListItem } from './presupuestos-fakes';

describe('quote fixtures', () => {
  it('build what GET presupuestos/{id} and GET presupuestos send', () => {
    const p = fakePresupuesto({ id: 3, cliente: fakeCliente({ id: 9 }), descuento: '10' });
    expect(presupuestoSchema.strict().parse(p)).toEqual(p);
    expect(p).toMatchObject({ clienteId: 9, total: '2178.00', moneda: { id: 1, simbolo: '$' }, fecha: '2026-11-03T13:00:00.000Z' });
    const fila = toPresupuestoListItem(p);
    expect(presupuestoListItemSchema.strict().parse(fila)).toEqual(fila);
    expect(fila.cliente).toEqual({ id: 9, nombreApellido: p.cliente!.nombreApellido, documento: p.cliente!.documento });
    expect(fila).not.toHaveProperty('detalles');
  });

  it.each([
    ['a total that does not follow the lines', () => fakePresupuesto({ id: 1, total: '10.00' }), 'total'],
    ['a discount with trailing zeros', () => fakePresupuesto({ id: 1, descuento: '10.00' }), 'descuento'],
    ['a converted quote without its sale', () => fakePresupuesto({ id: 1, convertidoEnVenta: true }), 'ventaId'],
    ['a subtotal other than price × quantity', () => fakePresupuestoDetalle({ id: 1, productoId: 1, subTotal: '1.00' }), 'subTotal'],
    ['a quantity without 4 decimals', () => fakePresupuestoDetalle({ id: 1, productoId: 1, cantidad: '2' }), 'cantidad'],
  ])('refuses %s', (_what, build, campo) => {
    expect(build).toThrow(campo);
  });

  it('refuses a field the API does not send', () => {
    expect(() => fakePresupuesto({ id: 1, observaciones: 'x' } as never)).toThrow('la API no envía "observaciones"');
  });
});
