import type { Producto } from 'shared';
import { formatQuantity } from 'shared/format';
import { Combobox } from 'shared/overlays';
import { buscarProductosOptions } from '../../buscadores/api';
import { useBusquedaServidor } from '../../buscadores/use-busqueda-servidor';

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
  const busqueda = useBusquedaServidor((texto) => buscarProductosOptions(texto, sucursalId));
  return (
    <Combobox
      id={id}
      label="Buscar producto"
      description={sucursalId === null ? 'Seleccione una sucursal para buscar productos.' : undefined}
      placeholder="Nombre o código..."
      items={busqueda.items}
      inputValue={busqueda.buscado}
      onInputChange={busqueda.setBuscado}
      onSelect={onSelect}
      itemKey={(p) => p.id}
      itemText={(p) => `${p.codigo} - ${p.nombre}`}
      itemDescription={(p) => `Stock: ${formatQuantity(p.stock, p.unidad)}`}
      loading={busqueda.loading}
      error={busqueda.failed ? MSG_ERROR_BUSCAR_PRODUCTOS : undefined}
      isDisabled={sucursalId === null}
    />
  );
}
