/**
 * Minimal host used by each remote when it runs on its own (standalone dev mode and the single-spa
 * lifecycles): providers, a sign-in form when there is no session, a small header with links and
 * the remote's routes guarded by the permissions of ROUTE_TABLE (docs/arquitectura.md).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useMemo, useState, type FormEvent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { ROUTE_TABLE, type RemoteRoute } from '../routes';
import { AuthProvider, RequirePermission, useAuth } from '../auth';
import { createQueryClient } from '../query';
import { AppThemeProvider, GlobalStyle } from '../theme';
import { AppToaster } from '../toast';
import { Button, Card, Field, FullPageSpinner, Input, Spinner } from '../ui';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 14px;
  padding: 10px 18px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  strong { margin-right: 8px; }
  nav { display: flex; flex-wrap: wrap; gap: 12px; flex: 1; }
`;
const Main = styled.main`padding: 20px 24px; max-width: 1400px; margin: 0 auto;`;

function SignIn({ title }: { title: string }) {
  const { login } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      await login(email, password);
    } catch {
      setError('Credenciales inválidas');
    } finally {
      setBusy(false);
    }
  };
  return (
    <FullPageSpinner>
      <Card as="form" onSubmit={submit} style={{ width: 360 }}>
        <h1 style={{ marginTop: 0, fontSize: 20 }}>{title}</h1>
        <Field label="Correo electrónico" htmlFor="sa-email">
          <Input id="sa-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        </Field>
        <Field label="Contraseña" htmlFor="sa-password" error={error || undefined}>
          <Input id="sa-password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        </Field>
        <Button type="submit" variant="primary" loading={busy} style={{ marginTop: 14, width: '100%' }}>
          {busy ? 'Ingresando...' : 'Ingresar'}
        </Button>
      </Card>
    </FullPageSpinner>
  );
}

function Screens({ title, routes }: { title: string; routes: RemoteRoute[] }) {
  const { user, loading, logout } = useAuth();
  if (loading && !user) return <FullPageSpinner />;
  if (!user) return <SignIn title={title} />;
  const links = routes.filter((r) => !r.path.includes(':'));
  return (
    <>
      <Header>
        <strong>{title}</strong>
        <nav>
          {links.map((r) => (
            <Link key={r.path} to={r.path}>
              {r.path}
            </Link>
          ))}
        </nav>
        <span>{user.name}</span>
        <Button size="sm" onClick={() => void logout()}>
          Cerrar sesión
        </Button>
      </Header>
      <Main>
        <Suspense fallback={<Spinner />}>
          <Routes>
            {routes.map(({ path, Component }) => (
              <Route
                key={path}
                path={path}
                element={
                  <RequirePermission permissions={ROUTE_TABLE.find((r) => r.path === path)?.permissions ?? []}>
                    <Component />
                  </RequirePermission>
                }
              />
            ))}
            <Route path="/sin-permisos" element={<p>No tiene permisos para acceder a esta sección.</p>} />
            <Route path="*" element={links[0] ? <Navigate to={links[0].path} replace /> : <p>Sin pantallas.</p>} />
          </Routes>
        </Suspense>
      </Main>
    </>
  );
}

/** A remote's screens with every provider the shell would give them. */
export function StandaloneApp({ title, routes }: { title: string; routes: RemoteRoute[]; embedded?: boolean }) {
  const queryClient = useMemo(() => createQueryClient(), []);
  return (
    <BrowserRouter>
      <QueryClientProvider client={queryClient}>
        <AppThemeProvider>
          <GlobalStyle />
          <AuthProvider>
            <Screens title={title} routes={routes} />
          </AuthProvider>
          <AppToaster />
        </AppThemeProvider>
      </QueryClientProvider>
    </BrowserRouter>
  );
}

/** What a remote passes to {@link renderStandalone} and `createRemoteLifecycles` (./lifecycles). */
export interface StandaloneOptions {
  /** The remote's package name ('mf-contactos'): the header and sign-in title. */
  name: string;
  /** The remote's screens (its `src/routes.tsx`). */
  routes: RemoteRoute[];
}

/**
 * Standalone mode of a remote (`pnpm --filter <remote> dev`, docs/arquitectura.md "Modo autónomo"):
 * renders its {@link StandaloneApp} into `container` (default `#root` of the shared index.html
 * template, shared/build/index.html). Called from the remote's `src/bootstrap.tsx`.
 */
export function renderStandalone({ name, routes }: StandaloneOptions, container: Element | null = document.getElementById('root')): Root {
  if (!container) throw new Error('Standalone: no #root element to render into.');
  const root = createRoot(container);
  root.render(<StandaloneApp title={name} routes={routes} />);
  return root;
}
