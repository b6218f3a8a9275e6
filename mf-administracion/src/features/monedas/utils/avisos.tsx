import styled from 'styled-components';
import { toast } from 'shared/toast';
import { detalleError, MSG_ERROR_ACTUALIZAR } from './monedas';

const Lineas = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  span { font-size: 13px; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/**
 * The error toast of a failed dollar update (the official refresh or the manual value):
 * 'No se pudo actualizar el valor del dólar.' (docs/textos.md) and, on a second line, the
 * server's message (e.g. the provider could not be reached) or 'Error de red'.
 */
export function avisarErrorActualizar(err: unknown): void {
  const detalle = detalleError(err);
  toast.error(
    detalle && detalle !== MSG_ERROR_ACTUALIZAR ? (
      <Lineas>
        <strong>{MSG_ERROR_ACTUALIZAR}</strong>
        <span>{detalle}</span>
      </Lineas>
    ) : (
      MSG_ERROR_ACTUALIZAR
    ),
  );
}
