import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { CONDICIONES_IVA, MSG_CAMPOS_OBLIGATORIOS, P, PROVINCIAS, TIPOS_CLIENTE, type ClienteBody } from 'shared';
import { usePermission } from 'shared/auth';
import { fieldError, useZodForm } from 'shared/forms';
import { Button, Card, Field, FormGrid, Input, Select, TextArea } from 'shared/ui';
import {
  CLIENTE_FORM_FIELDS,
  clienteFormSchema,
  EMPTY_CLIENTE_FORM,
  type ClienteFormField,
  type ClienteFormValues,
  type ErrorDeCampo,
} from '../utils/cliente-form';

/** Labels of the client types (docs/contactos-y-administracion.md: particular, empresa). */
export const TIPO_LABEL: Record<(typeof TIPOS_CLIENTE)[number], string> = {
  particular: 'Particular',
  empresa: 'Empresa',
};

/** Options of a select, keeping an unknown starting value (old data) visible so the check can name it. */
function withCurrent(options: ReadonlyArray<{ value: string; label: string }>, current: string) {
  return current && !options.some((o) => o.value === current) ? [...options, { value: current, label: current }] : options;
}

const TIPO_OPTIONS = TIPOS_CLIENTE.map((t) => ({ value: t, label: TIPO_LABEL[t] }));
const IVA_OPTIONS = CONDICIONES_IVA.map((c) => ({ value: c, label: c }));
const PROVINCIA_OPTIONS = PROVINCIAS.map((p) => ({ value: p, label: p }));

