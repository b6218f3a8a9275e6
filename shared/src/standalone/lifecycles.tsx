/**
 * single-spa lifecycles of a remote, exposed by each remote as `./lifecycles` (docs/arquitectura.md,
 * "Module Federation en tiempo de ejecución"). A separate entry point (`shared/standalone/lifecycles`)
 * so that only the `./lifecycles` chunk of a remote carries single-spa-react.
 */
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
import { StandaloneApp, type StandaloneOptions } from './index';

/** The lifecycle functions a remote's `./lifecycles` module exports. */
export type RemoteLifecycles = Pick<ReactAppOrParcel<object>, 'bootstrap' | 'mount' | 'unmount'>;

/**
 * Builds the single-spa-react lifecycles of a remote: each mount renders a root with its own router,
 * QueryClient, auth and theme ({@link StandaloneApp}) showing the remote's routes, so any single-spa
 * host can mount it; a render error shows 'No se pudo mostrar el módulo {name}.' (docs/arquitectura.md).
 */
export function createRemoteLifecycles({ name, routes }: StandaloneOptions): RemoteLifecycles {
  function Root() {
    return <StandaloneApp title={name} routes={routes} embedded />;
  }
  const { bootstrap, mount, unmount } = singleSpaReact<object>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: () => <p>{`No se pudo mostrar el módulo ${name}.`}</p>,
  });
  return { bootstrap, mount, unmount };
}
