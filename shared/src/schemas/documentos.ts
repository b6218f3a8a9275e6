/**
 * Argentine identity documents (docs/contactos-y-administracion.md, «Documentos»): DNI of 7 or 8
 * digits, and CUIT / CUIL of 11 digits whose last digit is the modulo-11 check digit of the first
 * ten (weights 5 4 3 2 7 6 5 4 3 2). Dots, dashes and spaces are accepted on input; a CUIT/CUIL is
 * stored as `XX-XXXXXXXX-X` and a DNI as its digits.
 */

const PESOS_CUIT = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/** 400 of a client document that is neither a DNI nor a CUIT/CUIL. */
export const MSG_DOCUMENTO_INVALIDO = 'El documento debe ser un DNI (7 u 8 dígitos) o un CUIT/CUIL (11 dígitos).';
/** 400 of a CUIT/CUIL whose check digit does not match. */
export const MSG_CUIT_DIGITO = 'El CUIT/CUIL no es válido: el dígito verificador no coincide.';
/** 400 of a supplier CUIT that does not have 11 digits. */
export const MSG_CUIT_FORMATO = 'El CUIT debe tener 11 dígitos (por ejemplo 30-71234567-1).';

/** The digits of `texto`, or null when it has anything but digits, dots, dashes and spaces. */
export function soloDigitos(texto: string): string | null {
  const t = texto.trim();
  if (!/^[\d.\-\s]+$/.test(t)) return null;
  return t.replace(/\D/g, '');
}

/**
 * Check digit of the first ten digits of a CUIT/CUIL (modulo 11): 11 − (Σ dᵢ·wᵢ mod 11); 11 → 0;
 * 10 → no valid digit (null: such a prefix never gets a CUIT with this type).
 */
export function digitoVerificadorCuit(diez: string): number | null {
  if (!/^\d{10}$/.test(diez)) return null;
  const suma = PESOS_CUIT.reduce((acc, w, i) => acc + Number(diez[i]) * w, 0);
  const d = 11 - (suma % 11);
  if (d === 11) return 0;
  if (d === 10) return null;
  return d;
}

/** True when `texto` is a CUIT/CUIL: 11 digits (dots, dashes and spaces ignored) with a matching check digit. */
export function cuitValido(texto: string): boolean {
  const d = soloDigitos(texto);
  if (d === null || d.length !== 11) return false;
  return digitoVerificadorCuit(d.slice(0, 10)) === Number(d[10]);
}

/** `XX-XXXXXXXX-X` from 11 digits (separators ignored); the text unchanged otherwise. */
export function formatearCuit(texto: string): string {
  const d = soloDigitos(texto);
  if (d === null || d.length !== 11) return texto.trim();
  return `${d.slice(0, 2)}-${d.slice(2, 10)}-${d.slice(10)}`;
}

/** A full CUIT (`XX-XXXXXXXX-X`) from a 2-digit type prefix (20, 23, 27, 30, 33…) and 8 digits; for demo data and tests. */
export function cuitCon(prefijo: string, numero: string): string {
  // As AFIP does: when the check digit would be 10, persons take 23 and companies 33.
  const alternativa = prefijo.startsWith('3') ? 33 : 23;
  for (const p of [Number(prefijo), alternativa, ...Array.from({ length: 70 }, (_, i) => 30 + i)]) {
    const diez = `${String(p).padStart(2, '0')}${numero.padStart(8, '0').slice(-8)}`;
    const dv = digitoVerificadorCuit(diez);
    if (dv !== null) return formatearCuit(`${diez}${dv}`);
  }
  throw new Error(`Sin CUIT posible para ${prefijo}-${numero}`);
}

/**
 * Checks and normalises a client document: 7–8 digits → the DNI's digits; 11 digits with a valid
 * check digit → `XX-XXXXXXXX-X`. Returns `{ error }` with {@link MSG_DOCUMENTO_INVALIDO} or
 * {@link MSG_CUIT_DIGITO} otherwise.
 */
export function normalizarDocumento(texto: string): { documento: string } | { error: string } {
  const d = soloDigitos(texto);
  if (d === null) return { error: MSG_DOCUMENTO_INVALIDO };
  if (d.length === 7 || d.length === 8) return { documento: d };
  if (d.length === 11) return cuitValido(d) ? { documento: formatearCuit(d) } : { error: MSG_CUIT_DIGITO };
  return { error: MSG_DOCUMENTO_INVALIDO };
}

/** Checks and normalises a supplier CUIT: `XX-XXXXXXXX-X`, or `{ error }` ({@link MSG_CUIT_FORMATO}, {@link MSG_CUIT_DIGITO}). */
export function normalizarCuit(texto: string): { cuit: string } | { error: string } {
  const d = soloDigitos(texto);
  if (d === null || d.length !== 11) return { error: MSG_CUIT_FORMATO };
  return cuitValido(d) ? { cuit: formatearCuit(d) } : { error: MSG_CUIT_DIGITO };
}
