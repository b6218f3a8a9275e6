import { join } from 'node:path';
import { createClientAsync, type Client } from 'soap';
import { ArcaError, CARPETA_WSDL, obtenerTicket, traducirErrorSoap, type AlmacenTickets, type TicketArca } from './wsaa';

export { ArcaError, ArcaNoRespondeError, almacenEnMemoria, type AlmacenTickets, type TicketArca } from './wsaa';

/**
 * Client of ARCA's WSFEv1 (factura electrónica, Línea 1): the last authorised number of a punto de
 * venta and type, a CAE for one comprobante, and the query of an authorised one. Each call carries
 * the WSAA ticket ({@link obtenerTicket}). Field names are ARCA's where they map 1:1.
 *
 * Money is passed as decimal strings with at most 2 decimals ('1210.50') and turned into numbers only
 * here, at the SOAP boundary (xsd:double in the WSDL).
 */

/** An IVA rate line (AlicIva): Id 3 0 %, 4 10,5 %, 5 21 %, 6 27 %, 8 5 %, 9 2,5 %; amounts in pesos (or MonId), 2 decimals. */
export interface IvaArca {
  Id: number;
  BaseImp: string;
  Importe: string;
}

/** An associated comprobante (CbteAsoc) of a credit or debit note: the invoice it corrects. */
export interface CbteAsocArca {
  Tipo: number;
  PtoVta: number;
  Nro: number;
  /** CUIT of the issuer (11 digits). */
  Cuit?: string;
  /** Date of the associated comprobante, 'yyyymmdd'. */
  CbteFch?: string;
}

/**
 * One comprobante to authorise (FECAEDetRequest, Concepto 1: products). Amounts are decimal strings
 * with at most 2 decimals, in the currency `MonId`.
 */
export interface ComprobanteArca {
  /** 1 Factura A, 3 NC A, 6 Factura B, 8 NC B, 11 Factura C, 13 NC C. */
  CbteTipo: number;
  PtoVta: number;
  /** 1: products (the only one this system issues). */
  Concepto: 1;
  /** 80 CUIT, 86 CUIL, 96 DNI, 99 consumidor final sin identificar (DocNro '0'). */
  DocTipo: number;
  /** Digits (dashes are removed). */
  DocNro: string;
  /** The number to authorise: the last authorised + 1. */
  CbteDesde: number;
  /** Same as CbteDesde (one comprobante per request); defaults to it. */
  CbteHasta?: number;
  /** Date, 'yyyymmdd' (Buenos Aires). */
  CbteFch: string;
  ImpTotal: string;
  /** Not taxed (no gravado). */
  ImpTotConc: string;
  /** Taxed net: the sum of Iva BaseImp (Factura C: the total). */
  ImpNeto: string;
  /** Exempt. */
  ImpOpEx: string;
  /** The sum of Iva Importe (0 for C). */
  ImpIVA: string;
  /** Other taxes (this client sends no Tributos detail: '0.00'). */
  ImpTrib: string;
  MonId: 'PES' | 'DOL';
  /** Exchange rate to pesos: '1' for PES (the default); required and > 0 for DOL. */
  MonCotiz?: string;
  /** Foreign currency only: 'S' if it is paid in that same currency, 'N' otherwise (RG 5616). */
  CanMisMonExt?: 'S' | 'N';
  /** The buyer's IVA condition (RG 5616): 1 RI, 4 Exento, 5 CF, 6 Monotributo, ... */
  CondicionIVAReceptorId: number;
  /** IVA by rate; absent for C. */
  Iva?: IvaArca[];
  /** The corrected invoice(s), for credit notes (3, 8, 13). */
  CbtesAsoc?: CbteAsocArca[];
}

/** An observation or error of ARCA: its numeric code and Spanish message. */
export interface MensajeArca {
  codigo: number;
  mensaje: string;
}

/** The answer of FECAESolicitar for one comprobante. */
export interface RespuestaCae {
  /** 'A' authorised, 'R' rejected (see `errores` and `observaciones`). */
  resultado: 'A' | 'R';
  /** 14 digits when authorised, otherwise null. */
  cae: string | null;
  /** CAE expiry, 'yyyy-mm-dd'; null when rejected. */
  caeVencimiento: string | null;
  /** The number ARCA answered (CbteDesde). */
  numero: number;
  observaciones: MensajeArca[];
  errores: MensajeArca[];
}

