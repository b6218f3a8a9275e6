/** Standalone mode of mf-inventario (`pnpm --filter mf-inventario dev`): its screens with a minimal host. */
import { renderStandalone } from 'shared/standalone';
import { routes } from './routes';

renderStandalone({ name: 'mf-inventario', routes });
