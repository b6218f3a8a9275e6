import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing with Argon2id (memory-hard, docs/seguridad.md) at OWASP's minimum parameters
 * (m = 19 MiB, t = 2, p = 1): ~11 ms per hash on the 2-core development machines (docs/pruebas.md).
 */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** Hashes a password; the PHC string embeds algorithm, parameters and salt. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. With `storedHash` null (unknown e-mail) it still spends
 * the time of a real check, so response times do not reveal which e-mails exist.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('contraseña-inexistente');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
