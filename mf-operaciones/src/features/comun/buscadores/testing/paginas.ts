import type { Cliente, Paged, Producto } from 'shared';
import { pageOf } from 'shared/testing';

/** What a product search matches in the component tests: code and name. */
export const textoProducto = (p: Producto) => `${p.codigo} ${p.nombre}`;
/** What a client search matches in the component tests: name and document. */
export const textoCliente = (c: Cliente) => `${c.nombreApellido} ${c.documento}`;

/**
 * The page the paged product or client list answers to a search, for the msw handlers: the `items`
 * whose `texto` contains the `search` of `params` (case-insensitive, es-AR; every item without one),
 * cut by its `page` and `pageSize` (1 and 10 by default).
 */
export function paginaBuscada<T>(params: URLSearchParams, items: readonly T[], texto: (item: T) => string): Paged<T> {
  const q = (params.get('search') ?? '').toLocaleLowerCase('es-AR');
  const found = items.filter((item) => texto(item).toLocaleLowerCase('es-AR').includes(q));
  return pageOf(found, Number(params.get('page') ?? 1), Number(params.get('pageSize') ?? 10));
}
