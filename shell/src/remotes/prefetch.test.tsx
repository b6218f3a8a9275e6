import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import type { RemoteRoute } from 'shared';
import { prefetchRemoteOf, preloadScreen } from './prefetch';

/** A remote screen made with React.lazy, and how many times its code was asked for. */
function lazyScreen(title: string) {
  const asked = { count: 0 };
  const Component = lazy(() => {
    asked.count += 1;
    return Promise.resolve({ default: () => <h1>{title}</h1> });
  });
  return { Component, asked };
}

const routesWith = (path: string, Component: RemoteRoute['Component']) => async () => [{ path, Component }];

/** Lets the pending promises (the routes, then the screen's import) settle. */
const settle = () => act(async () => {});

describe('prefetchRemoteOf', () => {
  it('starts the remote that serves a path, with or without parameters', () => {
    const load = jest.fn(async () => [] as RemoteRoute[]);
    expect(prefetchRemoteOf('/stock', load)).toBe('mf-inventario');
    expect(prefetchRemoteOf('/ventas/12', load)).toBe('mf-operaciones');
    expect(prefetchRemoteOf('/listados/clientes/', load)).toBe('mf-contactos');
    expect(load.mock.calls).toEqual([['mf-inventario'], ['mf-operaciones'], ['mf-contactos']]);
  });

  it("starts nothing for the shell's own pages or an unknown path", () => {
    const load = jest.fn(async () => [] as RemoteRoute[]);
    for (const path of ['/', '/login', '/home', '/info-use', '/no-existe']) expect(prefetchRemoteOf(path, load)).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the code of the screen of the path, so it shows without a fallback', async () => {
    const stock = lazyScreen('Stock');
    const other = lazyScreen('Reposición');
    prefetchRemoteOf('/stock', async () => [
      { path: '/reposicion', Component: other.Component },
      { path: '/stock', Component: stock.Component },
    ]);
    await settle();
    expect(stock.asked.count).toBe(1);
    expect(other.asked.count).toBe(0);

    render(
      <Suspense fallback={<p>Cargando pantalla</p>}>
        <stock.Component />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Stock' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando pantalla')).not.toBeInTheDocument();
    expect(stock.asked.count).toBe(1);
  });

  it('without it, the same screen shows the fallback first (what the preload avoids)', async () => {
    const stock = lazyScreen('Stock');
    render(
      <Suspense fallback={<p>Cargando pantalla</p>}>
        <stock.Component />
      </Suspense>,
    );
    expect(screen.getByText('Cargando pantalla')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Stock' })).toBeInTheDocument();
  });

  it('leaves a failed load to the screen, without an unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      expect(prefetchRemoteOf('/stock', () => Promise.reject(new Error('sin red')))).toBe('mf-inventario');
      const broken = lazy(() => Promise.reject(new Error('sin red')));
      prefetchRemoteOf('/stock', routesWith('/stock', broken));
      await new Promise((r) => setTimeout(r, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});

describe('preloadScreen', () => {
  it('leaves alone what is not a lazy component', () => {
    expect(() => preloadScreen(undefined)).not.toThrow();
    expect(() => preloadScreen(() => <h1>Stock</h1>)).not.toThrow();
    expect(() => preloadScreen({ _init: () => undefined })).not.toThrow();
  });
});
