import type { Producto } from 'shared';
import { errorCantidad, lineasReducer, motivoNoAgregar, payloadVenta, totalVenta, validarVenta, type LineaVenta } from './lineas';

function producto(id: number, over: Partial<Producto> = {}): Producto {
  return {
    id,
    codigo: String(30000 + id),
    nombre: `Producto ${id}`,
    descripcion: null,
    categoria: 'elaborado',
    unidad: 'unidad',
    stock: '10.0000',
    stockMinimo: '0',
    precio: '100.00',
    alicuotaIva: '21',
    valorFinal: '121.00',
    costo: '50.00',
    costoMonedaId: 1,
    monedaId: 1,
    moneda: { id: 1, simbolo: '$' },
    proveedor: null,
    ...over,
  };
}

describe('lineasReducer', () => {
  it('adds a product with quantity 1 and its final price, once', () => {
    let s: LineaVenta[] = lineasReducer([], { type: 'agregar', producto: producto(1) });
    s = lineasReducer(s, { type: 'agregar', producto: producto(1) });
    expect(s).toHaveLength(1);
    expect(s[0]).toMatchObject({ cantidad: '1', precioUnitario: '121.00', custom: false });
  });
  it('refuses duplicates and other currencies with the spec texts', () => {
    const s = lineasReducer([], { type: 'agregar', producto: producto(1) });
    expect(motivoNoAgregar(s, producto(1))).toBe('Este producto ya fue agregado.');
    expect(motivoNoAgregar(s, producto(2, { monedaId: 2, moneda: { id: 2, simbolo: 'US$' } }))).toBe(
      'Solo puede agregar productos en la misma moneda: $',
    );
  });
  it('only lets an unlocked line change its price', () => {
    let s = lineasReducer([], { type: 'agregar', producto: producto(1) });
    s = lineasReducer(s, { type: 'precio', productoId: 1, value: '90' });
    expect(s[0].precioUnitario).toBe('121.00');
    s = lineasReducer(s, { type: 'desbloquear', productoId: 1 });
    s = lineasReducer(s, { type: 'precio', productoId: 1, value: '90' });
    expect(s[0]).toMatchObject({ precioUnitario: '90', custom: true });
  });
});

describe('validation and payload', () => {
  const base = () => lineasReducer([], { type: 'agregar', producto: producto(1) });
  it('computes the total with the discount', () => {
    const s = lineasReducer(base(), { type: 'cantidad', productoId: 1, value: '2' });
    expect(totalVenta(s, '10')).toBe('217.80');
  });
  it('checks branch, lines, discount, stock and Cuenta Corriente in order', () => {
    const mp = { id: 4, nombre: 'Cuenta Corriente' };
    expect(validarVenta({ sucursalId: null, lineas: base(), descuento: '0', metodoPago: mp, clienteId: 1 })).toBe('Debe seleccionar una sucursal.');
    expect(validarVenta({ sucursalId: 1, lineas: [], descuento: '0', metodoPago: mp, clienteId: 1 })).toBe('Debe agregar al menos un producto.');
    expect(validarVenta({ sucursalId: 1, lineas: base(), descuento: '101', metodoPago: mp, clienteId: 1 })).toBe(
      'El descuento total debe estar entre 0% y 100%',
    );
    const tooMany = lineasReducer(base(), { type: 'cantidad', productoId: 1, value: '11' });
    expect(errorCantidad(tooMany[0])).toBe('Stock insuficiente (disponible: 10 unidad)');
    expect(validarVenta({ sucursalId: 1, lineas: base(), descuento: '0', metodoPago: mp, clienteId: null })).toBe(
      'Una venta en Cuenta Corriente requiere un cliente.',
    );
    expect(validarVenta({ sucursalId: 1, lineas: base(), descuento: '0', metodoPago: mp, clienteId: 3 })).toBeNull();
  });
  it('builds the payload with line 2, null client and the code only for custom prices', () => {
    const f = { sucursalId: 1, lineas: base(), descuento: '', metodoPago: { id: 1, nombre: 'Efectivo' }, clienteId: null };
    expect(payloadVenta(f, '123456')).toMatchObject({ linea: 2, clienteId: null, custom: false, codigo_pass: null, total: '121.00', descuento: '0' });
  });
});
