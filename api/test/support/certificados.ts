import forge from 'node-forge';

/** A certificate and its private key, PEM, for tests (never a real ARCA certificate). */
export interface CertificadoDePrueba {
  certificado: string;
  clavePrivada: string;
}

/**
 * A self-signed X.509 certificate like the ones ARCA issues (subject CN and serialNumber "CUIT …"),
 * with a 1024-bit RSA key (fast; ARCA's are 2048): valid from yesterday for `dias` days (negative:
 * already expired). For the fiscal settings and the ARCA simulator's tests.
 */
export function certificadoDePrueba(opciones: { cuit?: string; dias?: number; nombre?: string } = {}): CertificadoDePrueba {
  const { cuit = '30712345671', dias = 365, nombre = 'backoffice-pruebas' } = opciones;
  const claves = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = claves.publicKey;
  cert.serialNumber = String(Date.now());
  const desde = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const hasta = new Date(desde.getTime() + (dias + 1) * 24 * 60 * 60 * 1000);
  if (dias < 0) desde.setTime(hasta.getTime() - 48 * 60 * 60 * 1000);
  cert.validity.notBefore = desde;
  cert.validity.notAfter = hasta;
  const sujeto = [
    { name: 'commonName', value: nombre },
    { name: 'serialNumber', value: `CUIT ${cuit}` },
  ];
  cert.setSubject(sujeto);
  cert.setIssuer([{ name: 'commonName', value: 'Autoridad de pruebas' }]);
  cert.sign(claves.privateKey, forge.md.sha256.create());
  return { certificado: forge.pki.certificateToPem(cert).trim(), clavePrivada: forge.pki.privateKeyToPem(claves.privateKey).trim() };
}
