import { sql } from 'drizzle-orm';
import {
  LIBRO_IVA_MAX_DIAS,
  libroIvaVentasSchema,
  MSG_LIBRO_IVA_FALTA_DESDE,
  MSG_LIBRO_IVA_FALTA_HASTA,
  MSG_LIBRO_IVA_FECHA_INVALIDA,
  MSG_LIBRO_IVA_FORMATO_FECHA,
  MSG_LIBRO_IVA_RANGO_EXCEDIDO,
  MSG_LIBRO_IVA_RANGO_INVALIDO,
  P,
  type LibroIvaVentas,
} from 'shared';
import { comprobantes } from '../src/db/schema';
import { DOCUMENTO_CONSUMIDOR_FINAL, filaLibroIva } from '../src/modules/fiscal/libro-iva';
import { client, createTestApp, demoClients, login, rows, type TestApp } from './helpers';
import { createUserWithRole } from './support/harness';

/**
 * Libro IVA Ventas (docs/facturacion.md «Libro IVA Ventas»): GET fiscal/libro-iva-ventas over
 * comprobantes inserted directly in March 2019 (points of sale 9001 and 9002, which neither the demo
 * data nor other tests use), on demo sales that have no comprobante: a Factura A with two rates, a
 * Factura B to a final consumer, a Factura C, a Factura A in dollars, a Nota de Crédito A, a pending
 * and a rejected one, and one just outside the month on each side.
 */

let t: TestApp;
let u: Awaited<ReturnType<typeof demoClients>>;
let soloReportes: ReturnType<typeof client>;
let soloFiscal: ReturnType<typeof client>;
let sinPermiso: ReturnType<typeof client>;

const EMISOR = {
  cuit: '30-71234567-1',
  razonSocial: 'Insumos del Centro S.A.',
  condicionIva: 'Responsable Inscripto',
  ingresosBrutos: null,
  inicioActividades: null,
  domicilioComercial: null,
};
const RI = { docTipo: 80, docNro: '30-70000000-7', nombre: 'Química del Plata S.A.', condicionIva: 'Responsable Inscripto', domicilio: 'Av. Colón 1234, Córdoba' };
const CF = { docTipo: 99, docNro: '0', nombre: 'Consumidor Final', condicionIva: 'Consumidor Final', domicilio: null };
const DNI = { docTipo: 96, docNro: '30111222', nombre: 'María López', condicionIva: 'Consumidor Final', domicilio: null };

/** Demo sales without a comprobante, one per invoice below (a credit note goes on its invoice's sale). */
let ventasLibres: number[] = [];

interface Nuevo {
  ventaId: number;
  clase?: 'factura' | 'nota_credito';
  asociadoId?: number | null;
  letra: 'A' | 'B' | 'C';
  codigoTipo: number;
  puntoVenta: number;
  numero: number | null;
  fecha: string;
  estado?: 'autorizado' | 'pendiente' | 'rechazado';
  receptor: typeof RI | typeof CF | typeof DNI;
  moneda?: 'PES' | 'DOL';
  cotizacion?: string;
  neto: string;
  iva: Array<{ alicuota: string; codigo: number; base: string; importe: string }>;
  ivaTotal: string;
  exento?: string;
  total: string;
}

/** Inserts a comprobante row (SQL, as ARCA would have left it) and returns its id. */
async function comprobante(c: Nuevo): Promise<number> {
  const estado = c.estado ?? 'autorizado';
  const [fila] = await t.db
    .insert(comprobantes)
    .values({
      ventaId: c.ventaId,
      clase: c.clase ?? 'factura',
      asociadoId: c.asociadoId ?? null,
      letra: c.letra,
      codigoTipo: c.codigoTipo,
      puntoVenta: c.puntoVenta,
      numero: c.numero,
      fecha: c.fecha,
      estado,
      entorno: 'simulador',
      docTipo: c.receptor.docTipo,
      docNro: c.receptor.docNro,
      condicionIvaReceptorId: c.receptor.condicionIva === 'Responsable Inscripto' ? 1 : 5,
      emisor: EMISOR,
      receptor: c.receptor,
      moneda: c.moneda ?? 'PES',
      cotizacion: c.cotizacion ?? '1',
      neto: c.neto,
      iva: c.iva,
      ivaTotal: c.ivaTotal,
      exento: c.exento ?? '0.00',
      total: c.total,
      cae: estado === 'autorizado' ? '74123456789012' : null,
    })
    .returning({ id: comprobantes.id });
  return fila.id;
}

const iva21 = (base: string, importe: string) => ({ alicuota: '21', codigo: 5, base, importe });
const iva105 = (base: string, importe: string) => ({ alicuota: '10.5', codigo: 4, base, importe });