/** An authorised comprobante as FECompConsultar returns it (amounts as 2-decimal strings). */
export interface ComprobanteConsultado {
  CbteTipo: number;
  PtoVta: number;
  numero: number;
  /** 'yyyymmdd'. */
  CbteFch: string;
  DocTipo: number;
  DocNro: string;
  ImpTotal: string;
  ImpNeto: string;
  ImpIVA: string;
  MonId: string;
  resultado: string;
  /** CodAutorizacion (the CAE). */
  cae: string;
  /** FchVto as 'yyyy-mm-dd'. */
  caeVencimiento: string | null;
}

/** Options of {@link crearClienteArca}. */
export interface OpcionesClienteArca {
  /** LoginCms address. */
  wsaaUrl: string;
  /** WSFEv1 address (homologación https://wswhomo.afip.gov.ar/wsfev1/service.asmx). */
  wsfeUrl: string;
  /** The business's CUIT, 11 digits (dashes are removed). */
  cuit: string;
  /** PEM certificate. */
  certificado: string;
  /** PEM private key. */
  clavePrivada: string;
  /** Ticket store, scoped to this CUIT and environment. */
  tickets: AlmacenTickets;
  /** Milliseconds to wait for each answer (WSAA and WSFEv1). */
  timeoutMs: number;
}

/** The WSFEv1 client (see {@link crearClienteArca}). */
export interface ClienteArca {
  /**
   * FECompUltimoAutorizado: the last authorised number of (ptoVta, cbteTipo); 0 if none.
   * @throws ArcaNoRespondeError, ArcaError (Errors block).
   */
  ultimoAutorizado(ptoVta: number, cbteTipo: number): Promise<number>;
  /**
   * FECAESolicitar with one comprobante (CantReg 1). A rejection is an answer (`resultado` 'R' with
   * ARCA's errors and observations), not an exception.
   * @throws ArcaNoRespondeError on timeout or network failure: the comprobante may have been
   * authorised; ask {@link ClienteArca.consultar} before asking again.
   * @throws ArcaError when ARCA did not process the comprobante (Errors block without a detail: an
   * invalid ticket 600, a CUIT not authorised 601, ARCA's internal errors) or answered a SOAP fault.
   * `codigo` is the first error's code; the message lists them all.
   * @throws Error for an amount that is not a decimal string with at most 2 decimals.
   */
  solicitarCae(c: ComprobanteArca): Promise<RespuestaCae>;
  /**
   * FECompConsultar: the authorised comprobante, or null if ARCA has none with that number (602).
   * @throws ArcaNoRespondeError, ArcaError (any other Errors block).
   */
  consultar(ptoVta: number, cbteTipo: number, numero: number): Promise<ComprobanteConsultado | null>;
}

const DINERO = /^-?\d+(\.\d{1,2})?$/;

/** A 2-decimal money string as the number ARCA takes. @throws Error if it is not one. */
export function importeArca(valor: string, campo: string): number {
  if (!DINERO.test(valor)) throw new Error(`${campo}: se esperaba un importe con hasta 2 decimales, se recibió «${valor}».`);
  return Number(valor);
}

/** A value that the parser may give as an object or an array (one or several elements), as an array. */
export function lista<T>(v: T | T[] | null | undefined): T[] {
  if (v == null) return [];
  return Array.isArray(v) ? v : [v];
}

interface CodigoMensaje {
  Code?: number | string;
  Msg?: string;
}

const mensajes = (bloque: { Obs?: CodigoMensaje | CodigoMensaje[]; Err?: CodigoMensaje | CodigoMensaje[] } | null | undefined): MensajeArca[] =>
  lista(bloque?.Obs ?? bloque?.Err).map((m) => ({ codigo: Number(m.Code), mensaje: String(m.Msg ?? '') }));

/** 'yyyymmdd' → 'yyyy-mm-dd' (null if empty). */
export function fechaIso(f: string | number | null | undefined): string | null {
  const s = f == null ? '' : String(f);
  return /^\d{8}$/.test(s) ? `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}` : null;
}

const digitos = (s: string | number) => String(s).replace(/\D/g, '');
const dosDecimales = (v: unknown) => Number(v ?? 0).toFixed(2);

