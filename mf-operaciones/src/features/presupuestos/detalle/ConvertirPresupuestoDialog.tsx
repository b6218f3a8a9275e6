import { useState } from 'react';
import styled from 'styled-components';
import { LINEA_DEFAULT, type MetodoPago } from 'shared';
import { Dialog } from 'shared/overlays';
import { Button, Field, Select } from 'shared/ui';
import { useMetodosPago } from 'shared/query';

const Lineas = styled.fieldset`
  border: none;
  margin: 14px 0 0;
  padding: 0;
  display: grid;
  gap: 10px;
  legend { font-weight: 500; font-size: 13px; margin-bottom: 8px; }
  label { display: flex; gap: 8px; align-items: center; }
  label[data-disabled='true'] { color: ${({ theme }) => theme.colors.textMuted}; }
`;
const Texto = styled.p`margin: 0 0 14px;`;

/** Props of {@link ConvertirPresupuestoDialog}. */
export interface ConvertirPresupuestoDialogProps {
  /** Number of the quote, for the dialog's text. */
  presupuestoId: number;
  /** Branch whose stock the sale takes. */
  sucursal: string;
  /** The conversion is running: the confirm button is busy and nothing else can be pressed. */
  saving: boolean;
  onCancel: () => void;
  onConfirm: (metodo: MetodoPago, linea: number) => void;
}

/**
 * 'Convertir en Venta' (docs/ventas-y-presupuestos.md): the payment method (required: 'Convertir' is
 * disabled until one is chosen; a failed list load leaves it empty, without a message) and the line,
 * 'Línea 2 (Comprobante interno)' by default with 'Línea 1 (Factura fiscal)' disabled. When the
 * conversion needs an authorization code, the page asks for it in its own dialog, over this one.
 * Mount it when it opens: each opening starts without a method.
 */
export function ConvertirPresupuestoDialog({ presupuestoId, sucursal, saving, onCancel, onConfirm }: ConvertirPresupuestoDialogProps) {
  const metodos = useMetodosPago(true);
  const [metodoId, setMetodoId] = useState<number | null>(null);
  const [linea, setLinea] = useState<number>(LINEA_DEFAULT);
  const lista = metodos.data ?? [];
  const metodo = lista.find((m) => m.id === metodoId) ?? null;
  const confirmar = () => {
    if (metodo) onConfirm(metodo, linea);
  };
  return (
    <Dialog
      open
      title="Convertir en Venta"
      onClose={() => !saving && onCancel()}
      footer={
        <>
          <Button onClick={onCancel} disabled={saving}>
            Cancelar
          </Button>
          <Button variant="primary" disabled={metodo === null} loading={saving} onClick={confirmar}>
            {saving ? 'Convirtiendo...' : 'Convertir'}
          </Button>
        </>
      }
    >
      <Texto>
        Se creará una venta con los productos del presupuesto N° {presupuestoId}. El stock se descuenta de {sucursal}.
      </Texto>
      <Field label="Método de pago" htmlFor="convertir-metodo" required>
        <Select id="convertir-metodo" value={metodoId ?? ''} onChange={(e) => setMetodoId(e.target.value ? Number(e.target.value) : null)} disabled={saving}>
          <option value="">Seleccione un método de pago</option>
          {lista.map((m) => (
            <option key={m.id} value={m.id}>
              {m.nombre}
            </option>
          ))}
        </Select>
      </Field>
      <Lineas>
        <legend>Línea</legend>
        <label data-disabled="true">
          <input type="radio" name="convertir-linea" value="1" disabled checked={linea === 1} onChange={() => setLinea(1)} />
          Línea 1 (Factura fiscal)
        </label>
        <label>
          <input type="radio" name="convertir-linea" value="2" checked={linea === 2} onChange={() => setLinea(2)} disabled={saving} />
          Línea 2 (Comprobante interno)
        </label>
      </Lineas>
    </Dialog>
  );
}
