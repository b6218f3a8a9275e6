import { useCallback, useState, type SyntheticEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Options of {@link useVolver}. */
export interface VolverOptions {
  /**
   * Accept only a `from` that is a URL of the fallback list itself (its path, with or without a
   * query: '/usuarios?page=2'); by default any in-app path is accepted.
   */
  soloLista?: boolean;
  /**
   * Without a `from`, go one step back in the browser history (when the screen was not the first
   * one opened) instead of going straight to the fallback.
   */
  historial?: boolean;
}

/** An in-app path ('/ventas?page=2'), not a URL of another origin ('//x', 'https://…'). */
function esRutaInterna(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
}

/** `state.from` of the router state, when it is an in-app path (and of `lista` with `soloLista`). */
export function origenDeEstado(state: unknown, lista: string, soloLista = false): string | undefined {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  if (!esRutaInterna(from)) return undefined;
  if (soloLista) {
    const path = from.split('?')[0];
    if (path !== lista) return undefined;
  }
  return from;
}

/**
 * 'Volver' / 'Cancelar' of a detail or form screen (docs/arquitectura.md, "Volver a la lista"): back
 * to the list the user came from, with its search, filters and page. The list hands its URL over in
 * the router state (`navigate(to, { state: { from: pathname + search } })`); when there is none (a
 * typed URL, a reload, a link without state) the screen goes to `fallback` (the list's path, e.g.
 * '/ventas'), or with `historial` one step back in the history unless it was the first screen opened
 * (react-router's key 'default'). What the screen was opened with is read once, when it mounts, so
 * the screen may change its own URL without losing it.
 * @returns `volver(options?)` (`{ replace: true }` replaces the history entry) and `from`, the list
 *   URL received (to pass on when the screen moves to another).
 */
export function useVolver(fallback: string, options: VolverOptions = {}) {
  const { soloLista = false, historial = false } = options;
  const navigate = useNavigate();
  const location = useLocation();
  const [origen] = useState(() => ({
    from: origenDeEstado(location.state, fallback, soloLista),
    primera: location.key === 'default',
  }));
  const volver = useCallback(
    (opciones?: { replace?: boolean } | SyntheticEvent) => {
      // `volver` may be handed straight to onClick: an event is no option.
      const replace = opciones !== undefined && 'replace' in opciones && opciones.replace === true;
      if (origen.from) navigate(origen.from, { replace });
      else if (historial && !origen.primera) navigate(-1);
      else navigate(fallback, { replace: historial || replace });
    },
    [navigate, origen, fallback, historial],
  );
  return { volver, from: origen.from };
}
