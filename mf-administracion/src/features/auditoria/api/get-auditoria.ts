import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type AuditoriaPage, type AuditoriaQuery } from 'shared';
import { queryKeys } from 'shared/query';

/**
 * GET auditoria?entidad&usuarioId&fechaDesde&fechaHasta&page&pageSize (docs/seguridad.md,
 * permission auditoria.get): one page of audit rows, newest first. Throws ApiError on failure.
 */
export function getAuditoria(params: AuditoriaQuery): Promise<AuditoriaPage> {
  return api.auditoria.list(params);
}

/** Query options of one page; the previous page stays visible while the next one loads. */
export function getAuditoriaQueryOptions(params: AuditoriaQuery) {
  return queryOptions({
    queryKey: queryKeys.auditoria.list(params),
    queryFn: () => getAuditoria(params),
    placeholderData: keepPreviousData,
  });
}

/** The paged audit log of /auditoria for the given filters and page. */
export function useAuditoria(params: AuditoriaQuery) {
  return useQuery(getAuditoriaQueryOptions(params));
}
