import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import Decimal from 'decimal.js';
import forge from 'node-forge';
import { listen } from 'soap';
import { diaBA } from '../../../lib/dates';
import { lista } from './cliente';
import { CARPETA_WSDL, fechaHoraArca, textoDe } from './wsaa';

/**
 * A local ARCA (WSAA LoginCms and WSFEv1) for the demo and the tests: a real HTTP server on loopback
 * serving ARCA's own WSDL files with `soap.listen`, so the client talks to it exactly as to ARCA. It
 * has no fiscal validity. It keeps everything in memory and checks what ARCA checks for a Línea 1
 * comprobante of Concepto 1 (see {@link iniciarSimuladorArca}), answering with ARCA's codes where
 * they are known and a plausible one otherwise, with Spanish messages.
 */

/**
 * Total from which a consumidor final (DocTipo 99, DocNro 0) must be identified. It is ARCA's
 * setting (RG 5616 and later; the business keeps its value in the fiscal settings): $ 10.000.000.
 */
export const LIMITE_CONSUMIDOR_FINAL = '10000000';

/** IVA rates by ARCA's Id (AlicIva.Id), in percent. */
export const ALICUOTAS_ARCA: Readonly<Record<number, string>> = { 3: '0', 4: '10.5', 5: '21', 6: '27', 8: '5', 9: '2.5' };

/** CondicionIVAReceptorId accepted by letter (RG 5616): A 1, 6, 13, 16; B 4, 5, 7, 8, 9, 10, 15; C any. */
export const CONDICIONES_POR_LETRA: Readonly<Record<'A' | 'B' | 'C', readonly number[]>> = {
  A: [1, 6, 13, 16],
  B: [4, 5, 7, 8, 9, 10, 15],
  C: [1, 4, 5, 6, 7, 8, 9, 10, 13, 15, 16],
};

/** Letter, invoice type and whether it is a credit note, by CbteTipo (the ones this system issues). */
const TIPOS: Readonly<Record<number, { letra: 'A' | 'B' | 'C'; factura: number; notaCredito: boolean }>> = {
  1: { letra: 'A', factura: 1, notaCredito: false },
  3: { letra: 'A', factura: 1, notaCredito: true },
  6: { letra: 'B', factura: 6, notaCredito: false },
  8: { letra: 'B', factura: 6, notaCredito: true },
  11: { letra: 'C', factura: 11, notaCredito: false },
  13: { letra: 'C', factura: 11, notaCredito: true },
};

/** A comprobante the simulator authorised (amounts as 2-decimal strings). */
export interface ComprobanteSimulado {
  cuit: string;
  PtoVta: number;
  CbteTipo: number;
  numero: number;
  /** 'yyyymmdd'. */
  CbteFch: string;
  Concepto: number;
  DocTipo: number;
  DocNro: string;
  ImpTotal: string;
  ImpTotConc: string;
  ImpNeto: string;
  ImpOpEx: string;
  ImpIVA: string;
  ImpTrib: string;
  MonId: string;
  MonCotiz: string;
  CondicionIVAReceptorId: number;
  Iva: Array<{ Id: number; BaseImp: string; Importe: string }>;
  CbtesAsoc: Array<{ Tipo: number; PtoVta: number; Nro: number }>;
  /** 14 digits. */
  cae: string;
  /** 'yyyymmdd': today + 10 days. */
  caeVencimiento: string;
  /** 'yyyymmddhhmmss' (Buenos Aires). */
  fchProceso: string;
}

/**
 * Where the simulator keeps what it authorised: memory by default ({@link almacenSimuladorEnMemoria});
 * the API's in-process simulator keeps it in the database (arca_simulador, simulador-base.ts), so it
 * survives restarts and is one for every API instance, as ARCA is.
 */
export interface AlmacenSimulador {
  /** The last authorised comprobante of (cuit, ptoVta, tipo), or null. */
  ultimo(cuit: string, ptoVta: number, tipo: number): Promise<ComprobanteSimulado | null>;
  /** The authorised comprobante with that number, or null. */
  buscar(cuit: string, ptoVta: number, tipo: number, numero: number): Promise<ComprobanteSimulado | null>;
  /** Keeps `c`; false (and nothing kept) when that number is already taken (two requests raced). */
  guardar(c: ComprobanteSimulado): Promise<boolean>;
  /** Everything authorised, in order. */
  todos(): Promise<ComprobanteSimulado[]>;
}

