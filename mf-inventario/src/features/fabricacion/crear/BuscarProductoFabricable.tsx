import { useState } from 'react';
import styled from 'styled-components';
import { CATEGORIA_LABEL, type Producto } from 'shared';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from 'shared/hooks';
import { Combobox } from 'shared/overlays';
import { useProductosFabricables } from '../api/buscar-productos-fabricables';
import { MSG_ERROR_PRODUCTOS } from '../utils/mensajes';

const ErrorText = styled.span`
  display: block;
  margin-top: 4px;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.danger};
`;

export interface BuscarProductoFabricableProps {
  id: string;
  /** The chosen product, shown under the box (the box empties after a choice). */
  elegido: Producto | null;
  onSelect: (producto: Producto) => void;
  /** The field's validation message, if any. */
  error?: string;
}

/**
 * 'Producto' of /crear-fabricacion: the kit's Combobox over the essences and elaborated products
 * whose code or name matches the typed text, searched on the server after SEARCH_DEBOUNCE_MS (see
 * useProductosFabricables). Each option reads 'código - nombre' with the category and unit as its
 * second line; the chosen one is named under the box, as its description.
 */
export function BuscarProductoFabricable({ id, elegido, onSelect, error }: BuscarProductoFabricableProps) {
  const [texto, setTexto] = useState('');
  const buscado = useDebouncedValue(texto, SEARCH_DEBOUNCE_MS);
  const resultados = useProductosFabricables(buscado);
  const esperando = texto.trim() !== '' && texto !== buscado;
  return (
    <div>
      <Combobox
        id={id}
        label="Producto"
        placeholder="Código o nombre de una esencia o un elaborado..."
        items={esperando ? [] : resultados.items}
        inputValue={texto}
        onInputChange={setTexto}
        onSelect={onSelect}
        itemKey={(p) => p.id}
        itemText={(p) => `${p.codigo} - ${p.nombre}`}
        itemDescription={(p) => `${CATEGORIA_LABEL[p.categoria]} · ${p.unidad}`}
        loading={esperando || resultados.loading}
        error={resultados.error ? MSG_ERROR_PRODUCTOS : undefined}
        description={elegido ? `Elegido: ${elegido.codigo} - ${elegido.nombre} (${elegido.unidad})` : 'Busque por código o nombre.'}
      />
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </div>
  );
}
