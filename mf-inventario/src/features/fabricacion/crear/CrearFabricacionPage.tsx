import { useEffect, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage, fabricacionBodySchema, type Producto } from 'shared';
import { sucursalInicial, useAuth } from 'shared/auth';
import { fieldError, useZodForm } from 'shared/forms';
import { isQuantityInput } from 'shared/format';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from 'shared/hooks';
import { toast } from 'shared/toast';
import { Button, Card, ErrorPanel, Field, FormGrid, Input, PageHeader, Select } from 'shared/ui';
import { useSucursales } from 'shared/query';
import { useCreateFabricacion } from '../api/create-fabricacion';
import { usePreviewFabricacion, type PreviewParams } from '../api/get-preview-fabricacion';
import { MSG_ERROR_CREAR_FABRICACION, MSG_ERROR_SUCURSALES, MSG_FABRICACION_CREADA } from '../utils/mensajes';
import { BuscarProductoFabricable } from './BuscarProductoFabricable';
import { PreviewMateriasPrimas } from './PreviewMateriasPrimas';

const Wide = styled.div`
  grid-column: 1 / -1;
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 4px;
`;

/** The preview's parameters as one comparable string (what is debounced), '' while the form is not valid. */
function previewKey(values: unknown): string {
  const parsed = fabricacionBodySchema.safeParse(values);
  if (!parsed.success) return '';
  const { productoId, cantidad, sucursalId } = parsed.data;
  return JSON.stringify({ productoId, cantidad, sucursalId } satisfies PreviewParams);
}

/**
 * /crear-fabricacion (docs/fabricacion.md, «Corrida de fabricación»; permission fabricacion.post):
 * 'Producto' (an essence or elaborated product searched on the server), 'Cantidad a fabricar' (up to
 * 4 decimals, above zero, in the product's unit, which the field names) and 'Sucursal' (the first
 * one preselected), checked with the API's own schema (fabricacionBodySchema) and its messages.
 * As soon as the three are valid, and after a pause, the preview of the raw materials it would take
 * appears (PreviewMateriasPrimas). 'Crear fabricación' sends POST fabricaciones ('Guardando...'
 * meanwhile): 'Fabricación creada' and the new run's detail, or the server's message or
 * 'Error al crear la fabricación'. 'Cancelar' returns to /fabricacion.
 */
export function CrearFabricacionPage() {
  const navigate = useNavigate();
  const crear = useCreateFabricacion();
  const sucursales = useSucursales();
  const form = useZodForm(fabricacionBodySchema, { defaultValues: { cantidad: '' } });
  const { register, setValue, getValues } = form;
  const [producto, setProducto] = useState<Producto | null>(null);

  // The three values are set by code (a combobox, a filtered text box, a select): registered by name.
  useEffect(() => {
    register('productoId');
    register('cantidad');
    register('sucursalId');
  }, [register]);

  // Preselect the first branch once they arrive (only if none was chosen).
  // The user's branch comes selected (docs/seguridad.md, «Aprobaciones y alcance»), else the first.
  const { user } = useAuth();
  const primeraSucursal = sucursalInicial(sucursales.data, user?.sucursalId);
  useEffect(() => {
    if (primeraSucursal !== undefined && getValues('sucursalId') === undefined) setValue('sucursalId', primeraSucursal);
  }, [primeraSucursal, getValues, setValue]);

  const [productoId, cantidad, sucursalId] = form.watch(['productoId', 'cantidad', 'sucursalId']);
  const revalidar = { shouldValidate: form.formState.isSubmitted };

  const clave = previewKey({ productoId, cantidad, sucursalId });
  const claveEsperada = useDebouncedValue(clave, SEARCH_DEBOUNCE_MS);
  const previewParams = clave !== '' && claveEsperada !== '' ? (JSON.parse(claveEsperada) as PreviewParams) : undefined;
  const preview = usePreviewFabricacion(previewParams);

  const elegirProducto = (p: Producto) => {
    setProducto(p);
    setValue('productoId', p.id, revalidar);
  };

  const onSubmit = form.handleSubmit((body) => {
    if (crear.isPending) return;
    crear.mutate(body, {
      onSuccess: ({ id }) => {
        toast.success(MSG_FABRICACION_CREADA);
        navigate(`/fabricacion/${id}`);
      },
      onError: (err) => toast.error(errorMessage(err, MSG_ERROR_CREAR_FABRICACION)),
    });
  });

  return (
    <>
      <PageHeader title="Nueva fabricación" subtitle="La fabricación nace En proceso: el stock se descuenta al confirmar cada materia prima." />
      {sucursales.isError ? <ErrorPanel title={MSG_ERROR_SUCURSALES} onRetry={() => void sucursales.refetch()} /> : null}
      <form noValidate onSubmit={onSubmit} aria-label="Nueva fabricación">
        <Card>
          <FormGrid>
            <Wide>
              <BuscarProductoFabricable id="fabricacion-producto" elegido={producto} onSelect={elegirProducto} error={fieldError(form, 'productoId')} />
            </Wide>
            <Field
              label="Cantidad a fabricar"
              htmlFor="fabricacion-cantidad"
              hint={producto ? `Unidad: ${producto.unidad}` : 'Elija primero el producto para ver su unidad.'}
              error={fieldError(form, 'cantidad')}
            >
              <Input
                id="fabricacion-cantidad"
                inputMode="decimal"
                autoComplete="off"
                value={String(cantidad ?? '')}
                onChange={(e: ChangeEvent<HTMLInputElement>) => {
                  if (isQuantityInput(e.target.value)) setValue('cantidad', e.target.value, revalidar);
                }}
              />
            </Field>
            <Field label="Sucursal" htmlFor="fabricacion-sucursal" error={fieldError(form, 'sucursalId')}>
              <Select
                id="fabricacion-sucursal"
                value={sucursalId === undefined ? '' : String(sucursalId)}
                disabled={!sucursales.data}
                onChange={(e: ChangeEvent<HTMLSelectElement>) => setValue('sucursalId', Number(e.target.value), revalidar)}
              >
                {sucursales.data ? null : <option value="">Cargando...</option>}
                {sucursales.data?.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.nombre}
                  </option>
                ))}
              </Select>
            </Field>
          </FormGrid>
        </Card>
        {clave !== '' ? (
          <PreviewMateriasPrimas
            preview={preview.data}
            loading={clave !== claveEsperada || preview.isFetching}
            error={preview.isPlaceholderData ? null : preview.error}
            onRetry={() => void preview.refetch()}
          />
        ) : null}
        <Actions>
          <Button variant="secondary" onClick={() => navigate('/fabricacion')} disabled={crear.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="primary" loading={crear.isPending}>
            {crear.isPending ? 'Guardando...' : 'Crear fabricación'}
          </Button>
        </Actions>
      </form>
    </>
  );
}

export default CrearFabricacionPage;
