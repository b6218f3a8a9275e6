import { useEffect, useRef, useState, type Ref } from 'react';
import styled from 'styled-components';
import { ApiError, CATEGORIAS, CATEGORIA_LABEL, errorMessage, MONEDA_DOLARES, P, type ActualizacionPrecio, type ActualizarPreciosResponse } from 'shared';
import { usePermission } from 'shared/auth';
import { fieldError, useZodForm } from 'shared/forms';
import { formatMoney, formatQuantity } from 'shared/format';
import { ConfirmDialog } from 'shared/overlays';
import { useProveedoresSelect, useMonedas } from 'shared/query';
import { toast } from 'shared/toast';
import { Button, Card, ErrorPanel, Field, FormGrid, Input, PageHeader, Select, Table, useClientPaging } from 'shared/ui';
import { useConfirmarActualizacionPrecios, useVistaPreviaPrecios } from '../api/actualizar-precios';
import { MODO_LABEL, MODOS_PRECIOS, PRECIOS_FORM_DEFAULTS, preciosFormSchema } from './precios-form';

/** Texts of the screen (docs/stock-y-productos.md). */
export const MSG_PREVIEW_VACIA = 'Ningún producto coincide con los filtros.';
export const MSG_PREVIEW_ERROR = 'No se pudo obtener la vista previa';
export const MSG_ACTUALIZAR_ERROR = 'Error al actualizar los precios';

/** 'N productos' ('1 producto'). */
export function productosTexto(n: number): string {
  return `${n} producto${n === 1 ? '' : 's'}`;
}

