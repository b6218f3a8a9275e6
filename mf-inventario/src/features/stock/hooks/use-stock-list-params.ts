import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CATEGORIAS, type Categoria } from 'shared';

/** Wait after the last keystroke before the search reaches the URL and the server. */
export const SEARCH_DEBOUNCE_MS = 300;

function parseCategoria(value: string | null): Categoria | undefined {
  return CATEGORIAS.find((c) => c === value);
}

function parsePositiveInt(value: string | null): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * List state of /stock kept in the URL (?sucursalId=&search=&categoria=&page=), so going back from
 * a product returns to the same list (style.md, react-admin). The search box reaches the URL after
 * SEARCH_DEBOUNCE_MS without adding history entries; every filter change resets the page.
 * `sucursalId` is undefined until the URL names one (the page then preselects the first branch).
 */
export function useStockListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const categoria = parseCategoria(searchParams.get('categoria'));
  const sucursalId = parsePositiveInt(searchParams.get('sucursalId'));
  const page = parsePositiveInt(searchParams.get('page')) ?? 1;
  const [searchText, setSearchText] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL changed from outside (back/forward, a link): show its search in the box.
  useEffect(() => {
    setSearchText(search);
  }, [search]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const update = useCallback(
    (changes: Record<string, string | undefined>, options?: { replace?: boolean; keepPage?: boolean }) => {
      setSearchParams(
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
    [setSearchParams],
  );

  const changeSearch = useCallback(
    (value: string) => {
      setSearchText(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => update({ search: value.trim() ? value : undefined }, { replace: true }), SEARCH_DEBOUNCE_MS);
    },
    [update],
  );

  const changeCategoria = useCallback((value: Categoria | undefined) => update({ categoria: value }), [update]);

  /** Selects a branch; `replace` is for the automatic preselection, which must not add a history entry. */
  const changeSucursal = useCallback(
    (id: number, options?: { replace?: boolean }) =>
      update({ sucursalId: String(id) }, { replace: options?.replace, keepPage: options?.replace }),
    [update],
  );

  const changePage = useCallback(
    (nextPage: number) => update({ page: nextPage > 1 ? String(nextPage) : undefined }, { keepPage: true }),
    [update],
  );

  return { sucursalId, search, categoria, page, searchText, changeSearch, changeCategoria, changeSucursal, changePage };
}
