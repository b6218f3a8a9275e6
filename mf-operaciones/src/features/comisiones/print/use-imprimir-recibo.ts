import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { MSG_VENTANA_BLOQUEADA, openPrintWindow } from 'shared/print';
import { toast } from 'shared/toast';
import { leerComisionPago } from '../api/get-comision-pago';
import { reciboComisionHtml, type PeriodoComision } from './recibo-comision';

/** Toast when the payout cannot be read to print its receipt. */
export const MSG_ERROR_IMPRIMIR_RECIBO = 'No se pudo obtener el pago para imprimir el recibo';

/**
 * 'Imprimir recibo' of a commission payout (docs/impresion.md): opens the print window at once (in
 * the click, so the browser allows it), reads the payout again (GET comisiones/pagos/{id}) and
 * writes {@link reciboComisionHtml} into it, with `periodo` when known. A blocked window says 'No se
 * pudo abrir la ventana de impresión. Habilite las ventanas emergentes.'; a failed read closes the
 * window and says 'No se pudo obtener el pago para imprimir el recibo'.
 * @returns the function to call with the payout id (and period).
 */
export function useImprimirReciboComision() {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: number, periodo?: PeriodoComision) => {
      const ventana = openPrintWindow();
      if (ventana.blocked) {
        toast.error(MSG_VENTANA_BLOQUEADA);
        return;
      }
      try {
        const pago = await leerComisionPago(queryClient, id);
        ventana.write(reciboComisionHtml(pago, periodo));
      } catch {
        ventana.close();
        toast.error(MSG_ERROR_IMPRIMIR_RECIBO);
      }
    },
    [queryClient],
  );
}
