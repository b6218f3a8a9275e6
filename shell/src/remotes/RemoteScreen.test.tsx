import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteRoute } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { IncompatibleRemoteError } from './compatibility';
import { RemoteScreen } from './RemoteScreen';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

/** The text the federation runtime throws when a remote asks for a strict singleton it cannot have. */
const RUNTIME_STRICT_ERROR =
  '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module shared/ui does not satisfy the requirement of mf_contactos which needs ^2.0.0)';

const routes: RemoteRoute[] = [{ path: '/ventas', Component: () => <h1>Lista de ventas</h1> }];

describe('RemoteScreen', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders the screen the remote exposes for the path', async () => {
    renderWithProviders(<RemoteScreen owner="mf-operaciones" path="/ventas" load={async () => routes} />);
    expect(await screen.findByRole('heading', { name: 'Lista de ventas' })).toBeInTheDocument();
  });

  it('shows Pantalla en construcción when the remote has no screen for the path yet', async () => {
    renderWithProviders(<RemoteScreen owner="mf-operaciones" path="/cajas" load={async () => routes} />);
    expect(await screen.findByText('Pantalla en construcción')).toBeInTheDocument();
  });

  it('shows the Spanish panel when the remote cannot be loaded, and Reintentar loads it again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('Failed to get manifest')).mockResolvedValueOnce(routes);
    renderWithProviders(<RemoteScreen owner="mf-operaciones" path="/ventas" load={load} />);
    expect(await screen.findByText('No se pudo cargar el módulo Operaciones.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Lista de ventas' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a failing screen inside the panel instead of breaking the layout', async () => {
    const Broken = () => {
      throw new Error('chunk failed');
    };
    renderWithProviders(
      <RemoteScreen owner="mf-contactos" path="/listados/clientes" load={async () => [{ path: '/listados/clientes', Component: Broken }]} />,
    );
    expect(await screen.findByText('No se pudo cargar el módulo Contactos.')).toBeInTheDocument();
  });

  describe('un remoto construido con versiones incompatibles', () => {
    const refused = () =>
      new IncompatibleRemoteError(
        'mf-contactos',
        [{ kind: 'needs', pkg: 'shared', needs: '^2.0.0', has: '1.0.0' }],
        'mf_contactos (http://localhost:3003/mf-manifest.json) necesita shared ^2.0.0 y el shell provee 1.0.0; no se carga su código.',
      );

    it('muestra el panel en español sin Reintentar y deja el detalle técnico en la consola', async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      renderWithProviders(<RemoteScreen owner="mf-contactos" path="/listados/clientes" load={() => Promise.reject(refused())} />);
      const panel = await screen.findByRole('alert');
      expect(panel).toHaveTextContent('El módulo Contactos no es compatible con esta versión del sistema.');
      expect(panel).toHaveTextContent('Necesita shared ^2.0.0 y el sistema tiene 1.0.0. Pida a su equipo que lo vuelva a publicar.');
      expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
      expect(error).toHaveBeenCalledWith(
        'El módulo mf-contactos no es compatible con esta versión del sistema: mf_contactos (http://localhost:3003/mf-manifest.json) necesita shared ^2.0.0 y el shell provee 1.0.0; no se carga su código.',
      );
    });

    it('el error strictVersion del runtime da el mismo panel', async () => {
      renderWithProviders(<RemoteScreen owner="mf-contactos" path="/listados/clientes" load={() => Promise.reject(new Error(RUNTIME_STRICT_ERROR))} />);
      expect(await screen.findByText('El módulo Contactos no es compatible con esta versión del sistema.')).toBeInTheDocument();
      expect(screen.getByText('Necesita shared ^2.0.0 y el sistema tiene 1.0.0. Pida a su equipo que lo vuelva a publicar.')).toBeInTheDocument();
    });

    it('también cuando la falla llega al abrir una pantalla que pide un módulo compartido después', async () => {
      const Refused = () => {
        throw new Error(RUNTIME_STRICT_ERROR);
      };
      renderWithProviders(
        <RemoteScreen owner="mf-contactos" path="/listados/clientes" load={async () => [{ path: '/listados/clientes', Component: Refused }]} />,
      );
      expect(await screen.findByText('El módulo Contactos no es compatible con esta versión del sistema.')).toBeInTheDocument();
      expect(screen.queryByText('No se pudo cargar el módulo Contactos.')).not.toBeInTheDocument();
    });
  });
});
