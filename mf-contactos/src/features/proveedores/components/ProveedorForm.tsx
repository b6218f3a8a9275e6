import { useId } from 'react';
import styled from 'styled-components';
import { PROVINCIAS } from 'shared';
import { fieldError, useZodForm } from 'shared/forms';
import { Button, Card, Field, FormGrid, Input, Select, TextArea } from 'shared/ui';
import {
  EMPTY_PROVEEDOR_FORM,
  proveedorFormSchema,
  type ProveedorFormField,
  type ProveedorFormOutput,
  type ProveedorFormValues,
} from '../utils/proveedor-form';

/** Text of the submit button while the request runs. */
export const TEXTO_GUARDANDO = 'Guardando...';
/** The empty option of 'Provincia': the supplier has none. */
export const SIN_PROVINCIA = 'Sin especificar';

const ServerError = styled.p`
  margin: 16px 0 0;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerBg};
  border: 1px solid currentColor;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 20px;
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

export interface ProveedorFormProps {
  /** Starting values; a new supplier starts empty with 'Sin especificar' as province. */
  initialValues?: ProveedorFormValues;
  /** Text of the submit button: 'Crear proveedor' or 'Guardar'. */
  submitLabel: string;
  /** True while the request runs: both buttons are disabled and submit reads 'Guardando...'. */
  submitting?: boolean;
  /** The server's refusal (e.g. 409 'Ya existe un proveedor con ese CUIT.'), shown under the form. */
  serverError?: string | null;
  /** Receives the checked body (proveedorBodySchema's output). Not called when the check fails. */
  onSubmit: (body: ProveedorFormOutput) => void;
  /** 'Cancelar': leave the form without saving. */
  onCancel: () => void;
}

/**
 * The supplier form of /crear-proveedor and of the edit mode of /proveedores/{id}
 * (docs/contactos-y-administracion.md, «Proveedores»): Nombre (required), CUIT, Contacto, Teléfono,
 * E-mail, Dirección, Provincia ('Sin especificar' or one of PROVINCIAS) and Notas. It checks the
 * values with the API's own schema and shows each problem under its field (the CUIT's format and
 * check digit among them) without sending anything; `serverError` shows under the form.
 */
export function ProveedorForm({
  initialValues = EMPTY_PROVEEDOR_FORM,
  submitLabel,
  submitting = false,
  serverError,
  onSubmit,
  onCancel,
}: ProveedorFormProps) {
  const form = useZodForm(proveedorFormSchema, { defaultValues: initialValues });
  const uid = useId();
  const id = (f: ProveedorFormField) => `${uid}-${f}`;
  // A province of old data that is not in the list stays visible, so the check can name it.
  const provincias: readonly string[] =
    initialValues.provincia && !PROVINCIAS.some((p) => p === initialValues.provincia) ? [...PROVINCIAS, initialValues.provincia] : PROVINCIAS;

  const handleSubmit = form.handleSubmit((body) => {
    if (!submitting) onSubmit(body);
  });

  const text = (f: ProveedorFormField, label: string, opts: { required?: boolean; type?: string; autoComplete?: string; hint?: string } = {}) => (
    <Field label={label} htmlFor={id(f)} required={opts.required} error={fieldError(form, f)} hint={opts.hint}>
      <Input
        id={id(f)}
        type={opts.type ?? 'text'}
        autoComplete={opts.autoComplete ?? 'off'}
        aria-required={opts.required || undefined}
        {...form.register(f)}
      />
    </Field>
  );

  return (
    <Card>
      <form noValidate onSubmit={handleSubmit} aria-label="Datos del proveedor">
        <FormGrid>
          {text('nombre', 'Nombre', { required: true, autoComplete: 'organization' })}
          {text('cuit', 'CUIT', { hint: '11 dígitos, por ejemplo 30-71234567-1' })}
          {text('contacto', 'Contacto', { autoComplete: 'name' })}
          {text('telefono', 'Teléfono', { type: 'tel', autoComplete: 'tel' })}
          {text('email', 'E-mail', { type: 'email', autoComplete: 'email' })}
          {text('direccion', 'Dirección', { autoComplete: 'street-address' })}
          <Field label="Provincia" htmlFor={id('provincia')} error={fieldError(form, 'provincia')}>
            <Select id={id('provincia')} {...form.register('provincia')}>
              <option value="">{SIN_PROVINCIA}</option>
              {provincias.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </Select>
          </Field>
          <Wide>
            <Field label="Notas" htmlFor={id('notas')} error={fieldError(form, 'notas')}>
              <TextArea id={id('notas')} rows={3} {...form.register('notas')} />
            </Field>
          </Wide>
        </FormGrid>
        {serverError ? <ServerError role="alert">{serverError}</ServerError> : null}
        <Actions>
          <Button type="button" variant="secondary" onClick={onCancel} disabled={submitting}>
            Cancelar
          </Button>
          <Button type="submit" variant="primary" loading={submitting}>
            {submitting ? TEXTO_GUARDANDO : submitLabel}
          </Button>
        </Actions>
      </form>
    </Card>
  );
}
