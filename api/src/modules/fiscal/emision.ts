import { and, asc, eq, inArray, isNotNull, lt, or, isNull, sql } from 'drizzle-orm';
import {
  CODIGOS_COMPROBANTE,
  CONDICION_IVA_RECEPTOR_ID,
  Dec,
  desglosarIva,
  LEYENDA_RG_5003,
  letraComprobante,
  llevaLeyendaRg5003,
  MONEDA_PESOS,
  MONEDA_DOLARES,
  MSG_ANULAR_FACTURA_PENDIENTE,
  MSG_ARCA_NO_RESPONDE,
  MSG_FACTURA_A_SIN_CUIT,
  MSG_FISCAL_INCOMPLETO,
  MSG_SUCURSAL_SIN_PUNTO_VENTA,
  msgIdentificarConsumidorFinal,
  nombreComprobante,
  numeroComprobante,
  toMoney,
  urlQrArca,
  type Comprobante,
  type CondicionIvaCliente,
  type CondicionIvaEmisor,
  type EstadoComprobante,
  type LetraComprobante,
  type LineaFiscal,
  type ObservacionArca,
} from 'shared';
import { formatMoney } from 'shared/format';
import { conBloqueoExclusivo, type Db, type DbOrTx, type Tx } from '../../db/client';
import { clientes, comprobantes, configuracionFiscal, monedas, sucursales } from '../../db/schema';
import { diaBA } from '../../lib/dates';
import { badRequest, conflict } from '../../lib/errors';
import { ArcaError, ArcaNoRespondeError, type ComprobanteArca, type ComprobanteConsultado } from './arca/cliente';
import { conexionArca, entornoEfectivo } from './conexion';

/**
 * The electronic comprobantes of Línea 1 sales (docs/facturacion.md «La venta de Línea 1», «Numeración»,
 * «Pendientes y reintentos», «Nota de crédito»). A comprobante is prepared inside the sale's (or the
 * annulment's) transaction, as 'pendiente', with everything ARCA will be asked; it is authorised after
 * that transaction commits ({@link autorizarComprobante}), so the sale, its stock and its account
 * never wait for ARCA and are never lost when ARCA does not answer.
 */

/** First key of the numbering lock (`pg_advisory_lock(31, puntoVenta × 100 + codigoTipo)`): issue #31. */
export const CLASE_BLOQUEO_NUMERACION = 31;

/** The issuer as printed (from the fiscal settings when the comprobante was prepared). */
interface Emisor {
  cuit: string;
  razonSocial: string;
  condicionIva: CondicionIvaEmisor;
  ingresosBrutos: string | null;
  inicioActividades: string | null;
  domicilioComercial: string | null;
}

/** The buyer as printed and as ARCA is told. */
interface Receptor {
  docTipo: number;
  docNro: string;
  nombre: string;
  condicionIva: CondicionIvaCliente;
  domicilio: string | null;
}

/** ARCA's DocTipo of a document: 80 CUIT (11 digits), 96 DNI (7 or 8), null otherwise. */
export function tipoDocumento(documento: string): { docTipo: number; docNro: string } | null {
  const d = documento.replace(/\D/g, '');
  if (d.length === 11) return { docTipo: 80, docNro: d };
  if (d.length === 7 || d.length === 8) return { docTipo: 96, docNro: d };
  return null;
}

/** The sale data a Factura is prepared from (money 2 decimals in the sale's currency). */
export interface DatosFactura {
  ventaId: number;
  sucursalId: number;
  clienteId: number | null;
  monedaId: number;
  /** The sale's total: {@link desglosarIva} of the lines gives the same figure. */
  total: string;
  descuento: string;
  lineas: LineaFiscal[];
}

/** The fiscal settings a comprobante needs, or 400 {@link MSG_FISCAL_INCOMPLETO}. */
async function emisorConfigurado(tx: DbOrTx): Promise<{ emisor: Emisor; entorno: string; limite: string }> {
  const [c] = await tx.select().from(configuracionFiscal).where(eq(configuracionFiscal.id, 1));
  if (!c?.cuit || !c.razonSocial || !c.condicionIva || !c.certificado || !c.clavePrivadaCifrada) throw badRequest(MSG_FISCAL_INCOMPLETO);
  return {
    emisor: {
      cuit: c.cuit,
      razonSocial: c.razonSocial,
      condicionIva: c.condicionIva as CondicionIvaEmisor,
      ingresosBrutos: c.ingresosBrutos,
      inicioActividades: c.inicioActividades,
      domicilioComercial: c.domicilioComercial,
    },
    entorno: entornoEfectivo(c.entorno),
    limite: toMoney(c.limiteConsumidorFinal),
  };
}