/** An {@link AlmacenSimulador} in memory (the tests of the client). */
export function almacenSimuladorEnMemoria(): AlmacenSimulador {
  const comprobantes: ComprobanteSimulado[] = [];
  const de = (cuit: string, ptoVta: number, tipo: number) => comprobantes.filter((c) => c.cuit === cuit && c.PtoVta === ptoVta && c.CbteTipo === tipo);
  return {
    ultimo: (cuit, ptoVta, tipo) => Promise.resolve(de(cuit, ptoVta, tipo).at(-1) ?? null),
    buscar: (cuit, ptoVta, tipo, numero) => Promise.resolve(de(cuit, ptoVta, tipo).find((c) => c.numero === numero) ?? null),
    guardar: (c) => {
      if (de(c.cuit, c.PtoVta, c.CbteTipo).some((x) => x.numero === c.numero)) return Promise.resolve(false);
      comprobantes.push({ ...c });
      return Promise.resolve(true);
    },
    todos: () => Promise.resolve(comprobantes.map((c) => ({ ...c }))),
  };
}

/** What {@link SimuladorArca.controlar} changes. Each field given stays until changed again. */
export interface ControlSimulador {
  /** Milliseconds every answer (WSAA and WSFEv1) waits before it is sent; 0 none. */
  demora?: number;
  /** The next FECAESolicitar is rejected with this error (in Errors, Resultado 'R'); then it is cleared. */
  rechazar?: { codigo: number; mensaje: string } | null;
  /** While true, an authorised FECAESolicitar is kept (it counts and can be queried) but never answered. */
  noResponderDespuesDeAutorizar?: boolean;
}

/** Counters of the calls received, by method. */
export interface LlamadasSimulador {
  loginCms: number;
  FECAESolicitar: number;
  FECompUltimoAutorizado: number;
  FECompConsultar: number;
}

/** A running simulator. */
export interface SimuladorArca {
  /** LoginCms address (http://127.0.0.1:<port>/ws/services/LoginCms). */
  wsaaUrl: string;
  /** WSFEv1 address (http://127.0.0.1:<port>/wsfev1/service.asmx). */
  wsfeUrl: string;
  /** Changes its behaviour (delays, a rejection, authorise without answering). */
  controlar(c: ControlSimulador): void;
  /** The comprobantes authorised so far, in order. */
  autorizados(): Promise<ComprobanteSimulado[]>;
  /** Calls received so far. */
  llamadas(): Readonly<LlamadasSimulador>;
  /** Stops the server (unanswered requests are cut). */
  cerrar(): Promise<void>;
}

/**
 * Key of the simulator's tickets: a ticket is its own content (CUIT and expiry) signed with it
 * (HMAC-SHA-256), so any simulator (another API instance, a restarted one) accepts the tickets of
 * another, as ARCA's servers do. A simulator has nothing to protect: the key is fixed.
 */
const CLAVE_TICKETS = 'simulador-arca-backoffice';

const firmaTicket = (token: string) => createHmac('sha256', CLAVE_TICKETS).update(token).digest('base64');

/** The CUIT and expiry of a ticket this (or another) simulator issued, or null when it is not one. */
function leerTicket(token: string, sign: string): { cuit: string | null; vence: Date } | null {
  const esperada = Buffer.from(firmaTicket(token));
  const dada = Buffer.from(sign);
  if (esperada.length !== dada.length || !timingSafeEqual(esperada, dada)) return null;
  try {
    const t = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { cuit?: string | null; vence?: string };
    const vence = new Date(String(t.vence));
    return Number.isNaN(vence.getTime()) ? null : { cuit: t.cuit ?? null, vence };
  } catch {
    return null;
  }
}

const RUTA_WSAA = '/ws/services/LoginCms';
const RUTA_WSFE = '/wsfev1/service.asmx';
const MS_DIA = 24 * 60 * 60 * 1000;
const VIGENCIA_TICKET_MS = 12 * 60 * 60 * 1000;

type Falla = { Fault: { faultcode: string; faultstring: string; statusCode: number } };
const falla = (codigo: string, mensaje: string): Falla => ({ Fault: { faultcode: `ns1:${codigo}`, faultstring: mensaje, statusCode: 500 } });

/** 'yyyymmdd' of a Buenos Aires day `dias` days after `instante`. */
const diaCompacto = (instante: Date, dias = 0) => diaBA(new Date(instante.getTime() + dias * MS_DIA)).replaceAll('-', '');

