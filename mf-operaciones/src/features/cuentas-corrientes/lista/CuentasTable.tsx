import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { compareDecimal, type Antiguedad, type CuentaListItem, type CuentasPage } from 'shared';
import { formatMoney } from 'shared/format';
import { followRowLink, TableFrame, TableStatusRow, visuallyHidden } from 'shared/ui';
import { SaldoMoneda, SIMBOLO_MONEDA } from 'shared/saldo';
import { TRAMOS_ANTIGUEDAD } from '../utils/saldo';

const Tabla = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th, td { padding: 9px 12px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; vertical-align: middle; white-space: nowrap; }
  thead th { text-align: left; font-size: 12px; font-weight: 600; text-transform: uppercase; letter-spacing: 0.02em; color: ${({ theme }) => theme.colors.textMuted}; background: ${({ theme }) => theme.colors.surfaceAlt}; }
  thead th[scope='colgroup'] { text-align: center; border-left: 1px solid ${({ theme }) => theme.colors.border}; }
  .n { text-align: right; }
  .grupo { border-left: 1px solid ${({ theme }) => theme.colors.border}; }
  .cero { color: ${({ theme }) => theme.colors.textMuted}; }
  tbody tr { cursor: pointer; }
  tbody tr:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  tbody tr[data-status] { cursor: default; }
  tbody tr[data-status]:hover { background: none; }
  tfoot th, tfoot td { font-weight: 700; background: ${({ theme }) => theme.colors.surfaceAlt}; border-bottom: none; }
  a { color: ${({ theme }) => theme.colors.primary}; font-weight: 500; text-decoration: none; }
  a:hover, a:focus-visible { text-decoration: underline; }
  caption { ${visuallyHidden} }
`;
const Oculto = styled.span`${visuallyHidden}`;

/** The two currencies of the table, in order: [key of the balance, key of the aging, words, symbol]. */
const MONEDAS = [
  ['saldoPesos', 'antiguedadPesos', 'en pesos', 'Pesos', SIMBOLO_MONEDA.pesos],
  ['saldoDolares', 'antiguedadDolares', 'en dólares', 'Dólares', SIMBOLO_MONEDA.dolares],
] as const;

/** An aging amount: money with the currency's symbol, muted when zero. */
function Monto({ valor, simbolo }: { valor: string; simbolo: string }) {
  return <span className={compareDecimal(valor, 0) === 0 ? 'cero' : undefined}>{formatMoney(valor, simbolo)}</span>;
}

/** Props of {@link CuentasTable}. */
export interface CuentasTableProps {
  rows: CuentaListItem[];
  /** Sums over every client matching the filters (the API's `totales`); no totals row without them. */
  totales?: CuentasPage['totales'];
  loading: boolean;
  /** Router state handed to each client's link (the list's URL, for 'Volver'). */
  linkState?: unknown;
}

/**
 * The table of /cuentas-corrientes (docs/cuentas-corrientes.md): Cliente (a link to
 * /cuentas-corrientes/{id}; a click anywhere on the row follows it) and Documento, then per
 * currency (Pesos, Dólares; grouped headers) the signed balance read as 'Debe …' in red, 'A favor …'
 * in green or zero, and the pending amounts by age 0–30, 31–60, 61–90 and Más de 90 días (money, 2
 * decimals, with the symbol). The footer row 'Total' shows `totales` (signed sums, not only this
 * page). Loading shows a spinner, no rows 'No hay resultados.'.
 */
export function CuentasTable({ rows, totales, loading, linkState }: CuentasTableProps) {
  const columnas = 2 + MONEDAS.length * (1 + TRAMOS_ANTIGUEDAD.length);
  return (
    <TableFrame>
      <Tabla>
        <caption>Cuentas corrientes</caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>
              Cliente
            </th>
            <th scope="col" rowSpan={2}>
              Documento
            </th>
            {MONEDAS.map(([, , , nombre]) => (
              <th key={nombre} scope="colgroup" colSpan={1 + TRAMOS_ANTIGUEDAD.length}>
                {nombre}
              </th>
            ))}
          </tr>
          <tr>
            {MONEDAS.map(([saldo, , en]) => [
              <th key={saldo} scope="col" className="n grupo">
                Saldo<Oculto> {en}</Oculto>
              </th>,
              ...TRAMOS_ANTIGUEDAD.map(([k, texto]) => (
                <th key={`${saldo}-${k}`} scope="col" className="n">
                  {texto}
                  <Oculto>{k === 'd90_mas' ? ` ${en}` : ` días ${en}`}</Oculto>
                </th>
              )),
            ])}
          </tr>
        </thead>
        <tbody>
          {loading || rows.length === 0 ? (
            <TableStatusRow colSpan={columnas} loading={loading} />
          ) : (
            rows.map((c) => (
              <tr key={c.cliente.id} onClick={followRowLink}>
                <td>
                  <Link to={`/cuentas-corrientes/${c.cliente.id}`} state={linkState} data-row-link="">
                    {c.cliente.nombreApellido}
                  </Link>
                </td>
                <td>{c.cliente.documento}</td>
                {MONEDAS.map(([saldo, antiguedad, , , simbolo]) => [
                  <td key={saldo} className="n grupo">
                    <SaldoMoneda saldo={c[saldo]} simbolo={simbolo} />
                  </td>,
                  ...TRAMOS_ANTIGUEDAD.map(([k]) => (
                    <td key={`${saldo}-${k}`} className="n">
                      <Monto valor={(c[antiguedad] as Antiguedad)[k]} simbolo={simbolo} />
                    </td>
                  )),
                ])}
              </tr>
            ))
          )}
        </tbody>
        {totales && !loading && rows.length > 0 ? (
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Total
              </th>
              {MONEDAS.map(([saldo, antiguedad, , , simbolo]) => [
                <td key={saldo} className="n grupo">
                  {formatMoney(totales[saldo], simbolo)}
                </td>,
                ...TRAMOS_ANTIGUEDAD.map(([k]) => (
                  <td key={`${saldo}-${k}`} className="n">
                    {formatMoney(totales[antiguedad][k], simbolo)}
                  </td>
                )),
              ])}
            </tr>
          </tfoot>
        ) : null}
      </Tabla>
    </TableFrame>
  );
}
