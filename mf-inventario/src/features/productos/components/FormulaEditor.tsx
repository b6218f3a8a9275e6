import { useState } from 'react';
import styled from 'styled-components';
import { MSG_FORMULA_PROPIA, MSG_FORMULA_REPETIDA, type Producto } from 'shared';
import { fieldError, type UseZodFormReturn } from 'shared/forms';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from 'shared/hooks';
import { Combobox } from 'shared/overlays';
import { Button, Field, Input, visuallyHidden } from 'shared/ui';
import { useMateriasPrimas } from '../api/get-materias-primas';
import type { LineaFormula, ProductoFormSchema } from '../utils/producto-form';

/** Shown in the raw-material search when it could not be loaded. */
export const MSG_ERROR_MATERIAS = 'Error al cargar las materias primas';

const Fieldset = styled.fieldset`
  grid-column: 1 / -1;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 12px 16px 16px;
  margin: 0;
  min-width: 0;
  display: grid;
  gap: 14px;
  legend { font-weight: 600; padding: 0 6px; }
`;
const Hint = styled.p`margin: 0; font-size: 12px; color: ${({ theme }) => theme.colors.textMuted};`;
const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 14px;
  @media (min-width: 720px) { grid-template-columns: minmax(0, 1fr) minmax(0, 2fr); align-items: start; }
`;
const ErrorText = styled.p`margin: 0; font-size: 12px; color: ${({ theme }) => theme.colors.danger};`;
const Lines = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { padding: 6px 8px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: left; vertical-align: top; }
  th { font-size: 12px; font-weight: 600; color: ${({ theme }) => theme.colors.textMuted}; }
  td input { max-width: 160px; text-align: right; }
`;

const Caption = styled.caption`${visuallyHidden}`;
const SrOnly = styled.span`${visuallyHidden}`;

type ProductoForm = UseZodFormReturn<ProductoFormSchema>;

export interface FormulaEditorProps {
  form: ProductoForm;
  /** The product being edited (undefined when creating): it may not be one of its raw materials. */
  productoId?: number;
  /** Prefix of the ids of the editor's controls. */
  idPrefix: string;
}

/**
 * The formula of an essence or an elaborated product (docs/stock-y-productos.md): 'Cantidad
 * producida' (up to 4 decimals, in the product's unit) and the raw materials it takes, each with
 * its quantity (up to 4 decimals, in the material's unit) and a remove button. Raw materials are
 * added with the kit's Combobox, which asks the server for raw materials matching the typed text
 * after a pause (20 at most). The product itself ('Un producto no puede formar parte de su propia
 * fórmula.') and a material already in the formula ('Una materia prima aparece más de una vez en la
 * fórmula.') are refused at once, under the search. The values live in the form (`cantidadProducida`,
 * `detalles`); their messages come from the form's schema.
 */
