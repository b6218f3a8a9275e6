import { certificadoParaSimulador, type CertificadoSimulador } from '../../src/modules/fiscal/arca/certificado-simulador';

/** A certificate and its private key, PEM, for tests (never a real ARCA certificate). */
export type CertificadoDePrueba = CertificadoSimulador;

/**
 * A self-signed X.509 certificate like the ones ARCA issues (subject CN and serialNumber "CUIT …"):
 * valid from yesterday for `dias` days (negative: already expired). For the fiscal settings and the
 * ARCA simulator's tests ({@link certificadoParaSimulador}, the one the demo's seed uses).
 */
export function certificadoDePrueba(opciones: { cuit?: string; dias?: number; nombre?: string } = {}): CertificadoDePrueba {
  return certificadoParaSimulador({ nombre: 'backoffice-pruebas', ...opciones });
}
