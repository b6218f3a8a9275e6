/**
 * State of a list screen kept in the URL (?search=&page=&pageSize=&sort=&dir=&…), so going back
 * from a detail returns to the same list (docs/arquitectura.md, "Listas"). The search box reaches
 * the URL after SEARCH_DEBOUNCE_MS without adding history entries; every filter, order or page-size
 * change resets the page; page changes add entries.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortDir } from '../schemas';

export { newIdempotencyKey, useIdempotencyKey, type IdempotencyKey } from './use-idempotency-key';
export { parseIdParam, useIdParam } from './use-id-param';
export { origenDeEstado, useVolver, type VolverOptions } from './use-volver';
export { FECHA_ISO, parseFechaIso, useRangoFechasParams, type CampoFecha, type RangoFechasUrl } from './use-rango-fechas';

/** Wait after the last keystroke before the search reaches the URL and the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * `value` once it has not changed for `delayMs` (a search that asks the server after a pause,
 * docs/arquitectura.md «Listas»: SEARCH_DEBOUNCE_MS). Values are compared with Object.is.
 */
export function useDebouncedValue<T>(value: T, delayMs: number = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** A positive integer from a URL value, or undefined. */
export function parsePositiveInt(value: string | null): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

export interface UpdateOptions {
  /** Replace the history entry instead of adding one. */
  replace?: boolean;
  /** Keep the current page (by default a filter change goes back to page 1). */
  keepPage?: boolean;
}

/** Rows per page of a list when the URL says nothing (docs/arquitectura.md: default table 10). */
export const DEFAULT_PAGE_SIZE = 10;
/** Largest page size the API accepts (and the URL is read up to). */
export const MAX_PAGE_SIZE = 100;

/** Options of {@link useListSearchParams}. */
export interface ListSearchOptions<K extends string> {
  /**
   * The screen's sortable columns (its API's sort keys). A `sort` in the URL outside them is
   * ignored (the list keeps its default order), so a hand-edited URL never gets a 400. Without
   * this option the list has no sorting: `sort` and `dir` are always undefined.
   */
  sortKeys?: readonly K[];
  /** Page size when the URL has none (10); that size is left out of the URL. */
  defaultPageSize?: number;
}

/** The current order of a list: a sortable column and its direction. */
export interface ListSort<K extends string = string> {
  key: K;
  dir: SortDir;
}

/**
 * The URL-backed list state: `params` (the raw URLSearchParams), `page` (1-based), `search` (as in
 * the URL), `searchText` (what the box shows while typing), `pageSize` (1..100, `defaultPageSize`
 * when missing or malformed), `sort` / `dir` (the column, one of `options.sortKeys`, and 'asc' or
 * 'desc'; both undefined for the default order) and `sorting` (the same as `{ key, dir }` for the
 * Table). Changes: `changeSearch(text)` (debounced), `changePage(n)`, `changeSort(key)` (first
 * asc, then desc, then back to the default order), `changePageSize(n)` and `update(changes,
 * options)` for any other filter (empty values are removed). All but `changePage` go back to page 1.
 */
export function useListSearchParams<K extends string = string>(options: ListSearchOptions<K> = {}) {
  const { sortKeys, defaultPageSize = DEFAULT_PAGE_SIZE } = options;
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = parsePositiveInt(params.get('page')) ?? 1;
  const pageSize = Math.min(parsePositiveInt(params.get('pageSize')) ?? defaultPageSize, MAX_PAGE_SIZE);
  const rawSort = params.get('sort');
  const sort = sortKeys?.find((k) => k === rawSort);
  const dir: SortDir | undefined = sort === undefined ? undefined : params.get('dir') === 'desc' ? 'desc' : 'asc';
  const [searchText, setSearchText] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The search this hook last wrote to the URL: its own echo must not overwrite what is being typed. */
  const pushed = useRef<string | null>(null);

  // The URL changed from outside (back/forward, a link): show its search in the box. The URL catching
  // up with our own debounced write is not "outside": on a slow machine the user may have typed more
  // meanwhile, and resetting the box would drop those keystrokes.
  useEffect(() => {
    if (pushed.current !== null && search === pushed.current) return;
    pushed.current = null;
    setSearchText(search);
  }, [search]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const update = useCallback(
    (changes: Record<string, string | undefined>, options?: UpdateOptions) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!options?.keepPage) next.delete('page');
          return next;
        },
        { replace: options?.replace ?? false },
      );
    },
    [setParams],
  );

  const changeSearch = useCallback(
    (value: string) => {
      setSearchText(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        pushed.current = value.trim() ? value : '';
        update({ search: value.trim() ? value : undefined }, { replace: true });
      }, SEARCH_DEBOUNCE_MS);
    },
    [update],
  );

  const changePage = useCallback(
    (nextPage: number) => update({ page: nextPage > 1 ? String(nextPage) : undefined }, { keepPage: true }),
    [update],
  );

  // A click on the column already sorted ascending turns it descending, one more returns to the
  // default order; any other column starts ascending.
  const changeSort = useCallback(
    (key: K) => {
      if (sort !== key) update({ sort: key, dir: 'asc' });
      else if (dir === 'asc') update({ sort: key, dir: 'desc' });
      else update({ sort: undefined, dir: undefined });
    },
    [sort, dir, update],
  );

  const changePageSize = useCallback(
    (size: number) => update({ pageSize: size === defaultPageSize ? undefined : String(size) }),
    [defaultPageSize, update],
  );

  const sorting: ListSort<K> | undefined = sort !== undefined && dir !== undefined ? { key: sort, dir } : undefined;

  return {
    params,
    page,
    search,
    searchText,
    pageSize,
    sort,
    dir,
    sorting,
    changeSearch,
    changePage,
    changeSort,
    changePageSize,
    update,
  };
}

