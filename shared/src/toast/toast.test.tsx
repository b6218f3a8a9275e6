import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { toast } from './index';

// renderWithProviders already renders <AppToaster />.
afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
});

const shown = () => screen.queryAllByRole('status').filter((n) => n.hasAttribute('data-toast-type'));

describe('AppToaster (docs/arquitectura.md)', () => {
  it('keeps at most 3 toasts visible, dropping the oldest', () => {
    renderWithProviders(<div />);
    act(() => {
      ['Uno', 'Dos', 'Tres', 'Cuatro'].forEach((m) => toast(m));
    });
    expect(shown().map((n) => n.textContent)).toEqual(['Cuatro', 'Tres', 'Dos']);
  });

  it('hides a toast after 4000 ms', () => {
    jest.useFakeTimers();
    renderWithProviders(<div />);
    act(() => {
      toast.success('Guardado');
    });
    act(() => jest.advanceTimersByTime(3900));
    expect(screen.getByText('Guardado')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(shown()).toHaveLength(0);
  });

  it('shows errors as alerts and dismisses a toast swiped right more than 45 px', () => {
    renderWithProviders(<div />);
    act(() => {
      toast.error('Falló');
    });
    const item = screen.getByRole('alert');
    expect(item).toHaveTextContent('Falló');
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerMove(item, { clientX: 130 });
    fireEvent.pointerUp(item, { clientX: 130 });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerUp(item, { clientX: 150 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Alt+T focuses the notification region', async () => {
    const u = userEvent.setup();
    renderWithProviders(<button>otro</button>);
    await u.keyboard('{Alt>}t{/Alt}');
    expect(screen.getByRole('region', { name: /Notificaciones/ })).toHaveFocus();
  });
});
