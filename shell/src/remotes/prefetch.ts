import type { RemoteRoute } from 'shared';
import { findRoute } from 'shared/routes';
import type { RemoteName } from './federation';

/**
 * Loads a remote's routes through ./load.ts (its cache, version check and «Versiones» store), which
 * travels in the signed-in layout's file ('session'): /login does not download it, and a remote's
 * page opened directly fetches that file now instead of after the session check.
 */
function loadFromSession(remote: RemoteName): Promise<RemoteRoute[]> {
  return import(/* webpackChunkName: "session" */ './load').then((m) => m.loadRoutes(remote));
}

/** A React.lazy component as React keeps it (16.6 to 19): `_init(_payload)` starts its import. */
interface LazyElementType {
  $$typeof?: symbol;
  _payload?: unknown;
  _init?: (payload: unknown) => unknown;
}

/**
 * Starts the import of a remote screen made with React.lazy without rendering it, so that when
 * RemoteScreen renders it the code is there and nothing suspends: React shows a Suspense fallback
 * for a screen whose code is still on its way and then holds the screen back until 300 ms after
 * that fallback appeared (its throttle of fallbacks), which on a first load was a third of the
 * time before the data. Anything that is not a lazy component is left alone; a failed import is
 * kept by React.lazy and shown by the screen's error boundary when it renders, as without this.
 */
export function preloadScreen(component: unknown): void {
  const lazy = component as LazyElementType | null;
  if (!lazy || lazy.$$typeof !== Symbol.for('react.lazy') || typeof lazy._init !== 'function') return;
  try {
    lazy._init(lazy._payload);
  } catch (pending) {
    // While the import is on its way React.lazy throws its promise; a rejection is the screen's to show.
    if (pending && typeof (pending as PromiseLike<unknown>).then === 'function') (pending as PromiseLike<unknown>).then(undefined, () => undefined);
  }
}

/**
 * Starts loading the remote that serves `pathname` as soon as the shell has its config: the
 * layout's file, then the remote's manifest, remoteEntry.js and `./routes` (through loadRoutes and
 * its cache), then the code of that one screen ({@link preloadScreen}). So a page of a remote
 * opened directly (/stock after a reload, a shared link) does not wait for the session check, nor
 * for the layout, before asking for them: they go in parallel (docs/rendimiento.md, «Navegador»).
 * Nothing for the shell's own pages or an unknown path. A failure is left to the screen: loadRoutes
 * forgets it, and RemoteScreen asks again and shows its error. The remote's code is public (the API
 * checks every call), so loading it before the session is known only costs a visitor who is sent to
 * /login a few kilobytes.
 * Returns the remote started, or null.
 */
export function prefetchRemoteOf(pathname: string, load: (remote: RemoteName) => Promise<RemoteRoute[]> = loadFromSession): RemoteName | null {
  const route = findRoute(pathname);
  if (!route || route.owner === 'shell') return null;
  const remote = route.owner as RemoteName;
  load(remote).then(
    (routes) => preloadScreen(routes.find((r) => r.path === route.path)?.Component),
    () => undefined,
  );
  return remote;
}
