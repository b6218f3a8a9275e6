import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The list URL a screen received in the router state (`{ from: pathname + search }`), if any. */
function fromState(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}

/**
 * 'Volver' / 'Cancelar' of the product screens (docs/arquitectura.md, "Volver a la lista"): back to
 * the list the user came from with its filters. The URL in the router state when the list passed
 * one; otherwise one step back in the browser history; /stock when the screen was the first one
 * opened. What the screen was opened with is read once, when it mounts, so the screen may change
 * its own URL (`replace`) without losing it.
 * @returns `volver()` and `from`, the list URL received (to pass on when the screen moves to another).
 */
export function useVolverAStock() {
  const navigate = useNavigate();
  const location = useLocation();
  const [origen] = useState(() => ({ from: fromState(location.state), primera: location.key === 'default' }));
  const volver = useCallback(() => {
    if (origen.from) navigate(origen.from);
    else if (!origen.primera) navigate(-1);
    else navigate('/stock', { replace: true });
  }, [navigate, origen]);
  return { volver, from: origen.from };
}
