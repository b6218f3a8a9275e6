import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

/** A certificate and its private key, PEM. */
export interface CertificadoSimulador {
  certificado: string;
  clavePrivada: string;
}

/**
 * A self-signed X.509 certificate shaped like the ones ARCA issues (subject CN and serialNumber
 * "CUIT …"), for the local simulator only: the demo's seed and the tests (docs/facturacion.md «El
 * simulador»). ARCA never accepts it. A 2048-bit RSA key made by Node (native, fast), valid from
 * yesterday for `dias` days (negative: already expired).
 */
export function certificadoParaSimulador(opciones: { cuit?: string; dias?: number; nombre?: string } = {}): CertificadoSimulador {
  const { cuit = '30712345671', dias = 365, nombre = 'backoffice-simulador' } = opciones;
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  const clave = forge.pki.privateKeyFromPem(privateKey);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  cert.serialNumber = Date.now().toString(16);
  const desde = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const hasta = new Date(desde.getTime() + (dias + 1) * 24 * 60 * 60 * 1000);
  if (dias < 0) desde.setTime(hasta.getTime() - 48 * 60 * 60 * 1000);
  cert.validity.notBefore = desde;
  cert.validity.notAfter = hasta;
  cert.setSubject([
    { name: 'commonName', value: nombre },
    { name: 'serialNumber', value: `CUIT ${cuit}` },
  ]);
  cert.setIssuer([{ name: 'commonName', value: 'Simulador local de ARCA (sin validez)' }]);
  cert.sign(clave, forge.md.sha256.create());
  return { certificado: forge.pki.certificateToPem(cert).trim(), clavePrivada: privateKey.trim() };
}