/**
 * Prepares the Factura of a Línea 1 sale inside the sale's transaction `tx` (docs/facturacion.md «La
 * venta de Línea 1»): the letter from the issuer's and the buyer's conditions, the buyer (a sale
 * without client: Consumidor Final, DocTipo 99), the split into net, IVA per rate and exempt, the
 * currency (a dollar sale in DOL at the dollar's rate of now, MonCotiz) and the branch's punto de
 * venta; the row is 'pendiente' without a number.
 * @throws AppError 400 {@link MSG_FISCAL_INCOMPLETO}, {@link MSG_SUCURSAL_SIN_PUNTO_VENTA},
 *   {@link MSG_FACTURA_A_SIN_CUIT}, the final-consumer limit ({@link msgIdentificarConsumidorFinal}),
 *   a rate ARCA does not know.
 * @returns the comprobante id.
 */
export async function prepararFactura(tx: Tx, datos: DatosFactura): Promise<number> {
  const [fila] = await tx
    .insert(comprobantes)
    .values({ ventaId: datos.ventaId, clase: 'factura', estado: 'pendiente', ...(await datosDeFactura(tx, datos)) })
    .returning({ id: comprobantes.id });
  return fila.id;
}

/** The columns of a Factura that come from the sale, the buyer and the settings (see {@link prepararFactura}). */
async function datosDeFactura(tx: Tx, datos: DatosFactura) {
  const { emisor, entorno, limite } = await emisorConfigurado(tx);
  const [sucursal] = await tx.select({ puntoVenta: sucursales.puntoVenta }).from(sucursales).where(eq(sucursales.id, datos.sucursalId));
  if (!sucursal?.puntoVenta) throw badRequest(MSG_SUCURSAL_SIN_PUNTO_VENTA);

  let receptor: Receptor = { docTipo: 99, docNro: '0', nombre: 'Consumidor final', condicionIva: 'Consumidor Final', domicilio: null };
  if (datos.clienteId !== null) {
    const [c] = await tx
      .select({ nombre: clientes.nombreApellido, documento: clientes.documento, condicionIva: clientes.condicionIva, direccion: clientes.direccion, provincia: clientes.provincia })
      .from(clientes)
      .where(eq(clientes.id, datos.clienteId));
    const doc = tipoDocumento(c.documento);
    receptor = {
      docTipo: doc?.docTipo ?? 99,
      docNro: doc?.docNro ?? '0',
      nombre: c.nombre,
      condicionIva: c.condicionIva as CondicionIvaCliente,
      domicilio: [c.direccion, c.provincia].filter(Boolean).join(', ') || null,
    };
  }
  const letra = letraComprobante(emisor.condicionIva, receptor.condicionIva);
  if (letra === 'A' && receptor.docTipo !== 80) throw badRequest(MSG_FACTURA_A_SIN_CUIT);

  let desglose;
  try {
    desglose = desglosarIva(datos.lineas, datos.descuento, letra);
  } catch (e) {
    throw badRequest((e as Error).message);
  }
  const dolar = datos.monedaId !== MONEDA_PESOS;
  let cotizacion = '1';
  if (dolar) {
    const [m] = await tx.select({ valor: monedas.valor }).from(monedas).where(eq(monedas.id, MONEDA_DOLARES));
    cotizacion = new Dec(m.valor).toDecimalPlaces(6).toString();
  }
  // ARCA's limit is in pesos: a dollar sale counts at its rate.
  if (receptor.docTipo === 99 && new Dec(desglose.total).times(cotizacion).gte(limite)) throw badRequest(msgIdentificarConsumidorFinal(formatMoney(limite, '$')));
  return {
    letra,
    codigoTipo: CODIGOS_COMPROBANTE[letra].factura,
    puntoVenta: sucursal.puntoVenta,
    numero: null,
    fecha: diaBA(new Date()),
    entorno,
    docTipo: receptor.docTipo,
    docNro: receptor.docNro,
    condicionIvaReceptorId: CONDICION_IVA_RECEPTOR_ID[receptor.condicionIva],
    emisor,
    receptor,
    moneda: dolar ? 'DOL' : 'PES',
    cotizacion,
    neto: desglose.neto,
    iva: desglose.iva,
    ivaTotal: toMoney(desglose.iva.reduce((s, i) => s.plus(i.importe), new Dec(0))),
    exento: desglose.exento,
    total: desglose.total,
  };
}

