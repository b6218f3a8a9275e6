import type { Producto } from 'shared';
import { fakeMetodoPago, fakeProducto } from 'shared/testing';
import { errorCantidad, lineasReducer, motivoNoAgregar, payloadVenta, totalVenta, validarVenta, type LineaVenta } from './lineas';

/**
 * An elaborated product built with `fakeProducto` (docs/pruebas.md): code 300NN, 'Producto N',
 * 10 units in stock, $ 100,00 + 21 % IVA = $ 121,00 unless overridden.
 */
function producto(id: number, over: Partial<Producto> = {}): Producto {
  return fakeProducto({
    id,
    codigo: String(30000 + id),
    nombre: `Producto ${id}`,
    categoria: 'elaborado',
    unidad: 'unidad',
    stock: '10.0000',
    precio: '100.00',
    alicuotaIva: '21',
    ...over,
  });
}

/** The seeded payment methods 1 Efectivo and 4 Cuenta Corriente. */
const efectivo = fakeMetodoPago({ id: 1 });
const cuentaCorriente = fakeMetodoPago({ id: 4 });

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
    expect(motivoNoAgregar(s, producto(2, { monedaId: 2 }))).toBe(
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
    expect(validarVenta({ sucursalId: null, lineas: base(), descuento: '0', metodoPago: cuentaCorriente, clienteId: 1 })).toBe('Debe seleccionar una sucursal.');
    expect(validarVenta({ sucursalId: 1, lineas: [], descuento: '0', metodoPago: cuentaCorriente, clienteId: 1 })).toBe('Debe agregar al menos un producto.');
    expect(validarVenta({ sucursalId: 1, lineas: base(), descuento: '101', metodoPago: cuentaCorriente, clienteId: 1 })).toBe(
      'El descuento total debe estar entre 0% y 100%',
    );
    const tooMany = lineasReducer(base(), { type: 'cantidad', productoId: 1, value: '11' });
    expect(errorCantidad(tooMany[0])).toBe('Stock insuficiente (disponible: 10 unidad)');
    expect(validarVenta({ sucursalId: 1, lineas: base(), descuento: '0', metodoPago: cuentaCorriente, clienteId: null })).toBe(
      'Una venta en Cuenta Corriente requiere un cliente.',
    );
    expect(validarVenta({ sucursalId: 1, lineas: base(), descuento: '0', metodoPago: cuentaCorriente, clienteId: 3 })).toBeNull();
  });
  it('tells Cuenta Corriente by the key of the method, not its name', () => {
    const renombrada = fakeMetodoPago({ id: 4, nombre: 'Cta. Cte.' });
    const parecida = fakeMetodoPago({ id: 9, nombre: 'Cuenta Corriente' });
    expect(validarVenta({ sucursalId: 1, lineas: base(), descuento: '0', metodoPago: renombrada, clienteId: null })).toBe(
      'Una venta en Cuenta Corriente requiere un cliente.',
    );
    expect(validarVenta({ sucursalId: 1, lineas: base(), descuento: '0', metodoPago: parecida, clienteId: null })).toBeNull();
  });
  it('builds the payload with line 2, null client and the code only for custom prices', () => {
    const f = { sucursalId: 1, lineas: base(), descuento: '', metodoPago: efectivo, clienteId: null };
    expect(payloadVenta(f, '123456')).toMatchObject({ linea: 2, clienteId: null, custom: false, codigo_pass: null, total: '121.00', descuento: '0' });
  });
  it('sends the code, trimmed, when the client credit needs it even without custom prices', () => {
    const f = { sucursalId: 1, lineas: base(), descuento: '0', metodoPago: cuentaCorriente, clienteId: 3 };
    expect(payloadVenta(f, ' 123456 ', 2, true)).toMatchObject({ custom: false, codigo_pass: '123456' });
    expect(payloadVenta(f, ' 123456 ', 2, false)).toMatchObject({ codigo_pass: null });
  });
});
