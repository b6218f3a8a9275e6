import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Wait after the last keystroke before the search reaches the URL and the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * List state of /listados/clientes kept in the URL (?search=&page=), so going back from a client
 * returns to the same list (style.md, react-admin). The search box updates the URL after
 * SEARCH_DEBOUNCE_MS without adding history entries and resets the page; page changes add entries.
 */
export function useClientesListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const page = Math.max(1, Math.floor(Number(searchParams.get('page'))) || 1);
  const [searchText, setSearchText] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL changed from outside (back/forward, a link): show its search in the box.
  useEffect(() => {
    setSearchText(search);
  }, [search]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const changeSearch = useCallback(
    (value: string) => {
      setSearchText(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setSearchParams(
          (prev) => {
            const next = new URLSearchParams(prev);
            if (value.trim()) next.set('search', value);
            else next.delete('search');
            next.delete('page');
            return next;
          },
          { replace: true },
        );
      }, SEARCH_DEBOUNCE_MS);
    },
    [setSearchParams],
  );

  const changePage = useCallback(
    (nextPage: number) => {
      setSearchParams((prev) => {
        const next = new URLSearchParams(prev);
        if (nextPage > 1) next.set('page', String(nextPage));
        else next.delete('page');
        return next;
      });
    },
    [setSearchParams],
  );

  return { search, page, searchText, changeSearch, changePage };
}
