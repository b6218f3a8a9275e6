import type { ReactNode } from 'react';
import styled from 'styled-components';
import { compareDecimal } from 'shared';
import { formatMoney } from 'shared/format';

const Monto = styled.span<{ $tono: 'success' | 'danger' | 'text' }>`
  color: ${({ theme, $tono }) => ($tono === 'text' ? theme.colors.text : theme.colors[$tono])};
  font-weight: 600;
`;

/**
 * A difference of a count (counted − expected) with its sign and meaning: '$ 0,00', '$ 20,00
 * sobrante' (green) or '-$ 50,00 faltante' (red). Money in the box's currency.
 */
export function Diferencia({ valor, simbolo }: { valor: string | null; simbolo: string }): ReactNode {
  if (valor === null) return '—';
  const signo = compareDecimal(valor, 0);
  return (
    <Monto $tono={signo === 0 ? 'text' : signo > 0 ? 'success' : 'danger'}>
      {formatMoney(valor, simbolo)}
      {signo > 0 ? ' sobrante' : signo < 0 ? ' faltante' : ''}
    </Monto>
  );
}