/** Checks a CMS SignedData (base64 DER): content digest and signature; returns the content and the signer's certificate. */
function verificarCms(base64: string): { contenido: string; certificado: forge.pki.Certificate } {
  const asn1 = forge.asn1;
  const raiz = asn1.fromDer(forge.util.decode64(base64));
  const hijos = (n: forge.asn1.Asn1) => n.value as forge.asn1.Asn1[];
  const sd = hijos(hijos(hijos(raiz)[1])[0]);
  const encap = hijos(sd[2]);
  const octetos = hijos(encap[1])[0];
  const contenido = Array.isArray(octetos.value) ? (octetos.value as forge.asn1.Asn1[]).map((o) => o.value as string).join('') : (octetos.value as string);
  const certs = sd.slice(3).find((n) => n.tagClass === asn1.Class.CONTEXT_SPECIFIC && n.type === 0);
  if (!certs) throw new Error('sin certificado');
  const certificado = forge.pki.certificateFromAsn1(hijos(certs)[0]);
  const firmante = hijos(hijos(sd[sd.length - 1])[0]);
  const algoritmo = forge.pki.oids[asn1.derToOid(hijos(firmante[2])[0].value as string)] as string;
  const atributos = firmante.find((n) => n.tagClass === asn1.Class.CONTEXT_SPECIFIC && n.type === 0);
  const firma = firmante[firmante.length - 1].value as string;
  const bin = (s: string) => Buffer.from(s, 'binary');
  const clave = forge.pki.publicKeyToPem(certificado.publicKey as forge.pki.rsa.PublicKey);
  const resumen = createHash(algoritmo).update(bin(contenido)).digest();
  if (atributos) {
    const digesto = hijos(atributos).find((a) => asn1.derToOid(hijos(a)[0].value as string) === forge.pki.oids.messageDigest);
    if (!digesto || !bin(hijos(hijos(digesto)[1])[0].value as string).equals(resumen)) throw new Error('digesto');
    const firmado = asn1.toDer(asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, hijos(atributos))).getBytes();
    if (!verify(algoritmo, bin(firmado), clave, bin(firma))) throw new Error('firma');
  } else if (!verify(algoritmo, bin(contenido), clave, bin(firma))) {
    throw new Error('firma');
  }
  return { contenido, certificado };
}

/** The CUIT of a certificate's subject serialNumber ('CUIT 30712345671'), or null. */
function cuitDe(certificado: forge.pki.Certificate): string | null {
  const campo = certificado.subject.attributes.find((a) => a.name === 'serialNumber' || a.type === '2.5.4.5');
  const m = /(\d{11})/.exec(String(campo?.value ?? ''));
  return m ? m[1] : null;
}

const dec = (v: unknown) => {
  try {
    return new Decimal(v == null || v === '' ? NaN : String(v));
  } catch {
    return new Decimal(NaN);
  }
};

interface Mensaje {
  Code: number;
  Msg: string;
}

/**
 * Starts the simulator on `host` (127.0.0.1) and `puerto` (0: any free port). WSAA accepts a CMS
 * signed with any certificate whose signature verifies and answers a ticket valid 12 hours (the CUIT
 * of the ticket is the certificate's serialNumber, if any). WSFEv1 checks, for FECAESolicitar:
 * - the ticket is one it issued and not expired, for the Auth.Cuit (600; 601);
 * - CantReg 1 with one detail (10001), CbteTipo 1, 3, 6, 8, 11 or 13 (10007), Concepto 1 (10005);
 * - CbteDesde = CbteHasta = the last authorised + 1 of (cuit, PtoVta, CbteTipo), CbteFch not before
 *   the last authorised's date (10016, in Errors);
 * - CbteFch 'yyyymmdd' from 5 days before today to today (10036);
 * - ImpTotal = ImpTotConc + ImpNeto + ImpOpEx + ImpIVA + ImpTrib to the cent (10048);
 * - A and B: Iva required when ImpNeto > 0 (10070), Ids 3, 4, 5, 6, 8, 9 (10019), each Importe =
 *   BaseImp × rate ± 0.01 (10051), sum of BaseImp = ImpNeto (10061), sum of Importe = ImpIVA (10062);
 * - C (11, 13): no Iva (10071) and ImpIVA 0 (10072);
 * - A needs DocTipo 80 (10013); DocTipo 99 needs DocNro 0 and ImpTotal below
 *   {@link LIMITE_CONSUMIDOR_FINAL} (10015);
 * - CondicionIVAReceptorId present (10242) and valid for the letter (10243, {@link CONDICIONES_POR_LETRA});
 * - a credit note (3, 8, 13) has CbtesAsoc (10197) pointing at an invoice of the same letter it
 *   authorised (10153);
 * - MonId PES (MonCotiz 1) or DOL with MonCotiz > 0 (10038, 10039).
 * An authorised one gets a 14-digit CAE that expires today + 10 days. FECompUltimoAutorizado and
 * FECompConsultar (602 when it has none) answer from memory.
 */
