/** single-spa lifecycles of mf-operaciones, exposed as './lifecycles' (factory: shared/standalone/lifecycles). */
import { createRemoteLifecycles } from 'shared/standalone/lifecycles';
import { routes } from './routes';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({ name: 'mf-operaciones', routes });
