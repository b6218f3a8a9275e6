import { useMemo } from 'react';
import type { CotizacionDolar } from 'shared';
import { formatDateTime } from 'shared/format';
import { ErrorPanel, SearchInput, Table, Toolbar } from 'shared/ui';
import { useCotizaciones } from '../api/get-cotizaciones';
import { detalleError, FILAS_POR_PAGINA, filtrarCotizaciones, formatCotizacion, MSG_ERROR_COTIZACIONES, nombreTipo } from '../utils/monedas';
import { Seccion } from './Seccion';

/** Props of {@link CotizacionesDelDia}: the list's URL state (see useMonedasParams). */
export interface CotizacionesDelDiaProps {
  /** The search in the URL (debounced). */
  search: string;
  /** What the search box shows while typing. */
  searchText: string;
  onSearchChange: (texto: string) => void;
  /** Page in the URL, 1-based. */
  page: number;
  onPageChange: (page: number) => void;
}

const columnas = [
  { key: 'tipo', header: 'Tipo', render: (c: CotizacionDolar) => nombreTipo(c) },
  { key: 'compra', header: 'Compra', align: 'right' as const, render: (c: CotizacionDolar) => formatCotizacion(c.compra) },
  { key: 'venta', header: 'Venta', align: 'right' as const, render: (c: CotizacionDolar) => formatCotizacion(c.venta) },
  { key: 'actualizado', header: 'Actualizado', render: (c: CotizacionDolar) => formatDateTime(c.fechaActualizacion) || '-' },
];

/**
 * «Cotizaciones del día» of /monedas (docs/contactos-y-administracion.md «Monedas»): the provider's dollar types
 * today (GET monedas/cotizaciones) as a reference. The search box filters by type name (ignoring
 * case and accents; 'CCL' finds 'Contado con liquidación', shown as CCL); 10 per page, paged in the
 * browser (the list is short), search and page in the URL. Columns Tipo, Compra, Venta (pesos, 4
 * decimals, '-' when the provider gives none) and Actualizado (dd/mm/aaaa hh:mm, Buenos Aires).
 * States: loading, 'No hay resultados.', 'No se pudo cargar la cotización de monedas.' with the
 * server's reason (e.g. the provider cannot be reached) and 'Reintentar'.
 */
export function CotizacionesDelDia({ search, searchText, onSearchChange, page, onPageChange }: CotizacionesDelDiaProps) {
  const cotizaciones = useCotizaciones();
  const filtradas = useMemo(() => filtrarCotizaciones(cotizaciones.data ?? [], searchText), [cotizaciones.data, searchText]);
  const totalPages = Math.ceil(filtradas.length / FILAS_POR_PAGINA);
  // While a new search has not reached the URL yet, its results start on page 1.
  const pagina = searchText !== search ? 1 : Math.min(Math.max(page, 1), Math.max(totalPages, 1));
  const filas = filtradas.slice((pagina - 1) * FILAS_POR_PAGINA, pagina * FILAS_POR_PAGINA);

  return (
    <Seccion id="monedas-del-dia" titulo="Cotizaciones del día">
      <Toolbar role="search" aria-label="Buscar cotizaciones del día">
        <SearchInput value={searchText} onChange={onSearchChange} aria-label="Buscar tipo de dólar" placeholder="Buscar por tipo..." />
      </Toolbar>
      {cotizaciones.isError ? (
        <ErrorPanel
          title={MSG_ERROR_COTIZACIONES}
          message={detalleError(cotizaciones.error)}
          onRetry={() => void cotizaciones.refetch()}
        />
      ) : (
        <Table
          caption="Cotizaciones del día"
          columns={columnas}
          rows={filas}
          rowKey={(c) => `${c.casa}-${c.nombre}`}
          loading={cotizaciones.isPending}
          page={pagina}
          totalPages={totalPages}
          onPageChange={onPageChange}
        />
      )}
    </Seccion>
  );
}
