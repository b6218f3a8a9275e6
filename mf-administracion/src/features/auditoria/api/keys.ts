import type { AuditoriaQuery } from 'shared';

/**
 * React Query keys of the audit feature: the list is `['auditoria', params]`, so
 * `auditoriaKeys.all` matches every page and filter combination.
 */
export const auditoriaKeys = {
  all: ['auditoria'] as const,
  list: (params: AuditoriaQuery) => ['auditoria', params] as const,
};

/** Key of the user list behind the Usuario filter (GET users?page=1&pageSize=100). */
export const usuariosFiltroKey = ['usuarios', 'list', { page: 1, pageSize: 100 }] as const;
