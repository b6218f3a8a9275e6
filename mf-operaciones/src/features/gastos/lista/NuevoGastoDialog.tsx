import { useEffect, useId } from 'react';
import { CATEGORIAS_GASTO, errorMessage, esMetodoCuentaCorriente, MONEDA_PESOS, P } from 'shared';
import { usePermission } from 'shared/auth';
import { fieldError, useZodForm } from 'shared/forms';
import { Dialog, FormDialogFooter } from 'shared/overlays';
import { toast } from 'shared/toast';
import { Field, FormGrid, Input, Select } from 'shared/ui';
import { useMetodosPago, useMonedas, useProveedoresSelect } from 'shared/query';
import { CajaAbiertaSelect } from '../../comun/cajas/CajaAbiertaSelect';
import { MontoInput } from '../../comun/cajas/MontoInput';
import { useCreateGasto } from '../api/create-gasto';
import { hoyBuenosAires } from '../../comun/utils/fechas';
import { gastoFormSchema, type GastoFormValues } from '../utils/gasto-form';

/** Toast after recording an expense. */
export const MSG_GASTO_CREADO = 'Gasto registrado correctamente';
/** Toast when POST gastos fails without a message of the server. */
export const MSG_ERROR_CREAR_GASTO = 'Error al registrar el gasto';

/**
 * 'Nuevo gasto' (gastos.post; docs/cajas-gastos-comisiones.md): Fecha (today in Buenos Aires by
 * default), Categoría (CATEGORIAS_GASTO), Descripción, Monto (money, up to 2 decimals), Moneda
 * (Pesos by default), Método de pago (every method but the current account's), Proveedor (optional,
 * only for users who may read the suppliers: proveedores.get or stock.get) and Caja (optional, only
 * with cajas.get: the open boxes of the chosen currency; changing the currency drops a box of the
 * other one). Checked with the API's rules and messages (gastoFormSchema); POST gastos → 'Gasto
 * registrado correctamente' and the dialog closes, or the server's message (or 'Error al registrar
 * el gasto') and it stays. Mount it on each opening.
 */
export function NuevoGastoDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const puedeVerProveedores = usePermission([P.proveedoresGet, P.stockGet]);
  const puedeVerCajas = usePermission(P.cajasGet);
  const metodos = useMetodosPago();
  const monedas = useMonedas();
  const proveedores = useProveedoresSelect(puedeVerProveedores);
  const crear = useCreateGasto();
  const form = useZodForm(gastoFormSchema, {
    defaultValues: {
      fecha: hoyBuenosAires(),
      categoria: '',
      descripcion: '',
      monto: '',
      monedaId: String(MONEDA_PESOS),
      metodoPagoId: '',
      proveedorId: '',
      cajaId: '',
    } satisfies GastoFormValues,
  });
  const { register, setValue, watch, handleSubmit } = form;
  useEffect(() => {
    register('monto');
  }, [register]);
  const monto = String(watch('monto') ?? '');
  const monedaId = Number(watch('monedaId')) || undefined;
  const revalidar = { shouldValidate: form.formState.isSubmitted };
  const campo = (nombre: keyof GastoFormValues) => `${id}-${nombre}`;

  const enviar = handleSubmit((body) => {
    if (crear.isPending) return;
    crear.mutate(body, {
      onSuccess: () => {
        toast.success(MSG_GASTO_CREADO);
        onClose();
      },
      onError: (err) => toast.error(errorMessage(err, MSG_ERROR_CREAR_GASTO)),
    });
  });

  const cerrar = () => !crear.isPending && onClose();
  const monedaRegistro = register('monedaId');
  return (
    <Dialog
      open
      title="Nuevo gasto"
      onClose={cerrar}
      width="640px"
      footer={<FormDialogFooter formId={`${id}-form`} submitLabel={'Registrar gasto'} pending={crear.isPending} onCancel={cerrar} />}
    >
      <form id={`${id}-form`} noValidate onSubmit={enviar} aria-label="Nuevo gasto">
        <FormGrid>
          <Field label="Fecha" htmlFor={campo('fecha')} error={fieldError(form, 'fecha')} required>
            <Input id={campo('fecha')} type="date" {...register('fecha')} />
          </Field>
          <Field label="Categoría" htmlFor={campo('categoria')} error={fieldError(form, 'categoria')} required>
            <Select id={campo('categoria')} {...register('categoria')}>
              <option value="" disabled>
                Seleccione una categoría
              </option>
              {CATEGORIAS_GASTO.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </Field>
          <div data-full>
            <Field label="Descripción" htmlFor={campo('descripcion')} error={fieldError(form, 'descripcion')} required>
              <Input id={campo('descripcion')} autoComplete="off" maxLength={200} {...register('descripcion')} />
            </Field>
          </div>
          <Field label="Monto" htmlFor={campo('monto')} error={fieldError(form, 'monto')} required>
            <MontoInput id={campo('monto')} value={monto} onValue={(v) => setValue('monto', v, revalidar)} />
          </Field>
          <Field label="Moneda" htmlFor={campo('monedaId')} error={fieldError(form, 'monedaId')} required>
            <Select
              id={campo('monedaId')}
              {...monedaRegistro}
              onChange={(e) => {
                void monedaRegistro.onChange(e);
                // A box holds one currency: the chosen one may not fit the new currency.
                setValue('cajaId', '');
              }}
            >
              {(monedas.data ?? [{ id: MONEDA_PESOS, nombre: 'Pesos', simbolo: '$' }]).map((m) => (
                <option key={m.id} value={String(m.id)}>
                  {`${m.nombre} (${m.simbolo})`}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Método de pago" htmlFor={campo('metodoPagoId')} error={fieldError(form, 'metodoPagoId')} required>
            <Select id={campo('metodoPagoId')} {...register('metodoPagoId')}>
              <option value="" disabled>
                Seleccione un método de pago
              </option>
              {(metodos.data ?? [])
                .filter((m) => !esMetodoCuentaCorriente(m))
                .map((m) => (
                  <option key={m.id} value={String(m.id)}>
                    {m.nombre}
                  </option>
                ))}
            </Select>
          </Field>
          {puedeVerProveedores ? (
            <Field label="Proveedor" htmlFor={campo('proveedorId')} error={fieldError(form, 'proveedorId')}>
              <Select id={campo('proveedorId')} {...register('proveedorId')}>
                <option value="">Sin proveedor</option>
                {(proveedores.data ?? []).map((p) => (
                  <option key={p.id} value={String(p.id)}>
                    {p.nombre}
                  </option>
                ))}
              </Select>
            </Field>
          ) : null}
          {puedeVerCajas ? <CajaAbiertaSelect id={campo('cajaId')} monedaId={monedaId} error={fieldError(form, 'cajaId')} {...register('cajaId')} /> : null}
        </FormGrid>
      </form>
    </Dialog>
  );
}
