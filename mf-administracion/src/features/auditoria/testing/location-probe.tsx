import { useLocation } from 'react-router-dom';

/** Test helper: shows the current path and query so tests can see what the screen put in the URL. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
