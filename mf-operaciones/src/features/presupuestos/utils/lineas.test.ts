import { fakeProducto } from 'shared/testing';
import { cambiarLinea, lineaDeProducto, motivoNoAgregar, subtotalLinea, totalPresupuesto, validarEdicion, validarNuevo, type LineaPresupuesto } from './lineas';

const perfume = (id: number, over: Parameters<typeof fakeProducto>[0] = {}) =>
  lineaDeProducto(fakeProducto({ id, codigo: String(30000 + id), nombre: `Perfume ${id}`, categoria: 'elaborado', unidad: 'unidad', ...over }));

describe('quote lines', () => {
  it('starts a line with quantity 1 at the final price, in the product currency', () => {
    expect(perfume(1)).toMatchObject({ productoId: 1, codigo: '30001', cantidad: '1', precioUnitario: '1210.00', simbolo: '$', custom: false });
  });

  it('refuses a repeated product and another currency with the spec messages', () => {
    const lineas = [perfume(1)];
    expect(motivoNoAgregar(lineas, { id: 1, monedaId: 1 })).toBe('Este producto ya fue agregado.');
    expect(motivoNoAgregar(lineas, { id: 2, monedaId: 2 })).toBe('Solo puede agregar productos en la misma moneda: $');
    expect(motivoNoAgregar(lineas, { id: 2, monedaId: 1 })).toBeNull();
    expect(motivoNoAgregar([], { id: 2, monedaId: 2 })).toBeNull();
  });

  it('totals the rounded subtotals less the discount (documentTotal)', () => {
    const lineas: LineaPresupuesto[] = [
      { ...perfume(1), cantidad: '1.5', precioUnitario: '368.33' },
      { ...perfume(2), cantidad: '1.5', precioUnitario: '368.33' },
    ];
    expect(subtotalLinea(lineas[0])).toBe('552.50');
    expect(totalPresupuesto(lineas)).toBe('1105.00');
    expect(totalPresupuesto(lineas, '10')).toBe('994.50');
    expect(totalPresupuesto([{ ...perfume(3), cantidad: '2.', precioUnitario: '' }])).toBe('0.00');
  });

  it('marks a changed line as custom only while editing a stored quote', () => {
    const lineas = [perfume(1), perfume(2)];
    expect(cambiarLinea(lineas, 1, { cantidad: '3' }, false)[0]).toMatchObject({ cantidad: '3', custom: false });
    const editadas = cambiarLinea(lineas, 1, { cantidad: '3' }, true);
    expect(editadas.map((l) => l.custom)).toEqual([true, false]);
  });

  it('builds the POST body and sends a price other than the final one as custom', () => {
    const lineas = cambiarLinea([perfume(1), perfume(2)], 2, { precioUnitario: '1000.5' }, false);
    const r = validarNuevo({ sucursalId: 1, clienteId: null, lineas: cambiarLinea(lineas, 1, { cantidad: '2.' }, false) });
    expect(r).toEqual({
      ok: true,
      body: {
        sucursalId: 1,
        clienteId: null,
        monedaId: 1,
        total: '3420.50',
        descuento: '0',
        detalles: [
          { productoId: 1, cantidad: '2', precioUnitario: '1210.00', subTotal: '2420.00', monedaId: 1, custom: false },
          { productoId: 2, cantidad: '1', precioUnitario: '1000.5', subTotal: '1000.50', monedaId: 1, custom: true },
        ],
      },
    });
  });

  it('refuses what the API refuses, naming the line', () => {
    expect(validarNuevo({ sucursalId: null, clienteId: null, lineas: [perfume(1)] })).toEqual({ ok: false, mensaje: 'Debe seleccionar una sucursal.' });
    expect(validarNuevo({ sucursalId: 1, clienteId: null, lineas: [] })).toEqual({ ok: false, mensaje: 'Debe agregar al menos un producto.' });
    expect(validarNuevo({ sucursalId: 1, clienteId: null, lineas: [{ ...perfume(1), cantidad: '0' }] })).toEqual({
      ok: false,
      mensaje: '30001 - Perfume 1: La cantidad debe ser mayor a cero.',
    });
    expect(validarEdicion({ clienteId: 4, descuento: '150', lineas: [perfume(1)] })).toEqual({ ok: false, mensaje: 'El descuento total debe estar entre 0% y 100%' });
    expect(validarEdicion({ clienteId: 4, descuento: '10', lineas: [] })).toEqual({ ok: false, mensaje: 'Debe agregar al menos un producto.' });
  });

  it('builds the PUT body with the discounted total', () => {
    const r = validarEdicion({ clienteId: 4, descuento: '10.', lineas: [{ ...perfume(1), cantidad: '2' }] });
    expect(r).toEqual({
      ok: true,
      body: {
        clienteId: 4,
        descuento: '10',
        monedaId: 1,
        total: '2178.00',
        detalles: [{ productoId: 1, cantidad: '2', precioUnitario: '1210.00', subTotal: '2420.00', monedaId: 1, custom: false }],
      },
    });
  });
});
