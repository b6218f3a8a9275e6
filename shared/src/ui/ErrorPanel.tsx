import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';

const Panel = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius};
  padding: 16px 18px;
  margin: 8px 0 16px;
  strong { display: block; color: ${({ theme }) => theme.colors.danger}; margin-bottom: 4px; }
  p { margin: 0 0 10px; }
`;

/** Error box (role="alert") with a 'Reintentar' button when `onRetry` is given. */
export function ErrorPanel({ title, message, onRetry }: { title: ReactNode; message?: ReactNode; onRetry?: () => void }) {
  return (
    <Panel role="alert">
      <strong>{title}</strong>
      {message ? <p>{message}</p> : null}
      {onRetry ? (
        <Button size="sm" onClick={onRetry}>
          Reintentar
        </Button>
      ) : null}
    </Panel>
  );
}
