/**
 * Run-time Module Federation: registers the remotes listed in config.json and loads their
 * `./routes` module (docs/arquitectura.md, "Module Federation en tiempo de ejecución").
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoute, RouteOwner } from 'shared';

export type RemoteName = Exclude<RouteOwner, 'shell'>;

/** Module Federation name of a remote package: 'mf-inventario' → 'mf_inventario'. */
export const federationName = (remote: RemoteName) => remote.replace(/-/g, '_');

/** Registers every remote of the config (name → manifest URL). */
export function registerAll(remotes: Record<string, string>): void {
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name: federationName(name as RemoteName), entry })),
    { force: true },
  );
}

const cache = new Map<RemoteName, Promise<RemoteRoute[]>>();

/** The routes a remote exposes; cached per remote, and forgotten on failure so a retry loads again. */
export function loadRoutes(remote: RemoteName): Promise<RemoteRoute[]> {
  let pending = cache.get(remote);
  if (!pending) {
    pending = loadRemote<{ routes: RemoteRoute[] }>(`${federationName(remote)}/routes`).then((mod) => {
      if (!mod || !Array.isArray(mod.routes)) throw new Error(`El remoto ${remote} no expone sus rutas`);
      return mod.routes;
    });
    pending.catch(() => cache.delete(remote));
    cache.set(remote, pending);
  }
  return pending;
}