beforeAll(async () => {
  t = await createTestApp();
  u = await demoClients(t.app);
  await createUserWithRole(t.db, 'libro-reportes@demo.local', 'Solo reportes', [P.reportesGet]);
  await createUserWithRole(t.db, 'libro-fiscal@demo.local', 'Solo fiscal', [P.fiscalGet]);
  await createUserWithRole(t.db, 'libro-sin@demo.local', 'Sin libro', [P.ventasGet, P.fiscalPut]);
  soloReportes = client(t.app, await login(t.app, 'libro-reportes@demo.local'));
  soloFiscal = client(t.app, await login(t.app, 'libro-fiscal@demo.local'));
  sinPermiso = client(t.app, await login(t.app, 'libro-sin@demo.local'));

  ventasLibres = (
    await rows<{ id: number }>(t.db, sql`select id from ventas v where not exists (select 1 from comprobantes c where c.venta_id = v.id) order by id limit 9`)
  ).map((r) => r.id);
  expect(ventasLibres).toHaveLength(9);
  const [v1, v2, v3, v4, v5, v6, v7, v8] = ventasLibres;

  // Given out of order: the book sorts by fecha, codigo_tipo, punto_venta, numero.
  const facturaA = await comprobante({
    ventaId: v1, letra: 'A', codigoTipo: 1, puntoVenta: 9001, numero: 1, fecha: '2019-03-05', receptor: RI,
    neto: '1200.00', iva: [iva21('1000.00', '210.00'), iva105('200.00', '21.00')], ivaTotal: '231.00', total: '1431.00',
  });
  await comprobante({
    ventaId: v1, clase: 'nota_credito', asociadoId: facturaA, letra: 'A', codigoTipo: 3, puntoVenta: 9001, numero: 1, fecha: '2019-03-12', receptor: RI,
    neto: '1000.00', iva: [iva21('1000.00', '210.00')], ivaTotal: '210.00', total: '1210.00',
  });
  await comprobante({
    ventaId: v2, letra: 'C', codigoTipo: 11, puntoVenta: 9002, numero: 1, fecha: '2019-03-06', receptor: DNI,
    neto: '500.00', iva: [], ivaTotal: '0.00', total: '500.00',
  });
  await comprobante({
    ventaId: v3, letra: 'B', codigoTipo: 6, puntoVenta: 9001, numero: 1, fecha: '2019-03-05', receptor: CF,
    neto: '100.00', iva: [iva21('100.00', '21.00')], ivaTotal: '21.00', total: '121.00',
  });
  // US$ 10,01 + 2,10 at 1180,50: 11.816,805 → 11.816,81 (half up), 2.479,05; the total 14.295,855 → 14.295,86.
  await comprobante({
    ventaId: v4, letra: 'A', codigoTipo: 1, puntoVenta: 9001, numero: 2, fecha: '2019-03-10', receptor: RI, moneda: 'DOL', cotizacion: '1180.5',
    neto: '10.01', iva: [iva21('10.01', '2.10')], ivaTotal: '2.10', total: '12.11',
  });
  // Neither a pending nor a rejected comprobante is in the book.
  await comprobante({
    ventaId: v5, letra: 'B', codigoTipo: 6, puntoVenta: 9001, numero: 2, fecha: '2019-03-15', estado: 'pendiente', receptor: CF,
    neto: '100.00', iva: [iva21('100.00', '21.00')], ivaTotal: '21.00', total: '121.00',
  });
  await comprobante({
    ventaId: v6, letra: 'B', codigoTipo: 6, puntoVenta: 9001, numero: null, fecha: '2019-03-16', estado: 'rechazado', receptor: CF,
    neto: '100.00', iva: [iva21('100.00', '21.00')], ivaTotal: '21.00', total: '121.00',
  });
  // Just outside March.
  await comprobante({
    ventaId: v7, letra: 'B', codigoTipo: 6, puntoVenta: 9001, numero: 3, fecha: '2019-02-28', receptor: CF,
    neto: '10.00', iva: [iva21('10.00', '2.10')], ivaTotal: '2.10', total: '12.10',
  });
  await comprobante({
    ventaId: v8, letra: 'B', codigoTipo: 6, puntoVenta: 9001, numero: 4, fecha: '2019-04-01', receptor: CF,
    neto: '20.00', iva: [iva21('20.00', '4.20')], ivaTotal: '4.20', total: '24.20',
  });
});
afterAll(() => t.close());

const libro = (como: ReturnType<typeof client>, desde: string, hasta: string) => como.get(`/api/fiscal/libro-iva-ventas?fechaDesde=${desde}&fechaHasta=${hasta}`);
/** The book's rows as 'fecha tipo pv-numero total'. */
const resumen = (b: LibroIvaVentas) => b.items.map((i) => `${i.fecha} ${i.tipo} ${i.puntoVenta}-${i.numero} ${i.total}`);

