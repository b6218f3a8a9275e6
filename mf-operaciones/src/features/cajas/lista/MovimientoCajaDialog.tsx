import { useEffect, useId } from 'react';
import { cajaMovimientoBodySchema, errorMessage, type Caja, type TipoMovimientoCaja } from 'shared';
import { formatMoney } from 'shared/format';
import { fieldError, useZodForm } from 'shared/forms';
import { Dialog, FormDialogFooter } from 'shared/overlays';
import { toast } from 'shared/toast';
import { Field, Input } from 'shared/ui';
import { useRegistrarMovimientoCaja } from '../api/registrar-movimiento-caja';
import { MontoInput } from '../../comun/cajas/MontoInput';
import { nombreCaja } from '../../comun/cajas/caja';

/** Title of the dialog (and its button on the box) per kind of manual movement. */
export const TITULO_MOVIMIENTO: Record<TipoMovimientoCaja, string> = { INGRESO: 'Ingreso manual', EGRESO: 'Retiro' };
/** Toast after a manual movement, per kind. */
export const MSG_MOVIMIENTO_OK: Record<TipoMovimientoCaja, string> = { INGRESO: 'Ingreso registrado correctamente', EGRESO: 'Retiro registrado correctamente' };
/** Toast when POST cajas/{id}/movimientos fails without a message of the server. */
export const MSG_ERROR_MOVIMIENTO = 'Error al registrar el movimiento';

/**
 * 'Ingreso manual' (INGRESO) or 'Retiro' (EGRESO) of an open box (cajas.post;
 * docs/cajas-gastos-comisiones.md): 'Monto' (> 0, up to 2 decimals, the box's currency) and
 * 'Descripción' (1 to 200 characters), checked with the API's cajaMovimientoBodySchema and its
 * messages; a withdrawal shows the balance it may take. POST cajas/{id}/movimientos → the kind's
 * toast and the dialog closes; on failure the server's message ('Saldo insuficiente en la caja.',
 * 'La caja está cerrada.') or 'Error al registrar el movimiento', and it stays. Mount it on each opening.
 */
export function MovimientoCajaDialog({ caja, tipo, onClose }: { caja: Caja; tipo: TipoMovimientoCaja; onClose: () => void }) {
  const id = useId();
  const registrar = useRegistrarMovimientoCaja();
  const form = useZodForm(cajaMovimientoBodySchema, { defaultValues: { tipo, monto: '', descripcion: '' } });
  const { register, setValue, watch, handleSubmit } = form;
  useEffect(() => {
    register('monto');
  }, [register]);
  const monto = String(watch('monto') ?? '');

  const enviar = handleSubmit((body) => {
    if (registrar.isPending) return;
    registrar.mutate(
      { id: caja.id, body },
      {
        onSuccess: () => {
          toast.success(MSG_MOVIMIENTO_OK[tipo]);
          onClose();
        },
        onError: (err) => toast.error(errorMessage(err, MSG_ERROR_MOVIMIENTO)),
      },
    );
  });

  const cerrar = () => !registrar.isPending && onClose();
  return (
    <Dialog
      open
      title={TITULO_MOVIMIENTO[tipo]}
      onClose={cerrar}
      footer={<FormDialogFooter formId={`${id}-form`} submitLabel={tipo === 'INGRESO' ? 'Registrar ingreso' : 'Registrar retiro'} pending={registrar.isPending} onCancel={cerrar} />}
    >
      <form id={`${id}-form`} noValidate onSubmit={enviar}>
        <p>
          {nombreCaja(caja)}
          {tipo === 'EGRESO' ? ` · Saldo disponible: ${formatMoney(caja.saldo, caja.moneda.simbolo)}` : ''}
        </p>
        <Field label={`Monto (${caja.moneda.simbolo})`} htmlFor={`${id}-monto`} error={fieldError(form, 'monto')} required>
          <MontoInput id={`${id}-monto`} value={monto} onValue={(v) => setValue('monto', v, { shouldValidate: form.formState.isSubmitted })} />
        </Field>
        <Field label="Descripción" htmlFor={`${id}-descripcion`} error={fieldError(form, 'descripcion')} required>
          <Input id={`${id}-descripcion`} autoComplete="off" maxLength={200} {...register('descripcion')} />
        </Field>
      </form>
    </Dialog>
  );
}
