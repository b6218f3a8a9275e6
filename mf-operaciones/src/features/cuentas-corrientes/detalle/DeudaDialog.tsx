import { useEffect, useId } from 'react';
import { deudaManualBodySchema, errorMessage, MSG_DEUDA_CAMPOS, type Cliente } from 'shared';
import { fieldError, firstFieldError, useZodForm, z } from 'shared/forms';
import { Dialog, FormDialogFooter } from 'shared/overlays';
import { toast } from 'shared/toast';
import { Field, FormGrid, Input } from 'shared/ui';
import { useCrearDeuda } from '../api/crear-deuda';
import { DecimalInput, ErrorFormulario, MonedaSelect } from './campos';
import { MSG_DEUDA_OK, MSG_ERROR_DEUDA } from './textos';

/**
 * The manual-debt form: the API's body without the client (added by the dialog) and without a due
 * date; the currency as one literal of [1, 2] with the same message (see PagoDialog: the form's zod
 * resolver would show a union's inner message).
 */
const deudaFormSchema = deudaManualBodySchema
  .omit({ clienteId: true, vencimiento: true })
  .extend({ monedaId: z.literal([1, 2], { message: MSG_DEUDA_CAMPOS }) });
const CAMPOS = ['monto', 'descripcion', 'monedaId'] as const;

/** Props of {@link DeudaDialog}. */
export interface DeudaDialogProps {
  cliente: Pick<Cliente, 'id' | 'nombreApellido'>;
  onClose: () => void;
}

/**
 * 'Ingresar Deuda' of /cuentas-corrientes/{id} (cuentas_corrientes.post; docs/cuentas-corrientes.md,
 * «Deudas manuales»): Monto (money: at most 2 decimals, no sign, no leading zeros, no thousands
 * separator), Descripción and Moneda ('Seleccione Moneda', Pesos, Dólares), validated with the
 * API's deudaManualBodySchema ('Debe ingresar monto, descripción y moneda', above the fields). Sends
 * POST deuda-manual { clienteId, monto, monedaId, descripcion } (the server prefixes 'Deuda
 * manual:'): 'Deuda registrada correctamente' and the dialog closes, or the server's message /
 * 'Error al registrar la deuda' and it stays. Mount it when it opens: each opening starts empty.
 */
export function DeudaDialog({ cliente, onClose }: DeudaDialogProps) {
  const id = useId();
  const crear = useCrearDeuda();
  const form = useZodForm(deudaFormSchema, { defaultValues: { monto: '', descripcion: '', monedaId: undefined } });
  const { register, setValue, watch, handleSubmit } = form;
  useEffect(() => {
    register('monto');
    register('monedaId');
  }, [register]);
  const [monto, monedaId] = watch(['monto', 'monedaId']);
  const opciones = { shouldValidate: form.formState.isSubmitted, shouldDirty: true };
  const mensaje = firstFieldError(form, [...CAMPOS]);
  const invalido = (campo: (typeof CAMPOS)[number]) => fieldError(form, campo) !== undefined;

  const enviar = handleSubmit((body) => {
    if (crear.isPending) return;
    crear.mutate(
      { clienteId: cliente.id, monto: body.monto, monedaId: body.monedaId, descripcion: body.descripcion },
      {
        onSuccess: () => {
          toast.success(MSG_DEUDA_OK);
          onClose();
        },
        onError: (err) => toast.error(errorMessage(err, MSG_ERROR_DEUDA)),
      },
    );
  });

  const formId = `${id}-form`;
  return (
    <Dialog
      open
      title="Ingresar Deuda"
      onClose={() => !crear.isPending && onClose()}
      footer={<FormDialogFooter formId={formId} submitLabel={crear.isPending ? 'Registrando...' : 'Registrar deuda'} pending={crear.isPending} onCancel={onClose} />}
    >
      <form id={formId} noValidate onSubmit={enviar} aria-label={`Deuda de ${cliente.nombreApellido}`}>
        {mensaje ? <ErrorFormulario role="alert">{mensaje}</ErrorFormulario> : null}
        <FormGrid>
          <Field label="Monto" htmlFor={`${id}-monto`} required>
            <DecimalInput id={`${id}-monto`} decimales={2} value={String(monto ?? '')} invalid={invalido('monto')} onChange={(v) => setValue('monto', v, opciones)} />
          </Field>
          <Field label="Moneda" htmlFor={`${id}-moneda`} required>
            <MonedaSelect id={`${id}-moneda`} value={monedaId} invalid={invalido('monedaId')} onChange={(m) => setValue('monedaId', m, opciones)} />
          </Field>
          <div data-full>
            <Field label="Descripción" htmlFor={`${id}-descripcion`} required>
              <Input id={`${id}-descripcion`} maxLength={200} autoComplete="off" aria-invalid={invalido('descripcion') || undefined} {...register('descripcion')} />
            </Field>
          </div>
        </FormGrid>
      </form>
    </Dialog>
  );
}
