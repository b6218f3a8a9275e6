/** Standalone mode of mf-inventario (`pnpm --filter mf-inventario dev`): its screens with a minimal host. */
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from 'shared/standalone';
import { routes } from './routes';

createRoot(document.getElementById('root')!).render(<StandaloneApp title="mf-inventario" routes={routes} />);