/**
 * Prepares the Nota de Crédito of an annulled Línea 1 sale inside the annulment's transaction
 * (docs/facturacion.md «Nota de crédito»): the same letter, amounts, buyer and currency as the
 * invoice it cancels, associated with it (CbtesAsoc). A Línea 2 sale and a rejected invoice (nothing
 * fiscal was issued) need none.
 * @throws AppError 409 {@link MSG_ANULAR_FACTURA_PENDIENTE} while the invoice waits for ARCA.
 * @returns the credit note's id, or null when none is needed.
 */
export async function prepararNotaCredito(tx: Tx, ventaId: number): Promise<number | null> {
  const [f] = await tx
    .select()
    .from(comprobantes)
    .where(and(eq(comprobantes.ventaId, ventaId), eq(comprobantes.clase, 'factura')))
    .for('update');
  if (!f || f.estado === 'rechazado') return null;
  if (f.estado === 'pendiente') throw conflict(MSG_ANULAR_FACTURA_PENDIENTE);
  const letra = f.letra as LetraComprobante;
  const [nc] = await tx
    .insert(comprobantes)
    .values({
      ventaId,
      clase: 'nota_credito',
      asociadoId: f.id,
      letra,
      codigoTipo: CODIGOS_COMPROBANTE[letra].notaCredito,
      puntoVenta: f.puntoVenta,
      fecha: diaBA(new Date()),
      estado: 'pendiente',
      entorno: f.entorno,
      docTipo: f.docTipo,
      docNro: f.docNro,
      condicionIvaReceptorId: f.condicionIvaReceptorId,
      emisor: f.emisor,
      receptor: f.receptor,
      moneda: f.moneda,
      cotizacion: f.cotizacion,
      neto: f.neto,
      iva: f.iva,
      ivaTotal: f.ivaTotal,
      exento: f.exento,
      total: f.total,
    })
    .returning({ id: comprobantes.id });
  return nc.id;
}

type FilaComprobante = typeof comprobantes.$inferSelect;
type IvaGuardado = Array<{ alicuota: string; codigo: number; base: string; importe: string }>;

const compacta = (dia: string) => dia.replaceAll('-', '');

/** What FECAESolicitar is asked for comprobante `c` with number `numero` (`asociado`: a credit note's invoice). */
function pedidoArca(c: FilaComprobante, numero: number, asociado: FilaComprobante | null): ComprobanteArca {
  const iva = c.iva as IvaGuardado;
  return {
    CbteTipo: c.codigoTipo,
    PtoVta: c.puntoVenta,
    Concepto: 1,
    DocTipo: c.docTipo,
    DocNro: c.docNro,
    CbteDesde: numero,
    CbteFch: compacta(c.fecha),
    ImpTotal: toMoney(c.total),
    ImpTotConc: '0.00',
    ImpNeto: toMoney(c.neto),
    ImpOpEx: toMoney(c.exento),
    ImpIVA: toMoney(c.ivaTotal),
    ImpTrib: '0.00',
    MonId: c.moneda as 'PES' | 'DOL',
    MonCotiz: new Dec(c.cotizacion).toString(),
    ...(c.moneda === 'DOL' ? { CanMisMonExt: 'N' as const } : {}),
    CondicionIVAReceptorId: c.condicionIvaReceptorId,
    ...(c.letra !== 'C' && iva.length ? { Iva: iva.map((i) => ({ Id: i.codigo, BaseImp: i.base, Importe: i.importe })) } : {}),
    ...(asociado?.numero
      ? {
          CbtesAsoc: [
            { Tipo: asociado.codigoTipo, PtoVta: asociado.puntoVenta, Nro: asociado.numero, Cuit: (c.emisor as Emisor).cuit, CbteFch: compacta(asociado.fecha) },
          ],
        }
      : {}),
  };
}

