import { useMemo } from 'react';
import styled from 'styled-components';
import {
  CONDICIONES_IVA_EMISOR,
  configuracionFiscalBodySchema,
  ENTORNO_ARCA_LABELS,
  ENTORNOS_ARCA,
  type ConfiguracionFiscal,
} from 'shared';
import { formatMoney } from 'shared/format';
import { fieldError, useZodForm } from 'shared/forms';
import { toast } from 'shared/toast';
import { Button, Field, FormGrid, Input, Select } from 'shared/ui';
import { useActualizarConfiguracionFiscal } from '../api/actualizar-configuracion';
import { toFormValues } from '../utils/datos-negocio-form';
import { AYUDA_ENTORNO, mensajeError, MSG_CONFIGURACION_GUARDADA } from '../utils/textos';
import { Aviso } from './Aviso';

const Acciones = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 16px;
`;
const ErrorServidor = styled.div`margin-top: 14px;`;

/** Props of {@link DatosNegocioForm}. */
export interface DatosNegocioFormProps {
  configuracion: ConfiguracionFiscal;
  /** fiscal.put: the fields can be edited and 'Guardar' shows; without it they are read-only. */
  puedeEditar: boolean;
}

/**
 * «Datos del negocio» of /configuracion-fiscal (docs/facturacion.md): CUIT, razón social,
 * condición frente al IVA, ingresos brutos, inicio de actividades, domicilio comercial, entorno de
 * ARCA (with the help line that the simulator has no fiscal validity) and the amount from which a
 * final consumer must be identified (its hint shows the saved amount, '$ 10.000.000,00'). Checked in the browser with the shared
 * `configuracionFiscalBodySchema` (each message under its field; nothing is sent while invalid),
 * then PUT fiscal/configuracion: 'Configuración fiscal guardada.' as a toast, or the server's
 * message above the button. Without fiscal.put the fields are read-only and there is no button.
 */
export function DatosNegocioForm({ configuracion, puedeEditar }: DatosNegocioFormProps) {
  const guardar = useActualizarConfiguracionFiscal();
  // Filled from the server. react-query keeps the same object while the data does not change, so
  // only a save (or a refetch bringing other data) refills the form.
  const valores = useMemo(() => toFormValues(configuracion), [configuracion]);
  const form = useZodForm(configuracionFiscalBodySchema, { defaultValues: valores, values: valores });

  const submit = form.handleSubmit((body) => {
    if (guardar.isPending || !puedeEditar) return;
    guardar.mutate(body, {
      onSuccess: (guardada) => {
        toast.success(MSG_CONFIGURACION_GUARDADA);
        // What the server saved (the CUIT as XX-XXXXXXXX-X, the amount with 2 decimals).
        form.reset(toFormValues(guardada));
      },
    });
  });

  const soloLectura = !puedeEditar;
  return (
    <form onSubmit={submit} noValidate aria-label="Datos del negocio">
      <FormGrid>
        <Field label="CUIT" htmlFor="fiscal-cuit" hint="11 dígitos, por ejemplo 30-71234567-1." error={fieldError(form, 'cuit')} required={puedeEditar}>
          <Input id="fiscal-cuit" inputMode="numeric" autoComplete="off" readOnly={soloLectura} {...form.register('cuit')} />
        </Field>
        <Field label="Razón social" htmlFor="fiscal-razon-social" error={fieldError(form, 'razonSocial')} required={puedeEditar}>
          <Input id="fiscal-razon-social" autoComplete="organization" readOnly={soloLectura} {...form.register('razonSocial')} />
        </Field>
        <Field label="Condición frente al IVA" htmlFor="fiscal-condicion-iva" error={fieldError(form, 'condicionIva')} required={puedeEditar}>
          <Select id="fiscal-condicion-iva" disabled={soloLectura} {...form.register('condicionIva')}>
            <option value="">Elija una condición</option>
            {CONDICIONES_IVA_EMISOR.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Ingresos brutos" htmlFor="fiscal-ingresos-brutos" error={fieldError(form, 'ingresosBrutos')} required={puedeEditar}>
          <Input id="fiscal-ingresos-brutos" autoComplete="off" readOnly={soloLectura} {...form.register('ingresosBrutos')} />
        </Field>
        <Field label="Inicio de actividades" htmlFor="fiscal-inicio-actividades" error={fieldError(form, 'inicioActividades')} required={puedeEditar}>
          <Input id="fiscal-inicio-actividades" type="date" readOnly={soloLectura} {...form.register('inicioActividades')} />
        </Field>
        <Field label="Domicilio comercial" htmlFor="fiscal-domicilio" error={fieldError(form, 'domicilioComercial')} required={puedeEditar}>
          <Input id="fiscal-domicilio" autoComplete="street-address" readOnly={soloLectura} {...form.register('domicilioComercial')} />
        </Field>
        <Field label="Entorno de ARCA" htmlFor="fiscal-entorno" hint={AYUDA_ENTORNO} error={fieldError(form, 'entorno')} required={puedeEditar}>
          <Select id="fiscal-entorno" disabled={soloLectura} {...form.register('entorno')}>
            {ENTORNOS_ARCA.map((e) => (
              <option key={e} value={e}>
                {ENTORNO_ARCA_LABELS[e]}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="Monto para identificar al consumidor final"
          htmlFor="fiscal-limite-cf"
          hint={`En pesos, con hasta 2 decimales (guardado: ${formatMoney(configuracion.limiteConsumidorFinal)}). Desde ese total, la venta a consumidor final pide DNI o CUIT.`}
          error={fieldError(form, 'limiteConsumidorFinal')}
          required={puedeEditar}
        >
          <Input id="fiscal-limite-cf" inputMode="decimal" autoComplete="off" readOnly={soloLectura} {...form.register('limiteConsumidorFinal')} />
        </Field>
      </FormGrid>
      {guardar.isError ? (
        <ErrorServidor>
          <Aviso tono="danger">{mensajeError(guardar.error)}</Aviso>
        </ErrorServidor>
      ) : null}
      {puedeEditar ? (
        <Acciones>
          <Button type="submit" variant="primary" loading={guardar.isPending} disabled={guardar.isPending}>
            Guardar
          </Button>
        </Acciones>
      ) : null}
    </form>
  );
}
