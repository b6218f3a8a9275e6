import { useQuery } from '@tanstack/react-query';
import { api, type LibroIvaVentas, type LibroIvaVentasQuery } from 'shared';
import { queryKeys } from 'shared/query';
import { OPCIONES_DOCUMENTO } from './get-reporte';

/**
 * GET fiscal/libro-iva-ventas?fechaDesde&fechaHasta (reportes.get or fiscal.get; docs/facturacion.md
 * «Libro IVA Ventas»): the authorised comprobantes of the range in pesos, credit notes negative, and
 * their totals. Throws ApiError (400 with the Spanish reason of a missing, bad or too long range).
 */
export function getLibroIvaVentas(q: LibroIvaVentasQuery): Promise<LibroIvaVentas> {
  return api.fiscal.libroIvaVentas(q);
}

/**
 * The Libro IVA Ventas of `q` (null = none generated: nothing is asked), asked as the other report
 * types are (`useReporte`): on generating or opening its URL, never an old copy from the cache, not
 * again by itself (focus, reconnect).
 */
export function useLibroIvaVentas(q: LibroIvaVentasQuery | null) {
  return useQuery({
    queryKey: queryKeys.reportes.libroIvaVentas(q ?? { fechaDesde: '', fechaHasta: '' }),
    queryFn: () => getLibroIvaVentas(q!),
    enabled: q !== null,
    ...OPCIONES_DOCUMENTO,
  });
}
