import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { Button, IconButton } from '../ui';
import { Tooltip } from './index';

function Toolbar() {
  return (
    <>
      <Button>Antes</Button>
      <Tooltip content="Desbloquea el precio con un código de autorización">
        <IconButton aria-label="Desbloquear precio de 30001" title="">
          🔒
        </IconButton>
      </Tooltip>
    </>
  );
}

describe('Tooltip', () => {
  it('shows on keyboard focus, describes its trigger, and hides with Escape', async () => {
    const u = userEvent.setup();
    renderWithProviders(<Toolbar />);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await u.tab();
    await u.tab();
    const button = screen.getByRole('button', { name: 'Desbloquear precio de 30001' });
    expect(button).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Desbloquea el precio con un código de autorización');
    expect(button).toHaveAccessibleDescription('Desbloquea el precio con un código de autorización');
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    // The trigger keeps its own name.
    expect(button).toHaveAccessibleName('Desbloquear precio de 30001');
  });

  it('shows on hover after the delay and hides when the pointer leaves', async () => {
    const u = userEvent.setup();
    renderWithProviders(<Toolbar />);
    const button = screen.getByRole('button', { name: 'Desbloquear precio de 30001' });
    // The mouse comes from elsewhere on the page, as it does in a browser.
    await u.hover(screen.getByRole('button', { name: 'Antes' }));
    await u.hover(button);
    expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent('Desbloquea el precio');
    await u.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });
});
