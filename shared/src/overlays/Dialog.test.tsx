import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../testing';
import { Button, Input } from '../ui';
import { ConfirmDialog, Dialog } from './index';

/** A page with a button that opens an edit dialog (with a form field) and one that opens a confirmation. */
function Page({ onConfirm = () => undefined, loading = false }: { onConfirm?: () => void; loading?: boolean }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button onClick={() => setEditing(true)}>Editar</Button>
      <Button onClick={() => setConfirming(true)}>Eliminar</Button>
      <Dialog
        open={editing}
        title="Editar método"
        onClose={() => setEditing(false)}
        footer={<Button onClick={() => setEditing(false)}>Cerrar</Button>}
      >
        <Input aria-label="Nombre" />
        <Input aria-label="Descripción" />
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title="Eliminar método"
        message="¿Seguro que desea eliminar Tarjeta?"
        confirmLabel="Eliminar"
        danger
        loading={loading}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

describe('Dialog', () => {
  it('opens from the keyboard as a dialog named by its title, on its first field', async () => {
    const u = userEvent.setup();
    renderWithProviders(<Page />);
    await u.tab();
    expect(screen.getByRole('button', { name: 'Editar' })).toHaveFocus();
    await u.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Editar método' });
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Editar método' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nombre')).toHaveFocus();
  });

  it('keeps Tab inside while open', async () => {
    const u = userEvent.setup();
    renderWithProviders(<Page />);
    await u.click(screen.getByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar método' });
    await u.tab();
    expect(within(dialog).getByLabelText('Descripción')).toHaveFocus();
    await u.tab();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await u.tab();
    expect(within(dialog).getByLabelText('Nombre')).toHaveFocus();
    await u.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toHaveFocus();
  });

  it('closes with Escape and gives the focus back to the button that opened it', async () => {
    const u = userEvent.setup();
    renderWithProviders(<Page />);
    const open = screen.getByRole('button', { name: 'Editar' });
    await u.click(open);
    expect(screen.getByRole('dialog', { name: 'Editar método' })).toBeInTheDocument();
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // At once, not a frame later: the page can go on from the button.
    expect(open).toHaveFocus();
  });

  it('closes with a click outside the panel and with its own button', async () => {
    const u = userEvent.setup();
    renderWithProviders(<Page />);
    await u.click(screen.getByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar método' });
    // The backdrop is what surrounds the panel: a press on it is a click outside.
    await u.click(dialog.parentElement!.parentElement!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await u.click(screen.getByRole('button', { name: 'Editar' }));
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('gives the focus back after a click outside too', async () => {
    const u = userEvent.setup();
    renderWithProviders(<Page />);
    await u.click(screen.getByRole('button', { name: 'Editar' }));
    await u.click(screen.getByRole('dialog').parentElement!.parentElement!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Editar' })).toHaveFocus();
  });

  it('hides the page from screen readers while open', async () => {
    const u = userEvent.setup();
    renderWithProviders(<Page />);
    await u.click(screen.getByRole('button', { name: 'Editar' }));
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    await u.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('is an alertdialog described by its message, opened on Cancelar', async () => {
    const u = userEvent.setup();
    renderWithProviders(<Page />);
    await u.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminar método' });
    expect(dialog).toHaveAccessibleDescription('¿Seguro que desea eliminar Tarjeta?');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  });

  it('confirms with its button and cancels with Cancelar or Escape', async () => {
    const u = userEvent.setup();
    const onConfirm = jest.fn();
    renderWithProviders(<Page onConfirm={onConfirm} />);
    const eliminar = screen.getByRole('button', { name: 'Eliminar' });
    await u.click(eliminar);
    await u.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);

    await u.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await u.click(eliminar);
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(eliminar).toHaveFocus();
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed while loading: buttons disabled, Escape and the click outside ignored', async () => {
    const u = userEvent.setup();
    renderWithProviders(<Page loading />);
    await u.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminar método' });
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeDisabled();
    await u.keyboard('{Escape}');
    await u.click(dialog.parentElement!.parentElement!);
    expect(screen.getByRole('alertdialog', { name: 'Eliminar método' })).toBeInTheDocument();
  });
});
