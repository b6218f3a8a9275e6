import Decimal from 'decimal.js';
import { CONDICIONES_IVA } from '../schemas/clientes';
import { ALICUOTAS_IVA } from '../schemas/productos';
import {
  CODIGOS_ALICUOTA,
  CONDICION_IVA_RECEPTOR_ID,
  desglosarIva,
  letraComprobante,
  llevaLeyendaRg5003,
  MSG_ALICUOTA_DESCONOCIDA,
} from './fiscal';
import { documentTotal } from './index';

describe('the letter of the comprobante (docs/facturacion.md)', () => {
  test('from a Responsable Inscripto: A to a Responsable Inscripto or a Monotributista, B to everyone else', () => {
    expect(letraComprobante('Responsable Inscripto', 'Responsable Inscripto')).toBe('A');
    expect(letraComprobante('Responsable Inscripto', 'Monotributista')).toBe('A');
    expect(letraComprobante('Responsable Inscripto', 'Monotributista Social')).toBe('A');
    for (const r of ['Exento', 'Consumidor Final', 'Sujeto No Categorizado', 'IVA No Alcanzado', 'Cliente del Exterior'] as const) {
      expect(letraComprobante('Responsable Inscripto', r)).toBe('B');
    }
  });

  test('from a Monotributo always C; the RG 5003 legend only on an A to a Monotributista', () => {
    for (const r of CONDICIONES_IVA) expect(letraComprobante('Monotributo', r)).toBe('C');
    expect(llevaLeyendaRg5003('A', 'Monotributista')).toBe(true);
    expect(llevaLeyendaRg5003('A', 'Responsable Inscripto')).toBe(false);
    expect(llevaLeyendaRg5003('B', 'Consumidor Final')).toBe(false);
  });

  test("every client condition and every product rate has ARCA's code", () => {
    expect(Object.keys(CONDICION_IVA_RECEPTOR_ID).sort()).toEqual([...CONDICIONES_IVA].sort());
    for (const a of ALICUOTAS_IVA) expect(CODIGOS_ALICUOTA[a]).toEqual(expect.any(Number));
  });
});

describe('the IVA split', () => {
  test('mixed 21 % and 10.5 % with a discount: net + IVA = the document total to the cent, each base × rate within a cent', () => {
    const lineas = [
      { precioUnitario: '1210.00', cantidad: '3', alicuota: '21' },
      { precioUnitario: '552.50', cantidad: '1.5', alicuota: '10.5' },
      { precioUnitario: '99.99', cantidad: '7', alicuota: '21' },
    ];
    const d = desglosarIva(lineas, '7.5', 'A');
    expect(d.total).toBe(documentTotal(lineas, '7.5'));
    expect(d.iva.map((x) => x.alicuota)).toEqual(['21', '10.5']);
    expect(d.iva.map((x) => x.codigo)).toEqual([5, 4]);
    const suma = d.iva.reduce((s, x) => s.plus(x.base).plus(x.importe), new Decimal(d.exento));
    expect(suma.toFixed(2)).toBe(d.total);
    expect(d.iva.reduce((s, x) => s.plus(x.base), new Decimal(0)).toFixed(2)).toBe(d.neto);
    for (const x of d.iva) expect(new Decimal(x.base).times(x.alicuota).div(100).minus(x.importe).abs().lte('0.01')).toBe(true);
  });

  test('a Factura C has no IVA: the net is the total', () => {
    const d = desglosarIva([{ precioUnitario: '1210', cantidad: '1', alicuota: '21' }], '0', 'C');
    expect(d).toEqual({ neto: '1210.00', iva: [], exento: '0.00', total: '1210.00' });
  });

  test('500 random documents: the parts always add up to the total exactly (every rate, quantities with 4 decimals)', () => {
    let semilla = 7;
    const azar = () => {
      semilla = (semilla * 1103515245 + 12345) % 2 ** 31;
      return semilla / 2 ** 31;
    };
    for (let i = 0; i < 500; i += 1) {
      const lineas = Array.from({ length: 1 + Math.floor(azar() * 6) }, () => ({
        precioUnitario: (azar() * 50000).toFixed(2),
        cantidad: (0.0001 + azar() * 20).toFixed(4),
        alicuota: ALICUOTAS_IVA[Math.floor(azar() * ALICUOTAS_IVA.length)],
      }));
      const descuento = (azar() * 30).toFixed(2);
      const d = desglosarIva(lineas, descuento, 'B');
      const suma = d.iva.reduce((s, x) => s.plus(x.base).plus(x.importe), new Decimal(0));
      expect(suma.toFixed(2)).toBe(d.total);
      for (const x of d.iva) expect(new Decimal(x.base).times(x.alicuota).div(100).minus(x.importe).abs().lte('0.01')).toBe(true);
    }
  });

  test('a rate ARCA does not know is refused', () => {
    expect(() => desglosarIva([{ precioUnitario: '1', cantidad: '1', alicuota: '19' }], '0', 'A')).toThrow(MSG_ALICUOTA_DESCONOCIDA);
  });
});
