/**
 * Run-time Module Federation: registers the remotes listed in config.json (docs/arquitectura.md,
 * "Module Federation en tiempo de ejecución"). Part of the first load (/login): loading a remote's
 * screens, the version check and the «Versiones» store come with the signed-in layout (./load.ts).
 */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteOwner } from 'shared';

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
