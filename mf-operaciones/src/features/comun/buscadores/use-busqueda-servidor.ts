import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import type { Paged } from 'shared';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from 'shared/hooks';

/** What a search combobox needs from {@link useBusquedaServidor}. */
export interface BusquedaServidor<T> {
  /** The text as typed (the combobox's input value) and its setter. */
  buscado: string;
  setBuscado: (texto: string) => void;
  /** The options: the server's matches of the text as it is now, [] while it is blank or being asked. */
  items: T[];
  /** True from a keystroke until the matches of that text arrived. */
  loading: boolean;
  /** True when the request for the text as it is now failed. */
  failed: boolean;
}

/**
 * A search on the server behind the kit's Combobox (docs/ventas-y-presupuestos.md): keeps the typed
 * text, asks `opciones(texto)` (a page of matches) once the user paused for SEARCH_DEBOUNCE_MS, and
 * only offers the matches of the text as it is now, never those of an earlier text. Behind the
 * product and client searches of New Sale, the quote screens and /reportes.
 */
export function useBusquedaServidor<T, K extends QueryKey>(opciones: (texto: string) => UseQueryOptions<Paged<T>, Error, Paged<T>, K>): BusquedaServidor<T> {
  const [buscado, setBuscado] = useState('');
  const texto = buscado.trim();
  const pedido = useDebouncedValue(texto, SEARCH_DEBOUNCE_MS);
  const query = useQuery(opciones(pedido));
  const alDia = texto === pedido && texto !== '';
  return {
    buscado,
    setBuscado,
    items: alDia ? (query.data?.items ?? []) : [],
    loading: texto !== '' && (!alDia || query.isLoading),
    failed: alDia && query.isError,
  };
}
