/**
 * What this page knows of each remote: the build its manifest announced (version, build id, when it
 * was built, where from) and whether it loaded. Filled by the runtime plugin (./guard.ts) and by
 * loadRoutes (./load.ts); read by the «Versiones» dialog (docs/arquitectura.md «Versiones»).
 */
import { useSyncExternalStore } from 'react';
import type { Incompatibility } from './compatibility';
import type { RemoteName } from './federation';

/** A remote's build, from its mf-manifest.json (`metaData.buildInfo`). */
export interface RemoteBuild {
  /** The remote's package.json version, e.g. '1.0.0'. */
  version?: string;
  /** MF_BUILD_ID at build time (or the git commit). */
  buildId?: string;
  /** ISO instant of the build. */
  builtAt?: string;
  /** Where the shell read it from. */
  manifestUrl: string;
}

/** 'loading' (manifest read, code not yet), 'loaded', 'failed' (unreachable or broken), 'incompatible'. */
export type RemoteStatus = 'loading' | 'loaded' | 'failed' | 'incompatible';

/** A remote's entry; a remote not visited yet has none. */
export interface RemoteModuleInfo {
  status: RemoteStatus;
  build?: RemoteBuild;
  /** Why it was refused (status 'incompatible'). */
  problems?: Incompatibility[];
}

let modules: Readonly<Partial<Record<RemoteName, RemoteModuleInfo>>> = {};
const listeners = new Set<() => void>();

/** Merges `patch` into the entry of `remote` and notifies the readers. */
export function updateModule(remote: RemoteName, patch: Partial<RemoteModuleInfo>): void {
  const prev = modules[remote];
  modules = { ...modules, [remote]: { status: 'loading', ...prev, ...patch } };
  for (const listener of listeners) listener();
}

/** The entries now (a new object after every change). */
export function getModules(): Readonly<Partial<Record<RemoteName, RemoteModuleInfo>>> {
  return modules;
}

/** React hook: the entries, re-rendering on every change. */
export function useModules(): Readonly<Partial<Record<RemoteName, RemoteModuleInfo>>> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getModules,
    getModules,
  );
}

/** Forgets everything (tests). */
export function resetModules(): void {
  modules = {};
  for (const listener of listeners) listener();
}
