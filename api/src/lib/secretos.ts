import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { secretosServidor } from '../db/schema';

/**
 * Secrets of the server (docs/seguridad.md): a secret from the environment when set, otherwise one
 * made once and kept in `secretos_servidor` under its key; and the AES-256-GCM encryption of what the
 * database must not hold in clear (the ARCA private key: docs/facturacion.md).
 */

/**
 * The secret kept under `clave` in `secretos_servidor`, created on first use (32 random bytes,
 * base64url; two instances creating it at once keep the first, ON CONFLICT DO NOTHING).
 * @throws Error when it can be neither read nor created.
 */
export async function secretoGuardado(db: DbOrTx, clave: string): Promise<string> {
  const leer = async () => (await db.select({ valor: secretosServidor.valor }).from(secretosServidor).where(eq(secretosServidor.clave, clave)))[0]?.valor;
  const existente = await leer();
  if (existente) return existente;
  await db.insert(secretosServidor).values({ clave, valor: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const creado = await leer();
  if (!creado) throw new Error(`No se pudo crear el secreto del servidor «${clave}».`);
  return creado;
}

/** Version tag of {@link cifrar}'s text (a later scheme gets another). */
const VERSION = 'v1';

/** The 256-bit AES key of a secret of any length (SHA-256 of its text). */
const claveAes = (secreto: string) => createHash('sha256').update(secreto, 'utf8').digest();

/**
 * Encrypts `texto` with AES-256-GCM under `secreto`: `v1:<iv>:<tag>:<data>` (base64url), a fresh
 * 96-bit IV each time, so the same text never encrypts the same way.
 */
export function cifrar(texto: string, secreto: string): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', claveAes(secreto), iv);
  const datos = Buffer.concat([c.update(texto, 'utf8'), c.final()]);
  return [VERSION, iv.toString('base64url'), c.getAuthTag().toString('base64url'), datos.toString('base64url')].join(':');
}

/**
 * The text {@link cifrar} encrypted under the same `secreto`.
 * @throws Error when the text is not of {@link cifrar}, or the secret is another (GCM's tag fails).
 */
export function descifrar(cifrado: string, secreto: string): string {
  const [version, iv, tag, datos] = cifrado.split(':');
  if (version !== VERSION || !iv || !tag || datos === undefined) throw new Error('Texto cifrado desconocido.');
  const d = createDecipheriv('aes-256-gcm', claveAes(secreto), Buffer.from(iv, 'base64url'));
  d.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([d.update(Buffer.from(datos, 'base64url')), d.final()]).toString('utf8');
}
