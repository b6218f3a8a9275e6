import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { MSG_CODIGO_INVALIDO, MSG_CODIGO_VACIO } from 'shared';
import { Dialog } from 'shared/overlays';
import { Button, Field, Input } from 'shared/ui';

const Texto = styled.p`margin: 0 0 12px;`;

/** A one-time authorization code: 6 digits (docs/ventas-y-presupuestos.md, «Precios y códigos de autorización»). */
const CODIGO = /^\d{6}$/;

/** Props of {@link PedirCodigoDialog}. */
export interface PedirCodigoDialogProps {
  open: boolean;
  /** The dialog's title ('Anular venta', 'Autorización necesaria', 'Autorizar cotización'…). */
  titulo: string;
  /** Why the code is needed: usually the server's 409 message (it names the reasons and asks for the code). */
  mensaje: string;
  /** A second paragraph under `mensaje`: what to do, who gives the code. Nothing when absent. */
  explicacion?: string;
  /** The label of the button that sends the code ('Anular venta', 'Guardar cambios', 'Registrar pago'…). */
  confirmLabel: string;
  /** That button's label while the operation runs again ('Registrando...'); `confirmLabel` when absent. */
  pendingLabel?: string;
  /** The operation is being sent again with the code: the buttons wait and the dialog does not close. */
  pending?: boolean;
  /** The server's refusal of the code ('Código de autorización inválido'), shown under the field. */
  error?: string | null;
  /** Called with the code (6 digits, trimmed): the caller sends the same operation again with `codigo_pass`. */
  onConfirm: (codigo: string) => void;
  onCancel: () => void;
}

/**
 * Asks for the one-time authorization code an operation needs (docs/seguridad.md, «Aprobaciones y
 * alcance» and «Códigos de autorización»): annulling a sale without ventas.delete, a discount above
 * the role's limit, credit past the client's limit, a payment at a rate outside the tolerance. Shows
 * `mensaje` (why) and `explicacion`, the required field 'Código de autorización' (empty → 'Debe
 * ingresar un código de autorización'; not 6 digits → 'Código de autorización inválido', nothing
 * sent) and 'Cancelar' / `confirmLabel`; Enter in the field sends too. It does not check the code
 * itself: the caller repeats the operation with `codigo_pass` and the server consumes it (its refusal
 * comes back as `error`, and the dialog stays). Opens empty, on the field; while `pending` it cannot
 * be closed; closing gives the focus back to whatever opened it.
 */
export function PedirCodigoDialog({
  open,
  titulo,
  mensaje,
  explicacion,
  confirmLabel,
  pendingLabel,
  pending = false,
  error,
  onConfirm,
  onCancel,
}: PedirCodigoDialogProps) {
  const id = useId();
  const [codigo, setCodigo] = useState('');
  const [errorLocal, setErrorLocal] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setCodigo('');
      setErrorLocal(null);
    }
  }, [open]);
  const cancelar = () => {
    if (!pending) onCancel();
  };
  const confirmar = () => {
    if (pending) return;
    const c = codigo.trim();
    if (!c) return setErrorLocal(MSG_CODIGO_VACIO);
    if (!CODIGO.test(c)) return setErrorLocal(MSG_CODIGO_INVALIDO);
    setErrorLocal(null);
    onConfirm(c);
  };
  return (
    <Dialog
      open={open}
      title={titulo}
      onClose={cancelar}
      footer={
        <>
          <Button onClick={cancelar} disabled={pending}>
            Cancelar
          </Button>
          <Button variant="primary" loading={pending} onClick={confirmar}>
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <Texto>{mensaje}</Texto>
      {explicacion ? <Texto>{explicacion}</Texto> : null}
      <Field label="Código de autorización" htmlFor={`${id}-codigo`} error={errorLocal ?? error ?? undefined} required>
        <Input
          id={`${id}-codigo`}
          value={codigo}
          autoComplete="off"
          inputMode="numeric"
          maxLength={20}
          aria-required
          onChange={(e) => {
            setCodigo(e.target.value);
            setErrorLocal(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              confirmar();
            }
          }}
        />
      </Field>
    </Dialog>
  );
}
