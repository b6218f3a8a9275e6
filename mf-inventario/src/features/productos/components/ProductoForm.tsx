import { useId, useMemo } from 'react';
import styled from 'styled-components';
import { ALICUOTAS_IVA, CATEGORIA_LABEL, CATEGORIAS, type Categoria, type ProductoBody } from 'shared';
import { fieldError, useZodForm } from 'shared/forms';
import { formatMoney } from 'shared/format';
import { Button, Card, ErrorPanel, Field, FormGrid, Input, Select, Spinner, TextArea } from 'shared/ui';
import { useMonedas, useProveedoresSelect } from 'shared/query';
import { alicuotaLabel, simboloDe } from '../utils/producto';
import {
  EMPTY_PRODUCTO_FORM,
  llevaFormula,
  productoFormSchema,
  valorFinalDe,
  type ProductoFormValues,
} from '../utils/producto-form';
import { FormulaEditor } from './FormulaEditor';

/** The note beside the cost fields of a user without stock.editar_costo. */
export const MSG_REQUIERE_PERMISO_COSTO = 'Requiere el permiso para editar costos.';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 20px;
`;
const Wide = styled.div`grid-column: 1 / -1;`;
const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: 10px;
  align-items: start;
`;
const ValorFinal = styled.output`
  display: block;
  padding: 7px 10px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;
const Centered = styled.div`display: flex; justify-content: center; padding: 32px 0;`;

export interface ProductoFormProps {
  /** Starting values; a new product starts as {@link EMPTY_PRODUCTO_FORM}. */
  initialValues?: ProductoFormValues;
  /** The product being edited: its category is fixed and it may not be in its own formula. Undefined when creating. */
  productoId?: number;
  /** The product's current supplier, still offered by name when the supplier list cannot be loaded. */
  proveedorActual?: { id: number; nombre: string } | null;
  /**
   * False for a user without stock.editar_costo editing a product: 'Costo' and 'Moneda del costo'
   * are read-only (and sent unchanged), with the note 'Requiere el permiso para editar costos.'.
   */
  costoEditable?: boolean;
  /** Text of the submit button: 'Crear Producto' or 'Guardar cambios'. */
  submitLabel: string;
  /** True while the request runs: the buttons are disabled and submit is busy. */
  submitting?: boolean;
  /** Receives the checked body of POST / PUT productos. Not called when the check fails. */
  onSubmit: (body: ProductoBody) => void;
  /** 'Cancelar': leave the form without saving. */
  onCancel: () => void;
}

/**
 * The product form of /crear-producto and of the edit mode of /productos/:id
 * (docs/stock-y-productos.md): Nombre, Descripción, Categoría (fixed when editing), Unidad,
 * Proveedor, Stock mínimo (4 decimals), Costo and Moneda del costo, Precio (net, 2 decimals) and
 * Moneda, Alícuota IVA (21 %, 10,5 %, 0 %) and 'Valor final', computed as the user types with the
 * API's rule (precio × (1 + IVA / 100), 2 decimals half-up, decimal.js) and shown with the price's
 * currency symbol. Essences and elaborated products add the {@link FormulaEditor}. The values are
 * checked with the API's schema (productoFormSchema) and each message shows beside its field;
 * nothing is sent while one remains. Waits for the currency list (needed by both currency selects);
 * a supplier list that fails leaves only 'Sin proveedor' and the current supplier.
 */
export function ProductoForm({
  initialValues = EMPTY_PRODUCTO_FORM,
  productoId,
  proveedorActual = null,
  costoEditable = true,
  submitLabel,
  submitting = false,
  onSubmit,
  onCancel,
}: ProductoFormProps) {
  const schema = useMemo(() => productoFormSchema(productoId), [productoId]);
  const form = useZodForm(schema, { defaultValues: initialValues });
  const monedas = useMonedas();
  const proveedores = useProveedoresSelect();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const editando = productoId !== undefined;

  const categoria = form.watch('categoria');
  const precio = form.watch('precio');
  const alicuotaIva = form.watch('alicuotaIva');
  const monedaId = Number(form.watch('monedaId'));
  const valorFinal = valorFinalDe(precio, alicuotaIva);

  const handleSubmit = form.handleSubmit((body) => {
    if (submitting) return;
    onSubmit(body);
  });

  if (monedas.isError) {
    return <ErrorPanel title="Error al cargar las monedas" onRetry={() => void monedas.refetch()} />;
  }
  if (monedas.isPending) {
    return (
      <Centered>
        <Spinner label="Cargando formulario" />
      </Centered>
    );
  }

  const listaProveedores = proveedores.data ?? [];
  const opcionesProveedor =
    proveedorActual && !listaProveedores.some((p) => p.id === proveedorActual.id) ? [...listaProveedores, proveedorActual] : listaProveedores;

  const monedaOptions = monedas.data.map((m) => (
    <option key={m.id} value={String(m.id)}>
      {m.nombre} ({m.simbolo})
    </option>
  ));
  const costoMoneda = monedas.data.find((m) => String(m.id) === initialValues.costoMonedaId);

  return (
    <Card>
      <form noValidate onSubmit={handleSubmit} aria-label="Datos del producto">
        <FormGrid>
          <Field label="Nombre" htmlFor={id('nombre')} required error={fieldError(form, 'nombre')}>
            <Input id={id('nombre')} autoComplete="off" aria-required {...form.register('nombre')} />
          </Field>
          {editando ? (
            <Field label="Categoría" htmlFor={id('categoria')} hint="La categoría no cambia después del alta.">
              <Input id={id('categoria')} readOnly value={CATEGORIA_LABEL[categoria as Categoria] ?? categoria} />
            </Field>
          ) : (
            <Field label="Categoría" htmlFor={id('categoria')} required error={fieldError(form, 'categoria')}>
              <Select id={id('categoria')} aria-required {...form.register('categoria')}>
                {CATEGORIAS.map((c) => (
                  <option key={c} value={c}>
                    {CATEGORIA_LABEL[c]}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          <Wide>
            <Field label="Descripción" htmlFor={id('descripcion')} error={fieldError(form, 'descripcion')}>
              <TextArea id={id('descripcion')} rows={2} {...form.register('descripcion')} />
            </Field>
          </Wide>
          <Field label="Unidad" htmlFor={id('unidad')} required error={fieldError(form, 'unidad')} hint="Por ejemplo kg, l o unidad.">
            <Input id={id('unidad')} autoComplete="off" aria-required {...form.register('unidad')} />
          </Field>
          <Field
            label="Proveedor"
            htmlFor={id('proveedorId')}
            error={fieldError(form, 'proveedorId')}
            hint={proveedores.isError ? 'No se pudieron cargar los proveedores.' : undefined}
          >
            <Select id={id('proveedorId')} {...form.register('proveedorId')}>
              <option value="">Sin proveedor</option>
              {opcionesProveedor.map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {p.nombre}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Stock mínimo" htmlFor={id('stockMinimo')} error={fieldError(form, 'stockMinimo')} hint="Hasta 4 decimales.">
            <Input id={id('stockMinimo')} inputMode="decimal" autoComplete="off" {...form.register('stockMinimo')} />
          </Field>
          <Pair>
            <Field
              label="Costo"
              htmlFor={id('costo')}
              error={fieldError(form, 'costo')}
              hint={costoEditable ? undefined : MSG_REQUIERE_PERMISO_COSTO}
            >
              <Input id={id('costo')} inputMode="decimal" autoComplete="off" readOnly={!costoEditable} {...form.register('costo')} />
            </Field>
            {costoEditable ? (
              <Field label="Moneda del costo" htmlFor={id('costoMonedaId')} error={fieldError(form, 'costoMonedaId')}>
                <Select id={id('costoMonedaId')} {...form.register('costoMonedaId')}>
                  {monedaOptions}
                </Select>
              </Field>
            ) : (
              <Field label="Moneda del costo" htmlFor={id('costoMonedaId')}>
                <Input id={id('costoMonedaId')} readOnly value={costoMoneda ? `${costoMoneda.nombre} (${costoMoneda.simbolo})` : initialValues.costoMonedaId} />
              </Field>
            )}
          </Pair>
          <Pair>
            <Field label="Precio (neto)" htmlFor={id('precio')} required error={fieldError(form, 'precio')}>
              <Input id={id('precio')} inputMode="decimal" autoComplete="off" aria-required {...form.register('precio')} />
            </Field>
            <Field label="Moneda" htmlFor={id('monedaId')} error={fieldError(form, 'monedaId')}>
              <Select id={id('monedaId')} {...form.register('monedaId')}>
                {monedaOptions}
              </Select>
            </Field>
          </Pair>
          <Field label="Alícuota IVA" htmlFor={id('alicuotaIva')} error={fieldError(form, 'alicuotaIva')}>
            <Select id={id('alicuotaIva')} {...form.register('alicuotaIva')}>
              {ALICUOTAS_IVA.map((a) => (
                <option key={a} value={a}>
                  {alicuotaLabel(a)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Valor final" htmlFor={id('valorFinal')} hint="Precio con IVA.">
            <ValorFinal id={id('valorFinal')} aria-live="polite">
              {valorFinal === null ? '-' : formatMoney(valorFinal, simboloDe(monedas.data, monedaId)).trim()}
            </ValorFinal>
          </Field>
          {llevaFormula(categoria) ? <FormulaEditor form={form} productoId={productoId} idPrefix={uid} /> : null}
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
