/**
 * State of a list screen kept in the URL (?search=&page=&…), so going back from a detail returns to
 * the same list (style.md, react-admin). The search box reaches the URL after SEARCH_DEBOUNCE_MS
 * without adding history entries; every filter change resets the page; page changes add entries.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Wait after the last keystroke before the search reaches the URL and the server. */
export const SEARCH_DEBOUNCE_MS = 300;

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

/**
 * The URL-backed list state: `params` (the raw URLSearchParams), `page` (1-based), `search` (as in
 * the URL), `searchText` (what the box shows while typing), `changeSearch(text)` (debounced),
 * `changePage(n)` and `update(changes, options)` for any other filter (empty values are removed).
 */
export function useListSearchParams() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = parsePositiveInt(params.get('page')) ?? 1;
  const [searchText, setSearchText] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL changed from outside (back/forward, a link): show its search in the box.
  useEffect(() => {
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
      timer.current = setTimeout(() => update({ search: value.trim() ? value : undefined }, { replace: true }), SEARCH_DEBOUNCE_MS);
    },
    [update],
  );

  const changePage = useCallback(
    (nextPage: number) => update({ page: nextPage > 1 ? String(nextPage) : undefined }, { keepPage: true }),
    [update],
  );

  return { params, page, search, searchText, changeSearch, changePage, update };
}
