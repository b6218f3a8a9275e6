import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { Button } from '../ui';
import { Popover } from './index';

describe('Popover', () => {
  it('opens from its trigger as a dialog named by its title, and Escape gives the focus back', async () => {
    const u = userEvent.setup();
    renderWithProviders(
      <Popover trigger={<Button>Filtros</Button>} title="Filtrar ventas">
        {(close) => (
          <>
            <p>Elija un estado.</p>
            <Button onClick={close}>Aplicar</Button>
          </>
        )}
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Filtros' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await u.tab();
    await u.keyboard('{Enter}');
    const panel = screen.getByRole('dialog', { name: 'Filtrar ventas' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByText('Elija un estado.')).toBeInTheDocument();
    expect(panel.contains(document.activeElement)).toBe(true);

    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes from a button inside and with a click outside', async () => {
    const u = userEvent.setup();
    renderWithProviders(
      <>
        <Popover trigger={<Button>Ayuda</Button>} aria-label="Ayuda de la pantalla">
          {(close) => <Button onClick={close}>Entendido</Button>}
        </Popover>
        <p>Fuera</p>
      </>,
    );
    await u.click(screen.getByRole('button', { name: 'Ayuda' }));
    await u.click(within(screen.getByRole('dialog', { name: 'Ayuda de la pantalla' })).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await u.click(screen.getByRole('button', { name: 'Ayuda' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await u.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
