import styled from 'styled-components';
import { SaldoMoneda, SIMBOLO_MONEDA } from 'shared/saldo';
import type { Cliente } from 'shared';

const Stack = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 4px;
`;

/**
 * Both current-account balances of a client, pesos then dollars, as the compact badges of the shared
 * `SaldoMoneda` ('Debe $ 1.500,50' in red, 'A favor US$ 20,00' in green, else the zero; money with 2
 * decimals; docs/cuentas-corrientes.md «Saldos»). The 'Saldo' column of /clientes.
 */
export function SaldoCliente({ cuenta }: { cuenta: Cliente['cuentaCorriente'] }) {
  return (
    <Stack>
      <SaldoMoneda saldo={cuenta.saldo_pesos} saldoAFavor={cuenta.saldo_a_favor_pesos} simbolo={SIMBOLO_MONEDA.pesos} />
      <SaldoMoneda saldo={cuenta.saldo_dolares} saldoAFavor={cuenta.saldo_a_favor_dolares} simbolo={SIMBOLO_MONEDA.dolares} />
    </Stack>
  );
}
