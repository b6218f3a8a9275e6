import { AppError, conflictOnUnique } from '../src/lib/errors';

/** A driver error as drizzle throws it: the PostgreSQL error wrapped in `cause`. */
const uniqueViolation = (constraint: string) =>
  Object.assign(new Error('Failed query'), { cause: { code: '23505', constraint, message: `duplicate key value violates unique constraint "${constraint}"` } });

describe('conflictOnUnique', () => {
  const messages = { roles_name_lower_idx: 'Ya existe un rol con ese nombre.' };

  it('returns what the work returns', async () => {
    await expect(conflictOnUnique(messages, async () => 42)).resolves.toBe(42);
  });

  it('turns a unique violation on a named constraint into a 409 with its message', async () => {
    const err = await conflictOnUnique(messages, () => Promise.reject(uniqueViolation('roles_name_lower_idx'))).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ statusCode: 409, message: 'Ya existe un rol con ese nombre.' });
  });

  it('lets any other error through unchanged', async () => {
    const other = uniqueViolation('otra_tabla_idx');
    await expect(conflictOnUnique(messages, () => Promise.reject(other))).rejects.toBe(other);
    const notFound = new AppError(404, 'Rol no encontrado.');
    await expect(conflictOnUnique(messages, () => Promise.reject(notFound))).rejects.toBe(notFound);
  });
});
