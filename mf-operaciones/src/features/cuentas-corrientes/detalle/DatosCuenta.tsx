import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { canOpen, compareDecimal, findRoute, type Antiguedad, type CuentaCliente } from 'shared';
import { useAuth } from 'shared/auth';
import { formatMoney } from 'shared/format';
import { Card, DataList } from 'shared/ui';
import { SaldoMoneda, SIMBOLO_MONEDA } from 'shared/saldo';
import { TRAMOS_ANTIGUEDAD } from '../utils/saldo';

/** The client's page in ROUTE_TABLE (mf-contactos): who may open it gets the link. */
const DETALLE_CLIENTE = findRoute('/clientes/:id');

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: 16px;
  align-items: start;
  @media (max-width: 900px) { grid-template-columns: minmax(0, 1fr); }
`;
const Titulo = styled.h2`font-size: 1rem; margin: 0 0 12px;`;
const Saldos = styled.dl`
  display: grid;
  gap: 12px;
  margin: 0 0 12px;
  dt { font-size: 0.8rem; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 4px 0 0; }
`;
const Antiguedades = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-top: 8px;
  font-size: 13px;
  font-variant-numeric: tabular-nums;
  caption { text-align: left; font-weight: 600; margin-bottom: 4px; }
  th, td { padding: 4px 6px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  th { font-weight: 500; color: ${({ theme }) => theme.colors.textMuted}; text-align: left; }
  td { text-align: right; }
`;

const oGuion = (v: string | null | undefined) => (v && v.trim() ? v : '-');
const TIPO: Record<string, string> = { particular: 'Particular', empresa: 'Empresa' };
const tieneDeuda = (a: Antiguedad) => TRAMOS_ANTIGUEDAD.some(([k]) => compareDecimal(a[k], 0) > 0);

/**
 * The head of /cuentas-corrientes/{id} (docs/cuentas-corrientes.md): 'Datos del cliente' (name,
 * document, type, VAT condition, company, e-mail, phone, address, postal code, zone, province, and
 * a link to /clientes/{id} for who may open it) and 'Saldos': the balance in pesos and in dollars
 * (owed in red 'Debe …', credit in favour in green 'A favor …', else zero), the credit limits when
 * the client has them, and the pending amounts by age (0–30, 31–60, 61–90, Más de 90 días) of each
 * currency it owes. Money with the symbol and 2 decimals.
 */
export function DatosCuenta({ cuenta }: { cuenta: CuentaCliente }) {
  const { user } = useAuth();
  const c = cuenta.cliente;
  const campos: Array<[string, string]> = [
    ['Nombre y apellido', c.nombreApellido],
    ['Documento', c.documento],
    ['Tipo', TIPO[c.tipo] ?? c.tipo],
    ['Condición IVA', c.condicionIVA],
    ...(c.nombreEmpresa ? ([['Nombre de la empresa', c.nombreEmpresa]] as Array<[string, string]>) : []),
    ['E-mail', oGuion(c.email)],
    ['Teléfono', oGuion(c.telefono)],
    ['Dirección', oGuion(c.direccion)],
    ['Código postal', oGuion(c.codigoPostal)],
    ['Zona', oGuion(c.zona)],
    ['Provincia', oGuion(c.provincia)],
  ];
  const monedas = [
    { nombre: 'pesos', simbolo: SIMBOLO_MONEDA.pesos, saldo: cuenta.saldoPesos, limite: cuenta.limiteCreditoPesos, antiguedad: cuenta.antiguedadPesos },
    { nombre: 'dólares', simbolo: SIMBOLO_MONEDA.dolares, saldo: cuenta.saldoDolares, limite: cuenta.limiteCreditoDolares, antiguedad: cuenta.antiguedadDolares },
  ];
  return (
    <Grid>
      <Card>
        <section aria-labelledby="cuenta-datos-titulo">
          <Titulo id="cuenta-datos-titulo">Datos del cliente</Titulo>
          <DataList items={campos} />
          {DETALLE_CLIENTE && canOpen(DETALLE_CLIENTE, user?.permissions) ? (
            <p>
              <Link to={`/clientes/${c.id}`}>Ver ficha del cliente</Link>
            </p>
          ) : null}
        </section>
      </Card>
      <Card>
        <section aria-labelledby="cuenta-saldos-titulo">
          <Titulo id="cuenta-saldos-titulo">Saldos</Titulo>
          <Saldos>
            {monedas.map((m) => (
              <div key={m.nombre}>
                <dt>{`Saldo en ${m.nombre}`}</dt>
                <dd>
                  <SaldoMoneda saldo={m.saldo} simbolo={m.simbolo} />
                </dd>
              </div>
            ))}
            {monedas
              .filter((m) => m.limite !== null)
              .map((m) => (
                <div key={`limite-${m.nombre}`}>
                  <dt>{`Límite de crédito en ${m.nombre}`}</dt>
                  <dd>{formatMoney(m.limite, m.simbolo)}</dd>
                </div>
              ))}
          </Saldos>
          {monedas
            .filter((m) => tieneDeuda(m.antiguedad))
            .map((m) => (
              <Antiguedades key={`antiguedad-${m.nombre}`}>
                <caption>{`Antigüedad de la deuda en ${m.nombre}`}</caption>
                <tbody>
                  {TRAMOS_ANTIGUEDAD.map(([k, texto]) => (
                    <tr key={k}>
                      <th scope="row">{k === 'd90_mas' ? texto : `${texto} días`}</th>
                      <td>{formatMoney(m.antiguedad[k], m.simbolo)}</td>
                    </tr>
                  ))}
                </tbody>
              </Antiguedades>
            ))}
        </section>
      </Card>
    </Grid>
  );
}
