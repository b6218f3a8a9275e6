import { DIAS_AVISO_CERTIFICADO, type CertificadoInfo } from 'shared';

const PEDIR_OTRO = 'pida uno nuevo a ARCA y súbalo aquí.';

/**
 * The warning of «Certificado de ARCA» (docs/facturacion.md), or null while it is far from its
 * expiry: 'El certificado está vencido: …' once `diasParaVencer` is negative, 'El certificado vence
 * hoy: …' at 0 and 'El certificado vence en N días: …' up to {@link DIAS_AVISO_CERTIFICADO} days.
 */
export function avisoCertificado(certificado: Pick<CertificadoInfo, 'diasParaVencer'>): string | null {
  const dias = certificado.diasParaVencer;
  if (dias < 0) return `El certificado está vencido: ${PEDIR_OTRO}`;
  if (dias === 0) return `El certificado vence hoy: ${PEDIR_OTRO}`;
  if (dias <= DIAS_AVISO_CERTIFICADO) return `El certificado vence en ${dias} ${dias === 1 ? 'día' : 'días'}: ${PEDIR_OTRO}`;
  return null;
}

/** 'Faltan N días' / 'Falta 1 día' / 'Vence hoy' / 'Vencido hace N días' for the days left. */
export function textoDiasParaVencer(dias: number): string {
  if (dias < 0) return `Vencido hace ${-dias} ${dias === -1 ? 'día' : 'días'}`;
  if (dias === 0) return 'Vence hoy';
  return dias === 1 ? 'Falta 1 día' : `Faltan ${dias} días`;
}

/** The text of a file chosen in the browser (a PEM certificate or key), read as UTF-8. */
export function leerTexto(archivo: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const lector = new FileReader();
    lector.onload = () => resolve(typeof lector.result === 'string' ? lector.result : '');
    lector.onerror = () => reject(lector.error ?? new Error('No se pudo leer el archivo.'));
    lector.readAsText(archivo);
  });
}
