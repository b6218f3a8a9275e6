/** Standalone mode of mf-administracion (`pnpm --filter mf-administracion dev`): its screens with a minimal host. */
import { renderStandalone } from 'shared/standalone';
import { routes } from './routes';

renderStandalone({ name: 'mf-administracion', routes });
