/**
 * The react-query keys of /configuracion-fiscal (docs/facturacion.md). They live in this feature
 * and not in `queryKeys` of shared/query: nothing else reads the fiscal configuration yet.
 */
export const configuracionFiscalKeys = {
  /** Every fiscal query (prefix of the others). */
  all: ['fiscal'] as const,
  /** GET fiscal/configuracion: the settings, the certificate's data and the puntos de venta. */
  configuracion: () => ['fiscal', 'configuracion'] as const,
};
