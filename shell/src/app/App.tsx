import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from 'shared/auth';
import { createQueryClient } from 'shared/query';
import { AppThemeProvider, GlobalStyle } from 'shared/theme';
import { AppToaster } from 'shared/toast';
import { AppRoutes } from './AppRoutes';

/** The shell: router, QueryClient, theme, session and toasts around the routes. */
export function App() {
  const queryClient = useMemo(() => createQueryClient(), []);
  return (
    <BrowserRouter>
      <QueryClientProvider client={queryClient}>
        <AppThemeProvider>
          <GlobalStyle />
          <AuthProvider>
            <AppRoutes />
          </AuthProvider>
          <AppToaster />
        </AppThemeProvider>
      </QueryClientProvider>
    </BrowserRouter>
  );
}
