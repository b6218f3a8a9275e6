/** Standalone mode of mf-contactos (`pnpm --filter mf-contactos dev`): its screens with a minimal host. */
import { renderStandalone } from 'shared/standalone';
import { routes } from './routes';

renderStandalone({ name: 'mf-contactos', routes });
