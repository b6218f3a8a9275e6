import type { ReactNode } from 'react';
import styled from 'styled-components';

const Panel = styled.div<{ $tono: 'warning' | 'danger' }>`
  border: 1px solid ${({ theme, $tono }) => theme.colors[$tono]};
  background: ${({ theme, $tono }) => theme.colors[`${$tono}Bg`]};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius};
  padding: 10px 14px;
  margin: 0 0 14px;
`;

/**
 * A warning box (role="alert": read out when it appears): amber by default, red with
 * `tono="danger"` (an expired certificate, a failed save).
 */
export function Aviso({ tono = 'warning', children }: { tono?: 'warning' | 'danger'; children: ReactNode }) {
  return (
    <Panel role="alert" $tono={tono}>
      {children}
    </Panel>
  );
}
