import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError, type FabricacionPreview } from 'shared';
import { queryKeys } from 'shared/query';

/** What the preview is asked for: product, quantity (decimal string, up to 4 decimals, > 0) and branch. */
export interface PreviewParams {
  productoId: number;
  cantidad: string;
  sucursalId: number;
}

/**
 * GET fabricaciones/previsualizar?productoId&cantidad&sucursalId (fabricacion.post;
 * docs/fabricacion.md): the raw materials a run would take (formula scaled, 4 decimals), the
 * branch's stock of each and whether it suffices. Nothing is written. Throws ApiError: 400 with
 * 'El producto no tiene fórmula: no se puede fabricar.' for a product without formula.
 */
export function getPreviewFabricacion(params: PreviewParams): Promise<FabricacionPreview> {
  return api.fabricaciones.previsualizar(params);
}

/** Query options of one preview; a 4xx (no formula, unknown product) is final, other failures are retried once. */
export function getPreviewFabricacionQueryOptions(params: PreviewParams) {
  return queryOptions({
    queryKey: queryKeys.fabricaciones.preview(params),
    queryFn: () => getPreviewFabricacion(params),
    retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
  });
}

/**
 * The preview of /crear-fabricacion for `params`, or nothing while they are undefined (product,
 * quantity or branch not valid yet). While the quantity changes, the lines of the same product and
 * branch stay visible until the new ones arrive.
 */
export function usePreviewFabricacion(params: PreviewParams | undefined) {
  const fallback: PreviewParams = params ?? { productoId: 0, cantidad: '0', sucursalId: 0 };
  return useQuery({
    ...getPreviewFabricacionQueryOptions(fallback),
    enabled: params !== undefined,
    placeholderData: (previous, previousQuery) => {
      const anterior = previousQuery?.queryKey[2];
      return anterior && anterior.productoId === fallback.productoId && anterior.sucursalId === fallback.sucursalId ? previous : undefined;
    },
  });
}
