import { ALL_PERMISSIONS, P, ROLE_PERMISSIONS } from 'shared';
import { fakeDashboard } from '../testing/dashboard-handlers';
import { contar, enlacesResumen, puedeVerResumen, resumenSerie, serieVentas, sumaDinero } from './dashboard';
import { diaAnterior, diaCorto, diaLargo, formatDia, hoyBuenosAires, primerDiaDelMes, ultimosDias } from './fechas';

describe('Buenos Aires days', () => {
  it('takes today in Buenos Aires, not in UTC', () => {
    expect(hoyBuenosAires(new Date('2026-03-01T02:59:00Z'))).toBe('2026-02-28');
    expect(hoyBuenosAires(new Date('2026-03-01T03:00:00Z'))).toBe('2026-03-01');
  });

  it('counts days back across months and leap years', () => {
    expect(diaAnterior('2026-03-01', 1)).toBe('2026-02-28');
    expect(diaAnterior('2028-03-01', 1)).toBe('2028-02-29');
    expect(diaAnterior('2026-01-05', 29)).toBe('2025-12-07');
    expect(primerDiaDelMes('2026-02-17')).toBe('2026-02-01');
  });

  it('lists the last 30 days, oldest first, ending today', () => {
    const dias = ultimosDias('2026-02-04', 30);
    expect(dias).toHaveLength(30);
    expect(dias[0]).toBe('2026-01-06');
    expect(dias[29]).toBe('2026-02-04');
    expect(new Set(dias).size).toBe(30);
  });

  it('writes days in es-AR', () => {
    expect(diaCorto('2026-02-04')).toBe('04/02');
    expect(formatDia('2026-02-04')).toBe('04/02/2026');
    expect(diaLargo('2026-02-04')).toBe('miércoles, 4 de febrero de 2026');
  });
});

describe('sumaDinero', () => {
  it('adds money exactly, where floats would not', () => {
    expect(sumaDinero(['0.10', '0.20'])).toBe('0.30');
    expect(sumaDinero(['999999999999.99', '0.01'])).toBe('1000000000000.00');
    expect(sumaDinero(['1', '2.5', '-0.75'])).toBe('2.75');
    expect(sumaDinero(['-5.00'])).toBe('-5.00');
    expect(sumaDinero([])).toBe('0.00');
  });
});

describe('contar', () => {
  it('uses the singular only for one', () => {
    expect(contar(1, 'venta', 'ventas')).toBe('1 venta');
    expect(contar(0, 'venta', 'ventas')).toBe('0 ventas');
    expect(contar(42, 'cliente', 'clientes')).toBe('42 clientes');
  });
});

describe('who gets figures and links', () => {
  it('asks GET dashboard only with home.get and a permission that gives a figure', () => {
    expect(puedeVerResumen(ROLE_PERMISSIONS.Vendedor)).toBe(true);
    expect(puedeVerResumen(ROLE_PERMISSIONS.Inventario)).toBe(true);
    expect(puedeVerResumen(ROLE_PERMISSIONS['Solo lectura'])).toBe(true);
    expect(puedeVerResumen([P.home, P.facturacionGet])).toBe(true);
    // Without home.get the API answers 403: nothing is asked.
    expect(puedeVerResumen([P.facturacionGet, P.ventasGet, P.stockGet])).toBe(false);
    expect(puedeVerResumen([P.monedasGet, P.reportesGet, P.home])).toBe(false);
    expect(puedeVerResumen(undefined)).toBe(false);
  });

  it('links to the lists with their URL filters, only the routes the user can open', () => {
    expect(enlacesResumen('2026-02-04', ALL_PERMISSIONS)).toEqual({
      ventasHoy: '/ventas?fechaDesde=2026-02-04&fechaHasta=2026-02-04&anulada=false',
      ventasMes: '/ventas?fechaDesde=2026-02-01&fechaHasta=2026-02-04&anulada=false',
      porCobrar: '/cuentas-corrientes?conDeuda=true',
      bajoMinimo: '/stock?bajoMinimo=true',
      fabricaciones: '/fabricacion?estado=en_proceso',
    });
    expect(enlacesResumen('2026-02-04', [P.facturacionGet])).toEqual({
      ventasHoy: '/facturacion?fechaDesde=2026-02-04&fechaHasta=2026-02-04&anulada=false',
      ventasMes: '/facturacion?fechaDesde=2026-02-01&fechaHasta=2026-02-04&anulada=false',
      porCobrar: null,
      bajoMinimo: null,
      fabricaciones: null,
    });
  });
});

describe('serieVentas', () => {
  it('fills the 30 days with 0, adds points of the same day and leaves out older ones', () => {
    const d = fakeDashboard('2026-02-04', {
      ventasDiarias: [
        { fecha: '2026-01-05', monedaId: 1, total: '50.00' },
        { fecha: '2026-01-06', monedaId: 1, total: '10.10' },
        { fecha: '2026-01-06', monedaId: 1, total: '0.20' },
        { fecha: '2026-02-04', monedaId: 1, total: '5.00' },
      ],
    });
    const s = serieVentas(d, '2026-02-04')!;
    expect(s.desde).toBe('2026-01-06');
    expect(s.hasta).toBe('2026-02-04');
    expect(s.dias).toHaveLength(30);
    expect(s.dias[0]).toEqual({ fecha: '2026-01-06', totales: { 1: '10.30' } });
    expect(s.dias[1]).toEqual({ fecha: '2026-01-07', totales: { 1: '0.00' } });
    expect(s.monedas).toEqual([{ monedaId: 1, simbolo: '$', clave: 'm1', total: '15.30', diasConVentas: 2 }]);
    expect(resumenSerie(s)).toBe('Ventas de los últimos 30 días, del 06/01/2026 al 04/02/2026: $ 15,30 en 2 días con ventas.');
  });

  it('takes a currency only with a sale in the window, its symbol from the figures or the system', () => {
    const d = fakeDashboard('2026-02-04', {
      ventasHoy: [],
      ventasMes: [],
      porCobrar: [],
      ventasDiarias: [
        { fecha: '2026-01-10', monedaId: 2, total: '7.00' },
        { fecha: '2026-01-11', monedaId: 1, total: '0.00' },
      ],
    });
    const s = serieVentas(d, '2026-02-04')!;
    // No figure names dollars this month: the system's symbol for currency 2.
    expect(s.monedas.map((m) => [m.monedaId, m.simbolo, m.total])).toEqual([[2, 'US$', '7.00']]);
  });

  it('is null without the sales figures, and says so when nothing was sold', () => {
    expect(serieVentas(fakeDashboard('2026-02-04', { ventasDiarias: null }), '2026-02-04')).toBeNull();
    const vacia = serieVentas(fakeDashboard('2026-02-04', { ventasDiarias: [] }), '2026-02-04')!;
    expect(vacia.monedas).toEqual([]);
    expect(resumenSerie(vacia)).toBe('Ventas de los últimos 30 días, del 06/01/2026 al 04/02/2026: sin ventas.');
  });
});
