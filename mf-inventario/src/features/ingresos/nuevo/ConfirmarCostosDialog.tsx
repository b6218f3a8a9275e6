import styled from 'styled-components';
import { ConfirmDialog } from 'shared/overlays';
import { textoCambioCosto, type CambioCosto } from '../utils/costos';

/** Lead text of the dialog when the screen itself found the changes before saving. */
export const MSG_CAMBIOS_COSTO =
  'Estos productos ingresan con un costo menor o en otra moneda. Al confirmar se registra el ingreso y se actualiza su costo.';

const Lista = styled.ul`margin: 10px 0 0; padding-left: 20px; li { margin: 4px 0; }`;

export interface ConfirmarCostosDialogProps {
  /** The changes to confirm; the dialog is open while there are some (null: closed). */
  cambios: CambioCosto[] | null;
  /** Lead text: the server's 409 message when it asked, else {@link MSG_CAMBIOS_COSTO}. */
  mensaje?: string | null;
  /** A currency's symbol by id ('$', 'US$'). */
  simbolo: (monedaId: number) => string;
  /** The entry is being saved: both buttons, Escape and the click outside are disabled. */
  saving: boolean;
  onConfirm: () => void;
  onRevisar: () => void;
}

/**
 * 'Confirmar cambios de costo' (docs/stock-y-productos.md, "Ingresos de stock y costos"): lists each
 * product whose cost goes down or changes currency ('{codigo} - {nombre}: costo actual {actual} →
 * nuevo {nuevo}', plus ', cambia la moneda del costo de $ a US$'); 'Confirmar y guardar' saves with
 * `confirmarCosto: true`, 'Revisar' (focused when it opens) closes it and sends nothing.
 */
export function ConfirmarCostosDialog({ cambios, mensaje, simbolo, saving, onConfirm, onRevisar }: ConfirmarCostosDialogProps) {
  return (
    <ConfirmDialog
      open={cambios !== null}
      title="Confirmar cambios de costo"
      message={
        <>
          <p style={{ margin: 0 }}>{mensaje ?? MSG_CAMBIOS_COSTO}</p>
          <Lista>
            {(cambios ?? []).map((c) => (
              <li key={c.productoId}>{textoCambioCosto(c, simbolo)}</li>
            ))}
          </Lista>
        </>
      }
      confirmLabel="Confirmar y guardar"
      cancelLabel="Revisar"
      loading={saving}
      onConfirm={onConfirm}
      onCancel={onRevisar}
    />
  );
}
