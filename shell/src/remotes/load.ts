/**
 * Loads a remote's `./routes` module (docs/arquitectura.md, "Module Federation en tiempo de
 * ejecución"), with the version check of ./guard.ts registered first and the «Versiones» store kept
 * up to date.
 */
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteRoute } from 'shared';
import { incompatibilityFromError } from './compatibility';
import { federationName, type RemoteName } from './federation';
import { ensureVersionGuard } from './guard';
import { updateModule } from './versions';

const cache = new Map<RemoteName, Promise<RemoteRoute[]>>();

/**
 * The routes a remote exposes; cached per remote, and forgotten on failure so a retry loads again.
 * Rejects with an {@link IncompatibleRemoteError} (./compatibility.ts) when the remote was built
 * against an incompatible major of react, the router or `shared`; with the runtime's error otherwise
 * (remote unreachable, broken manifest…).
 */
export function loadRoutes(remote: RemoteName): Promise<RemoteRoute[]> {
  let pending = cache.get(remote);
  if (!pending) {
    ensureVersionGuard();
    pending = loadRemote<{ routes: RemoteRoute[] }>(`${federationName(remote)}/routes`)
      .then((mod) => {
        if (!mod || !Array.isArray(mod.routes)) throw new Error(`El remoto ${remote} no expone sus rutas`);
        updateModule(remote, { status: 'loaded' });
        return mod.routes;
      })
      .catch((err: unknown) => {
        const incompatible = incompatibilityFromError(err, remote);
        updateModule(remote, incompatible ? { status: 'incompatible', problems: incompatible.problems } : { status: 'failed' });
        throw incompatible ?? err;
      });
    pending.catch(() => cache.delete(remote));
    cache.set(remote, pending);
  }
  return pending;
}
