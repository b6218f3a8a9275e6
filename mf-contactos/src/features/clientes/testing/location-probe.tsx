import { useLocation } from 'react-router-dom';

/** Test helper: shows the current path and query so tests can see where the screen navigated. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
