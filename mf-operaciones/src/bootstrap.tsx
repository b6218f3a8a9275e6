/** Standalone mode of mf-operaciones (`pnpm --filter mf-operaciones dev`): its screens with a minimal host. */
import { renderStandalone } from 'shared/standalone';
import { routes } from './routes';

renderStandalone({ name: 'mf-operaciones', routes });