export function FormulaEditor({ form, productoId, idPrefix }: FormulaEditorProps) {
  const [texto, setTexto] = useState('');
  const [aviso, setAviso] = useState<string | null>(null);
  const buscado = useDebouncedValue(texto.trim(), SEARCH_DEBOUNCE_MS);
  const materias = useMateriasPrimas(buscado);
  const unidad = form.watch('unidad').trim();
  const detalles = form.watch('detalles');
  const submitted = form.formState.isSubmitted;

  // Options only for the text typed: never the previous search's while the next one waits or loads.
  const actual = texto.trim() !== '' && buscado === texto.trim() && !materias.isPlaceholderData;
  const opciones = actual && materias.data ? materias.data.items : [];
  const esperando = texto.trim() !== '' && !(actual && (materias.data || materias.isError));

  const cambiarLineas = (lineas: LineaFormula[]) => form.setValue('detalles', lineas, { shouldValidate: submitted, shouldDirty: true });

  const agregar = (p: Producto) => {
    if (p.id === productoId) {
      setAviso(MSG_FORMULA_PROPIA);
      return;
    }
    if (detalles.some((d) => d.materiaPrimaId === p.id)) {
      setAviso(MSG_FORMULA_REPETIDA);
      return;
    }
    setAviso(null);
    cambiarLineas([...detalles, { materiaPrimaId: p.id, codigo: p.codigo, nombre: p.nombre, unidad: p.unidad, cantidad: '' }]);
  };

  const cambiarTexto = (value: string) => {
    setTexto(value);
    if (value !== '') setAviso(null);
  };

  const cantidadProducidaId = `${idPrefix}-cantidad-producida`;
  const avisoId = `${idPrefix}-formula-aviso`;
  const errorLineas = fieldError(form, 'detalles');

  return (
    <Fieldset>
      <legend>Fórmula</legend>
      <Hint>Opcional: las materias primas y las cantidades que lleva la cantidad producida.</Hint>
      <Row>
        <Field
          label="Cantidad producida"
          htmlFor={cantidadProducidaId}
          error={fieldError(form, 'cantidadProducida')}
          hint={unidad ? `En ${unidad}, hasta 4 decimales.` : 'En la unidad del producto, hasta 4 decimales.'}
        >
          <Input id={cantidadProducidaId} inputMode="decimal" autoComplete="off" {...form.register('cantidadProducida')} />
        </Field>
        <div>
          <Combobox<Producto>
            id={`${idPrefix}-materia`}
            label="Agregar materia prima"
            placeholder="Nombre o código..."
            items={opciones}
            inputValue={texto}
            onInputChange={cambiarTexto}
            onSelect={agregar}
            itemKey={(p) => p.id}
            itemText={(p) => `${p.codigo} - ${p.nombre}`}
            itemDescription={(p) => p.unidad}
            loading={esperando}
            error={actual && materias.isError ? MSG_ERROR_MATERIAS : undefined}
          />
          {aviso ? (
            <ErrorText id={avisoId} role="alert">
              {aviso}
            </ErrorText>
          ) : null}
        </div>
      </Row>
      {detalles.length > 0 ? (
        <Lines>
          <Caption>Materias primas de la fórmula</Caption>
          <thead>
            <tr>
              <th scope="col">Materia prima</th>
              <th scope="col">Cantidad</th>
              <th scope="col">Unidad</th>
              <th scope="col">
                <SrOnly>Acciones</SrOnly>
              </th>
            </tr>
          </thead>
          <tbody>
            {detalles.map((d, i) => {
              const errorCantidad = fieldError(form, `detalles.${i}.cantidad`);
              const errorMateria = fieldError(form, `detalles.${i}.materiaPrimaId`);
              const cantidadId = `${idPrefix}-linea-${d.materiaPrimaId}`;
              return (
                <tr key={d.materiaPrimaId}>
                  <td>
                    {d.codigo} - {d.nombre}
                    {errorMateria ? <ErrorText role="alert">{errorMateria}</ErrorText> : null}
                  </td>
                  <td>
                    <Input
                      id={cantidadId}
                      aria-label={`Cantidad de ${d.codigo} - ${d.nombre}`}
                      inputMode="decimal"
                      autoComplete="off"
                      value={d.cantidad}
                      aria-invalid={errorCantidad ? true : undefined}
                      aria-describedby={errorCantidad ? `${cantidadId}-error` : undefined}
                      onChange={(e) => cambiarLineas(detalles.map((x, j) => (j === i ? { ...x, cantidad: e.target.value } : x)))}
                    />
                    {errorCantidad ? (
                      <ErrorText id={`${cantidadId}-error`} role="alert">
                        {errorCantidad}
                      </ErrorText>
                    ) : null}
                  </td>
                  <td>{d.unidad}</td>
                  <td>
                    <Button size="sm" variant="ghost" aria-label={`Quitar ${d.codigo} - ${d.nombre}`} onClick={() => cambiarLineas(detalles.filter((_, j) => j !== i))}>
                      Quitar
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Lines>
      ) : (
        <Hint>Sin materias primas.</Hint>
      )}
      {errorLineas ? <ErrorText role="alert">{errorLineas}</ErrorText> : null}
    </Fieldset>
  );
}
