import { ESTADOS_PRESUPUESTO, PRESUPUESTOS_PAGE_SIZE, type EstadoPresupuesto, type PresupuestosListQuery } from 'shared';
import { useListSearchParams } from 'shared/hooks';

/** The filters of /presupuestos as the form holds them ('' = no filter). */
export interface FiltrosPresupuestos {
  search: string;
  codVendedor: string;
  fechaDesde: string;
  fechaHasta: string;
  estado: EstadoPresupuesto | '';
}

const FECHA = /^\d{4}-\d{2}-\d{2}$/;
const fecha = (v: string | null) => (v && FECHA.test(v) ? v : '');
const estado = (v: string | null): EstadoPresupuesto | '' => ESTADOS_PRESUPUESTO.find((e) => e === v) ?? '';

/**
 * Filters, page size and page of /presupuestos kept in the URL
 * (?search=&codVendedor=&fechaDesde=&fechaHasta=&estado=&pageSize=&page=, the names of the GET
 * presupuestos query; docs/arquitectura.md, "Listas"). A malformed date or state in the URL is
 * ignored (never a 400). `pageSize` is 15 unless the URL says otherwise (1..100). `aplicar` writes
 * the filters of the form at once ('Buscar') and goes back to page 1; `query` is what GET
 * presupuestos receives.
 */
export function usePresupuestosListParams() {
  const { params, page, pageSize, changePage, changePageSize, update } = useListSearchParams({ defaultPageSize: PRESUPUESTOS_PAGE_SIZE });
  const filtros: FiltrosPresupuestos = {
    search: (params.get('search') ?? '').trim(),
    codVendedor: (params.get('codVendedor') ?? '').trim(),
    fechaDesde: fecha(params.get('fechaDesde')),
    fechaHasta: fecha(params.get('fechaHasta')),
    estado: estado(params.get('estado')),
  };
  const query: PresupuestosListQuery = {
    page,
    pageSize,
    search: filtros.search || undefined,
    codVendedor: filtros.codVendedor || undefined,
    fechaDesde: filtros.fechaDesde || undefined,
    fechaHasta: filtros.fechaHasta || undefined,
    estado: filtros.estado || undefined,
  };
  const aplicar = (f: FiltrosPresupuestos) =>
    update({ search: f.search.trim() || undefined, codVendedor: f.codVendedor || undefined, fechaDesde: f.fechaDesde || undefined, fechaHasta: f.fechaHasta || undefined, estado: f.estado || undefined });
  return { page, pageSize, filtros, query, aplicar, changePage, changePageSize };
}
