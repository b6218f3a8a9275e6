/** A value a list can be ordered by in the msw handlers; `null` sorts last when ascending. */
export type SortValue = string | number | null;

function compare(a: SortValue, b: SortValue): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return Math.sign(a - b);
  return Math.sign(String(a).localeCompare(String(b), 'es'));
}

/**
 * The rows in the order of `?sort=&dir=` of `query`, the way the API orders its lists
 * (docs/arquitectura.md, "Listas"): the key's value (or values, compared in turn) in `dir`
 * (asc by default), then the id the same way. Rows come back as they are without a known `sort`.
 * For the msw handlers of component tests only.
 */
export function sortRows<T extends { id: number }>(
  rows: T[],
  query: URLSearchParams,
  keys: Record<string, (row: T) => SortValue | SortValue[]>,
): T[] {
  const sort = query.get('sort') ?? '';
  if (!Object.hasOwn(keys, sort)) return rows;
  const key = keys[sort];
  const sign = query.get('dir') === 'desc' ? -1 : 1;
  const values = (row: T) => [key(row)].flat();
  return [...rows].sort((a, b) => {
    const va = values(a);
    const vb = values(b);
    for (let i = 0; i < va.length; i += 1) {
      const r = compare(va[i], vb[i]);
      if (r !== 0) return sign * r;
    }
    return sign * Math.sign(a.id - b.id);
  });
}
