/** Standalone mode of mf-operaciones (`pnpm --filter mf-operaciones dev`): its screens with a minimal host. */
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from 'shared/standalone';
import { routes } from './routes';

createRoot(document.getElementById('root')!).render(<StandaloneApp title="mf-operaciones" routes={routes} />);
