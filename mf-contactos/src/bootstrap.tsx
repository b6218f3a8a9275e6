/** Standalone mode of mf-contactos (`pnpm --filter mf-contactos dev`): its screens with a minimal host. */
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from 'shared/standalone';
import { routes } from './routes';

createRoot(document.getElementById('root')!).render(<StandaloneApp title="mf-contactos" routes={routes} />);
