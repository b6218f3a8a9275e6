import type { CuentaListItem, CuentasListQuery, CuentasPage } from 'shared';
import { getCuentas } from '../api/get-cuentas';

/** Rows asked per request while exporting (the largest page the API gives). */
export const EXPORT_PAGE_SIZE = 100;

/** Every client of the list for some filters, and the totals the API computed over all of them. */
export interface CuentasExportadas {
  items: CuentaListItem[];
  totales: CuentasPage['totales'];
}

/**
 * Reads every page of GET cuentas-corrientes for the list's filters (`search`, `conDeuda`), pages
 * of {@link EXPORT_PAGE_SIZE} one after the other (never in parallel: the server pages by name and
 * is not flooded), calling `onProgreso(pagina, totalPaginas)` before each request after the first
 * answer said how many there are. A client that moved between pages while reading is kept once.
 * @throws ApiError of the first request that fails (nothing partial is returned).
 */
export async function leerTodasLasCuentas(
  filtros: Pick<CuentasListQuery, 'search' | 'conDeuda'>,
  onProgreso: (pagina: number, totalPaginas: number) => void = () => undefined,
  leer: (q: CuentasListQuery) => Promise<CuentasPage> = getCuentas,
): Promise<CuentasExportadas> {
  onProgreso(1, 1);
  const primera = await leer({ ...filtros, page: 1, pageSize: EXPORT_PAGE_SIZE });
  const items = [...primera.items];
  for (let page = 2; page <= primera.totalPages; page++) {
    onProgreso(page, primera.totalPages);
    const siguiente = await leer({ ...filtros, page, pageSize: EXPORT_PAGE_SIZE });
    items.push(...siguiente.items);
  }
  const vistos = new Set<number>();
  const unicos = items.filter((c) => (vistos.has(c.cliente.id) ? false : (vistos.add(c.cliente.id), true)));
  return { items: unicos, totales: primera.totales };
}
