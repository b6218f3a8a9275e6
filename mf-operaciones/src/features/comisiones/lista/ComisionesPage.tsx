import { useState } from 'react';
import styled from 'styled-components';
import { ApiError, compareDecimal, P, sumMoney, type ComisionVendedor } from 'shared';
import { usePermission } from 'shared/auth';
import { formatMoney, formatQuantity } from 'shared/format';
import { Button, EmptyState, ErrorPanel, PageHeader, Table, Toolbar, RangoFechas } from 'shared/ui';
import { nombreMoneda } from '../../comun/cajas/caja';
import { formatDia } from '../../comun/utils/fechas';
import { useComisiones } from '../api/get-comisiones';
import { PagarComisionDialog } from './PagarComisionDialog';
import { PagoComisionDialog } from './PagoComisionDialog';
import { PagosVendedor } from './PagosVendedor';
import { useComisionesParams } from './use-comisiones-params';
import { VentasVendedor } from './VentasVendedor';

/** When GET comisiones fails. */
export const MSG_ERROR_COMISIONES = 'Error al cargar las comisiones';
/** Under the lines when the chosen seller has none in the period. */
export const MSG_VENDEDOR_SIN_COMISIONES = 'El vendedor no tiene comisiones en el período.';

const Adeudado = styled.span<{ $debe: boolean }>`
  color: ${({ theme, $debe }) => ($debe ? theme.colors.danger : theme.colors.text)};
  font-weight: ${({ $debe }) => ($debe ? 700 : 400)};
`;
const Totales = styled.div`margin: 8px 2px 0; color: ${({ theme }) => theme.colors.textMuted};`;
const Detalle = styled.section`
  margin-top: 22px;
  h2 { font-size: 18px; margin: 0 0 10px; }
  h3 { font-size: 15px; margin: 18px 0 8px; }
`;
const Cabecera = styled.div`display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 10px;`;

const claveLinea = (l: Pick<ComisionVendedor, 'vendedor' | 'monedaId'>) => `${l.vendedor.id}-${l.monedaId}`;
const vendedorConCodigo = (l: ComisionVendedor) => `${l.vendedor.name}${l.vendedor.cod_vendedor ? ` (${l.vendedor.cod_vendedor})` : ''}`;

/**
 * /comisiones (comisiones.get; docs/cajas-gastos-comisiones.md): for the period Desde / Hasta (the
 * current Buenos Aires month by default; both in the URL), one row per seller and currency (GET
 * comisiones): Vendedor, Código, %, Ventas, Comisión total, Pagado and Adeudado (red while owed),
 * with the totals per currency under the table. 'Ver ventas' chooses a seller (?vendedorId=&monedaId=
 * in the URL): their sales of the period with the commission of each (paged, page in the URL) and
 * their latest payouts with 'Imprimir recibo'. 'Pagar comisión' (comisiones.post) opens
 * {@link PagarComisionDialog} (disabled while nothing is owed). A user without comisiones.post receives from the API only their own
 * lines and sees no pay button. ?pagoId={id} (the link of a cash-box movement) shows that payout.
 * States: loading, 'No hay resultados.', 'Error al cargar las comisiones' with Reintentar.
 */
