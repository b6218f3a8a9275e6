import styled from 'styled-components';
import { monedaValorBodySchema } from 'shared';
import { fieldError, useZodForm } from 'shared/forms';
import { toast } from 'shared/toast';
import { Button, Field, Input } from 'shared/ui';
import { useSetValorDolar } from '../api/actualizar-dolar';
import { avisarErrorActualizar } from '../utils/avisos';

const Formulario = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 10px;
  margin-top: 16px;
  padding-top: 14px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  & > div { flex: 0 1 260px; }
  button { margin-top: 22px; }
`;

/**
 * 'Valor del dólar (manual)' of /monedas (monedas.put; docs/contactos-y-administracion.md,
 * «Monedas»): the dollar rate in pesos typed by hand, > 0 with up to 4 decimals, checked with the
 * shared `monedaValorBodySchema` (its message under the field; nothing is sent while invalid), then
 * PUT monedas/2 { valor }. Success: the server's message as a toast, the field is emptied and every
 * 'monedas' query reloads; failure: 'No se pudo actualizar el valor del dólar.' with the server's
 * reason.
 */
export function ValorManualForm() {
  const guardar = useSetValorDolar();
  const form = useZodForm(monedaValorBodySchema, { defaultValues: { valor: '' } });

  const submit = form.handleSubmit((body) => {
    if (guardar.isPending) return;
    guardar.mutate(body, {
      onSuccess: (r) => {
        toast.success(r.message);
        form.reset({ valor: '' });
      },
      onError: avisarErrorActualizar,
    });
  });

  return (
    <Formulario onSubmit={submit} noValidate aria-label="Valor del dólar (manual)">
      <Field
        label="Valor del dólar (manual)"
        htmlFor="monedas-valor-manual"
        hint="En pesos, mayor a 0, con hasta 4 decimales."
        error={fieldError(form, 'valor')}
      >
        <Input id="monedas-valor-manual" type="number" inputMode="decimal" min="0" step="0.0001" {...form.register('valor')} />
      </Field>
      <Button type="submit" variant="secondary" loading={guardar.isPending}>
        Guardar
      </Button>
    </Formulario>
  );
}