export async function iniciarSimuladorArca(opciones: { puerto?: number; host?: string; almacen?: AlmacenSimulador } = {}): Promise<SimuladorArca> {
  const { puerto = 0, host = '127.0.0.1', almacen = almacenSimuladorEnMemoria() } = opciones;
  const control: Required<ControlSimulador> = { demora: 0, rechazar: null, noResponderDespuesDeAutorizar: false };
  const llamadas: LlamadasSimulador = { loginCms: 0, FECAESolicitar: 0, FECompUltimoAutorizado: 0, FECompConsultar: 0 };
  const temporizadores = new Set<NodeJS.Timeout>();
  let secuenciaCae = 0;

  const esperar = () =>
    control.demora > 0
      ? new Promise<void>((resolve) => {
          const t = setTimeout(() => {
            temporizadores.delete(t);
            resolve();
          }, control.demora);
          temporizadores.add(t);
        })
      : Promise.resolve();

  /** The Errors of an invalid Auth, or null. */
  const validarAuth = (auth: { Token?: string; Sign?: string; Cuit?: string | number } | undefined): Mensaje[] | null => {
    const t = auth?.Token ? leerTicket(String(auth.Token), String(auth?.Sign ?? '')) : null;
    if (!t || t.vence.getTime() <= Date.now()) {
      return [{ Code: 600, Msg: 'ValidacionDeToken: No validaron las firmas digitales.' }];
    }
    const cuit = String(auth?.Cuit ?? '');
    if (t.cuit !== null && t.cuit !== cuit) return [{ Code: 601, Msg: `CUIT representada ${cuit} no incluida en Token.` }];
    return null;
  };

  const wsaa = {
    LoginCMSService: {
      LoginCms: {
        loginCms: async (args: { in0?: string }) => {
          llamadas.loginCms++;
          await esperar();
          let cms: ReturnType<typeof verificarCms>;
          try {
            cms = verificarCms(String(args.in0 ?? ''));
          } catch {
            throw falla('cms.bad', 'CMS no es valido');
          }
          const ahora = new Date();
          if (cms.certificado.validity.notAfter.getTime() < ahora.getTime() || cms.certificado.validity.notBefore.getTime() > ahora.getTime()) {
            throw falla('cms.cert.expired', 'Certificado expirado');
          }
          const servicio = textoDe(cms.contenido, 'service');
          const generacion = new Date(textoDe(cms.contenido, 'generationTime') ?? '');
          const vencimiento = new Date(textoDe(cms.contenido, 'expirationTime') ?? '');
          if (!servicio) throw falla('xml.bad', 'No se pudo interpretar el XML');
          if (servicio !== 'wsfe') throw falla('coe.notAuthorized', 'Computador no autorizado a acceder al servicio');
          if (Number.isNaN(generacion.getTime()) || generacion.getTime() > ahora.getTime() + 60_000) {
            throw falla('xml.generationTime.invalid', 'generationTime posee formato o dato inválido');
          }
          if (Number.isNaN(vencimiento.getTime()) || vencimiento.getTime() <= ahora.getTime()) {
            throw falla('xml.expirationTime.invalid', 'expirationTime posee formato o dato inválido');
          }
          const vence = new Date(ahora.getTime() + VIGENCIA_TICKET_MS);
          const cuit = cuitDe(cms.certificado);
          const token = Buffer.from(JSON.stringify({ cuit, vence: vence.toISOString(), n: randomBytes(16).toString('hex') })).toString('base64');
          const sign = firmaTicket(token);
          const respuesta = [
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
            '<loginTicketResponse version="1.0"><header>',
            '<source>CN=wsaasimulador, O=AFIP, C=AR, SERIALNUMBER=CUIT 33693450239</source>',
            `<destination>${cuit ? `SERIALNUMBER=CUIT ${cuit}` : 'CN=desconocido'}</destination>`,
            `<uniqueId>${randomInt(1, 2 ** 32 - 1)}</uniqueId>`,
            `<generationTime>${fechaHoraArca(ahora)}</generationTime>`,
            `<expirationTime>${fechaHoraArca(vence)}</expirationTime>`,
            `</header><credentials><token>${token}</token><sign>${sign}</sign></credentials></loginTicketResponse>`,
          ].join('');
          return { loginCmsReturn: respuesta };
        },
      },
    },
  };

  type Det = Record<string, unknown> & {
    Iva?: { AlicIva?: unknown };
    CbtesAsoc?: { CbteAsoc?: unknown };
  };

  /** Observations (rejections) of one detail; `errores` gets the numbering errors (ARCA sends them in Errors). */
  const validarDetalle = (tipo: number, det: Det, errores: Mensaje[], previo: ComprobanteSimulado | null, asociadosAutorizados: ReadonlySet<string>): Mensaje[] => {
    const obs: Mensaje[] = [];
    const o = (Code: number, Msg: string) => obs.push({ Code, Msg });
    const info = TIPOS[tipo];
    const desde = Number(det.CbteDesde);
    const hasta = Number(det.CbteHasta);
    const fecha = String(det.CbteFch ?? '');
    const hoy = new Date();
    if (Number(det.Concepto) !== 1) o(10005, 'El campo Concepto debe ser 1 (Productos): el simulador no autoriza servicios.');
    if (desde !== (previo?.numero ?? 0) + 1 || hasta !== desde || (previo && /^\d{8}$/.test(fecha) && fecha < previo.CbteFch)) {
      errores.push({ Code: 10016, Msg: 'El numero o fecha del comprobante no se corresponde con el proximo a autorizar. Consultar metodo FECompUltimoAutorizado.' });
    }
    if (!/^\d{8}$/.test(fecha) || fecha < diaCompacto(hoy, -5) || fecha > diaCompacto(hoy)) {
      o(10036, 'El campo CbteFch para concepto 1 (Productos) debe estar comprendido entre los 5 días anteriores y la fecha actual.');
    }
    const [total, noGravado, neto, exento, iva, tributos] = ['ImpTotal', 'ImpTotConc', 'ImpNeto', 'ImpOpEx', 'ImpIVA', 'ImpTrib'].map((k) => dec(det[k]));
    const importes = [total, noGravado, neto, exento, iva, tributos];
    if (importes.some((d) => !d.isFinite() || d.isNegative() || d.decimalPlaces() > 2)) {
      o(10047, 'Los importes deben ser numéricos, mayores o iguales a 0 y con hasta 2 decimales.');
      return obs;
    }
    if (!total.equals(noGravado.plus(neto).plus(exento).plus(iva).plus(tributos))) {
      o(10048, "El campo 'Importe Total' ImpTotal, debe ser igual a la suma de ImpTotConc + ImpNeto + ImpOpEx + ImpTrib + ImpIVA.");
    }
    const alicuotas = lista(det.Iva?.AlicIva as Record<string, unknown> | Record<string, unknown>[] | undefined);
    if (info.letra === 'C') {
      if (alicuotas.length) o(10071, 'Para comprobantes tipo C el objeto IVA no debe informarse.');
      if (!iva.isZero()) o(10072, 'Para comprobantes tipo C el campo ImpIVA debe ser igual a 0.');
    } else {
      if (neto.greaterThan(0) && !alicuotas.length) o(10070, 'Si ImpNeto es mayor a 0 el objeto IVA es obligatorio.');
      let bases = new Decimal(0);
      let montos = new Decimal(0);
      for (const a of alicuotas) {
        const tasa = ALICUOTAS_ARCA[Number(a.Id)];
        const base = dec(a.BaseImp);
        const monto = dec(a.Importe);
        if (tasa === undefined) {
          o(10019, `El campo Id de AlicIva (${String(a.Id)}) no es válido. Consultar método FEParamGetTiposIva.`);
          continue;
        }
        if (!base.isFinite() || !monto.isFinite()) {
          o(10047, 'Los importes deben ser numéricos, mayores o iguales a 0 y con hasta 2 decimales.');
          continue;
        }
        bases = bases.plus(base);
        montos = montos.plus(monto);
        if (base.times(tasa).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).minus(monto).abs().greaterThan('0.01')) {
          o(10051, `El importe de IVA de la alícuota Id ${String(a.Id)} no se corresponde con BaseImp por el porcentaje.`);
        }
      }
      if (alicuotas.length && !bases.equals(neto)) o(10061, 'La suma de los campos BaseImp en AlicIva debe ser igual al valor ingresado en ImpNeto.');
      if (alicuotas.length && !montos.equals(iva)) o(10062, 'La suma de los campos Importe en AlicIva debe ser igual al valor ingresado en ImpIVA.');
    }
    const docTipo = Number(det.DocTipo);
    const docNro = String(det.DocNro ?? '');
    if (info.letra === 'A' && docTipo !== 80) o(10013, 'Para comprobantes clase A y M el campo DocTipo debe ser igual a 80 (CUIT).');
    if (docTipo === 99 && (Number(docNro) !== 0 || !total.lessThan(LIMITE_CONSUMIDOR_FINAL))) {
      o(10015, `Para un consumidor final sin identificar (DocTipo 99) DocNro debe ser 0 y el importe total menor a $ ${LIMITE_CONSUMIDOR_FINAL}: desde ese monto se debe identificar al receptor.`);
    }
    if (docTipo === 80 && !/^\d{11}$/.test(docNro)) o(10015, 'El campo DocNro debe ser una CUIT de 11 dígitos cuando DocTipo es 80.');
    const condicion = det.CondicionIVAReceptorId;
    if (condicion == null || condicion === '') {
      o(10242, 'El campo Condicion Frente al IVA del receptor es obligatorio. Consultar método FEParamGetCondicionIvaReceptor.');
    } else if (!CONDICIONES_POR_LETRA[info.letra].includes(Number(condicion))) {
      o(10243, `El campo Condicion Frente al IVA del receptor no es valida para el comprobante clase ${info.letra} informado. Consultar método FEParamGetCondicionIvaReceptor.`);
    }
    const asociados = lista(det.CbtesAsoc?.CbteAsoc as Record<string, unknown> | Record<string, unknown>[] | undefined);
    if (info.notaCredito) {
      if (!asociados.length) {
        o(10197, 'Para comprobantes tipo Nota de Crédito o Débito es obligatorio informar CbtesAsoc o PeriodoAsoc.');
      } else {
        for (const a of asociados) {
          const tipoAsoc = Number(a.Tipo);
          const encontrado = TIPOS[tipoAsoc]?.letra === info.letra && !TIPOS[tipoAsoc].notaCredito && asociadosAutorizados.has(`${tipoAsoc}:${Number(a.PtoVta)}:${Number(a.Nro)}`);
          if (!encontrado) {
            o(10153, `El comprobante asociado (Tipo ${String(a.Tipo)}, PtoVta ${String(a.PtoVta)}, Nro ${String(a.Nro)}) no existe como factura autorizada de la misma clase.`);
          }
        }
      }
    }
    const moneda = String(det.MonId ?? '');
    const cotizacion = dec(det.MonCotiz);
    if (moneda !== 'PES' && moneda !== 'DOL') o(10038, 'El campo MonId no es válido: el simulador acepta PES y DOL. Consultar método FEParamGetTiposMonedas.');
    else if (moneda === 'PES' && !(cotizacion.isFinite() && cotizacion.equals(1))) o(10039, 'Si MonId es PES, MonCotiz debe ser igual a 1.');
    else if (moneda === 'DOL' && !(cotizacion.isFinite() && cotizacion.greaterThan(0))) o(10039, 'El campo MonCotiz es obligatorio y debe ser mayor a 0 para una moneda extranjera.');
    return obs;
  };

  const metodosWsfe = {
    FEDummy: async () => {
      await esperar();
      return { FEDummyResult: { AppServer: 'OK', DbServer: 'OK', AuthServer: 'OK' } };
    },

    FECompUltimoAutorizado: async (args: { Auth?: Record<string, string>; PtoVta?: number | string; CbteTipo?: number | string }) => {
      llamadas.FECompUltimoAutorizado++;
      await esperar();
      const ptoVta = Number(args.PtoVta);
      const tipo = Number(args.CbteTipo);
      const errores = validarAuth(args.Auth);
      const numero = errores ? 0 : ((await almacen.ultimo(String(args.Auth?.Cuit), ptoVta, tipo))?.numero ?? 0);
      return { FECompUltimoAutorizadoResult: { PtoVta: ptoVta, CbteTipo: tipo, CbteNro: numero, ...(errores ? { Errors: { Err: errores } } : {}) } };
    },

    FECompConsultar: async (args: { Auth?: Record<string, string>; FeCompConsReq?: Record<string, string | number> }) => {
      llamadas.FECompConsultar++;
      await esperar();
      const errores = validarAuth(args.Auth);
      if (errores) return { FECompConsultarResult: { Errors: { Err: errores } } };
      const pedido = args.FeCompConsReq ?? {};
      const c = await almacen.buscar(String(args.Auth?.Cuit), Number(pedido.PtoVta), Number(pedido.CbteTipo), Number(pedido.CbteNro));
      if (!c) return { FECompConsultarResult: { Errors: { Err: [{ Code: 602, Msg: 'No existen datos en nuestros registros para los parametros ingresados.' }] } } };
      return {
        FECompConsultarResult: {
          ResultGet: {
            Concepto: c.Concepto,
            DocTipo: c.DocTipo,
            DocNro: c.DocNro,
            CbteDesde: c.numero,
            CbteHasta: c.numero,
            CbteFch: c.CbteFch,
            ImpTotal: c.ImpTotal,
            ImpTotConc: c.ImpTotConc,
            ImpNeto: c.ImpNeto,
            ImpOpEx: c.ImpOpEx,
            ImpTrib: c.ImpTrib,
            ImpIVA: c.ImpIVA,
            MonId: c.MonId,
            MonCotiz: c.MonCotiz,
            CondicionIVAReceptorId: c.CondicionIVAReceptorId,
            ...(c.CbtesAsoc.length ? { CbtesAsoc: { CbteAsoc: c.CbtesAsoc } } : {}),
            ...(c.Iva.length ? { Iva: { AlicIva: c.Iva } } : {}),
            Resultado: 'A',
            CodAutorizacion: c.cae,
            EmisionTipo: 'CAE',
            FchVto: c.caeVencimiento,
            FchProceso: c.fchProceso,
            PtoVta: c.PtoVta,
            CbteTipo: c.CbteTipo,
          },
        },
      };
    },

    FECAESolicitar: async (args: { Auth?: Record<string, string>; FeCAEReq?: { FeCabReq?: Record<string, string | number>; FeDetReq?: { FECAEDetRequest?: Det | Det[] } } }) => {
      llamadas.FECAESolicitar++;
      await esperar();
      const errAuth = validarAuth(args.Auth);
      if (errAuth) return { FECAESolicitarResult: { Errors: { Err: errAuth } } };
      const cuit = String(args.Auth?.Cuit);
      const cab = args.FeCAEReq?.FeCabReq ?? {};
      const ptoVta = Number(cab.PtoVta);
      const tipo = Number(cab.CbteTipo);
      const detalles = lista(args.FeCAEReq?.FeDetReq?.FECAEDetRequest);
      const ahora = new Date();
      const fchProceso = fechaHoraArca(ahora).slice(0, 19).replace(/\D/g, '');
      const errores: Mensaje[] = [];
      if (Number(cab.CantReg) !== 1 || detalles.length !== 1) {
        errores.push({ Code: 10001, Msg: 'El campo CantReg debe ser igual a la cantidad de comprobantes informados (el simulador autoriza uno por pedido).' });
      }
      if (!TIPOS[tipo]) errores.push({ Code: 10007, Msg: 'El campo CbteTipo no es válido. Consultar método FEParamGetTiposCbte.' });
      if (!Number.isInteger(ptoVta) || ptoVta < 1 || ptoVta > 99998) errores.push({ Code: 10004, Msg: 'El campo PtoVta debe estar entre 1 y 99998.' });
      if (control.rechazar) {
        errores.push({ Code: control.rechazar.codigo, Msg: control.rechazar.mensaje });
        control.rechazar = null;
      }
      const det = detalles[0] ?? {};
      const previo = TIPOS[tipo] ? await almacen.ultimo(cuit, ptoVta, tipo) : null;
      const asociadosAutorizados = new Set<string>();
      for (const a of lista(det.CbtesAsoc?.CbteAsoc as Record<string, unknown> | Record<string, unknown>[] | undefined)) {
        if (await almacen.buscar(cuit, Number(a.PtoVta), Number(a.Tipo), Number(a.Nro))) asociadosAutorizados.add(`${Number(a.Tipo)}:${Number(a.PtoVta)}:${Number(a.Nro)}`);
      }
      const obs = errores.length && !TIPOS[tipo] ? [] : validarDetalle(tipo, det, errores, previo, asociadosAutorizados);
      let aprobado = errores.length === 0 && obs.length === 0;
      const numero = Number(det.CbteDesde);
      let cae: string | undefined;
      let caeVto: string | undefined;
      if (aprobado) {
        cae = `7${String(Date.now() % 1e7).padStart(7, '0')}${String(++secuenciaCae % 1e6).padStart(6, '0')}`;
        caeVto = diaCompacto(ahora, 10);
        const d = (k: string) => dec(det[k]).toFixed(2);
        const guardado = await almacen.guardar({
          cuit,
          PtoVta: ptoVta,
          CbteTipo: tipo,
          numero,
          CbteFch: String(det.CbteFch),
          Concepto: Number(det.Concepto),
          DocTipo: Number(det.DocTipo),
          DocNro: String(det.DocNro),
          ImpTotal: d('ImpTotal'),
          ImpTotConc: d('ImpTotConc'),
          ImpNeto: d('ImpNeto'),
          ImpOpEx: d('ImpOpEx'),
          ImpIVA: d('ImpIVA'),
          ImpTrib: d('ImpTrib'),
          MonId: String(det.MonId),
          MonCotiz: dec(det.MonCotiz).toString(),
          CondicionIVAReceptorId: Number(det.CondicionIVAReceptorId),
          Iva: lista(det.Iva?.AlicIva as Record<string, unknown> | Record<string, unknown>[] | undefined).map((a) => ({
            Id: Number(a.Id),
            BaseImp: dec(a.BaseImp).toFixed(2),
            Importe: dec(a.Importe).toFixed(2),
          })),
          CbtesAsoc: lista(det.CbtesAsoc?.CbteAsoc as Record<string, unknown> | Record<string, unknown>[] | undefined).map((a) => ({
            Tipo: Number(a.Tipo),
            PtoVta: Number(a.PtoVta),
            Nro: Number(a.Nro),
          })),
          cae,
          caeVencimiento: caeVto,
          fchProceso,
        });
        if (!guardado) {
          // Another request took this number between the check and the write.
          aprobado = false;
          cae = undefined;
          caeVto = undefined;
          errores.push({ Code: 10016, Msg: 'El numero o fecha del comprobante no se corresponde con el proximo a autorizar. Consultar metodo FECompUltimoAutorizado.' });
        } else if (control.noResponderDespuesDeAutorizar) {
          return new Promise<never>(() => undefined);
        }
      }
      const resultado = aprobado ? 'A' : 'R';
      return {
        FECAESolicitarResult: {
          FeCabResp: { Cuit: cuit, PtoVta: ptoVta, CbteTipo: tipo, FchProceso: fchProceso, CantReg: detalles.length, Resultado: resultado, Reproceso: 'N' },
          FeDetResp: {
            FECAEDetResponse: [
              {
                Concepto: Number(det.Concepto ?? 0),
                DocTipo: Number(det.DocTipo ?? 0),
                DocNro: String(det.DocNro ?? 0),
                CbteDesde: numero || 0,
                CbteHasta: Number(det.CbteHasta ?? 0),
                CbteFch: String(det.CbteFch ?? ''),
                Resultado: resultado,
                ...(obs.length ? { Observaciones: { Obs: obs } } : {}),
                CAE: cae ?? '',
                CAEFchVto: caeVto ?? '',
              },
            ],
          },
          ...(errores.length ? { Errors: { Err: errores } } : {}),
        },
      };
    },
  };

  const servidor: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    servidor.once('error', reject);
    servidor.listen(puerto, host, () => resolve());
  });
  listen(servidor, RUTA_WSAA, wsaa, readFileSync(join(CARPETA_WSDL, 'wsaa.wsdl'), 'utf8'));
  listen(servidor, RUTA_WSFE, { Service: { ServiceSoap: metodosWsfe, ServiceSoap12: metodosWsfe } }, readFileSync(join(CARPETA_WSDL, 'wsfev1.wsdl'), 'utf8'));
  const { port } = servidor.address() as AddressInfo;
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    wsaaUrl: `${base}${RUTA_WSAA}`,
    wsfeUrl: `${base}${RUTA_WSFE}`,
    controlar(c) {
      if (c.demora !== undefined) control.demora = Math.max(0, c.demora);
      if (c.rechazar !== undefined) control.rechazar = c.rechazar;
      if (c.noResponderDespuesDeAutorizar !== undefined) control.noResponderDespuesDeAutorizar = c.noResponderDespuesDeAutorizar;
    },
    autorizados: () => almacen.todos(),
    llamadas: () => ({ ...llamadas }),
    cerrar: () =>
      new Promise<void>((resolve, reject) => {
        for (const t of temporizadores) clearTimeout(t);
        temporizadores.clear();
        servidor.close((e) => (e ? reject(e) : resolve()));
        servidor.closeAllConnections();
      }),
  };
}
