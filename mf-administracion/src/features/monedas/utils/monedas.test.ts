import { ApiError } from 'shared';
import { fakeCotizacionDolar, fakeMonedaHistorialItem } from 'shared/testing';
import { detalleError, diasAtras, filtrarCotizaciones, formatCotizacion, nombreTipo, origenLabel, puntosHistorial } from './monedas';

describe('formatCotizacion', () => {
  it('writes pesos with 4 decimals, es-AR', () => {
    expect(formatCotizacion('1180.0000')).toBe('$ 1.180,0000');
    expect(formatCotizacion('1')).toBe('$ 1,0000');
    expect(formatCotizacion('1234567.5')).toBe('$ 1.234.567,5000');
    expect(formatCotizacion('0.00005')).toBe('$ 0,0001');
    expect(formatCotizacion(12.5, 'US$')).toBe('US$ 12,5000');
  });

  it("writes '-' for a missing or broken value", () => {
    expect(formatCotizacion(null)).toBe('-');
    expect(formatCotizacion(undefined)).toBe('-');
    expect(formatCotizacion('')).toBe('-');
    expect(formatCotizacion('abc')).toBe('-');
    expect(formatCotizacion('NaN')).toBe('-');
  });
});

describe('nombreTipo and filtrarCotizaciones', () => {
  const lista = [
    fakeCotizacionDolar({ casa: 'oficial', nombre: 'Oficial' }),
    fakeCotizacionDolar({ casa: 'contadoconliqui', nombre: 'Contado con liquidación' }),
    fakeCotizacionDolar({ casa: 'blue', nombre: 'Blue' }),
  ];

  it("shows 'Contado con liquidación' as CCL and the rest as the provider names them", () => {
    expect(lista.map(nombreTipo)).toEqual(['Oficial', 'CCL', 'Blue']);
  });

  it('finds by the shown or the provider name, ignoring case, accents and spaces around', () => {
    const nombres = (texto: string) => filtrarCotizaciones(lista, texto).map((c) => c.casa);
    expect(nombres('')).toEqual(['oficial', 'contadoconliqui', 'blue']);
    expect(nombres('  ')).toEqual(['oficial', 'contadoconliqui', 'blue']);
    expect(nombres('ccl')).toEqual(['contadoconliqui']);
    expect(nombres('LIQUIDACIÓN')).toEqual(['contadoconliqui']);
    expect(nombres(' blu ')).toEqual(['blue']);
    expect(nombres('tarjeta')).toEqual([]);
  });
});

describe('diasAtras', () => {
  it('counts from the Buenos Aires day, not the UTC one', () => {
    // 2026-11-21 01:00 UTC is still the 20th in Buenos Aires (UTC−3).
    expect(diasAtras(90, new Date('2026-11-21T01:00:00Z'))).toBe('2026-08-22');
    expect(diasAtras(90, new Date('2026-11-21T03:00:00Z'))).toBe('2026-08-23');
    expect(diasAtras(0, new Date('2026-03-01T12:00:00Z'))).toBe('2026-03-01');
    expect(diasAtras(1, new Date('2026-03-01T12:00:00Z'))).toBe('2026-02-28');
  });
});

describe('puntosHistorial', () => {
  it('gives the new values by date, oldest first', () => {
    const puntos = puntosHistorial([
      fakeMonedaHistorialItem({ id: 2, fecha: '2026-11-20T15:00:00.000Z', valorNuevo: '1200.0000' }),
      fakeMonedaHistorialItem({ id: 1, fecha: '2026-11-01T15:00:00.000Z', valorNuevo: '1180.5000' }),
    ]);
    expect(puntos).toEqual([
      { fecha: Date.parse('2026-11-01T15:00:00.000Z'), valor: 1180.5, texto: '1180.5000' },
      { fecha: Date.parse('2026-11-20T15:00:00.000Z'), valor: 1200, texto: '1200.0000' },
    ]);
  });
});

describe('origenLabel and detalleError', () => {
  it('names the origin', () => {
    expect(origenLabel('manual')).toBe('Manual');
    expect(origenLabel('automatico')).toBe('Automático');
  });

  it("gives the server's message, 'Error de red' without an answer, nothing otherwise", () => {
    expect(detalleError(new ApiError(502, 'Sin proveedor'))).toBe('Sin proveedor');
    expect(detalleError(new ApiError(0, 'Error de red'))).toBe('Error de red');
    expect(detalleError(new ApiError(500, ''))).toBeUndefined();
    expect(detalleError(new Error('x'))).toBeUndefined();
  });
});
