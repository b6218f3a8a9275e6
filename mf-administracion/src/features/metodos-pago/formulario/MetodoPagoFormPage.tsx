import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { esMetodoDelSistema, metodoPagoBodySchema, MSG_ERROR_ACTUALIZAR_METODO_PAGO, MSG_ERROR_CREAR_METODO_PAGO, MSG_METODO_DEL_SISTEMA, P } from 'shared';
import { usePermission } from 'shared/auth';
import { fieldError, useZodForm } from 'shared/forms';
import { toast } from 'shared/toast';
import { Button, Card, Field, FormGrid, FullPageSpinner, Input, PageHeader, TextArea } from 'shared/ui';
import { parseIdParam, useVolver } from 'shared/hooks';
import { useCreateMetodoPago } from '../api/create-metodo-pago';
import { useMetodoPago } from '../api/get-metodo-pago';
import { useUpdateMetodoPago } from '../api/update-metodo-pago';
import { cargaErrorMessage, metodoPagoErrorMessage } from '../utils/messages';
import { EMPTY_METODO_PAGO, toFormValues } from '../utils/metodo-pago-form';

const LISTA = '/metodos-pago';

const Nota = styled.p`margin: 0 0 14px; font-size: 13px; color: ${({ theme }) => theme.colors.textMuted};`;

/**
 * The create (/metodos-pago/create) and edit (/metodos-pago/{id}) form of a payment method
 * (docs/contactos-y-administracion.md). Nombre is required and trimmed (max 50),
 * Descripción optional (max 200), validated with the shared `metodoPagoBodySchema`. A system method
 * (with a `clave`) says it can be renamed but not deleted; its key is never part of the form.
 * Edit loads the method first; if that fails it shows 'Error al cargar métodos de pago' and returns
 * to the list. Saving shows the success toast and returns to the list; a failure shows the server
 * message, the fallback of docs/contactos-y-administracion.md or 'Error de red'. Returning (after
 * saving, on 'Cancelar' or a failed load) goes to the list's URL handed over by the list
 * (`useVolver` of shared/hooks), so its page and page size are kept (docs/arquitectura.md, "Listas").
 */
export function MetodoPagoFormPage() {
  // The list's URL handed over by the list (its page and page size), else /metodos-pago.
  const { volver } = useVolver(LISTA, { soloLista: true });
  const params = useParams<{ id: string }>();
  const esEdicion = params.id !== undefined;
  const id = parseIdParam(params.id) ?? undefined;
  const puedeGuardar = usePermission(esEdicion ? P.metodosPagoPut : P.metodosPagoPost);

  const metodo = useMetodoPago(id);
  const crear = useCreateMetodoPago();
  const actualizar = useUpdateMetodoPago();
  const guardando = crear.isPending || actualizar.isPending;

  // Checked with the shared contract; the form is filled once the method arrives (a refetch keeps
  // what the user already edited).
  const form = useZodForm(metodoPagoBodySchema, {
    defaultValues: EMPTY_METODO_PAGO,
    values: metodo.data ? toFormValues(metodo.data) : undefined,
    resetOptions: { keepDirtyValues: true },
  });

  // An edit that cannot load (or a malformed id) goes back to the list.
  const cargaFallida = esEdicion && (id === undefined || metodo.isError);
  useEffect(() => {
    if (!cargaFallida) return;
    toast.error(cargaErrorMessage(metodo.error));
    volver({ replace: true });
  }, [cargaFallida, metodo.error, volver]);

  const submit = form.handleSubmit((body) => {
    if (guardando) return;
    if (id !== undefined) {
      actualizar.mutate(
        { id, body },
        {
          onSuccess: () => {
            toast.success('Método de pago actualizado correctamente');
            volver();
          },
          onError: (err) => toast.error(metodoPagoErrorMessage(err, MSG_ERROR_ACTUALIZAR_METODO_PAGO)),
        },
      );
    } else {
      crear.mutate(body, {
        onSuccess: () => {
          toast.success('Método de pago creado correctamente');
          volver();
        },
        onError: (err) => toast.error(metodoPagoErrorMessage(err, MSG_ERROR_CREAR_METODO_PAGO)),
      });
    }
  });

  if (esEdicion && (metodo.isPending || cargaFallida)) return <FullPageSpinner />;

  return (
    <>
      <PageHeader title={esEdicion ? 'Editar Método de Pago' : 'Agregar Método de Pago'} />
      <Card>
        {metodo.data && esMetodoDelSistema(metodo.data) ? <Nota role="note">{MSG_METODO_DEL_SISTEMA}</Nota> : null}
        <form onSubmit={submit} noValidate aria-label={esEdicion ? 'Editar método de pago' : 'Nuevo método de pago'}>
          <FormGrid>
            <Field label="Nombre" htmlFor="metodo-pago-nombre" error={fieldError(form, 'nombre')} hint="Máximo 50 caracteres" required>
              <Input id="metodo-pago-nombre" {...form.register('nombre')} readOnly={!puedeGuardar} />
            </Field>
            <Field
              label="Descripción"
              htmlFor="metodo-pago-descripcion"
              error={fieldError(form, 'descripcion')}
              hint="Opcional, máximo 200 caracteres"
            >
              <TextArea id="metodo-pago-descripcion" {...form.register('descripcion')} readOnly={!puedeGuardar} rows={3} />
            </Field>
          </FormGrid>
          <div style={{ display: 'flex', gap: '0.5rem', justifyContent: 'flex-end', marginTop: '1rem' }}>
            <Button type="button" variant="secondary" onClick={() => volver()} disabled={guardando}>
              Cancelar
            </Button>
            {puedeGuardar ? (
              <Button type="submit" variant="primary" loading={guardando} disabled={guardando}>
                Guardar
              </Button>
            ) : null}
          </div>
        </form>
      </Card>
    </>
  );
}

export default MetodoPagoFormPage;
