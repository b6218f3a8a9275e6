import { useEffect, useId } from 'react';
import { abrirCajaBodySchema, errorMessage, type Caja } from 'shared';
import { fieldError, useZodForm } from 'shared/forms';
import { Dialog, FormDialogFooter } from 'shared/overlays';
import { toast } from 'shared/toast';
import { Field } from 'shared/ui';
import { useAbrirCaja } from '../api/abrir-caja';
import { MontoInput } from '../../comun/cajas/MontoInput';
import { nombreCaja } from '../../comun/cajas/caja';

/** Toast after opening a box. */
export const MSG_CAJA_ABIERTA_OK = 'Caja abierta correctamente';
/** Toast when POST cajas/{id}/abrir fails without a message of the server. */
export const MSG_ERROR_ABRIR_CAJA = 'Error al abrir la caja';

/**
 * 'Abrir caja' (cajas.put; docs/cajas-gastos-comisiones.md): the starting amount ('Monto inicial',
 * money in the box's currency, up to 2 decimals, checked with the API's abrirCajaBodySchema and its
 * message) → POST cajas/{id}/abrir → 'Caja abierta correctamente' and the dialog closes; on failure
 * the server's message (or 'Error al abrir la caja') and the dialog stays. Mount it on each opening.
 */
export function AbrirCajaDialog({ caja, onClose }: { caja: Caja; onClose: () => void }) {
  const id = useId();
  const abrir = useAbrirCaja();
  const form = useZodForm(abrirCajaBodySchema, { defaultValues: { montoInicial: '' } });
  const { register, setValue, watch, handleSubmit } = form;
  useEffect(() => {
    register('montoInicial');
  }, [register]);
  const monto = String(watch('montoInicial') ?? '');

  const enviar = handleSubmit((body) => {
    if (abrir.isPending) return;
    abrir.mutate(
      { id: caja.id, body },
      {
        onSuccess: () => {
          toast.success(MSG_CAJA_ABIERTA_OK);
          onClose();
        },
        onError: (err) => toast.error(errorMessage(err, MSG_ERROR_ABRIR_CAJA)),
      },
    );
  });

  const cerrar = () => !abrir.isPending && onClose();
  return (
    <Dialog
      open
      title="Abrir caja"
      onClose={cerrar}
      footer={<FormDialogFooter formId={`${id}-form`} submitLabel={'Abrir caja'} pending={abrir.isPending} onCancel={cerrar} />}
    >
      <form id={`${id}-form`} noValidate onSubmit={enviar}>
        <p>{nombreCaja(caja)}</p>
        <Field label={`Monto inicial (${caja.moneda.simbolo})`} htmlFor={`${id}-monto`} error={fieldError(form, 'montoInicial')} required>
          <MontoInput id={`${id}-monto`} value={monto} onValue={(v) => setValue('montoInicial', v, { shouldValidate: form.formState.isSubmitted })} />
        </Field>
      </form>
    </Dialog>
  );
}
