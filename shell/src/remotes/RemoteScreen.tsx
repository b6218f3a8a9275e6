import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { RemoteRoute } from 'shared';
import { ErrorPanel, Spinner } from 'shared/ui';
import { UnderConstructionPage } from '../features/pages/UnderConstructionPage';
import { describeIncompatibilities, incompatibilityFromError, type IncompatibleRemoteError } from './compatibility';
import type { RemoteName } from './federation';
import { loadRoutes } from './load';

/** Area names used in the Spanish error text. */
export const AREA_NAMES: Record<RemoteName, string> = {
  'mf-inventario': 'Inventario',
  'mf-operaciones': 'Operaciones',
  'mf-contactos': 'Contactos',
  'mf-administracion': 'Administración',
};

/** Routes already loaded, so moving between screens of one remote does not flash a spinner. */
const resolved = new Map<RemoteName, RemoteRoute[]>();

type State = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; routes: RemoteRoute[] };

class ScreenBoundary extends Component<{ fallback: (retry: () => void, error: unknown) => ReactNode; children: ReactNode }, { error: unknown; failed: boolean }> {
  state = { error: null as unknown, failed: false };
  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error(error);
  }
  render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ error: null, failed: false }), this.state.error) : this.props.children;
  }
}

/** The panel of a remote refused for its versions (docs/arquitectura.md «Versiones»): no Reintentar, a reload after it is republished. */
function IncompatiblePanel({ owner, error }: { owner: RemoteName; error: IncompatibleRemoteError }) {
  return (
    <ErrorPanel
      title={`El módulo ${AREA_NAMES[owner]} no es compatible con esta versión del sistema.`}
      message={`${describeIncompatibilities(error.problems)} Pida a su equipo que lo vuelva a publicar.`}
    />
  );
}

export interface RemoteScreenProps {
  owner: RemoteName;
  /** The ROUTE_TABLE path this screen serves (e.g. '/clientes/:id'). */
  path: string;
  /** Loader of the remote's routes (tests inject one). */
  load?: (remote: RemoteName) => Promise<RemoteRoute[]>;
}

/**
 * Renders the screen a remote exposes for `path`: a spinner while the remote loads; the Spanish
 * panel 'No se pudo cargar el módulo {área}.' with 'Reintentar' when it cannot be loaded (the rest
 * of the app keeps working); 'El módulo {área} no es compatible con esta versión del sistema.' with
 * what it needs and no retry when it was built against an incompatible react, router or `shared`
 * (the technical detail goes to console.error); 'Pantalla en construcción' when the remote has no
 * screen for it yet.
 */
export function RemoteScreen({ owner, path, load = loadRoutes }: RemoteScreenProps) {
  const cached = load === loadRoutes ? resolved.get(owner) : undefined;
  const [state, setState] = useState<State>(cached ? { status: 'ready', routes: cached } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (state.status === 'ready') return;
    let alive = true;
    setState({ status: 'loading' });
    load(owner).then(
      (routes) => {
        if (load === loadRoutes) resolved.set(owner, routes);
        if (alive) setState({ status: 'ready', routes });
      },
      (err: unknown) => {
        const incompatible = incompatibilityFromError(err, owner);
        if (incompatible) console.error(`El módulo ${owner} no es compatible con esta versión del sistema: ${incompatible.detail}`);
        else console.error(`No se pudo cargar ${owner}`, err);
        if (alive) setState({ status: 'error', error: err });
      },
    );
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner, attempt, load]);

  const errorPanel = (retry: () => void, error: unknown) => {
    const incompatible = incompatibilityFromError(error, owner);
    if (incompatible) return <IncompatiblePanel owner={owner} error={incompatible} />;
    return <ErrorPanel title={`No se pudo cargar el módulo ${AREA_NAMES[owner]}.`} message="Revise su conexión e intente nuevamente." onRetry={retry} />;
  };

  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'error') return errorPanel(() => setAttempt((a) => a + 1), state.error);
  const route = state.routes.find((r) => r.path === path);
  if (!route) return <UnderConstructionPage />;
  const Screen = route.Component;
  return (
    <ScreenBoundary key={path} fallback={errorPanel}>
      <Suspense fallback={<Spinner />}>
        <Screen />
      </Suspense>
    </ScreenBoundary>
  );
}
