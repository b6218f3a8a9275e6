import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type CertificadoBody, type ConfiguracionFiscal } from 'shared';
import { configuracionFiscalKeys } from './keys';

/**
 * PUT fiscal/certificado { certificado, clavePrivada } (fiscal.put; docs/facturacion.md): the
 * certificate ARCA issued and its private key, both PEM texts → the whole configuration with the new
 * certificate's data (the API keeps the key encrypted and never returns it). Throws ApiError (400
 * when the certificate is not X.509, the key is not PEM or not its own, or the certificate expired).
 */
export function subirCertificado(body: CertificadoBody): Promise<ConfiguracionFiscal> {
  return api.fiscal.certificado(body);
}

/** Uploads the certificate; the answer (the whole configuration) replaces the cached one. */
export function useSubirCertificado() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subirCertificado,
    onSuccess: (configuracion) => queryClient.setQueryData(configuracionFiscalKeys.configuracion(), configuracion),
  });
}
