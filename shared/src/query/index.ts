import { QueryClient } from '@tanstack/react-query';

export * from './keys';
export * from './catalogos';

/** The app's QueryClient: queries retry once, mutations never; data fresh for 30 s; no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
