import styled from 'styled-components';
import { Badge } from 'shared/ui';
import { formatMoney } from 'shared/format';
import type { Cliente } from 'shared';
import { leerSaldo } from '../utils/saldo';

/** Currency symbols of the system currencies (docs/dinero-y-cantidades.md: 1 pesos, 2 dollars). */
const SIMBOLO = { pesos: '$', dolares: 'US$' } as const;

interface SaldoMonedaProps {
  /** Balance of one currency: decimal string, positive = owed. */
  saldo: string;
  /** Credit in favour of the client in the same currency: decimal string ≥ 0. */
  saldoAFavor: string;
  simbolo: string;
}

/**
 * One currency's current-account balance (docs/cuentas-corrientes.md): an owed balance
 * in red ('Debe $ 1.500,50'), a credit in favour in green ('A favor US$ 20,00'), otherwise zero.
 */
export function SaldoMoneda({ saldo, saldoAFavor, simbolo }: SaldoMonedaProps) {
  const vista = leerSaldo(saldo, saldoAFavor);
  const monto = formatMoney(vista.monto, simbolo);
  if (vista.estado === 'deuda') return <Badge tone="danger">Debe {monto}</Badge>;
  if (vista.estado === 'a-favor') return <Badge tone="success">A favor {monto}</Badge>;
  return <Badge tone="neutral">{monto}</Badge>;
}

const Stack = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 4px;
`;

/** Both balances of a client, pesos then dollars, as compact badges (list column). */
export function SaldoCliente({ cuenta }: { cuenta: Cliente['cuentaCorriente'] }) {
  return (
    <Stack>
      <SaldoMoneda saldo={cuenta.saldo_pesos} saldoAFavor={cuenta.saldo_a_favor_pesos} simbolo={SIMBOLO.pesos} />
      <SaldoMoneda saldo={cuenta.saldo_dolares} saldoAFavor={cuenta.saldo_a_favor_dolares} simbolo={SIMBOLO.dolares} />
    </Stack>
  );
}

export { SIMBOLO as SIMBOLO_MONEDA };
