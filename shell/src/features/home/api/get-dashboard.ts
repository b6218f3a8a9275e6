import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from 'shared';
import { api } from 'shared/client';
import { queryKeys } from 'shared/query';

/**
 * GET dashboard (home.get; docs/reportes.md, «Inicio (pantalla)»): the /home figures the
 * user may see, each `null` without its permission. Throws ApiError on failure.
 */
export function getDashboard(): Promise<Dashboard> {
  return api.dashboard.get();
}

/**
 * Query options of the /home figures. `staleTime: 0`: every time /home mounts the figures are asked
 * again (a sale made a moment ago shows), while the cached ones stay on screen until they arrive.
 */
export function dashboardQueryOptions() {
  return queryOptions({ queryKey: queryKeys.dashboard.get(), queryFn: getDashboard, staleTime: 0 });
}

/** The /home figures; `enabled` false (a user who can see none of them) sends nothing. */
export function useDashboard(enabled: boolean) {
  return useQuery({ ...dashboardQueryOptions(), enabled });
}
