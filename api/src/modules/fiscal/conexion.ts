import { createHash } from 'node:crypto';
import type { ConfigArca } from '../../config';
import type { Db } from '../../db/client';
import { crearClienteArca, type ClienteArca } from './arca/cliente';
import { iniciarSimuladorArca, type SimuladorArca } from './arca/simulador';
import { almacenSimuladorEnBase } from './arca/simulador-base';
import { almacenTicketsEnBase } from './arca/tickets';
import { credencialesArca } from './service';

/**
 * Which ARCA the API talks to and with what (docs/facturacion.md «Entornos y variables»): the
 * environment of the fiscal settings unless ARCA_ENTORNO overrides it, ARCA's published addresses for
 * homologation and production, and for 'simulador' the simulator at ARCA_SIMULADOR_URL or, without it,
 * one this process starts on loopback over the same database (its memory in arca_simulador).
 */

/** ARCA's addresses of WSAA (LoginCms) and WSFEv1 by environment (ARCA's published ones). */
export const DIRECCIONES_ARCA = {
  homologacion: { wsaaUrl: 'https://wsaahomo.afip.gov.ar/ws/services/LoginCms', wsfeUrl: 'https://wswhomo.afip.gov.ar/wsfev1/service.asmx' },
  produccion: { wsaaUrl: 'https://wsaa.afip.gov.ar/ws/services/LoginCms', wsfeUrl: 'https://servicios1.afip.gov.ar/wsfev1/service.asmx' },
} as const;

let configuracion: ConfigArca = { entorno: null, simuladorUrl: null, timeoutMs: 15_000, reintentoMs: 60_000 };

/** Sets how the API reaches ARCA (buildApp, from `AppConfig.arca`). */
export function configurarArca(c: ConfigArca): void {
  configuracion = { ...c };
}

/** The environment a new comprobante is issued in: ARCA_ENTORNO when set, otherwise the fiscal settings'. */
export const entornoEfectivo = (entornoConfigurado: string): string => configuracion.entorno ?? entornoConfigurado;

/** The in-process simulators, one per database (tests open several). */
const simuladores = new Map<Db, Promise<SimuladorArca>>();

/** The simulator this process runs for `db` (started on first use, on 127.0.0.1 and a free port). */
export function simuladorLocal(db: Db): Promise<SimuladorArca> {
  let s = simuladores.get(db);
  if (!s) {
    s = iniciarSimuladorArca({ almacen: almacenSimuladorEnBase(db) });
    s.catch(() => simuladores.delete(db));
    simuladores.set(db, s);
  }
  return s;
}

/** Stops the simulator of `db`, if this process started one (buildApp's onClose). */
export async function cerrarSimuladorLocal(db: Db): Promise<void> {
  const s = simuladores.get(db);
  simuladores.delete(db);
  if (s) await (await s).cerrar();
}

/** Clients by database, then environment, CUIT and certificate (the WSDL is parsed once per client). */
const clientesPorBase = new WeakMap<Db, Map<string, ClienteArca>>();

/** A connection to ARCA: the client, the environment it talks to and the issuer's CUIT (digits). */
export interface ConexionArca {
  cliente: ClienteArca;
  entorno: string;
  cuit: string;
}

/**
 * The ARCA client for the business's current credentials, or null while the CUIT, the certificate or
 * the key are missing. Tickets are kept in arca_tickets (shared by the API instances).
 * @throws Error when the kept private key cannot be decrypted (FISCAL_SECRET changed).
 */
export async function conexionArca(db: Db): Promise<ConexionArca | null> {
  const cred = await credencialesArca(db);
  if (!cred) return null;
  const entorno = entornoEfectivo(cred.entorno);
  const cuit = cred.cuit.replace(/\D/g, '');
  let direcciones: { wsaaUrl: string; wsfeUrl: string };
  if (entorno === 'simulador') {
    if (configuracion.simuladorUrl) {
      direcciones = { wsaaUrl: `${configuracion.simuladorUrl}/ws/services/LoginCms`, wsfeUrl: `${configuracion.simuladorUrl}/wsfev1/service.asmx` };
    } else {
      const sim = await simuladorLocal(db);
      direcciones = { wsaaUrl: sim.wsaaUrl, wsfeUrl: sim.wsfeUrl };
    }
  } else {
    direcciones = DIRECCIONES_ARCA[entorno as keyof typeof DIRECCIONES_ARCA];
  }
  const huella = createHash('sha256').update(cred.certificado).update(cred.clavePrivada).digest('hex').slice(0, 16);
  const clave = `${entorno}|${cuit}|${huella}|${direcciones.wsfeUrl}|${configuracion.timeoutMs}`;
  let clientes = clientesPorBase.get(db);
  if (!clientes) clientesPorBase.set(db, (clientes = new Map()));
  let cliente = clientes.get(clave);
  if (!cliente) {
    cliente = crearClienteArca({
      ...direcciones,
      cuit,
      certificado: cred.certificado,
      clavePrivada: cred.clavePrivada,
      tickets: almacenTicketsEnBase(db, entorno, cuit),
      timeoutMs: configuracion.timeoutMs,
    });
    clientes.set(clave, cliente);
  }
  return { cliente, entorno, cuit };
}
