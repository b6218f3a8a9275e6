/**
 * Light and dark themes (styled-components), the global style, and the theme mode provider.
 * The mode is saved in localStorage under 'theme-mode' (docs/arquitectura.md: dark mode is
 * stored under a local key).
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider } from 'styled-components';

/** Colours, radii and shadows every UI-kit component reads. */
export interface AppTheme {
  mode: 'light' | 'dark';
  colors: {
    bg: string;
    surface: string;
    surfaceAlt: string;
    border: string;
    text: string;
    textMuted: string;
    primary: string;
    primaryHover: string;
    primaryText: string;
    danger: string;
    /** Text on a `danger` background (danger buttons): 4.5:1 or more in both themes. */
    dangerText: string;
    dangerBg: string;
    success: string;
    successBg: string;
    warning: string;
    warningBg: string;
    info: string;
    infoBg: string;
    focus: string;
    sidebar: string;
    sidebarText: string;
    sidebarActive: string;
    overlay: string;
    /** Page background (alias of bg). */
    background: string;
    /** Hover background of rows and menu items. */
    hover: string;
    /** Light tint of the accent (selected items). */
    primarySoft: string;
    /** Light tint of danger (alias of dangerBg). */
    dangerSoft: string;
  };
  radius: string;
  shadow: string;
  font: string;
}

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}

const font =
  "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const lightTheme: AppTheme = {
  mode: 'light',
  colors: {
    bg: '#f4f5f7',
    surface: '#ffffff',
    surfaceAlt: '#f8f9fb',
    border: '#dfe2e8',
    text: '#1d2330',
    textMuted: '#5d6677',
    primary: '#2557d6',
    primaryHover: '#1d47b3',
    primaryText: '#ffffff',
    danger: '#c62828',
    dangerText: '#ffffff',
    dangerBg: '#fdecec',
    success: '#1f7a3d',
    successBg: '#e6f4ea',
    warning: '#8a5a00',
    warningBg: '#fff4d6',
    info: '#1f5fa8',
    infoBg: '#e6effa',
    focus: 'rgba(37, 87, 214, 0.45)',
    sidebar: '#ffffff',
    sidebarText: '#2b3242',
    sidebarActive: '#e8eefc',
    overlay: 'rgba(15, 20, 30, 0.45)',
    background: '#f4f5f7',
    hover: '#eef1f6',
    primarySoft: '#e8eefc',
    dangerSoft: '#fdecec',
  },
  radius: '8px',
  shadow: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
  font,
};

export const darkTheme: AppTheme = {
  mode: 'dark',
  colors: {
    bg: '#11151c',
    surface: '#1a1f29',
    surfaceAlt: '#212735',
    border: '#2e3545',
    text: '#e6e9ef',
    textMuted: '#9aa3b5',
    // #6e9aff keeps 4.5:1 or more on primarySoft/sidebarActive (#24304a), hover, surfaces and under primaryText.
    primary: '#6e9aff',
    primaryHover: '#8aaeff',
    primaryText: '#0b1020',
    danger: '#ff6b6b',
    // White on #ff6b6b is 2.77:1; a dark text is 6.9:1.
    dangerText: '#1a0b0b',
    dangerBg: '#3a1d1f',
    success: '#5fd08a',
    successBg: '#173225',
    warning: '#f5c35a',
    warningBg: '#3a2f14',
    info: '#7db3ff',
    infoBg: '#1a2a44',
    focus: 'rgba(110, 154, 255, 0.55)',
    sidebar: '#161b24',
    sidebarText: '#d5dae3',
    sidebarActive: '#24304a',
    overlay: 'rgba(0, 0, 0, 0.6)',
    background: '#11151c',
    hover: '#232a38',
    primarySoft: '#24304a',
    dangerSoft: '#3a1d1f',
  },
  radius: '8px',
  shadow: '0 1px 3px rgba(0, 0, 0, 0.5)',
  font,
};

/** Base document styles: font, colours, box sizing, visible focus. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body, #root { height: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font};
    font-size: 14px;
    line-height: 1.45;
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${({ theme }) => theme.colors.primary}; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  @media print { body { background: #fff; color: #000; } }
`;

export const THEME_STORAGE_KEY = 'theme-mode';
export type ThemeMode = 'light' | 'dark';

interface ThemeModeValue {
  mode: ThemeMode;
  toggle(): void;
}

const ThemeModeContext = createContext<ThemeModeValue>({ mode: 'light', toggle: () => undefined });

function readMode(): ThemeMode {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/** Provides the theme (light by default, or the saved mode) and `useThemeMode`. */
export function AppThemeProvider({ children, initialMode }: { children: ReactNode; initialMode?: ThemeMode }) {
  const [mode, setMode] = useState<ThemeMode>(() => initialMode ?? readMode());
  const toggle = useCallback(() => {
    setMode((m) => {
      const next = m === 'light' ? 'dark' : 'light';
      try {
        window.localStorage.setItem(THEME_STORAGE_KEY, next);
      } catch {
        /* storage unavailable: the mode still changes for this visit */
      }
      return next;
    });
  }, []);
  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={mode === 'dark' ? darkTheme : lightTheme}>{children}</ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

/** Current theme mode and a toggle that saves it locally. */
export function useThemeMode(): ThemeModeValue {
  return useContext(ThemeModeContext);
}