const FormError = styled.p`
  margin: 0 0 16px;
  padding: 10px 12px;
  border-radius: 6px;
  color: ${({ theme }) => theme?.colors?.danger ?? '#b42318'};
  background: ${({ theme }) => theme?.colors?.dangerSoft ?? 'rgba(220, 38, 38, 0.08)'};
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

/** Hint of both credit-limit fields (docs/contactos-y-administracion.md). */
export const HINT_LIMITE_CREDITO = 'Vacío: sin límite';
/** Why the credit limits are read-only for a user without ventas.autorizar_precio. */
export const HINT_LIMITE_SIN_PERMISO = 'Solo lo cambia quien puede generar códigos de autorización.';

export interface ClienteFormProps {
  /** Starting values; a new client starts empty with province Buenos Aires. */
  initialValues?: ClienteFormValues;
  /** Text of the submit button: 'Crear Cliente' or 'Guardar Cambios'. */
  submitLabel: string;
  /** True while the request runs: the buttons are disabled and submit shows a spinner. */
  submitting?: boolean;
  /**
   * Receives the checked body (trimmed, empty optional fields and limits as null; without
   * ventas.autorizar_precio the limits are left out, so the API keeps them). Not called when the check fails.
   */
  onSubmit: (body: ClienteBody) => void;
  /** 'Cancelar': leave the form without saving. */
  onCancel: () => void;
  /**
   * A refusal of the server about one field (see `errorDeCampo`), shown under that field until it
   * is edited. Pass a new object for each refusal, so the same message shows again.
   */
  serverError?: ErrorDeCampo | null;
}

/**
 * The client form of /crear-cliente and of the edit mode of /clientes/:id
 * (docs/contactos-y-administracion.md). It checks the values with the API's own schema and
 * shows 'Por favor, completa todos los campos obligatorios.' above the fields (every empty required
 * field marked invalid), or the one other problem under its field ('Tipo inválido.', 'Condición IVA
 * inválida.', the document's 'El documento debe ser un DNI…' or 'El CUIT/CUIL no es válido: el
 * dígito verificador no coincide.'…), without sending anything; `serverError` puts the server's
 * refusal of a field (a duplicate document) under that field too. 'Nombre de la empresa' shows only for Empresa.
 * 'Límite de crédito en pesos' / 'en dólares' (money, up to 2 decimals, ≥ 0; empty = no limit) can
 * only be changed with ventas.autorizar_precio, as the API requires: otherwise they are read-only,
 * say why, and are not sent.
 */
export function ClienteForm({
  initialValues = EMPTY_CLIENTE_FORM,
  submitLabel,
  submitting = false,
  onSubmit,
  onCancel,
  serverError,
}: ClienteFormProps) {
  const form = useZodForm(clienteFormSchema, { defaultValues: initialValues });
  const { setError } = form;
  useEffect(() => {
    if (serverError) setError(serverError.field, { type: 'server', message: serverError.message }, { shouldFocus: true });
  }, [serverError, setError]);
  const puedeCambiarLimites = usePermission(P.ventasAutorizarPrecio);
  const uid = useId();
  const id = (f: ClienteFormField) => `${uid}-${f}`;
  const errorId = `${uid}-error`;
  // The schema reports either every empty required field or a single problem. Missing required
  // fields share one message above the fields, which marks them invalid and describes them; any
  // other problem (or the server's refusal of a field) shows under its own field.
  const faltanObligatorios = CLIENTE_FORM_FIELDS.some((f) => fieldError(form, f) === MSG_CAMPOS_OBLIGATORIOS);
  const invalidProps = (f: ClienteFormField) =>
    fieldError(form, f) === MSG_CAMPOS_OBLIGATORIOS ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  /** The message shown under field `f`: its problem, unless it is a missing required field. */
  const errorBajo = (f: ClienteFormField) => {
    const e = fieldError(form, f);
    return e === MSG_CAMPOS_OBLIGATORIOS ? undefined : e;
  };
  const tipo = form.watch('tipo');

  const handleSubmit = form.handleSubmit((body) => {
    if (submitting) return;
    if (puedeCambiarLimites) {
      onSubmit(body);
      return;
    }
    const { limiteCreditoPesos: _pesos, limiteCreditoDolares: _dolares, ...sinLimites } = body;
    onSubmit(sinLimites);
  });

  const limite = (f: 'limiteCreditoPesos' | 'limiteCreditoDolares', label: string) => (
    <Field
      label={label}
      htmlFor={id(f)}
      error={errorBajo(f)}
      hint={puedeCambiarLimites ? HINT_LIMITE_CREDITO : `${HINT_LIMITE_CREDITO}. ${HINT_LIMITE_SIN_PERMISO}`}
    >
      <Input
        id={id(f)}
        inputMode="decimal"
        autoComplete="off"
        readOnly={!puedeCambiarLimites}
        {...form.register(f)}
        {...invalidProps(f)}
      />
    </Field>
  );

  const text = (f: ClienteFormField, label: string, opts: { required?: boolean; type?: string; autoComplete?: string } = {}) => (
    <Field label={label} htmlFor={id(f)} required={opts.required} error={errorBajo(f)}>
      <Input
        id={id(f)}
        type={opts.type ?? 'text'}
        autoComplete={opts.autoComplete ?? 'off'}
        {...form.register(f)}
        {...invalidProps(f)}
        aria-required={opts.required || undefined}
      />
    </Field>
  );

  const select = (
    f: ClienteFormField,
    label: string,
    options: ReadonlyArray<{ value: string; label: string }>,
    placeholder?: string,
  ) => (
    <Field label={label} htmlFor={id(f)} required={Boolean(placeholder)} error={errorBajo(f)}>
      <Select
        id={id(f)}
        {...form.register(f)}
        {...invalidProps(f)}
        aria-required={Boolean(placeholder) || undefined}
      >
        {placeholder && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {withCurrent(options, initialValues[f]).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );

  return (
    <Card>
      <form noValidate onSubmit={handleSubmit} aria-label="Datos del cliente">
        {faltanObligatorios && (
          <FormError id={errorId} role="alert">
            {MSG_CAMPOS_OBLIGATORIOS}
          </FormError>
        )}
        <FormGrid>
          {text('nombreApellido', 'Nombre y apellido', { required: true, autoComplete: 'name' })}
          {text('documento', 'Documento', { required: true })}
          {select('tipo', 'Tipo', TIPO_OPTIONS, 'Seleccione un tipo')}
          {select('condicionIVA', 'Condición IVA', IVA_OPTIONS, 'Seleccione una condición')}
          {tipo === 'empresa' && text('nombreEmpresa', 'Nombre de la empresa', { autoComplete: 'organization' })}
          {text('email', 'E-mail', { type: 'email', autoComplete: 'email' })}
          {text('telefono', 'Teléfono', { type: 'tel', autoComplete: 'tel' })}
          {text('direccion', 'Dirección', { autoComplete: 'street-address' })}
          {text('codigoPostal', 'Código postal', { autoComplete: 'postal-code' })}
          {text('zona', 'Zona')}
          {select('provincia', 'Provincia', PROVINCIA_OPTIONS)}
          {limite('limiteCreditoPesos', 'Límite de crédito en pesos')}
          {limite('limiteCreditoDolares', 'Límite de crédito en dólares')}
          <Wide>
            <Field label="Notas" htmlFor={id('notas')} error={errorBajo('notas')}>
              <TextArea id={id('notas')} rows={3} {...form.register('notas')} {...invalidProps('notas')} />
            </Field>
          </Wide>
        </FormGrid>
        <Actions>
          <Button type="button" variant="secondary" onClick={onCancel} disabled={submitting}>
            Cancelar
          </Button>
          <Button type="submit" variant="primary" loading={submitting} disabled={submitting}>
            {submitLabel}
          </Button>
        </Actions>
      </form>
    </Card>
  );
}
