import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteRoute } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { RemoteScreen } from './RemoteScreen';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

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
});
