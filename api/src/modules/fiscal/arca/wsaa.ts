import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import forge from 'node-forge';
import { createClientAsync, type Client } from 'soap';
import { BUENOS_AIRES_OFFSET, HORAS_DETRAS_DE_UTC } from '../../../lib/dates';

/**
 * ARCA's WSAA (Web Service de Autenticación y Autorización): the access ticket (token and sign) that
 * every call to a business web service (WSFEv1) carries. The TRA (loginTicketRequest) is signed as
 * CMS/PKCS#7 SignedData with the business's certificate and private key and sent to LoginCms; the
 * answer (loginTicketResponse) is valid for about 12 hours and ARCA refuses a second login while one is
 * valid (`coe.alreadyAuthenticated`), so tickets are kept in an {@link AlmacenTickets}.
 */

/** Folder of ARCA's WSDL files (see wsdl/README.md). */
export const CARPETA_WSDL = join(__dirname, 'wsdl');

/** A WSAA access ticket: `token` and `sign` as ARCA returns them (base64 text), valid until `vence`. */
export interface TicketArca {
  token: string;
  sign: string;
  vence: Date;
}

/**
 * Where tickets are kept between calls (the database in the API, memory in tests): one per service
 * name ('wsfe'). The caller scopes it to one CUIT and environment.
 */
export interface AlmacenTickets {
  /** The kept ticket of `servicio`, or null. It may already be expired: the caller checks. */
  leer(servicio: string): Promise<TicketArca | null>;
  /** Keeps `t` as the ticket of `servicio`, replacing the previous one. */
  guardar(servicio: string, t: TicketArca): Promise<void>;
}

/** An {@link AlmacenTickets} in memory (tests, the simulator's demo). */
export function almacenEnMemoria(): AlmacenTickets {
  const tickets = new Map<string, TicketArca>();
  return {
    leer: (servicio) => Promise.resolve(tickets.get(servicio) ?? null),
    guardar: (servicio, t) => {
      tickets.set(servicio, { ...t });
      return Promise.resolve();
    },
  };
}

/** ARCA did not answer: timeout, connection refused or reset, or an HTTP error without a SOAP answer. The outcome of the request is unknown. */
export class ArcaNoRespondeError extends Error {
  constructor(
    message = 'ARCA no responde.',
    public readonly causa?: unknown,
  ) {
    super(message);
    this.name = 'ArcaNoRespondeError';
  }
}

/**
 * ARCA answered with an error: a SOAP fault (WSAA: `codigo` is the faultcode, e.g.
 * 'ns1:cms.bad') or an Errors block of WSFEv1 (`codigo` is its numeric Code as text, e.g. '600').
 */
export class ArcaError extends Error {
  constructor(
    public readonly codigo: string,
    message: string,
  ) {
    super(message);
    this.name = 'ArcaError';
  }
}

/** A ticket is used until this many milliseconds before it expires (5 minutes). */
export const MARGEN_VENCIMIENTO_MS = 5 * 60 * 1000;

const MS_POR_HORA = 60 * 60 * 1000;

/** An instant as xsd:dateTime in Buenos Aires time ('2026-12-02T02:51:00-03:00'), as ARCA writes them. */
export function fechaHoraArca(instante: Date): string {
  const local = new Date(instante.getTime() - HORAS_DETRAS_DE_UTC * MS_POR_HORA);
  return `${local.toISOString().slice(0, 19)}${BUENOS_AIRES_OFFSET}`;
}

/**
 * The TRA (loginTicketRequest 1.0) for `servicio`: a random uniqueId (32-bit), generated 10 minutes
 * before `ahora` (clock drift) and expiring 10 minutes after it.
 */
export function construirTra(servicio: string, ahora = new Date()): string {
  const generacion = new Date(ahora.getTime() - 10 * 60 * 1000);
  const vencimiento = new Date(ahora.getTime() + 10 * 60 * 1000);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<loginTicketRequest version="1.0">',
    '<header>',
    `<uniqueId>${randomInt(1, 2 ** 32 - 1)}</uniqueId>`,
    `<generationTime>${fechaHoraArca(generacion)}</generationTime>`,
    `<expirationTime>${fechaHoraArca(vencimiento)}</expirationTime>`,
    '</header>',
    `<service>${servicio}</service>`,
    '</loginTicketRequest>',
  ].join('');
}

