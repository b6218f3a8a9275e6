import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { canOpen, findRoute, hasAnyPermission, P, tipoMovimientoLabel, type MovimientoCuenta } from 'shared';
import { useAuth } from 'shared/auth';
import { ConfirmDialog } from 'shared/overlays';
import { formatDateTime, formatMoney } from 'shared/format';
import { useListSearchParams } from 'shared/hooks';
import { Badge, type BadgeTone, Button, EmptyState, ErrorPanel, Spinner, Table } from 'shared/ui';
import { useAnularPago } from '../api/anular-pago';
import { useMovimientosCuenta } from '../api/get-movimientos';
import { estadoDocumento, type EstadoDocumento } from '../utils/saldo';
import { DeudaDetalleDialog } from './DeudaDetalleDialog';
import { MSG_ERROR_MOVIMIENTOS, MSG_SIN_MOVIMIENTOS } from './textos';

/** The sale detail in ROUTE_TABLE: who may open it gets the link of a sale's movement. */
const DETALLE_VENTA = findRoute('/ventas/:id');

const TONO: Record<EstadoDocumento, BadgeTone> = { Pagada: 'success', Parcial: 'warning', Pendiente: 'danger' };

const Seccion = styled.section`
  margin-top: 20px;
  h2 { font-size: 1.05rem; margin: 0 0 10px; }
`;
const Centro = styled.div`display: flex; justify-content: center; padding: 24px 0;`;
/** A button that reads like a link (opens the manual debt's dialog). */
const BotonEnlace = styled.button`
  padding: 0;
  border: none;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 500;
  cursor: pointer;
  &:hover, &:focus-visible { text-decoration: underline; }
`;

/**
 * 'Movimientos en Cuenta Corriente' of /cuentas-corrientes/{id} (docs/cuentas-corrientes.md): the
 * client's movements newest first, 20 per page with the page in the URL (?page=), shown only when
 * there are movements. Columns Fecha (dd/mm/aaaa hh:mm, Buenos Aires), Tipo (the spec's display:
 * 'Venta' — a link to /ventas/{id} for who may open it —, 'Pago', 'Deuda Manual' — a button that
 * opens 'Detalle de Deuda Manual' — or 'Débito'), Descripción, Monto and Saldo (money with the
 * movement's currency symbol; the balance signed, negative in favour of the client) and Estado of a
 * debit's sale or manual debt (Pagada, Parcial or Pendiente). 'Error al cargar los movimientos'
 * with Reintentar when the page cannot be read.
 */
export function MovimientosCuenta({ clienteId }: { clienteId: number }) {
  const { user } = useAuth();
  const { page, changePage } = useListSearchParams();
  const { data, isPending, isError, refetch } = useMovimientosCuenta(clienteId, page);
  const [deudaId, setDeudaId] = useState<number | null>(null);
  const [anulando, setAnulando] = useState<MovimientoCuenta | null>(null);
  const [errorAnular, setErrorAnular] = useState<string | null>(null);
  const anular = useAnularPago();
  const puedeAnular = hasAnyPermission(user?.permissions, [P.cuentasCorrientesDelete]);
  const confirmarAnulacion = () => {
    if (!anulando?.pagoId) return;
    setErrorAnular(null);
    anular.mutate(anulando.pagoId, {
      onSuccess: () => setAnulando(null),
      onError: (e) => {
        setAnulando(null);
        setErrorAnular(e instanceof Error ? e.message : 'No se pudo anular el pago.');
      },
    });
  };
  const puedeVerVenta = DETALLE_VENTA !== undefined && canOpen(DETALLE_VENTA, user?.permissions);

  const tipo = (m: MovimientoCuenta) => {
    const label = tipoMovimientoLabel(m);
    if (label === 'Venta' && m.ventaId !== null && puedeVerVenta) {
      return (
        <Link to={`/ventas/${m.ventaId}`} aria-label={`Venta N° ${m.ventaId}`}>
          {label}
        </Link>
      );
    }
    if (label === 'Deuda Manual' && m.deudaManualId !== null) {
      const id = m.deudaManualId;
      return (
        <BotonEnlace type="button" aria-label={`Deuda Manual N° ${id}`} aria-haspopup="dialog" onClick={() => setDeudaId(id)}>
          {label}
        </BotonEnlace>
      );
    }
    return label;
  };

  let contenido;
  if (isError) contenido = <ErrorPanel title={MSG_ERROR_MOVIMIENTOS} onRetry={() => void refetch()} />;
  else if (isPending)
    contenido = (
      <Centro>
        <Spinner label="Cargando movimientos" />
      </Centro>
    );
  else if (data.total === 0) contenido = <EmptyState>{MSG_SIN_MOVIMIENTOS}</EmptyState>;
  else
    contenido = (
      <Table
        caption="Movimientos en Cuenta Corriente"
        rows={data.items}
        rowKey={(m) => m.id}
        page={data.currentPage}
        totalPages={data.totalPages}
        onPageChange={changePage}
        columns={[
          { key: 'fecha', header: 'Fecha', render: (m: MovimientoCuenta) => formatDateTime(m.fecha) },
          { key: 'tipo', header: 'Tipo', render: tipo },
          { key: 'descripcion', header: 'Descripción', render: (m: MovimientoCuenta) => m.descripcion },
          { key: 'monto', header: 'Monto', align: 'right', render: (m: MovimientoCuenta) => formatMoney(m.monto, m.moneda.simbolo) },
          { key: 'saldo', header: 'Saldo', align: 'right', render: (m: MovimientoCuenta) => formatMoney(m.saldo_nuevo, m.moneda.simbolo) },
          {
            key: 'estado',
            header: 'Estado',
            render: (m: MovimientoCuenta) => {
              if (m.anulado) return <Badge tone="neutral">Anulado</Badge>;
              const e = estadoDocumento(m);
              return e ? <Badge tone={TONO[e]}>{e}</Badge> : null;
            },
          },
          ...(puedeAnular
            ? [
                {
                  key: 'acciones',
                  header: 'Acciones',
                  render: (m: MovimientoCuenta) =>
                    m.pagoId !== null && !m.anulado ? (
                      <Button variant="secondary" size="sm" aria-label={`Anular pago N° ${m.id}`} onClick={() => setAnulando(m)}>
                        Anular
                      </Button>
                    ) : null,
                },
              ]
            : []),
        ]}
      />
    );

  return (
    <Seccion aria-labelledby="movimientos-cuenta-titulo">
      <h2 id="movimientos-cuenta-titulo">Movimientos en Cuenta Corriente</h2>
      {errorAnular && <p role="alert">{errorAnular}</p>}
      {contenido}
      <ConfirmDialog
        open={anulando !== null}
        title={anulando ? `Anular pago N° ${anulando.id}` : 'Anular pago'}
        message="Se deshacen sus aplicaciones (las ventas y deudas que pagó vuelven a quedar pendientes) y, si entró en una caja, sale de ella. ¿Desea anular el pago?"
        confirmLabel="Anular pago"
        danger
        loading={anular.isPending}
        onConfirm={confirmarAnulacion}
        onCancel={() => setAnulando(null)}
      />
      <DeudaDetalleDialog deudaId={deudaId} onClose={() => setDeudaId(null)} />
    </Seccion>
  );
}
