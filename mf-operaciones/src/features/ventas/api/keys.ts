import type { VentasListQuery } from 'shared';

/** Query keys of the sales feature; mutations invalidate `ventasKeys.all`. */
export const ventasKeys = {
  all: ['ventas'] as const,
  list: (q: VentasListQuery) => ['ventas', 'list', q] as const,
  detail: (id: number) => ['ventas', 'detail', id] as const,
};

/** Catalogues the new-sale screen reads. */
export const catalogosKeys = {
  sucursales: ['sucursales'] as const,
  metodosPago: ['metodos-pago'] as const,
  productos: (sucursalId: number) => ['productos', 'select', sucursalId] as const,
  clientes: ['clientes', 'select'] as const,
};
