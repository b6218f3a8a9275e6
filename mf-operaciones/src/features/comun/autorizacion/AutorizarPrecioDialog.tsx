import { useState } from 'react';
import { api, ApiError, MSG_CODIGO_INVALIDO, MSG_CODIGO_VACIO, MSG_ERROR_VALIDAR_CODIGO } from 'shared';
import { Dialog } from 'shared/overlays';
import { Button, Field, Input } from 'shared/ui';

/**
 * Asks for the authorization code that unlocks a line's price: empty → 'Debe ingresar un código de
 * autorización'; refused → 'Código de autorización inválido'; failure → 'Error al validar el código'.
 * Calls onValid(code) when the server accepts it (the code is sent again with the sale).
 */
export function AutorizarPrecioDialog({ open, producto, onClose, onValid }: { open: boolean; producto: string; onClose: () => void; onValid: (codigo: string) => void }) {
  const [codigo, setCodigo] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const close = () => {
    setCodigo('');
    setError('');
    onClose();
  };
  const validar = async () => {
    const c = codigo.trim();
    if (!c) {
      setError(MSG_CODIGO_VACIO);
      return;
    }
    setBusy(true);
    setError('');
    try {
      const { valid } = await api.ventas.checkCodePass(c);
      if (valid) {
        setCodigo('');
        onValid(c);
      } else setError(MSG_CODIGO_INVALIDO);
    } catch (err) {
      setError(err instanceof ApiError && err.status === 400 ? MSG_CODIGO_INVALIDO : MSG_ERROR_VALIDAR_CODIGO);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      title="Autorizar cambio de precio"
      onClose={close}
      footer={
        <>
          <Button onClick={close}>Cancelar</Button>
          <Button variant="primary" loading={busy} onClick={() => void validar()}>
            Validar
          </Button>
        </>
      }
    >
      <p style={{ marginTop: 0 }}>Ingrese el código de autorización para modificar el precio de {producto}.</p>
      <Field label="Código de autorización" htmlFor="codigo-autorizacion" error={error || undefined}>
        <Input
          id="codigo-autorizacion"
          value={codigo}
          autoComplete="off"
          inputMode="numeric"
          onChange={(e) => setCodigo(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && void validar()}
        />
      </Field>
    </Dialog>
  );
}
