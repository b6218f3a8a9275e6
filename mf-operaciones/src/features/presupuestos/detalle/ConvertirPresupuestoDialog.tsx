import { useState } from 'react';
import styled from 'styled-components';
import { LINEA_DEFAULT, MSG_CODIGO_VACIO, type MetodoPago } from 'shared';
import { Dialog } from 'shared/overlays';
import { Button, Field, Input, Select } from 'shared/ui';
import { PEDIR_CODIGO_A_QUIEN_AUTORIZA } from '../../ventas/nueva/AvisoCredito';
import { useMetodosPago } from '../api/catalogos';

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
const Aviso = styled.div`
  margin-top: 14px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.warningBg};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  p { margin: 0 0 6px; }
`;

/** Props of {@link ConvertirPresupuestoDialog}. */
export interface ConvertirPresupuestoDialogProps {
  /** Number of the quote, for the dialog's text. */
  presupuestoId: number;
  /** Branch whose stock the sale takes. */
  sucursal: string;
  /** The conversion is running: the confirm button is busy and nothing else can be pressed. */
  saving: boolean;
  /**
   * The server's 409 when the sale would go to the client's current account past its credit (limit
   * or debt older than 90 days; docs/cuentas-corrientes.md): the dialog shows it and asks for the
   * one-time authorization code. Null otherwise.
   */
  motivoCredito?: string | null;
  /** The user has ventas.autorizar_precio: told to generate the code at New Sale. */
  puedeAutorizar?: boolean;
  onCancel: () => void;
  /** `codigo` is the authorization code typed after a credit refusal, else null. */
  onConfirm: (metodo: MetodoPago, linea: number, codigo: string | null) => void;
}

/**
 * 'Convertir en Venta' (docs/ventas-y-presupuestos.md): the payment method (required: 'Convertir' is
 * disabled until one is chosen; a failed list load leaves it empty, without a message) and the line,
 * 'Línea 2 (Comprobante interno)' by default with 'Línea 1 (Factura fiscal)' disabled. After a credit
 * refusal (`motivoCredito`) it shows the reason and a required 'Código de autorización' field
 * ('Debe ingresar un código de autorización' when empty). Mount it when it opens: each opening
 * starts without a method.
 */
export function ConvertirPresupuestoDialog({
  presupuestoId,
  sucursal,
  saving,
  motivoCredito = null,
  puedeAutorizar = false,
  onCancel,
  onConfirm,
}: ConvertirPresupuestoDialogProps) {
  const metodos = useMetodosPago(true);
  const [metodoId, setMetodoId] = useState<number | null>(null);
  const [linea, setLinea] = useState<number>(LINEA_DEFAULT);
  const [codigo, setCodigo] = useState('');
  const [errorCodigo, setErrorCodigo] = useState<string | null>(null);
  const lista = metodos.data ?? [];
  const metodo = lista.find((m) => m.id === metodoId) ?? null;
  const confirmar = () => {
    if (!metodo) return;
    if (motivoCredito && !codigo.trim()) {
      setErrorCodigo(MSG_CODIGO_VACIO);
      return;
    }
    setErrorCodigo(null);
    onConfirm(metodo, linea, motivoCredito ? codigo.trim() : null);
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
      {motivoCredito ? (
        <Aviso>
          <div role="alert">
            <p>{motivoCredito}</p>
            <p>{puedeAutorizar ? 'Puede generarlo en Nueva Venta con «Generar código de autorización».' : PEDIR_CODIGO_A_QUIEN_AUTORIZA}</p>
          </div>
          <Field label="Código de autorización" htmlFor="convertir-codigo" error={errorCodigo ?? undefined} required>
            <Input
              id="convertir-codigo"
              value={codigo}
              autoComplete="off"
              inputMode="numeric"
              aria-required
              disabled={saving}
              onChange={(e) => setCodigo(e.target.value)}
            />
          </Field>
        </Aviso>
      ) : null}
    </Dialog>
  );
}
