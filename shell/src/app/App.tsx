import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from 'shared/auth';
import { AppThemeProvider, GlobalStyle } from 'shared/theme';
import { AppToaster } from 'shared/toast';
import { AppRoutes } from './AppRoutes';

/** The shell: router, theme, session and toasts around the routes (the QueryClient lives in the signed-in layout). */
export function App() {
  return (
    <BrowserRouter>
      <AppThemeProvider>
        <GlobalStyle />
        <AuthProvider>
          <AppRoutes />
        </AuthProvider>
        <AppToaster />
      </AppThemeProvider>
    </BrowserRouter>
  );
}
