import { useState } from 'react';
import styled from 'styled-components';
import { Dialog } from 'shared/overlays';
import { Button } from 'shared/ui';

const Options = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  label { display: flex; gap: 8px; align-items: center; }
  label[data-disabled='true'] { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** Chooses the sale line before saving: Línea 1 (Factura fiscal) disabled, Línea 2 (Comprobante interno) by default. */
export function ElegirLineaDialog({ open, saving, onCancel, onSave }: { open: boolean; saving: boolean; onCancel: () => void; onSave: (linea: number) => void }) {
  const [linea, setLinea] = useState(2);
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
          <Button variant="primary" loading={saving} onClick={() => onSave(linea)}>
            {saving ? 'Guardando...' : 'Guardar'}
          </Button>
        </>
      }
    >
      <Options>
        <legend style={{ marginBottom: 8 }}>¿En qué línea se registra la venta?</legend>
        <label data-disabled="true">
          <input type="radio" name="linea" value="1" disabled checked={linea === 1} onChange={() => setLinea(1)} />
          Línea 1 (Factura fiscal)
        </label>
        <label>
          <input type="radio" name="linea" value="2" checked={linea === 2} onChange={() => setLinea(2)} />
          Línea 2 (Comprobante interno)
        </label>
      </Options>
    </Dialog>
  );
}