/** Whether what ARCA has under a number is comprobante `c` (total, buyer's document and date). */
function esElMismo(r: ComprobanteConsultado, c: FilaComprobante): boolean {
  return new Dec(r.ImpTotal).equals(c.total) && r.DocNro.replace(/\D/g, '').replace(/^0+/, '') === c.docNro.replace(/^0+/, '') && r.CbteFch === compacta(c.fecha);
}

/**
 * Asks ARCA for the CAE of comprobante `id` (docs/facturacion.md «Numeración», «Pendientes y
 * reintentos»), alone for its punto de venta and type among every API process
 * ({@link conBloqueoExclusivo}, key {@link CLASE_BLOQUEO_NUMERACION}):
 * 1. every comprobante of that point and type left with a number and no answer is first asked about
 *    (FECompConsultar): authorised → it takes that CAE; not there → its number is forgotten;
 * 2. FECompUltimoAutorizado gives the last number; if ARCA has more than this system recorded, the
 *    last one is checked against `id` (a request whose answer was lost with the process);
 * 3. the next number is written (committed) BEFORE FECAESolicitar, so an unanswered request is asked
 *    about before another is made;
 * 4. the answer: 'A' → 'autorizado' with CAE, expiry and observations; 'R' → 'rechazado' with ARCA's
 *    reasons and no number; no answer (timeout, network) → stays 'pendiente' with its number; an
 *    error that processed nothing (600, 601, ARCA's internal errors) → 'pendiente' without number.
 * Never throws for ARCA's sake: the state says what happened (`observaciones`, Spanish texts). A
 * comprobante already authorised is left as it is.
 * @throws Error only for database failures (the caller logs them; the comprobante stays pending).
 * @returns the comprobante's state afterwards.
 */
