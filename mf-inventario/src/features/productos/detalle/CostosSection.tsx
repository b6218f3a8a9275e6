import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { canOpen, findRoute, type CostoHistorial, type Moneda } from 'shared';
import { useAuth } from 'shared/auth';
import { formatDateTime, formatMoney } from 'shared/format';
import { Card, ErrorPanel, Table } from 'shared/ui';
import { useCostos } from '../api/get-costos';
import { ORIGEN_COSTO_LABEL, simboloDe } from '../utils/producto';

/** Cost changes per page of 'Historial de costos'. */
export const COSTOS_PAGE_SIZE = 10;

const Title = styled.h2`font-size: 1rem; margin: 0 0 12px;`;

export interface CostosSectionProps {
  productoId: number;
  /** The currency catalogue, for each cost's symbol. */
  monedas: readonly Moneda[] | undefined;
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * 'Historial de costos' of /productos/:id (docs/stock-y-productos.md): every change of the
 * product's cost, newest first, paged on the server (?costosPage=). Columns: Fecha (es-AR date and
 * time), Origen (Alta, Edición or Ingreso; a stock entry links to /ingresos/{id} for a user who may
 * open it), Costo anterior ('-' for the first one) and Costo nuevo, each with the symbol of its own
 * currency (2 decimals), and Usuario ('-' without one). A failed load shows 'Error al cargar el
 * historial de costos' with a retry.
 */
export function CostosSection({ productoId, monedas, page, onPageChange }: CostosSectionProps) {
  const { user } = useAuth();
  const costos = useCostos(productoId, { page, pageSize: COSTOS_PAGE_SIZE });

  const origen = (c: CostoHistorial) => {
    const label = ORIGEN_COSTO_LABEL[c.origen] ?? c.origen;
    if ((c.origen !== 'ingreso' && c.origen !== 'anulacion_ingreso') || c.referenciaId === null) return label;
    const to = `/ingresos/${c.referenciaId}`;
    const route = findRoute(to);
    const texto = `${label} ${c.referenciaId}`;
    return route && canOpen(route, user?.permissions) ? <Link to={to}>{texto}</Link> : texto;
  };
  const importe = (valor: string | null, monedaId: number | null) =>
    valor === null || monedaId === null ? '-' : formatMoney(valor, simboloDe(monedas, monedaId)).trim();

  const columns = [
    { key: 'fecha', header: 'Fecha', render: (c: CostoHistorial) => formatDateTime(c.fecha) },
    { key: 'origen', header: 'Origen', render: origen },
    { key: 'costoAnterior', header: 'Costo anterior', align: 'right' as const, render: (c: CostoHistorial) => importe(c.costoAnterior, c.costoAnteriorMonedaId) },
    { key: 'costoNuevo', header: 'Costo nuevo', align: 'right' as const, render: (c: CostoHistorial) => importe(c.costoNuevo, c.costoNuevoMonedaId) },
    { key: 'usuario', header: 'Usuario', render: (c: CostoHistorial) => c.usuario?.name ?? '-' },
  ];

  return (
    <Card aria-labelledby="producto-costos-titulo">
      <Title id="producto-costos-titulo">Historial de costos</Title>
      {costos.isError ? (
        <ErrorPanel title="Error al cargar el historial de costos" onRetry={() => void costos.refetch()} />
      ) : (
        <Table
          caption="Historial de costos"
          columns={columns}
          rows={costos.data?.items ?? []}
          rowKey={(c) => c.id}
          loading={costos.isPending}
          page={costos.data?.currentPage ?? page}
          totalPages={costos.data?.totalPages ?? 1}
          onPageChange={onPageChange}
        />
      )}
    </Card>
  );
}
