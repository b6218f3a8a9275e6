import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Filters and page of /ventas kept in the URL (so back from a detail returns to the same list); search debounced 300 ms. */
export function useVentasListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const fechaDesde = params.get('fechaDesde') ?? '';
  const fechaHasta = params.get('fechaHasta') ?? '';
  const [searchText, setSearchText] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const update = useCallback(
    (changes: Record<string, string>, resetPage = true) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          if (resetPage) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const changeSearch = useCallback(
    (value: string) => {
      setSearchText(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => update({ search: value.trim() }), 300);
    },
    [update],
  );

  return {
    page,
    search,
    fechaDesde,
    fechaHasta,
    searchText,
    changeSearch,
    changeFecha: (key: 'fechaDesde' | 'fechaHasta', value: string) => update({ [key]: value }),
    changePage: (p: number) => update({ page: p > 1 ? String(p) : '' }, false),
  };
}