export async function autorizarComprobante(db: Db, id: number): Promise<EstadoComprobante> {
  const [c0] = await db.select({ puntoVenta: comprobantes.puntoVenta, codigoTipo: comprobantes.codigoTipo, estado: comprobantes.estado }).from(comprobantes).where(eq(comprobantes.id, id));
  if (!c0) return 'pendiente';
  if (c0.estado === 'autorizado') return 'autorizado';
  const conexion = await conexionArca(db);
  if (!conexion) {
    await db
      .update(comprobantes)
      .set({ observaciones: [{ codigo: 0, mensaje: MSG_FISCAL_INCOMPLETO }], ultimoIntento: new Date(), updatedAt: new Date() })
      .where(eq(comprobantes.id, id));
    return 'pendiente';
  }
  const { cliente } = conexion;
  return conBloqueoExclusivo(db, CLASE_BLOQUEO_NUMERACION, c0.puntoVenta * 100 + c0.codigoTipo, async (ldb) => {
    const guardar = (cid: number, cambios: Partial<typeof comprobantes.$inferInsert>) =>
      ldb.update(comprobantes).set({ ...cambios, updatedAt: new Date() }).where(eq(comprobantes.id, cid));
    const adoptar = (cid: number, r: ComprobanteConsultado) =>
      guardar(cid, { estado: 'autorizado', numero: r.numero, cae: r.cae, caeVencimiento: r.caeVencimiento, observaciones: [] });
    const mismoTipo = and(eq(comprobantes.puntoVenta, c0.puntoVenta), eq(comprobantes.codigoTipo, c0.codigoTipo));
    try {
      // 1. Numbers asked without an answer, of this point and type (this comprobante's included).
      const sinRespuesta = await ldb
        .select()
        .from(comprobantes)
        .where(and(mismoTipo, eq(comprobantes.estado, 'pendiente'), isNotNull(comprobantes.numero)))
        .orderBy(asc(comprobantes.numero));
      for (const p of sinRespuesta) {
        const r = await cliente.consultar(p.puntoVenta, p.codigoTipo, p.numero!);
        if (r && esElMismo(r, p)) await adoptar(p.id, r);
        else await guardar(p.id, { numero: null });
      }
      const [c] = await ldb.select().from(comprobantes).where(eq(comprobantes.id, id));
      if (c.estado === 'autorizado') return 'autorizado';
      if (c.puntoVenta !== c0.puntoVenta || c.codigoTipo !== c0.codigoTipo) return c.estado as EstadoComprobante;

      // 2. The last number ARCA has; one this system never recorded may be this comprobante's.
      const ultimo = await cliente.ultimoAutorizado(c.puntoVenta, c.codigoTipo);
      const [{ maximo }] = await ldb
        .select({ maximo: sql<number | null>`max(${comprobantes.numero})` })
        .from(comprobantes)
        .where(and(mismoTipo, eq(comprobantes.estado, 'autorizado')));
      if (ultimo > (maximo ?? 0)) {
        const r = await cliente.consultar(c.puntoVenta, c.codigoTipo, ultimo);
        if (r && esElMismo(r, c)) {
          await adoptar(c.id, r);
          return 'autorizado';
        }
      }

      // 3. The next number, recorded before it is asked for; the date is today's.
      const numero = ultimo + 1;
      const fecha = diaBA(new Date());
      await guardar(c.id, { numero, fecha, intentos: c.intentos + 1, ultimoIntento: new Date() });
      const asociado = c.asociadoId ? ((await ldb.select().from(comprobantes).where(eq(comprobantes.id, c.asociadoId)))[0] ?? null) : null;
      let r;
      try {
        r = await cliente.solicitarCae(pedidoArca({ ...c, fecha }, numero, asociado));
      } catch (e) {
        if (e instanceof ArcaNoRespondeError) {
          await guardar(c.id, { observaciones: [{ codigo: 0, mensaje: MSG_ARCA_NO_RESPONDE }] });
          return 'pendiente';
        }
        // An error of FECAESolicitar without a detail (600 after renewing the ticket, 601, ARCA's
        // internal errors) processed nothing: the number is free again.
        if (e instanceof ArcaError) await guardar(c.id, { numero: null });
        throw e;
      }
      // 4. The answer.
      if (r.resultado === 'A') {
        await guardar(c.id, { estado: 'autorizado', cae: r.cae, caeVencimiento: r.caeVencimiento, observaciones: r.observaciones });
        return 'autorizado';
      }
      await guardar(c.id, { estado: 'rechazado', numero: null, observaciones: [...r.errores, ...r.observaciones] });
      return 'rechazado';
    } catch (e) {
      if (e instanceof ArcaNoRespondeError || e instanceof ArcaError) {
        // A query (steps 1 and 2) or FECAESolicitar failed: the state says why; what was recorded stays.
        const codigo = e instanceof ArcaError ? Number(e.codigo) || 0 : 0;
        const mensaje = e instanceof ArcaError ? `ARCA respondió con un error: ${e.message}` : MSG_ARCA_NO_RESPONDE;
        await ldb
          .update(comprobantes)
          .set({ observaciones: [{ codigo, mensaje }], ultimoIntento: new Date(), updatedAt: new Date() })
          .where(and(eq(comprobantes.id, id), eq(comprobantes.estado, 'pendiente')));
        return 'pendiente';
      }
      throw e;
    }
  });
}

/**
 * {@link autorizarComprobante} that never throws: a database failure (a lock wait past its limit, a
 * lost connection) is logged and the comprobante stays 'pendiente' for the retry.
 */
export async function autorizarSinFallar(db: Db, id: number, log?: { error: (o: object, m: string) => void }): Promise<EstadoComprobante> {
  try {
    return await autorizarComprobante(db, id);
  } catch (err) {
    log?.error({ err, comprobanteId: id }, 'Factura electrónica: no se pudo pedir el CAE; queda pendiente');
    return 'pendiente';
  }
}

/**
 * The pending comprobantes whose last attempt is older than `antiguedadMs` (or never tried and made
 * that long ago): what the retry job asks ARCA about again (docs/facturacion.md «Pendientes y
 * reintentos»). A request in flight holds the numbering lock, so a retry of the same comprobante
 * waits for it and then finds it answered.
 */
export async function pendientesParaReintentar(db: DbOrTx, antiguedadMs: number, limite = 50): Promise<number[]> {
  const antes = new Date(Date.now() - antiguedadMs);
  const filas = await db
    .select({ id: comprobantes.id })
    .from(comprobantes)
    .where(
      and(
        eq(comprobantes.estado, 'pendiente'),
        or(lt(comprobantes.ultimoIntento, antes), and(isNull(comprobantes.ultimoIntento), lt(comprobantes.createdAt, antes))),
      ),
    )
    .orderBy(asc(comprobantes.id))
    .limit(limite);
  return filas.map((f) => f.id);
}

