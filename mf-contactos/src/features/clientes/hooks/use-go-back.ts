import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * 'Cancelar' / 'Volver': goes one step back in history, or to `fallback` when the screen was the
 * first one opened (react-router gives the initial location the key 'default').
 */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (location.key === 'default') navigate(fallback, { replace: true });
    else navigate(-1);
  }, [location.key, navigate, fallback]);
}
