/**
 * React Query keys of the clients feature. Every key starts with 'clientes' so a mutation can
 * invalidate lists, details and selects at once with `clientesKeys.all`.
 */
export const clientesKeys = {
  all: ['clientes'] as const,
  lists: () => ['clientes', 'list'] as const,
  list: (params: { search: string; page: number; pageSize: number }) => ['clientes', 'list', params] as const,
  details: () => ['clientes', 'detail'] as const,
  detail: (id: number) => ['clientes', 'detail', id] as const,
};