describe('GET fiscal/libro-iva-ventas', () => {
  test('lists the authorised comprobantes of the range in pesos, sorted, credit notes negative, with the totals', async () => {
    const r = await libro(u.admin, '2019-03-01', '2019-03-31');
    expect(r.status).toBe(200);
    const b = libroIvaVentasSchema.parse(r.body);
    expect(b.items).toEqual([
      {
        fecha: '2019-03-05',
        tipo: 'Factura A',
        codigoTipo: 1,
        puntoVenta: 9001,
        numero: 1,
        comprador: 'Química del Plata S.A.',
        documento: '30-70000000-7',
        condicionIva: 'Responsable Inscripto',
        moneda: 'PES',
        cotizacion: '1.000000',
        porAlicuota: [
          { alicuota: '21', neto: '1000.00', iva: '210.00' },
          { alicuota: '10.5', neto: '200.00', iva: '21.00' },
        ],
        neto: '1200.00',
        iva: '231.00',
        exento: '0.00',
        total: '1431.00',
      },
      {
        fecha: '2019-03-05',
        tipo: 'Factura B',
        codigoTipo: 6,
        puntoVenta: 9001,
        numero: 1,
        comprador: 'Consumidor Final',
        documento: DOCUMENTO_CONSUMIDOR_FINAL,
        condicionIva: 'Consumidor Final',
        moneda: 'PES',
        cotizacion: '1.000000',
        porAlicuota: [{ alicuota: '21', neto: '100.00', iva: '21.00' }],
        neto: '100.00',
        iva: '21.00',
        exento: '0.00',
        total: '121.00',
      },
      {
        fecha: '2019-03-06',
        tipo: 'Factura C',
        codigoTipo: 11,
        puntoVenta: 9002,
        numero: 1,
        comprador: 'María López',
        documento: '30111222',
        condicionIva: 'Consumidor Final',
        moneda: 'PES',
        cotizacion: '1.000000',
        porAlicuota: [],
        neto: '500.00',
        iva: '0.00',
        exento: '0.00',
        total: '500.00',
      },
      {
        fecha: '2019-03-10',
        tipo: 'Factura A',
        codigoTipo: 1,
        puntoVenta: 9001,
        numero: 2,
        comprador: 'Química del Plata S.A.',
        documento: '30-70000000-7',
        condicionIva: 'Responsable Inscripto',
        moneda: 'DOL',
        cotizacion: '1180.500000',
        porAlicuota: [{ alicuota: '21', neto: '11816.81', iva: '2479.05' }],
        neto: '11816.81',
        iva: '2479.05',
        exento: '0.00',
        total: '14295.86',
      },
      {
        fecha: '2019-03-12',
        tipo: 'Nota de Crédito A',
        codigoTipo: 3,
        puntoVenta: 9001,
        numero: 1,
        comprador: 'Química del Plata S.A.',
        documento: '30-70000000-7',
        condicionIva: 'Responsable Inscripto',
        moneda: 'PES',
        cotizacion: '1.000000',
        porAlicuota: [{ alicuota: '21', neto: '-1000.00', iva: '-210.00' }],
        neto: '-1000.00',
        iva: '-210.00',
        exento: '0.00',
        total: '-1210.00',
      },
    ]);
    // 1.431 + 121 + 500 + 14.295,86 − 1.210; per rate the same rows.
    expect(b.totales).toEqual({
      comprobantes: 5,
      porAlicuota: [
        { alicuota: '21', neto: '11916.81', iva: '2500.05' },
        { alicuota: '10.5', neto: '200.00', iva: '21.00' },
      ],
      neto: '12616.81',
      iva: '2521.05',
      exento: '0.00',
      total: '15137.86',
    });
  });

  test('both days are included; the comprobantes just outside the range are not', async () => {
    const dia = libroIvaVentasSchema.parse((await libro(u.admin, '2019-03-05', '2019-03-05')).body);
    expect(resumen(dia)).toEqual(['2019-03-05 Factura A 9001-1 1431.00', '2019-03-05 Factura B 9001-1 121.00']);
    expect(dia.totales).toMatchObject({ comprobantes: 2, total: '1552.00' });

    const medio = libroIvaVentasSchema.parse((await libro(u.admin, '2019-03-06', '2019-03-10')).body);
    expect(resumen(medio)).toEqual(['2019-03-06 Factura C 9002-1 500.00', '2019-03-10 Factura A 9001-2 14295.86']);

    const bordes = libroIvaVentasSchema.parse((await libro(u.admin, '2019-02-28', '2019-04-01')).body);
    expect(resumen(bordes)[0]).toBe('2019-02-28 Factura B 9001-3 12.10');
    expect(resumen(bordes).at(-1)).toBe('2019-04-01 Factura B 9001-4 24.20');
    expect(bordes.totales).toMatchObject({ comprobantes: 7, total: '15174.16' });

    const vacio = (await libro(u.admin, '2019-05-01', '2019-05-31')).body;
    expect(vacio).toEqual({ items: [], totales: { comprobantes: 0, porAlicuota: [], neto: '0.00', iva: '0.00', exento: '0.00', total: '0.00' } });
  });

  test('a missing, malformed or impossible date, a reversed range or more than 366 days is a 400 in Spanish', async () => {
    const casos: Array<[string, string]> = [
      ['', MSG_LIBRO_IVA_FALTA_DESDE],
      ['?fechaHasta=2019-03-31', MSG_LIBRO_IVA_FALTA_DESDE],
      ['?fechaDesde=2019-03-01', MSG_LIBRO_IVA_FALTA_HASTA],
      ['?fechaDesde=2019-03-01&fechaHasta=', MSG_LIBRO_IVA_FALTA_HASTA],
      ['?fechaDesde=01/03/2019&fechaHasta=2019-03-31', MSG_LIBRO_IVA_FORMATO_FECHA],
      ['?fechaDesde=2019-02-30&fechaHasta=2019-03-31', MSG_LIBRO_IVA_FECHA_INVALIDA],
      ['?fechaDesde=2019-04-01&fechaHasta=2019-03-31', MSG_LIBRO_IVA_RANGO_INVALIDO],
      ['?fechaDesde=2019-01-01&fechaHasta=2020-01-02', MSG_LIBRO_IVA_RANGO_EXCEDIDO],
    ];
    for (const [query, mensaje] of casos) {
      const r = await u.admin.get(`/api/fiscal/libro-iva-ventas${query}`);
      expect({ query, status: r.status, message: r.body.message }).toEqual({ query, status: 400, message: mensaje });
    }
    // 366 days, both ends included (2020 is a leap year), is the most allowed.
    expect(LIBRO_IVA_MAX_DIAS).toBe(366);
    expect((await libro(u.admin, '2020-01-01', '2020-12-31')).status).toBe(200);
    expect((await libro(u.admin, '2019-03-01', '2020-02-29')).status).toBe(200);
  });

  test('read with reportes.get or fiscal.get; 403 without either, 401 without a session', async () => {
    expect((await libro(soloReportes, '2019-03-01', '2019-03-31')).status).toBe(200);
    const fiscal = await libro(soloFiscal, '2019-03-01', '2019-03-31');
    expect(fiscal.status).toBe(200);
    expect(fiscal.body.totales.total).toBe('15137.86');
    const sin = await libro(sinPermiso, '2019-03-01', '2019-03-31');
    expect(sin.status).toBe(403);
    expect(typeof sin.body.message).toBe('string');
    expect((await libro(u.anonimo, '2019-03-01', '2019-03-31')).status).toBe(401);
  });
});

