import { useState } from 'react';
import { LINEA_DEFAULT } from 'shared';
import { Dialog } from 'shared/overlays';
import { Button } from 'shared/ui';
import { lineaPosible, OpcionesLinea } from '../../comun/linea-venta/OpcionesLinea';

/** Props of {@link ElegirLineaDialog}. */
export interface ElegirLineaDialogProps {
  open: boolean;
  /** The sale is being saved: 'Guardar' is busy and the choice cannot change. */
  saving: boolean;
  /**
   * ARCA's punto de venta of the chosen branch (GET sucursales `puntoVenta`): Línea 1 can be chosen
   * only with one; `null` disables it with 'La sucursal no tiene punto de venta de ARCA.'.
   */
  puntoVenta: number | null | undefined;
  onCancel: () => void;
  /** Called with the chosen line: 1 (Factura electrónica, only with a punto de venta) or 2. */
  onSave: (linea: number) => void;
}

/**
 * Chooses the sale line before saving (docs/facturacion.md): 'Línea 2 (Comprobante interno)' by
 * default; 'Línea 1 (Factura electrónica)' when the branch has a punto de venta de ARCA, otherwise
 * disabled with its reason.
 */
export function ElegirLineaDialog({ open, saving, puntoVenta, onCancel, onSave }: ElegirLineaDialogProps) {
  const [linea, setLinea] = useState(LINEA_DEFAULT);
  return (
    <Dialog
      open={open}
      title="Seleccione la línea"
      onClose={() => !saving && onCancel()}
      footer={
        <>
          <Button onClick={onCancel} disabled={saving}>
            Cancelar
          </Button>
          <Button variant="primary" loading={saving} onClick={() => onSave(lineaPosible(linea, puntoVenta))}>
            {saving ? 'Guardando...' : 'Guardar'}
          </Button>
        </>
      }
    >
      <OpcionesLinea name="linea" legend="¿En qué línea se registra la venta?" value={linea} onChange={setLinea} puntoVenta={puntoVenta} disabled={saving} />
    </Dialog>
  );
}