/**
 * Signs `tra` as CMS SignedData (content attached, SHA-256, signed attributes contentType,
 * messageDigest and signingTime) with the PEM certificate and private key; returns the DER in
 * base64, what LoginCms takes as `in0`.
 * @throws Error if the certificate or the key is not valid PEM.
 */
export function firmarTra(tra: string, certificadoPem: string, clavePrivadaPem: string): string {
  const certificado = forge.pki.certificateFromPem(certificadoPem);
  const clave = forge.pki.privateKeyFromPem(clavePrivadaPem);
  const p7 = forge.pkcs7.createSignedData();
  p7.content = forge.util.createBuffer(tra, 'utf8');
  p7.addCertificate(certificado);
  p7.addSigner({
    key: clave,
    certificate: certificado,
    digestAlgorithm: forge.pki.oids.sha256,
    authenticatedAttributes: [
      { type: forge.pki.oids.contentType, value: forge.pki.oids.data },
      { type: forge.pki.oids.messageDigest },
      // forge takes a Date for signingTime (its types say string).
      { type: forge.pki.oids.signingTime, value: new Date() as unknown as string },
    ],
  });
  p7.sign();
  return forge.util.encode64(forge.asn1.toDer(p7.toAsn1()).getBytes());
}

/** The text of the first `<etiqueta>` element of `xml` with its entities decoded, or null. */
export function textoDe(xml: string, etiqueta: string): string | null {
  const m = new RegExp(`<${etiqueta}(?:\\s[^>]*)?>([\\s\\S]*?)</${etiqueta}>`).exec(xml);
  if (!m) return null;
  return m[1]
    .trim()
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * The ticket of a loginTicketResponse (credentials/token, credentials/sign, header/expirationTime).
 * @throws ArcaError 'wsaa.respuesta' if a field is missing or the date is not valid.
 */
export function leerLoginTicketResponse(xml: string): TicketArca {
  const token = textoDe(xml, 'token');
  const sign = textoDe(xml, 'sign');
  const vence = textoDe(xml, 'expirationTime');
  const fecha = vence ? new Date(vence) : null;
  if (!token || !sign || !fecha || Number.isNaN(fecha.getTime())) {
    throw new ArcaError('wsaa.respuesta', 'La respuesta de WSAA no tiene un ticket de acceso válido.');
  }
  return { token, sign, vence: fecha };
}

/** Codes of a Node or axios network failure (no answer from ARCA). */
const CODIGOS_DE_RED = new Set(['ECONNABORTED', 'ETIMEDOUT', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ERR_CANCELED', 'ERR_NETWORK']);

interface ErrorSoap {
  code?: string;
  message?: string;
  response?: { status?: number };
  root?: { Envelope?: { Body?: { Fault?: Record<string, unknown> } } };
}

/**
 * Translates what a `soap` call threw: a SOAP fault → {@link ArcaError} (faultcode, faultstring);
 * anything else (timeout, network, HTTP error without a fault) → {@link ArcaNoRespondeError}.
 */
export function traducirErrorSoap(e: unknown): ArcaError | ArcaNoRespondeError {
  const err = (e ?? {}) as ErrorSoap;
  const falla = err.root?.Envelope?.Body?.Fault;
  if (falla) {
    const texto = (v: unknown): string => (v && typeof v === 'object' && '$value' in v ? String((v as { $value: unknown }).$value) : v == null ? '' : String(v));
    const codigo = texto(falla.faultcode) || 'soap:Fault';
    return new ArcaError(codigo, texto(falla.faultstring) || 'ARCA respondió con un error.');
  }
  if (err.code && CODIGOS_DE_RED.has(err.code)) return new ArcaNoRespondeError('ARCA no responde.', e);
  return new ArcaNoRespondeError(`ARCA no responde${err.response?.status ? ` (HTTP ${err.response.status})` : ''}.`, e);
}

/** Options of the WSAA calls. */
export interface OpcionesWsaa {
  /** LoginCms address (homologación https://wsaahomo.afip.gov.ar/ws/services/LoginCms). */
  wsaaUrl: string;
  /** PEM certificate ARCA issued for the CUIT. */
  certificado: string;
  /** PEM private key of the certificate. */
  clavePrivada: string;
  /** Where tickets are kept. */
  tickets: AlmacenTickets;
  /** Milliseconds to wait for LoginCms's answer. */
  timeoutMs: number;
}

/** Logins in flight per store and service: concurrent callers share one LoginCms call. */
const enCurso = new WeakMap<AlmacenTickets, Map<string, Promise<TicketArca>>>();

/**
 * The ticket of `servicio`: the kept one while it is valid for more than 5 minutes
 * ({@link MARGEN_VENCIMIENTO_MS}); otherwise a new one from LoginCms, kept before returning.
 * Concurrent callers with the same store share one login. `descartar`: the ticket a service refused
 * as invalid (WSFEv1 error 600): a new one is asked for even if it has not expired.
 * @throws ArcaNoRespondeError if WSAA does not answer within `timeoutMs`.
 * @throws ArcaError with WSAA's faultcode (e.g. 'ns1:cms.bad', 'ns1:coe.alreadyAuthenticated').
 */
export async function obtenerTicket(
  opciones: OpcionesWsaa,
  servicio = 'wsfe',
  ahora: () => Date = () => new Date(),
  descartar?: TicketArca,
): Promise<TicketArca> {
  const guardado = await opciones.tickets.leer(servicio);
  const vigente = guardado && guardado.vence.getTime() - MARGEN_VENCIMIENTO_MS > ahora().getTime();
  // `descartar`: a ticket the service refused (600) is renewed, unless another caller already did.
  if (vigente && !(descartar && guardado.token === descartar.token)) return guardado;
  let porServicio = enCurso.get(opciones.tickets);
  if (!porServicio) enCurso.set(opciones.tickets, (porServicio = new Map()));
  const previo = porServicio.get(servicio);
  if (previo) return previo;
  const login = (async () => {
    const ticket = await loginCms(opciones, servicio, ahora());
    await opciones.tickets.guardar(servicio, ticket);
    return ticket;
  })();
  porServicio.set(servicio, login);
  try {
    return await login;
  } finally {
    porServicio.delete(servicio);
  }
}

/** Parsed WSAA WSDL clients by address (parsing the WSDL once per process and address). */
const clientesWsaa = new Map<string, Promise<Client>>();

function clienteWsaa(url: string): Promise<Client> {
  let c = clientesWsaa.get(url);
  if (!c) {
    c = createClientAsync(join(CARPETA_WSDL, 'wsaa.wsdl')).then((cliente) => {
      cliente.setEndpoint(url);
      return cliente;
    });
    c.catch(() => clientesWsaa.delete(url));
    clientesWsaa.set(url, c);
  }
  return c;
}

/**
 * One LoginCms call: builds and signs the TRA of `servicio` and reads the loginTicketResponse.
 * @throws ArcaNoRespondeError / ArcaError as {@link obtenerTicket}.
 */
export async function loginCms(opciones: OpcionesWsaa, servicio = 'wsfe', ahora = new Date()): Promise<TicketArca> {
  const cms = firmarTra(construirTra(servicio, ahora), opciones.certificado, opciones.clavePrivada);
  const cliente = await clienteWsaa(opciones.wsaaUrl);
  let resultado: { loginCmsReturn?: string } | null;
  try {
    [resultado] = (await cliente.loginCmsAsync({ in0: cms }, { timeout: opciones.timeoutMs })) as [{ loginCmsReturn?: string } | null];
  } catch (e) {
    throw traducirErrorSoap(e);
  }
  return leerLoginTicketResponse(resultado?.loginCmsReturn ?? '');
}
