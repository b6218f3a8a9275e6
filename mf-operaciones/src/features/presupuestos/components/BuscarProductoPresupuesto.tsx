import { useState } from 'react';
import type { Producto } from 'shared';
import { formatQuantity } from 'shared/format';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from 'shared/hooks';
import { Combobox } from 'shared/overlays';
import { useBuscarProductos } from '../api/buscar-productos';

/** Shown inside the search's list when the products could not be loaded. */
export const MSG_ERROR_BUSCAR_PRODUCTOS = 'Error al cargar los productos';

/**
 * 'Buscar producto' of the quote screens (docs/ventas-y-presupuestos.md): the kit's Combobox over a
 * server search (GET productos?search&sucursalId&pageSize=20, after the SEARCH_DEBOUNCE_MS pause),
 * each option 'código - nombre' with the stock in the branch and its unit ('Stock: 3,5 l') as second
 * line. Only the results of the text as it is now are offered. Disabled, with a hint, until there is
 * a branch; the text is emptied after a choice.
 */
export function BuscarProductoPresupuesto({ id, sucursalId, onSelect }: { id: string; sucursalId: number | null; onSelect: (p: Producto) => void }) {
  const [buscado, setBuscado] = useState('');
  const texto = buscado.trim();
  const pedido = useDebouncedValue(texto, SEARCH_DEBOUNCE_MS);
  const productos = useBuscarProductos(pedido, sucursalId);
  const alDia = texto === pedido && texto !== '';
  return (
    <Combobox
      id={id}
      label="Buscar producto"
      description={sucursalId === null ? 'Seleccione una sucursal para buscar productos.' : undefined}
      placeholder="Nombre o código..."
      items={alDia ? (productos.data?.items ?? []) : []}
      inputValue={buscado}
      onInputChange={setBuscado}
      onSelect={onSelect}
      itemKey={(p) => p.id}
      itemText={(p) => `${p.codigo} - ${p.nombre}`}
      itemDescription={(p) => `Stock: ${formatQuantity(p.stock, p.unidad)}`}
      loading={texto !== '' && (!alDia || productos.isLoading)}
      error={alDia && productos.isError ? MSG_ERROR_BUSCAR_PRODUCTOS : undefined}
      isDisabled={sucursalId === null}
    />
  );
}