describe('filaLibroIva', () => {
  const base = {
    fecha: '2019-03-10',
    clase: 'nota_credito',
    letra: 'B',
    codigoTipo: 8,
    puntoVenta: 3,
    numero: 7,
    docTipo: 99,
    docNro: '0',
    receptor: CF,
    moneda: 'DOL',
    cotizacion: '1000.005',
    neto: '0.01',
    iva: [{ alicuota: '21.00', codigo: 5, base: '0.01', importe: '0.00' }],
    ivaTotal: '0.00',
    exento: '0.00',
    total: '0.01',
  };

  test('a dollar credit note: each figure × cotización rounded half up to the cent, then negative; no -0.00', () => {
    // 0,01 × 1000,005 = 10,00005 → 10,00; zero IVA stays '0.00'; the rate key as the products write it.
    expect(filaLibroIva(base)).toMatchObject({
      tipo: 'Nota de Crédito B',
      documento: 'Consumidor final',
      cotizacion: '1000.005000',
      porAlicuota: [{ alicuota: '21', neto: '-10.00', iva: '0.00' }],
      neto: '-10.00',
      iva: '0.00',
      exento: '0.00',
      total: '-10.00',
    });
    // Half up, not to even: 0,05 × 10,5 = 0,525 → 0,53.
    expect(filaLibroIva({ ...base, clase: 'factura', codigoTipo: 6, cotizacion: '10.5', neto: '0.05', total: '0.05', iva: [] })).toMatchObject({
      tipo: 'Factura B',
      neto: '0.53',
      total: '0.53',
    });
  });
});
