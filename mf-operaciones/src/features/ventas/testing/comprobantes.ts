import { CODIGOS_COMPROBANTE, comprobanteSchema, Dec, nombreComprobante, urlQrArca, type Comprobante } from 'shared';
import { MONEY_STRING, parseFake } from 'shared/testing';

/** The CAE of the default {@link fakeComprobante} (14 digits, as ARCA gives it). */
export const CAE_PRUEBA = '76123456789012';

/**
 * A Línea 1 comprobante as GET ventas/{id} sends it (`comprobante` or `notaCredito`;
 * docs/facturacion.md), checked with the shared `comprobanteSchema` through `parseFake` (a missing
 * or extra field fails, docs/pruebas.md). By default the authorised Factura A N° 00001-00000023 of
 * 21/11/2026 to María López (Responsable Inscripto, CUIT 27-11122233-4) for $ 2.420,00: neto
 * $ 2.000,00 + IVA 21 % $ 420,00, issued by the simulator. Unless overridden:
 * - `letra` and `asociado` decide `tipo` and `codigoTipo` (a credit note has `asociado`);
 * - a Factura C has no IVA (`neto` = `total`, `iva` []);
 * - a pending or rejected one has no `numero`, `cae`, `caeVencimiento` nor `qrUrl`;
 * - `qrUrl` is the RG 4892 address of the authorised data (shared `urlQrArca`).
 * @throws Error when the result is not what the API could send, or neto + IVA + exento ≠ total.
 */
export function fakeComprobante(over: Partial<Comprobante> = {}): Comprobante {
  const estado = over.estado ?? 'autorizado';
  const autorizado = estado === 'autorizado';
  const letra = over.letra ?? 'A';
  const asociado = over.asociado ?? null;
  const esNota = asociado !== null;
  const total = over.total ?? '2420.00';
  const iva = over.iva ?? (letra === 'C' ? [] : [{ alicuota: '21', base: '2000.00', importe: '420.00' }]);
  const base: Comprobante = {
    id: 1,
    tipo: nombreComprobante(letra, esNota),
    letra,
    codigoTipo: CODIGOS_COMPROBANTE[letra][esNota ? 'notaCredito' : 'factura'],
    puntoVenta: 1,
    numero: autorizado ? 23 : null,
    fecha: '2026-11-21',
    cae: autorizado ? CAE_PRUEBA : null,
    caeVencimiento: autorizado ? '2026-12-01' : null,
    estado,
    neto: letra === 'C' ? total : '2000.00',
    iva,
    exento: '0.00',
    total,
    moneda: 'PES',
    cotizacion: '1',
    observaciones: [],
    qrUrl: null,
    leyenda: null,
    entorno: 'simulador',
    emisor: {
      cuit: '30-71234567-1',
      razonSocial: 'Insumos y Distribución S.A.',
      condicionIva: letra === 'C' ? 'Monotributo' : 'Responsable Inscripto',
      ingresosBrutos: '901-123456-7',
      inicioActividades: '2015-03-01',
      domicilioComercial: 'Av. Corrientes 1234, CABA',
    },
    receptor: { docTipo: 80, docNro: '27-11122233-4', nombre: 'María López', condicionIva: 'Responsable Inscripto', domicilio: 'Belgrano 250, Rosario' },
    asociado,
  };
  const c = { ...base, ...over };
  const qrUrl =
    over.qrUrl !== undefined
      ? over.qrUrl
      : c.estado === 'autorizado' && c.numero !== null && c.cae !== null
        ? urlQrArca({
            fecha: c.fecha,
            cuit: c.emisor.cuit,
            ptoVta: c.puntoVenta,
            tipoCmp: c.codigoTipo,
            nroCmp: c.numero,
            importe: c.total,
            moneda: c.moneda,
            ctz: c.cotizacion,
            tipoDocRec: c.receptor.docTipo,
            nroDocRec: c.receptor.docNro,
            codAut: c.cae,
          })
        : null;
  const dinero = [c.neto, c.exento, c.total, ...c.iva.flatMap((i) => [i.base, i.importe])];
  const suma = c.iva.reduce((s, i) => s.plus(i.importe), new Dec(c.neto).plus(c.exento));
  return parseFake('fakeComprobante', comprobanteSchema, { ...c, qrUrl }, [
    ['dinero con 2 decimales', dinero.every((m) => MONEY_STRING.test(m))],
    ['neto + iva + exento = total', suma.eq(c.total)],
  ]);
}
