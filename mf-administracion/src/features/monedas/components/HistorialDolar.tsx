import { lazy, Suspense, useMemo } from 'react';
import styled from 'styled-components';
import { MONEDA_DOLARES, type MonedaHistorialItem } from 'shared';
import { formatDate, formatDateTime } from 'shared/format';
import { EmptyState, ErrorPanel, Spinner, Table } from 'shared/ui';
import { useHistorial } from '../api/get-historial';
import {
  DIAS_GRAFICO,
  diasAtras,
  FILAS_POR_PAGINA,
  formatCotizacion,
  HISTORIAL_GRAFICO_PAGE_SIZE,
  MSG_ERROR_HISTORIAL,
  MSG_SIN_CAMBIOS,
  MSG_SIN_CAMBIOS_GRAFICO,
  origenLabel,
  puntosHistorial,
  type PuntoHistorial,
} from '../utils/monedas';
import { Seccion } from './Seccion';

// recharts is loaded only when the chart is drawn: the screen's first chunk stays small.
const HistorialChart = lazy(() => import('./HistorialChart'));

const Figura = styled.figure`
  margin: 0 0 16px;
  figcaption { font-size: 13px; color: ${({ theme }) => theme.colors.textMuted}; margin-bottom: 8px; }
`;
const Lienzo = styled.div`min-height: 240px; display: flex; flex-direction: column; justify-content: center;`;

const columnas = [
  { key: 'fecha', header: 'Fecha', render: (h: MonedaHistorialItem) => formatDateTime(h.fecha) },
  { key: 'usuario', header: 'Usuario', render: (h: MonedaHistorialItem) => h.usuario ?? 'Automático' },
  { key: 'valorAnterior', header: 'Valor anterior', align: 'right' as const, render: (h: MonedaHistorialItem) => formatCotizacion(h.valorAnterior) },
  { key: 'valorNuevo', header: 'Valor nuevo', align: 'right' as const, render: (h: MonedaHistorialItem) => formatCotizacion(h.valorNuevo) },
  { key: 'origen', header: 'Origen', render: (h: MonedaHistorialItem) => origenLabel(h.origen) },
];

/** The chart's accessible name: the window and, when there are points, how many and from which value to which. */
function etiquetaGrafico(puntos: PuntoHistorial[]): string {
  const base = `Gráfico del valor del dólar en pesos de los últimos ${DIAS_GRAFICO} días`;
  const primero = puntos[0];
  const ultimo = puntos[puntos.length - 1];
  if (!primero || !ultimo) return base;
  const cambios = `${puntos.length} cambio${puntos.length === 1 ? '' : 's'}`;
  return `${base}: ${cambios}, de ${formatCotizacion(primero.texto)} el ${formatDate(new Date(primero.fecha))} a ${formatCotizacion(ultimo.texto)} el ${formatDate(new Date(ultimo.fecha))}.`;
}

/** Props of {@link HistorialDolar}: the table's page in the URL (?historialPage=). */
export interface HistorialDolarProps {
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * «Historial del dólar» of /monedas (docs/contactos-y-administracion.md, «Monedas»): a chart of the
 * dollar rate over the last 90 days (GET monedas/historial?monedaId=2&fechaDesde=today − 90 in
 * Buenos Aires&pageSize=500; each change's new value by date, oldest first; loaded lazily) and the
 * table of every change, newest first, 10 per page from the server (the page in the URL as
 * ?historialPage=): Fecha (dd/mm/aaaa hh:mm), Usuario ('Automático' for the scheduled refresh), Valor
 * anterior, Valor nuevo (pesos, 4 decimals), Origen ('Manual' / 'Automático'). The table is the
 * chart's accessible equivalent. Empty: 'Sin cambios registrados.'; a failed load shows 'No se pudo
 * cargar el historial del dólar.' with 'Reintentar'.
 */
export function HistorialDolar({ page, onPageChange }: HistorialDolarProps) {
  // The window starts when the screen opens (a Buenos Aires day, as the API reads it).
  const fechaDesde = useMemo(() => diasAtras(DIAS_GRAFICO), []);
  const grafico = useHistorial({ monedaId: MONEDA_DOLARES, fechaDesde, page: 1, pageSize: HISTORIAL_GRAFICO_PAGE_SIZE });
  const tabla = useHistorial({ monedaId: MONEDA_DOLARES, page, pageSize: FILAS_POR_PAGINA });
  const puntos = useMemo(() => puntosHistorial(grafico.data?.items ?? []), [grafico.data]);

  if (grafico.isError && tabla.isError) {
    return (
      <Seccion id="monedas-historial" titulo="Historial del dólar">
        <ErrorPanel
          title={MSG_ERROR_HISTORIAL}
          onRetry={() => {
            void grafico.refetch();
            void tabla.refetch();
          }}
        />
      </Seccion>
    );
  }

  let lienzo;
  if (grafico.isError) lienzo = <ErrorPanel title={MSG_ERROR_HISTORIAL} onRetry={() => void grafico.refetch()} />;
  else if (grafico.isPending) lienzo = <Spinner label="Cargando gráfico" />;
  else if (puntos.length === 0) lienzo = <EmptyState>{MSG_SIN_CAMBIOS_GRAFICO}</EmptyState>;
  else
    lienzo = (
      <Suspense fallback={<Spinner label="Cargando gráfico" />}>
        <HistorialChart puntos={puntos} etiqueta={etiquetaGrafico(puntos)} />
      </Suspense>
    );

  return (
    <Seccion id="monedas-historial" titulo="Historial del dólar">
      <Figura aria-labelledby="monedas-historial-grafico">
        <figcaption id="monedas-historial-grafico">
          {`Valor del dólar en pesos de los últimos ${DIAS_GRAFICO} días (desde el ${formatDate(`${fechaDesde}T12:00:00-03:00`)}). La tabla de abajo detalla cada cambio.`}
        </figcaption>
        <Lienzo>{lienzo}</Lienzo>
      </Figura>
      {tabla.isError ? (
        <ErrorPanel title={MSG_ERROR_HISTORIAL} onRetry={() => void tabla.refetch()} />
      ) : (
        <Table
          caption="Historial del dólar"
          columns={columnas}
          rows={tabla.data?.items ?? []}
          rowKey={(h) => h.id}
          loading={tabla.isPending}
          emptyText={MSG_SIN_CAMBIOS}
          page={tabla.data?.currentPage ?? page}
          totalPages={tabla.data?.totalPages ?? 0}
          onPageChange={onPageChange}
        />
      )}
    </Seccion>
  );
}