const Fieldset = styled.fieldset`
  border: none;
  margin: 0 0 16px;
  padding: 0;
  min-width: 0;
  legend {
    font-weight: 600;
    margin-bottom: 10px;
    padding: 0;
  }
`;
const Modos = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin-bottom: 12px;
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    cursor: pointer;
  }
  input {
    width: 16px;
    height: 16px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
const Valor = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 8px 16px;
  & > :first-child {
    flex: 0 1 260px;
  }
`;
const Dolar = styled.p`
  margin: 26px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Acciones = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
const Resultado = styled.section`
  h2 {
    font-size: 16px;
    margin: 0 0 4px;
    outline: none;
  }
  p {
    margin: 0 0 10px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const columns = [
  { key: 'codigo', header: 'Código', width: '7rem' },
  { key: 'nombre', header: 'Producto' },
  { key: 'precioAnterior', header: 'Precio anterior', align: 'right' as const, render: (i: ActualizacionPrecio) => formatMoney(i.precioAnterior, i.moneda.simbolo) },
  { key: 'precioNuevo', header: 'Precio nuevo', align: 'right' as const, render: (i: ActualizacionPrecio) => formatMoney(i.precioNuevo, i.moneda.simbolo) },
  {
    key: 'valorFinalAnterior',
    header: 'Valor final anterior',
    align: 'right' as const,
    render: (i: ActualizacionPrecio) => formatMoney(i.valorFinalAnterior, i.moneda.simbolo),
  },
  {
    key: 'valorFinalNuevo',
    header: 'Valor final nuevo',
    align: 'right' as const,
    render: (i: ActualizacionPrecio) => formatMoney(i.valorFinalNuevo, i.moneda.simbolo),
  },
];

/** The preview or the result: its heading, the count and the products, 10 per page by default. */
function TablaActualizacion({ titulo, data, headingRef }: { titulo: string; data: ActualizarPreciosResponse; headingRef?: Ref<HTMLHeadingElement> }) {
  const [pageSize, setPageSize] = useState(10);
  const paging = useClientPaging(data.items, pageSize);
  return (
    <Resultado aria-labelledby="actualizar-precios-resultado">
      <h2 id="actualizar-precios-resultado" ref={headingRef} tabIndex={-1}>
        {titulo}
      </h2>
      <p>{productosTexto(data.total)}</p>
      <Table
        caption={titulo}
        columns={columns}
        rows={paging.rows}
        rowKey={(i: ActualizacionPrecio) => i.id}
        emptyText={MSG_PREVIEW_VACIA}
        page={paging.page}
        totalPages={paging.totalPages}
        onPageChange={paging.setPage}
        pageSize={pageSize}
        onPageSizeChange={(size) => {
          setPageSize(size);
          paging.setPage(1);
        }}
      />
    </Resultado>
  );
}

/**
 * /actualizar-precios (docs/stock-y-productos.md, permission stock.put): a bulk change of sale
 * prices. Filters Categoría, Proveedor and Texto (name, or the start of the code) choose the
 * products; the mode is 'Porcentaje' (e.g. 12,5 — comma or dot; negative lowers prices; −99,99 to
 * 1000 with 2 decimals) or 'Nueva cotización del dólar' (4 decimals; reprices the products priced
 * in pesos whose cost is in dollars; the system dollar is shown beside it). The values are checked
 * with the API's schema and messages. 'Ver vista previa' asks the API without confirming and
 * shows Código, Producto, Precio anterior/nuevo and Valor final anterior/nuevo (2 decimals, each
 * with the product's currency symbol) and 'N productos'; 'Ningún producto coincide con los
 * filtros.' when none; the server's message when it refuses (e.g. over 5000 products). Any change
 * of filter, mode or value clears the preview. 'Confirmar actualización' (only with a non-empty
 * preview of the current values) asks first ('Se actualizarán los precios de N productos. Esta
 * acción no se puede deshacer.'), then applies it: toast 'Precios actualizados: N productos.',
 * every product query refreshed, and the table shows the result. Without stock.put (the route
 * already requires it) neither action is offered.
 */
export function ActualizarPreciosPage() {
  const puedeActualizar = usePermission(P.stockPut);
  const form = useZodForm(preciosFormSchema, { defaultValues: PRECIOS_FORM_DEFAULTS });
  const proveedores = useProveedoresSelect();
  const monedas = useMonedas();
  const dolar = monedas.data?.find((m) => m.id === MONEDA_DOLARES);

  const preview = useVistaPreviaPrecios();
  const confirmar = useConfirmarActualizacionPrecios();
  const [resultado, setResultado] = useState<ActualizarPreciosResponse | null>(null);
  const [dialogo, setDialogo] = useState(false);
  const resultadoRef = useRef<HTMLHeadingElement>(null);
  const { reset: resetPreview } = preview;

  // Any change of a filter, the mode or the value makes the preview (and a shown result) stale.
  useEffect(() => {
    const sub = form.watch(() => {
      resetPreview();
      setResultado(null);
    });
    return () => sub.unsubscribe();
  }, [form, resetPreview]);

  // After confirming, the focus goes to the result (the button that opened the dialog is disabled).
  useEffect(() => {
    if (resultado) resultadoRef.current?.focus();
  }, [resultado]);

  const modo = form.watch('modo');
  const total = preview.data?.total ?? 0;
  const puedeConfirmar = preview.isSuccess && total > 0 && !confirmar.isPending;

  const verVistaPrevia = form.handleSubmit((body) => {
    setResultado(null);
    preview.mutate(body);
  });

  const confirmarActualizacion = () => {
    const body = preview.variables;
    if (!body) return;
    confirmar.mutate(body, {
      onSuccess: (data) => {
        setDialogo(false);
        resetPreview();
        setResultado(data);
        toast.success(`Precios actualizados: ${productosTexto(data.total)}.`);
      },
      onError: (err) => {
        setDialogo(false);
        toast.error(errorMessage(err, MSG_ACTUALIZAR_ERROR));
      },
    });
  };

  const errorDelCliente = preview.error instanceof ApiError && preview.error.status >= 400 && preview.error.status < 500;
  const modoField = form.register('modo', { onChange: () => form.setValue('valor', '') });

  return (
    <>
      <PageHeader title="Actualizar precios" subtitle="Cambio masivo de los precios de venta, con vista previa antes de aplicarlo." />
      <Card>
        <form onSubmit={verVistaPrevia} noValidate aria-label="Actualizar precios">
          <Fieldset>
            <legend>Productos</legend>
            <FormGrid>
              <Field label="Categoría" error={fieldError(form, 'categoria')}>
                <Select {...form.register('categoria')}>
                  <option value="">Todas</option>
                  {CATEGORIAS.map((c) => (
                    <option key={c} value={c}>
                      {CATEGORIA_LABEL[c]}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label="Proveedor" error={fieldError(form, 'proveedorId')}>
                <Select {...form.register('proveedorId')}>
                  <option value="">Todos</option>
                  {proveedores.data?.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.nombre}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label="Texto" hint="Nombre o comienzo del código." error={fieldError(form, 'search')}>
                <Input type="text" autoComplete="off" {...form.register('search')} />
              </Field>
            </FormGrid>
          </Fieldset>
          <Fieldset>
            <legend>Cambio de precio</legend>
            <Modos>
              {MODOS_PRECIOS.map((m) => (
                <label key={m}>
                  <input type="radio" value={m} {...modoField} />
                  {MODO_LABEL[m]}
                </label>
              ))}
            </Modos>
            <Valor>
              {modo === 'cotizacion' ? (
                <Field
                  label="Cotización del dólar"
                  hint="Para los productos con precio en pesos y costo en dólares."
                  error={fieldError(form, 'valor')}
                >
                  <Input type="text" inputMode="decimal" autoComplete="off" {...form.register('valor')} />
                </Field>
              ) : (
                <Field
                  label="Porcentaje (%)"
                  hint="Por ejemplo 12,5 sube los precios un 12,5 %; un valor negativo los baja."
                  error={fieldError(form, 'valor')}
                >
                  <Input type="text" inputMode="decimal" autoComplete="off" {...form.register('valor')} />
                </Field>
              )}
              {modo === 'cotizacion' && dolar ? <Dolar>Dólar del sistema: $ {formatQuantity(dolar.valor)}</Dolar> : null}
            </Valor>
          </Fieldset>
          {puedeActualizar ? (
            <Acciones>
              <Button type="submit" loading={preview.isPending}>
                Ver vista previa
              </Button>
              <Button variant="primary" disabled={!puedeConfirmar} onClick={() => setDialogo(true)}>
                Confirmar actualización
              </Button>
            </Acciones>
          ) : null}
        </form>
      </Card>
      {preview.isError ? (
        <ErrorPanel
          title={MSG_PREVIEW_ERROR}
          message={errorMessage(preview.error, 'Error al obtener la vista previa')}
          onRetry={errorDelCliente || !preview.variables ? undefined : () => preview.mutate(preview.variables!)}
        />
      ) : null}
      {preview.data ? <TablaActualizacion titulo="Vista previa" data={preview.data} /> : null}
      {resultado ? <TablaActualizacion titulo="Precios actualizados" data={resultado} headingRef={resultadoRef} /> : null}
      <ConfirmDialog
        open={dialogo}
        title="Confirmar actualización"
        message={`Se actualizarán los precios de ${productosTexto(total)}. Esta acción no se puede deshacer.`}
        confirmLabel="Actualizar precios"
        loading={confirmar.isPending}
        onConfirm={confirmarActualizacion}
        onCancel={() => setDialogo(false)}
      />
    </>
  );
}

export default ActualizarPreciosPage;
