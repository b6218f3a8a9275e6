import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '../testing';
import { Dialog, MenuButton, type MenuSection } from './index';

function Where() {
  return <output aria-label="ruta">{useLocation().pathname}</output>;
}

function renderMenu(sections: MenuSection[]) {
  const view = renderWithProviders(
    <>
      <MenuButton triggerLabel="Acciones de Tarjeta" trigger="⋯" sections={sections} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route: '/metodos-pago' },
  );
  return { u: userEvent.setup(), view, button: screen.getByRole('button', { name: 'Acciones de Tarjeta' }) };
}

const editar = jest.fn();
const eliminar = jest.fn();
const sections: MenuSection[] = [
  {
    id: 'principal',
    header: 'Tarjeta de crédito',
    items: [
      { id: 'editar', label: 'Editar', onAction: editar },
      { id: 'ver', label: 'Ver detalle', href: '/metodos-pago/1' },
      { id: 'exportar', label: 'Exportar', isDisabled: true, description: 'Sin permiso' },
    ],
  },
  { id: 'peligro', 'aria-label': 'Acciones destructivas', items: [{ id: 'eliminar', label: 'Eliminar', onAction: eliminar, danger: true }] },
];

beforeEach(() => {
  editar.mockClear();
  eliminar.mockClear();
});

describe('MenuButton', () => {
  it('opens from the keyboard on its first item, a menu named by its button, with its blocks', async () => {
    const { u, button } = renderMenu(sections);
    expect(button).toHaveAttribute('aria-haspopup', 'true');
    await u.tab();
    await u.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Acciones de Tarjeta' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Editar' })).toHaveFocus();
    expect(within(menu).getByRole('group', { name: 'Tarjeta de crédito' })).toBeInTheDocument();
    expect(within(menu).getByRole('group', { name: 'Acciones destructivas' })).toBeInTheDocument();
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Exportar' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Exportar' })).toHaveAccessibleDescription('Sin permiso');
  });

  it('moves with the arrows skipping disabled items, runs the action with Enter and gives the focus back', async () => {
    const { u, button } = renderMenu(sections);
    await u.click(button);
    const menu = screen.getByRole('menu');
    // Opened with a click, the focus is on the menu: the first ArrowDown goes to the first item.
    await u.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Editar' })).toHaveFocus();
    await u.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Eliminar' })).toHaveFocus();
    await u.keyboard('{Enter}');
    expect(eliminar).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('closes with Escape and gives the focus back to its button', async () => {
    const { u, button } = renderMenu(sections);
    await u.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    expect(editar).not.toHaveBeenCalled();
  });

  it('runs an action on click and follows a link through the router', async () => {
    const { u, button } = renderMenu(sections);
    await u.click(button);
    await u.click(screen.getByRole('menuitem', { name: 'Editar' }));
    expect(editar).toHaveBeenCalledTimes(1);

    await u.click(button);
    const link = screen.getByRole('menuitem', { name: 'Ver detalle' });
    expect(link).toHaveAttribute('href', '/metodos-pago/1');
    await u.click(link);
    expect(screen.getByRole('status', { name: 'ruta' })).toHaveTextContent('/metodos-pago/1');
  });

  it('takes a flat list of items', async () => {
    const u = userEvent.setup();
    renderWithProviders(<MenuButton trigger="Opciones" items={[{ id: 'a', label: 'Duplicar', onAction: editar }]} />);
    await u.click(screen.getByRole('button', { name: 'Opciones' }));
    await u.click(within(screen.getByRole('menu', { name: 'Opciones' })).getByRole('menuitem', { name: 'Duplicar' }));
    expect(editar).toHaveBeenCalledTimes(1);
  });

  it('gives the focus back to its button when a dialog opened from an item closes', async () => {
    function WithDialog() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <MenuButton trigger="Cuenta" items={[{ id: 'datos', label: 'Mis datos', onAction: () => setOpen(true) }]} />
          <Dialog open={open} title="Mis datos" onClose={() => setOpen(false)}>
            <p>Ana Pérez</p>
          </Dialog>
        </>
      );
    }
    const u = userEvent.setup();
    renderWithProviders(<WithDialog />);
    const button = screen.getByRole('button', { name: 'Cuenta' });
    await u.click(button);
    await u.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Mis datos' })).toBeInTheDocument();
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mis datos' })).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });
});
