import { useId, useState } from 'react';
import styled from 'styled-components';
import { fieldError, useZodForm } from 'shared/forms';
import { Button, Card, Checkbox, EmptyState, Field, FormGrid, Input, Select, Spinner } from 'shared/ui';
import { useSucursales } from 'shared/query';
import { useRoles } from '../../comun/api/get-roles';
import {
  EMPTY_USUARIO_FORM,
  usuarioCreateFormSchema,
  usuarioUpdateFormSchema,
  type UsuarioBody,
  type UsuarioFormValues,
} from '../utils/usuario-form';

/** Help text of Contraseña on /crear-usuario. */
export const HINT_PASSWORD = 'Si la deja vacía, el sistema genera una.';
/** Help text of Comisión (%). */
export const HINT_COMISION = 'De 0 a 100, con hasta 2 decimales. Vacía: 0.';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 20px;
`;
const ActivoWrap = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: 4px;
`;
const Nota = styled.span`font-size: 12px; color: ${({ theme }) => theme.colors.textMuted};`;

/** Props of {@link UsuarioForm}. */
export interface UsuarioFormProps {
  /** 'crear' adds Contraseña (optional) and checks with usuarioCreateSchema; 'editar' uses usuarioUpdateSchema. */
  modo: 'crear' | 'editar';
  /** Starting values (a new user starts empty and active). */
  initialValues?: UsuarioFormValues;
  /** The user's current role, kept as an option when the role list cannot be read. */
  rolActual?: { id: number; name: string };
  /** When set, Activo is disabled and this note says why (the signed-in user's own page). */
  activoBloqueado?: string;
  /** Text of the submit button ('Crear usuario', 'Guardar'). */
  submitLabel: string;
  /** True while the request runs: the buttons are disabled and submit shows a spinner. */
  submitting?: boolean;
  /** Receives the checked body (not called when a field is wrong: nothing is sent). */
  onSubmit: (body: UsuarioBody) => void;
  onCancel: () => void;
}

/**
 * The user form of /crear-usuario and of the edit mode of /usuarios/{id}
 * (docs/contactos-y-administracion.md, «Usuarios»): Nombre*, E-mail*, Rol* (GET roles), Sucursal
 * (GET sucursales, 'Sin sucursal'), Código de vendedor, Comisión (%), Activo and, when creating,
 * Contraseña ('Si la deja vacía, el sistema genera una.'). The values are checked in the browser with
 * the API's own schema; each wrong field shows its message and nothing is sent.
 */
export function UsuarioForm({
  modo,
  initialValues = EMPTY_USUARIO_FORM,
  rolActual,
  activoBloqueado,
  submitLabel,
  submitting = false,
  onSubmit,
  onCancel,
}: UsuarioFormProps) {
  // The schema is chosen once: a form never changes from create to edit.
  const [schema] = useState(() => (modo === 'crear' ? usuarioCreateFormSchema : usuarioUpdateFormSchema));
  const form = useZodForm(schema, { defaultValues: initialValues });
  const roles = useRoles();
  const sucursales = useSucursales();
  const uid = useId();
  const id = (f: keyof UsuarioFormValues) => `${uid}-${f}`;

  const rolOpciones = roles.data?.map((r) => ({ id: r.id, name: r.name })) ?? [];
  if (rolActual && !rolOpciones.some((r) => r.id === rolActual.id)) rolOpciones.push(rolActual);
  const sucursalOpciones = sucursales.data ?? [];
  const sucursalInicial = initialValues.sucursalId;

  const submit = form.handleSubmit((body) => {
    if (submitting) return;
    onSubmit(body);
  });

  // The selects get their options before the form fills them, so the starting role and branch show.
  if (roles.isPending || sucursales.isPending) {
    return (
      <Card>
        <EmptyState>
          <Spinner label="Cargando roles y sucursales" />
        </EmptyState>
      </Card>
    );
  }

  return (
    <Card>
      <form noValidate onSubmit={submit} aria-label={modo === 'crear' ? 'Nuevo usuario' : 'Editar usuario'}>
        <FormGrid>
          <Field label="Nombre" htmlFor={id('name')} error={fieldError(form, 'name')} required>
            <Input id={id('name')} autoComplete="off" aria-required {...form.register('name')} />
          </Field>
          <Field label="E-mail" htmlFor={id('email')} error={fieldError(form, 'email')} required>
            <Input id={id('email')} type="email" autoComplete="off" aria-required {...form.register('email')} />
          </Field>
          <Field
            label="Rol"
            htmlFor={id('roleId')}
            error={fieldError(form, 'roleId')}
            hint={roles.isError ? 'No se pudieron cargar los roles.' : undefined}
            required
          >
            <Select id={id('roleId')} aria-required {...form.register('roleId')}>
              <option value="" disabled>
                Seleccione un rol
              </option>
              {rolOpciones.map((r) => (
                <option key={r.id} value={String(r.id)}>
                  {r.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label="Sucursal"
            htmlFor={id('sucursalId')}
            error={fieldError(form, 'sucursalId')}
            hint={sucursales.isError ? 'No se pudieron cargar las sucursales.' : undefined}
          >
            <Select id={id('sucursalId')} {...form.register('sucursalId')}>
              <option value="">Sin sucursal</option>
              {sucursalOpciones.map((s) => (
                <option key={s.id} value={String(s.id)}>
                  {s.nombre}
                </option>
              ))}
              {sucursalInicial && !sucursalOpciones.some((s) => String(s.id) === sucursalInicial) ? (
                <option value={sucursalInicial}>{`Sucursal N° ${sucursalInicial}`}</option>
              ) : null}
            </Select>
          </Field>
          <Field label="Código de vendedor" htmlFor={id('cod_vendedor')} error={fieldError(form, 'cod_vendedor')}>
            <Input id={id('cod_vendedor')} autoComplete="off" {...form.register('cod_vendedor')} />
          </Field>
          <Field label="Comisión (%)" htmlFor={id('comision')} error={fieldError(form, 'comision')} hint={HINT_COMISION}>
            <Input id={id('comision')} inputMode="decimal" autoComplete="off" {...form.register('comision')} />
          </Field>
          <ActivoWrap>
            <Checkbox
              label="Activo"
              disabled={activoBloqueado !== undefined}
              aria-describedby={activoBloqueado !== undefined ? id('activo') : undefined}
              {...form.register('activo')}
            />
            {activoBloqueado !== undefined ? <Nota id={id('activo')}>{activoBloqueado}</Nota> : null}
          </ActivoWrap>
          {modo === 'crear' ? (
            <Field label="Contraseña" htmlFor={id('password')} error={fieldError(form, 'password')} hint={HINT_PASSWORD}>
              <Input id={id('password')} type="password" autoComplete="new-password" {...form.register('password')} />
            </Field>
          ) : null}
        </FormGrid>
        <Actions>
          <Button type="button" variant="secondary" onClick={onCancel} disabled={submitting}>
            Cancelar
          </Button>
          <Button type="submit" variant="primary" loading={submitting}>
            {submitLabel}
          </Button>
        </Actions>
      </form>
    </Card>
  );
}
