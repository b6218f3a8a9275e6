import { useMemo } from 'react';
import { useParams } from 'react-router-dom';

/**
 * A record id from a path string: a positive integer written with digits only ('12'), up to `max`
 * when given; anything else ('abc', '0', '-1', '1.5', '1e3', '') is null.
 */
export function parseIdParam(value: string | undefined, max: number = Number.MAX_SAFE_INTEGER): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= max ? id : null;
}

/**
 * The id of a detail route (`/ventas/:id`, docs/arquitectura.md «Marco del shell»), parsed once per value of
 * the route parameter `name` ('id' by default) with {@link parseIdParam}: a positive integer, or null
 * when the URL's id is malformed or missing. The screen shows its own not-found state for null.
 */
export function useIdParam(name: string = 'id', max?: number): number | null {
  const raw = useParams()[name];
  return useMemo(() => parseIdParam(raw, max), [raw, max]);
}