/**
 * The WSFEv1 client over the local WSDL (wsdl/wsfev1.wsdl, SOAP 1.1 port) with its endpoint set to
 * `wsfeUrl`. The WSDL is parsed on the first call.
 */
export function crearClienteArca(opciones: OpcionesClienteArca): ClienteArca {
  const cuit = Number(digitos(opciones.cuit));
  let cliente: Promise<Client> | null = null;
  const wsfe = () => {
    if (!cliente) {
      cliente = createClientAsync(join(CARPETA_WSDL, 'wsfev1.wsdl')).then((c) => {
        c.setEndpoint(opciones.wsfeUrl);
        return c;
      });
      cliente.catch(() => (cliente = null));
    }
    return cliente;
  };
  let rechazado: TicketArca | undefined;
  const auth = async () => {
    const t = await obtenerTicket(opciones, 'wsfe', undefined, rechazado);
    ultimoTicket = t;
    return { Token: t.token, Sign: t.sign, Cuit: cuit };
  };
  let ultimoTicket: TicketArca | undefined;
  /**
   * Runs one call; when WSFEv1 refuses the ticket (600: expired early, or a simulator that no longer
   * knows it) it renews the ticket and runs the call once more. A 600 means ARCA processed nothing.
   */
  const conTicket = async <T>(llamada: () => Promise<T>): Promise<T> => {
    try {
      return await llamada();
    } catch (e) {
      if (!(e instanceof ArcaError) || e.codigo !== '600') throw e;
      rechazado = ultimoTicket;
      try {
        return await llamada();
      } finally {
        rechazado = undefined;
      }
    }
  };
  /** Calls `metodo` and returns its `<metodo>Result`. */
  const llamar = async <T>(metodo: string, args: Record<string, unknown>): Promise<T> => {
    const c = await wsfe();
    const fn = (c as unknown as Record<string, (a: unknown, o: unknown) => Promise<unknown[]>>)[`${metodo}Async`];
    let respuesta: unknown[];
    try {
      respuesta = await fn.call(c, args, { timeout: opciones.timeoutMs });
    } catch (e) {
      throw traducirErrorSoap(e);
    }
    const cuerpo = respuesta[0] as Record<string, unknown> | null;
    const resultado = cuerpo?.[`${metodo}Result`] as T | undefined;
    if (!resultado) throw new ArcaError('respuesta', `La respuesta de ARCA a ${metodo} no tiene resultado.`);
    return resultado;
  };
  const lanzarErrores = (errores: MensajeArca[]) => {
    if (errores.length) throw new ArcaError(String(errores[0].codigo), errores.map((e) => `${e.codigo}: ${e.mensaje}`).join(' '));
  };

  return {
    ultimoAutorizado: (ptoVta, cbteTipo) => conTicket(async () => {
      const r = await llamar<{ CbteNro?: number | string; Errors?: { Err?: CodigoMensaje | CodigoMensaje[] } }>('FECompUltimoAutorizado', {
        Auth: await auth(),
        PtoVta: ptoVta,
        CbteTipo: cbteTipo,
      });
      lanzarErrores(mensajes(r.Errors));
      return Number(r.CbteNro ?? 0);
    }),

    solicitarCae: (c) => conTicket(async () => {
      const moneda = c.MonCotiz ?? (c.MonId === 'PES' ? '1' : undefined);
      if (moneda !== undefined && !/^\d+(\.\d{1,6})?$/.test(moneda)) throw new Error(`MonCotiz: se esperaba una cotización decimal, se recibió «${moneda}».`);
      // Element order is the WSDL's sequence (FEDetRequest).
      const detalle: Record<string, unknown> = {
        Concepto: c.Concepto,
        DocTipo: c.DocTipo,
        DocNro: Number(digitos(c.DocNro) || '0'),
        CbteDesde: c.CbteDesde,
        CbteHasta: c.CbteHasta ?? c.CbteDesde,
        CbteFch: c.CbteFch,
        ImpTotal: importeArca(c.ImpTotal, 'ImpTotal'),
        ImpTotConc: importeArca(c.ImpTotConc, 'ImpTotConc'),
        ImpNeto: importeArca(c.ImpNeto, 'ImpNeto'),
        ImpOpEx: importeArca(c.ImpOpEx, 'ImpOpEx'),
        ImpTrib: importeArca(c.ImpTrib, 'ImpTrib'),
        ImpIVA: importeArca(c.ImpIVA, 'ImpIVA'),
        MonId: c.MonId,
        ...(moneda !== undefined ? { MonCotiz: Number(moneda) } : {}),
        ...(c.CanMisMonExt ? { CanMisMonExt: c.CanMisMonExt } : {}),
        CondicionIVAReceptorId: c.CondicionIVAReceptorId,
      };
      if (c.CbtesAsoc?.length) {
        detalle.CbtesAsoc = {
          CbteAsoc: c.CbtesAsoc.map((a) => ({
            Tipo: a.Tipo,
            PtoVta: a.PtoVta,
            Nro: a.Nro,
            ...(a.Cuit ? { Cuit: digitos(a.Cuit) } : {}),
            ...(a.CbteFch ? { CbteFch: a.CbteFch } : {}),
          })),
        };
      }
      if (c.Iva?.length) {
        detalle.Iva = {
          AlicIva: c.Iva.map((i, n) => ({ Id: i.Id, BaseImp: importeArca(i.BaseImp, `Iva[${n}].BaseImp`), Importe: importeArca(i.Importe, `Iva[${n}].Importe`) })),
        };
      }
      const r = await llamar<{
        FeCabResp?: { Resultado?: string };
        FeDetResp?: { FECAEDetResponse?: DetalleRespuesta | DetalleRespuesta[] };
        Errors?: { Err?: CodigoMensaje | CodigoMensaje[] };
      }>('FECAESolicitar', {
        Auth: await auth(),
        FeCAEReq: {
          FeCabReq: { CantReg: 1, PtoVta: c.PtoVta, CbteTipo: c.CbteTipo },
          FeDetReq: { FECAEDetRequest: [detalle] },
        },
      });
      const errores = mensajes(r.Errors);
      const [det] = lista(r.FeDetResp?.FECAEDetResponse);
      if (!det) {
        lanzarErrores(errores);
        throw new ArcaError('respuesta', 'La respuesta de ARCA a FECAESolicitar no tiene el detalle del comprobante.');
      }
      const aprobado = det.Resultado === 'A' && !!det.CAE;
      return {
        resultado: aprobado ? 'A' : 'R',
        cae: aprobado ? String(det.CAE) : null,
        caeVencimiento: aprobado ? fechaIso(det.CAEFchVto) : null,
        numero: Number(det.CbteDesde ?? c.CbteDesde),
        observaciones: mensajes(det.Observaciones),
        errores,
      };
    }),

    consultar: (ptoVta, cbteTipo, numero) => conTicket(async () => {
      const r = await llamar<{ ResultGet?: Record<string, unknown>; Errors?: { Err?: CodigoMensaje | CodigoMensaje[] } }>('FECompConsultar', {
        Auth: await auth(),
        FeCompConsReq: { CbteTipo: cbteTipo, CbteNro: numero, PtoVta: ptoVta },
      });
      const errores = mensajes(r.Errors);
      if (errores.some((e) => e.codigo === 602)) return null;
      lanzarErrores(errores);
      const g = r.ResultGet;
      if (!g) return null;
      return {
        CbteTipo: Number(g.CbteTipo),
        PtoVta: Number(g.PtoVta),
        numero: Number(g.CbteDesde),
        CbteFch: String(g.CbteFch ?? ''),
        DocTipo: Number(g.DocTipo),
        DocNro: String(g.DocNro ?? ''),
        ImpTotal: dosDecimales(g.ImpTotal),
        ImpNeto: dosDecimales(g.ImpNeto),
        ImpIVA: dosDecimales(g.ImpIVA),
        MonId: String(g.MonId ?? ''),
        resultado: String(g.Resultado ?? ''),
        cae: String(g.CodAutorizacion ?? ''),
        caeVencimiento: fechaIso(g.FchVto as string | undefined),
      };
    }),
  };
}

interface DetalleRespuesta {
  CbteDesde?: number | string;
  Resultado?: string;
  CAE?: string;
  CAEFchVto?: string;
  Observaciones?: { Obs?: CodigoMensaje | CodigoMensaje[] };
}
