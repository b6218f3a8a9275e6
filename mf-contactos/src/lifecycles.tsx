/**
 * single-spa lifecycles of mf-contactos: bootstrap/mount/unmount a root with its own router, QueryClient,
 * auth and theme that renders this remote's routes, so any single-spa host can mount it.
 */
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { StandaloneApp } from 'shared/standalone';
import { routes } from './routes';

function Root() {
  return <StandaloneApp title="mf-contactos" routes={routes} embedded />;
}

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: Root,
  errorBoundary: () => <p>No se pudo mostrar el módulo mf-contactos.</p>,
});

export const { bootstrap, mount, unmount } = lifecycles;
