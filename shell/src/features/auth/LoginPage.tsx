import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError } from 'shared/auth';
import { useAuth } from 'shared/auth';
import { Button, Card, Field, Input } from 'shared/ui';
import { Logo } from './Logo';

/** docs/permisos.md: any non-OK answer. */
export const MSG_INVALID_CREDENTIALS = 'Credenciales inválidas';
/** Shown when the API cannot be reached at all (no answer, so not "invalid credentials"). */
export const MSG_NETWORK = 'Error de red';

/**
 * /login (docs/permisos.md): a centred card with the logo, e-mail
 * ('Correo electrónico') and password ('Contraseña'), and 'Ingresar' ('Ingresando...' while waiting).
 * A refused sign-in shows 'Credenciales inválidas' (role alert). On success AuthProvider re-checks
 * the session and goes to /home.
 */
export function LoginPage() {
  const { login } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      await login(email.trim(), password);
    } catch (err) {
      setError(err instanceof ApiError && err.isNetworkError ? MSG_NETWORK : MSG_INVALID_CREDENTIALS);
      setSubmitting(false);
      return;
    }
    setSubmitting(false);
  };

  return (
    <Page>
      <LoginCard>
        <Top>
          <LogoBox>
            <Logo size={56} title="" />
          </LogoBox>
          <Title>Back-office de insumos</Title>
          <Subtitle>Ingrese con su correo electrónico y contraseña</Subtitle>
        </Top>
        <form onSubmit={submit} noValidate aria-label="Iniciar sesión">
          <Fields>
            <Field label="Correo electrónico" htmlFor="login-email">
              <Input
                id="login-email"
                type="email"
                autoComplete="username"
                inputMode="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                required
                autoFocus
              />
            </Field>
            <Field label="Contraseña" htmlFor="login-password">
              <Input
                id="login-password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                required
              />
            </Field>
            {error && <ErrorText role="alert">{error}</ErrorText>}
            <Button type="submit" disabled={submitting || !email.trim() || !password}>
              {submitting ? 'Ingresando...' : 'Ingresar'}
            </Button>
          </Fields>
        </form>
      </LoginCard>
    </Page>
  );
}

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 1.5rem;
  background: ${({ theme }) => theme.colors.background};
`;

const LoginCard = styled(Card)`
  width: 100%;
  max-width: 24rem;
  padding: 2rem;
`;

const Top = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  margin-bottom: 1.5rem;
`;

const LogoBox = styled.div`
  color: ${({ theme }) => theme.colors.primary};
  margin-bottom: 0.75rem;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 1.35rem;
  color: ${({ theme }) => theme.colors.text};
`;

const Subtitle = styled.p`
  margin: 0.35rem 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;

  & > button {
    width: 100%;
    margin-top: 0.25rem;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  padding: 0.6rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
`;
