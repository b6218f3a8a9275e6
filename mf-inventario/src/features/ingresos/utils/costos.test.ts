import { cambiosDeCosto, textoCambioCosto } from './costos';
import type { LineaIngreso } from './lineas';

const base: LineaIngreso = {
  productoId: 1,
  codigo: '10001',
  nombre: 'Alcohol etílico',
  unidad: 'kg',
  cantidad: '1',
  costo: '500.00',
  costoMonedaId: 1,
  proveedorId: 1,
  costoActual: '500.00',
  costoActualMonedaId: 1,
};
const simbolo = (id: number) => (id === 2 ? 'US$' : '$');

describe('cambiosDeCosto', () => {
  it('lets an equal or higher cost in the same currency through', () => {
    expect(cambiosDeCosto([base, { ...base, productoId: 2, costo: '500.01' }, { ...base, productoId: 3, costo: '1000' }])).toEqual([]);
  });

  it('asks for a lower cost, compared as decimals', () => {
    expect(cambiosDeCosto([{ ...base, costo: '499.99' }])).toEqual([
      { productoId: 1, codigo: '10001', nombre: 'Alcohol etílico', motivo: 'menor', costoActual: '500.00', costoActualMonedaId: 1, costoNuevo: '499.99', costoNuevoMonedaId: 1 },
    ]);
    expect(cambiosDeCosto([{ ...base, costoActual: '0.30', costo: '0.3' }])).toEqual([]);
  });

  it('asks for another currency, even with a higher amount', () => {
    expect(cambiosDeCosto([{ ...base, costo: '900', costoMonedaId: 2 }])).toMatchObject([{ motivo: 'moneda', costoNuevoMonedaId: 2 }]);
  });
});

describe('textoCambioCosto', () => {
  it('names the product, both costs with their symbol and a change of currency', () => {
    const [menor] = cambiosDeCosto([{ ...base, costoActual: '1500.00', costo: '1234.5' }]);
    expect(textoCambioCosto(menor, simbolo)).toBe('10001 - Alcohol etílico: costo actual $ 1.500,00 → nuevo $ 1.234,50');
    const [moneda] = cambiosDeCosto([{ ...base, costo: '5', costoMonedaId: 2 }]);
    expect(textoCambioCosto(moneda, simbolo)).toBe('10001 - Alcohol etílico: costo actual $ 500,00 → nuevo US$ 5,00, cambia la moneda del costo de $ a US$');
  });
});
