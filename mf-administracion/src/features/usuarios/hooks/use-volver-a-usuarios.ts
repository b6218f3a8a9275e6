import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The list of users. */
export const LISTA_USUARIOS = '/usuarios';

/** The list URL a screen received in the router state (`{ from }`), when it is a URL of /usuarios. */
function fromState(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && /^\/usuarios(\?|$)/.test(from) ? from : undefined;
}

/**
 * 'Volver' / 'Cancelar' of the user screens (docs/arquitectura.md, "Volver a la lista"): back to the
 * list the user came from with its search, filters and page. The list URL handed over in the router
 * state when the list passed one; otherwise one step back in the history; /usuarios when the screen
 * was the first one opened. What the screen was opened with is read once, when it mounts.
 * @returns `volver()` and `from`, the list URL received (to pass on when the screen moves to another).
 */
export function useVolverAUsuarios() {
  const navigate = useNavigate();
  const location = useLocation();
  const [origen] = useState(() => ({ from: fromState(location.state), primera: location.key === 'default' }));
  const volver = useCallback(() => {
    if (origen.from) navigate(origen.from);
    else if (!origen.primera) navigate(-1);
    else navigate(LISTA_USUARIOS, { replace: true });
  }, [navigate, origen]);
  return { volver, from: origen.from };
}
