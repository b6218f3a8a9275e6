import { screen } from '@testing-library/react';
import { useAuth } from '../auth';
import { fakeSessionUser } from './factories';
import { renderWithProviders } from './render';

/** Shows who is signed in, as the user menu would. */
function Sesion() {
  const { user } = useAuth();
  return <p>{user ? `${user.name} (${user.roleName}): ${user.permissions.join(', ')}` : 'Sin sesión'}</p>;
}

describe('renderWithProviders', () => {
  it('signs in the user built by fakeSessionUser', () => {
    renderWithProviders(<Sesion />, { user: fakeSessionUser({ name: 'Martín Pereyra', roleName: 'Solo lectura', permissions: ['clientes.get'] }) });
    expect(screen.getByText('Martín Pereyra (Solo lectura): clientes.get')).toBeInTheDocument();
  });

  it('merges a partial user over the administrator and signs out with null', () => {
    const { unmount } = renderWithProviders(<Sesion />, { user: { permissions: ['ventas.get'] } });
    expect(screen.getByText('Ana Pérez (Administrador): ventas.get')).toBeInTheDocument();
    unmount();
    renderWithProviders(<Sesion />, { user: null });
    expect(screen.getByText('Sin sesión')).toBeInTheDocument();
  });

  it('refuses a session the API could never send', () => {
    expect(() => renderWithProviders(<Sesion />, { user: { permissions: ['clientes.gett'] } })).toThrow(/→ at permissions\[0\]/);
    expect(() => renderWithProviders(<Sesion />, { user: { token: 'x' } as never })).toThrow('la API no envía "token"');
    expect(screen.queryByText(/Ana Pérez/)).not.toBeInTheDocument();
  });
});
