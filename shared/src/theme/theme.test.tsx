import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTheme } from 'styled-components';
import { AppThemeProvider, THEME_STORAGE_KEY, useThemeMode } from './index';

function Probe() {
  const { mode, toggle } = useThemeMode();
  const theme = useTheme();
  return (
    <button onClick={toggle}>
      {mode}:{theme.colors.bg}
    </button>
  );
}

afterEach(() => window.localStorage.clear());

describe('AppThemeProvider', () => {
  it('starts light and saves the toggled mode under theme-mode', async () => {
    const u = userEvent.setup();
    render(
      <AppThemeProvider>
        <Probe />
      </AppThemeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('light:#f4f5f7');
    await u.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('dark:#11151c');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('restores the saved mode', () => {
    window.localStorage.setItem('theme-mode', 'dark');
    render(
      <AppThemeProvider>
        <Probe />
      </AppThemeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent(/^dark/);
  });
});
