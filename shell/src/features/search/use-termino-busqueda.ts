import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from 'shared/hooks';

/** Longest text the lists' `search` accepts (GET productos, proveedores, clientes: 100 characters). */
export const MAX_TERMINO = 100;

/** The text as it goes to the server: trimmed, at most {@link MAX_TERMINO} characters. */
export function terminoDe(texto: string): string {
  return texto.trim().slice(0, MAX_TERMINO).trim();
}

/** What {@link useTerminoBusqueda} returns. */
export interface TerminoBusqueda {
  /** The text in the field. */
  texto: string;
  /** Every change of the field. */
  cambiar: (texto: string) => void;
  /** The term asked to the server ({@link terminoDe} of the text, once it goes). */
  termino: string;
  /** The text typed has not gone to the server yet. */
  pendiente: boolean;
  /** Sends the text typed at once (Enter chooses among the results of what was typed). */
  ahora: () => void;
}

/**
 * The text of the global search and the term asked to the server (docs/arquitectura.md,
 * «Búsqueda global»): a change made after a pause of `esperaMs` (SEARCH_DEBOUNCE_MS) goes at once;
 * while the user keeps typing, the changes are joined and the last one goes `esperaMs` after the
 * last keystroke. So a single keystroke (or a paste) is answered without waiting, and typing a
 * word asks twice at most: its first letter and the whole word. Decided in the change itself, so a
 * keystroke renders the search once.
 */
export function useTerminoBusqueda(esperaMs: number = SEARCH_DEBOUNCE_MS): TerminoBusqueda {
  const [texto, setTexto] = useState('');
  const [termino, setTermino] = useState('');
  /** When the text last changed (performance.now()). */
  const ultimoCambio = useRef(Number.NEGATIVE_INFINITY);
  const espera = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(espera.current), []);

  const cambiar = useCallback(
    (nuevo: string) => {
      setTexto(nuevo);
      const momento = performance.now();
      const tranquilo = momento - ultimoCambio.current >= esperaMs;
      ultimoCambio.current = momento;
      clearTimeout(espera.current);
      if (tranquilo) setTermino(terminoDe(nuevo));
      else espera.current = setTimeout(() => setTermino(terminoDe(nuevo)), esperaMs);
    },
    [esperaMs],
  );

  const ahora = useCallback(() => {
    clearTimeout(espera.current);
    setTermino(terminoDe(texto));
  }, [texto]);

  return { texto, cambiar, termino, pendiente: terminoDe(texto) !== termino, ahora };
}
