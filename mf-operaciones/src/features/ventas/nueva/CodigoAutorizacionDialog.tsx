import styled from 'styled-components';
import type { CodigoAutorizacion } from 'shared';
import { formatDateTime } from 'shared/format';
import { Dialog } from 'shared/overlays';
import { toast } from 'shared/toast';
import { Button } from 'shared/ui';

const Codigo = styled.p`
  margin: 8px 0 12px;
  text-align: center;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 40px;
  font-weight: 700;
  letter-spacing: 0.3em;
`;
const Vence = styled.p`margin: 0 0 8px; text-align: center; font-weight: 600;`;
const Nota = styled.p`margin: 0; font-size: 13px; color: ${({ theme }) => theme.colors.textMuted};`;

/** 'HH:MM' (24 h, Buenos Aires) of an ISO instant, as formatDateTime shows its time; '' when invalid. */
export function horaDe(iso: string): string {
  return formatDateTime(iso).split(' ')[1] ?? '';
}

/**
 * Shows a just generated authorization code once (docs/ventas-y-presupuestos.md, "Precios y códigos
 * de autorización"): the 6 digits large, 'Vence a las HH:MM' (its expiry, 10 minutes after it was
 * generated, Buenos Aires time), 'Copiar código' (to the clipboard: 'Código copiado', or 'No se pudo
 * copiar el código') and 'Cerrar'. The dialog keeps nothing: once `onClose` drops `codigo`, the code
 * cannot be seen again (a new one must be generated).
 */
export function CodigoAutorizacionDialog({ codigo, onClose }: { codigo: CodigoAutorizacion | null; onClose: () => void }) {
  const copiar = async (texto: string) => {
    try {
      await navigator.clipboard.writeText(texto);
      toast.success('Código copiado');
    } catch {
      toast.error('No se pudo copiar el código');
    }
  };
  return (
    <Dialog
      open={codigo !== null}
      title="Código de autorización"
      onClose={onClose}
      footer={
        <>
          <Button onClick={() => codigo && void copiar(codigo.codigo)}>Copiar código</Button>
          <Button variant="primary" onClick={onClose}>
            Cerrar
          </Button>
        </>
      }
    >
      {codigo ? (
        <>
          <Codigo>{codigo.codigo}</Codigo>
          <Vence>Vence a las {horaDe(codigo.expiraEn)}</Vence>
          <Nota>Se muestra una sola vez: compártalo con quien necesita modificar un precio. Sirve para una sola venta.</Nota>
        </>
      ) : null}
    </Dialog>
  );
}
