import { useLocation } from 'react-router-dom';

/**
 * Test helper: renders the current path and query in `data-testid="location"`, so a test can see
 * where a screen navigated or what it put in the URL. Place it beside the routes inside
 * {@link renderWithProviders} (its MemoryRouter) and read `screen.getByTestId('location')`.
 */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