/**
 * Prepares a rejected comprobante for another request after a fix (the buyer's data, the settings):
 * the buyer, its condition and the letter are read again for an invoice (amounts stay the sale's);
 * a credit note keeps its invoice's. It becomes 'pendiente' without a number.
 * @throws AppError 400 as {@link prepararFactura} when the data still cannot be invoiced.
 */
export async function reabrirRechazado(tx: Tx, c: FilaComprobante, datos: DatosFactura | null): Promise<void> {
  const nuevos = c.clase === 'factura' && datos ? await datosDeFactura(tx, datos) : {};
  await tx
    .update(comprobantes)
    .set({ ...nuevos, estado: 'pendiente', numero: null, observaciones: [], updatedAt: new Date() })
    .where(eq(comprobantes.id, c.id));
}

/** The comprobantes of sales `ventaIds`, as GET ventas/{id} shows them, by sale. */
export async function comprobantesDeVentas(db: DbOrTx, ventaIds: readonly number[]): Promise<Map<number, { comprobante: Comprobante | null; notaCredito: Comprobante | null }>> {
  const out = new Map<number, { comprobante: Comprobante | null; notaCredito: Comprobante | null }>();
  if (!ventaIds.length) return out;
  const filas = await db.select().from(comprobantes).where(inArray(comprobantes.ventaId, [...ventaIds])).orderBy(asc(comprobantes.id));
  const porId = new Map(filas.map((f) => [f.id, f]));
  for (const f of filas) {
    const actual = out.get(f.ventaId) ?? { comprobante: null, notaCredito: null };
    const asociado = f.asociadoId ? (porId.get(f.asociadoId) ?? null) : null;
    if (f.clase === 'factura') actual.comprobante = comprobanteApi(f, null);
    else actual.notaCredito = comprobanteApi(f, asociado);
    out.set(f.ventaId, actual);
  }
  return out;
}

/** A comprobante row as the API shows it, with its RG 4892 QR address when authorised. */
export function comprobanteApi(f: FilaComprobante, asociado: FilaComprobante | null): Comprobante {
  const letra = f.letra as LetraComprobante;
  const emisor = f.emisor as Emisor;
  const receptor = f.receptor as Receptor;
  const iva = (f.iva as IvaGuardado).map((i) => ({ alicuota: i.alicuota, base: i.base, importe: i.importe }));
  const autorizado = f.estado === 'autorizado' && f.numero !== null && f.cae !== null;
  return {
    id: f.id,
    tipo: nombreComprobante(letra, f.clase === 'nota_credito'),
    letra,
    codigoTipo: f.codigoTipo,
    puntoVenta: f.puntoVenta,
    numero: f.numero,
    fecha: f.fecha,
    cae: f.cae,
    caeVencimiento: f.caeVencimiento,
    estado: f.estado as EstadoComprobante,
    neto: toMoney(f.neto),
    iva,
    exento: toMoney(f.exento),
    total: toMoney(f.total),
    moneda: f.moneda as 'PES' | 'DOL',
    cotizacion: new Dec(f.cotizacion).toString(),
    observaciones: f.observaciones as ObservacionArca[],
    qrUrl: autorizado
      ? urlQrArca({
          fecha: f.fecha,
          cuit: emisor.cuit,
          ptoVta: f.puntoVenta,
          tipoCmp: f.codigoTipo,
          nroCmp: f.numero!,
          importe: toMoney(f.total),
          moneda: f.moneda,
          ctz: new Dec(f.cotizacion).toString(),
          tipoDocRec: f.docTipo,
          nroDocRec: f.docNro,
          codAut: f.cae!,
        })
      : null,
    leyenda: llevaLeyendaRg5003(letra, receptor.condicionIva) ? LEYENDA_RG_5003 : null,
    entorno: f.entorno,
    emisor,
    receptor,
    asociado: asociado ? `${nombreComprobante(asociado.letra as LetraComprobante, false)} ${numeroComprobante(asociado.puntoVenta, asociado.numero)}` : null,
  };
}