export function ComisionesPage() {
  const puedePagar = usePermission(P.comisionesPost);
  const params = useComisionesParams();
  const comisiones = useComisiones(params.query);
  const [pagando, setPagando] = useState<ComisionVendedor | null>(null);
  const lineas = comisiones.data?.items ?? [];
  const periodo = { desde: params.fechaDesde, hasta: params.fechaHasta };
  const elegida = params.vendedorId === undefined ? undefined : lineas.find((l) => l.vendedor.id === params.vendedorId && l.monedaId === params.monedaId);
  // A line being paid follows the list (its owed amount after a refetch).
  const lineaPago = pagando ? (lineas.find((l) => claveLinea(l) === claveLinea(pagando)) ?? pagando) : null;

  const monedas = [...new Map(lineas.map((l) => [l.monedaId, l.moneda])).values()].sort((a, b) => a.id - b.id);
  const totalDe = (campo: 'total' | 'pagado' | 'adeudado', monedaId: number) =>
    sumMoney(lineas.filter((l) => l.monedaId === monedaId).map((l) => l[campo]));

  const columns = [
    { key: 'vendedor', header: 'Vendedor', render: (l: ComisionVendedor) => l.vendedor.name },
    { key: 'codigo', header: 'Código', render: (l: ComisionVendedor) => l.vendedor.cod_vendedor ?? '—' },
    { key: 'porcentaje', header: '%', align: 'right' as const, render: (l: ComisionVendedor) => `${formatQuantity(l.porcentaje)} %` },
    { key: 'ventas', header: 'Ventas', align: 'right' as const, render: (l: ComisionVendedor) => l.ventas },
    { key: 'total', header: 'Comisión total', align: 'right' as const, render: (l: ComisionVendedor) => formatMoney(l.total, l.moneda.simbolo) },
    { key: 'pagado', header: 'Pagado', align: 'right' as const, render: (l: ComisionVendedor) => formatMoney(l.pagado, l.moneda.simbolo) },
    {
      key: 'adeudado',
      header: 'Adeudado',
      align: 'right' as const,
      render: (l: ComisionVendedor) => <Adeudado $debe={compareDecimal(l.adeudado, 0) > 0}>{formatMoney(l.adeudado, l.moneda.simbolo)}</Adeudado>,
    },
    {
      key: 'acciones',
      header: '',
      align: 'right' as const,
      render: (l: ComisionVendedor) => {
        const quien = `${l.vendedor.name} (${l.moneda.simbolo})`;
        const esta = elegida !== undefined && claveLinea(elegida) === claveLinea(l);
        return (
          <Cabecera style={{ justifyContent: 'flex-end' }}>
            <Button size="sm" aria-pressed={esta} aria-label={`Ver ventas de ${quien}`} onClick={() => params.elegirVendedor(l.vendedor.id, l.monedaId)}>
              Ver ventas
            </Button>
            {puedePagar ? (
              // Nothing owed, nothing to pay: the API refuses a payout above what is owed.
              <Button size="sm" variant="primary" aria-label={`Pagar comisión a ${quien}`} disabled={compareDecimal(l.adeudado, 0) <= 0} onClick={() => setPagando(l)}>
                Pagar comisión
              </Button>
            ) : null}
          </Cabecera>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader title="Comisiones" subtitle={`Del ${formatDia(periodo.desde)} al ${formatDia(periodo.hasta)}`} />
      <Toolbar role="search" aria-label="Período de las comisiones">
        <RangoFechas idPrefix="comisiones" fechaDesde={params.fechaDesde} fechaHasta={params.fechaHasta} onChange={params.changeFecha} />
      </Toolbar>
      {comisiones.isError ? (
        <ErrorPanel
          title={MSG_ERROR_COMISIONES}
          // A refused period (400: Desde after Hasta) says why.
          message={comisiones.error instanceof ApiError && comisiones.error.status === 400 ? comisiones.error.message : undefined}
          onRetry={() => void comisiones.refetch()}
        />
      ) : (
        <>
          <Table caption="Comisiones por vendedor" columns={columns} rows={lineas} rowKey={claveLinea} loading={comisiones.isPending} />
          {monedas.length > 0 ? (
            <Totales role="group" aria-label="Totales del período">
              {monedas
                .map((m) => `${nombreMoneda(m)}: comisión ${formatMoney(totalDe('total', m.id), m.simbolo)}, pagado ${formatMoney(totalDe('pagado', m.id), m.simbolo)}, adeudado ${formatMoney(totalDe('adeudado', m.id), m.simbolo)}`)
                .join(' · ')}
            </Totales>
          ) : null}
        </>
      )}
      {params.vendedorId !== undefined && comisiones.data ? (
        elegida ? (
          <Detalle aria-labelledby="comisiones-detalle">
            <Cabecera>
              <h2 id="comisiones-detalle">{`${vendedorConCodigo(elegida)} · ${nombreMoneda(elegida.moneda)}`}</h2>
            </Cabecera>
            <VentasVendedor linea={elegida} params={params} />
            <h3>Pagos recientes</h3>
            <PagosVendedor vendedor={elegida.vendedor} />
          </Detalle>
        ) : (
          <EmptyState>{MSG_VENDEDOR_SIN_COMISIONES}</EmptyState>
        )
      ) : null}
      {lineaPago ? <PagarComisionDialog linea={lineaPago} periodo={periodo} onClose={() => setPagando(null)} /> : null}
      {params.pagoId !== undefined ? <PagoComisionDialog id={params.pagoId} onClose={params.cerrarPago} /> : null}
    </>
  );
}

export default ComisionesPage;
