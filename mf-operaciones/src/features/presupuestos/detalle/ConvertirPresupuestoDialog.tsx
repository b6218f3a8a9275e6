import { useState } from 'react';
import styled from 'styled-components';
import { LINEA_DEFAULT, type MetodoPago } from 'shared';
import { Dialog } from 'shared/overlays';
import { Button, Field, Select } from 'shared/ui';
import { useMetodosPago, useSucursales } from 'shared/query';
import { lineaPosible, OpcionesLinea } from '../../comun/linea-venta/OpcionesLinea';

const Lineas = styled(OpcionesLinea)`
  margin: 14px 0 0;
  legend { font-weight: 500; font-size: 13px; }
`;
const Texto = styled.p`margin: 0 0 14px;`;

/** Props of {@link ConvertirPresupuestoDialog}. */
export interface ConvertirPresupuestoDialogProps {
  /** Number of the quote, for the dialog's text. */
  presupuestoId: number;
  /** Branch whose stock the sale takes. */
  sucursal: string;
  /** Its id: its punto de venta de ARCA (GET sucursales) decides whether Línea 1 can be chosen. */
  sucursalId: number;
  /** The conversion is running: the confirm button is busy and nothing else can be pressed. */
  saving: boolean;
  onCancel: () => void;
  onConfirm: (metodo: MetodoPago, linea: number) => void;
}

/**
 * 'Convertir en Venta' (docs/ventas-y-presupuestos.md): the payment method (required: 'Convertir' is
 * disabled until one is chosen; a failed list load leaves it empty, without a message) and the line,
 * 'Línea 2 (Comprobante interno)' by default; 'Línea 1 (Factura electrónica)' when the quote's branch
 * has a punto de venta de ARCA (docs/facturacion.md), otherwise disabled with its reason. When the
 * conversion needs an authorization code, the page asks for it in its own dialog, over this one.
 * Mount it when it opens: each opening starts without a method.
 */
export function ConvertirPresupuestoDialog({ presupuestoId, sucursal, sucursalId, saving, onCancel, onConfirm }: ConvertirPresupuestoDialogProps) {
  const metodos = useMetodosPago(true);
  const sucursales = useSucursales();
  // Unknown while the branches load (Línea 1 disabled without a reason); null: the branch has none.
  const puntoVenta = sucursales.data ? (sucursales.data.find((s) => s.id === sucursalId)?.puntoVenta ?? null) : undefined;
  const [metodoId, setMetodoId] = useState<number | null>(null);
  const [linea, setLinea] = useState<number>(LINEA_DEFAULT);
  const lista = metodos.data ?? [];
  const metodo = lista.find((m) => m.id === metodoId) ?? null;
  const confirmar = () => {
    if (metodo) onConfirm(metodo, lineaPosible(linea, puntoVenta));
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
      <Lineas name="convertir-linea" legend="Línea" value={linea} onChange={setLinea} puntoVenta={puntoVenta} disabled={saving} />
    </Dialog>
  );
}
