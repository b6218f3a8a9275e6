import type { Cliente, Producto } from 'shared';
import { formatQuantity } from 'shared/format';
import { Combobox } from 'shared/overlays';
import { buscarClientesOptions, buscarProductosOptions } from '../../buscadores/api';
import { useBusquedaServidor } from '../../buscadores/use-busqueda-servidor';

/** Matches a search of /ventas/nueva lists at most, as it always did (one server page). */
export const MAX_OPCIONES = 8;
/** Empty text of both searches of /ventas/nueva: the one the screen always showed (docs/textos.md). */
export const MSG_SIN_COINCIDENCIAS = 'No se encontraron resultados.';
/** Shown in 'Buscar producto' when the branch's products could not be loaded. */
export const MSG_ERROR_PRODUCTOS = 'Error al cargar los productos';
/** Shown in 'Cliente (opcional)' when the clients could not be loaded. */
export const MSG_ERROR_CLIENTES = 'Error al cargar los clientes';

/**
 * 'Buscar producto' of /ventas/nueva (docs/ventas-y-presupuestos.md): the kit's Combobox over a
 * server search of the branch's products by name or code (GET productos?search&sucursalId&pageSize=8,
 * after the SEARCH_DEBOUNCE_MS pause: nothing is downloaded whole, so it works the same with 100,000
 * products), each option 'código - nombre' with '(stock en stock)' as its second line. Disabled, with
 * a hint, until there is a branch. It keeps the typed text itself, so typing does not redraw the
 * whole sale.
 */
export function BuscarProducto({ sucursalId, onSelect }: { sucursalId: number | null; onSelect: (p: Producto) => void }) {
  const busqueda = useBusquedaServidor((texto) => buscarProductosOptions(texto, sucursalId, MAX_OPCIONES));
  return (
    <Combobox
      id="venta-producto"
      label="Buscar producto"
      description={sucursalId === null ? 'Seleccione una sucursal para buscar productos.' : undefined}
      placeholder="Nombre o código..."
      items={busqueda.items}
      inputValue={busqueda.buscado}
      onInputChange={busqueda.setBuscado}
      onSelect={onSelect}
      itemKey={(p) => p.id}
      itemText={(p) => `${p.codigo} - ${p.nombre}`}
      itemDescription={(p) => `(${formatQuantity(p.stock, p.unidad)} en stock)`}
      loading={busqueda.loading}
      error={busqueda.failed ? MSG_ERROR_PRODUCTOS : undefined}
      emptyText={MSG_SIN_COINCIDENCIAS}
      isDisabled={sucursalId === null}
    />
  );
}

/**
 * 'Cliente (opcional)' of /ventas/nueva: the kit's Combobox over a server search of the active
 * clients by name, document or e-mail (GET clientes?search&pageSize=8, after the pause), each option
 * 'nombre - documento'.
 */
export function BuscarCliente({ onSelect }: { onSelect: (c: Cliente) => void }) {
  const busqueda = useBusquedaServidor((texto) => buscarClientesOptions(texto, MAX_OPCIONES));
  return (
    <Combobox
      id="venta-cliente"
      label="Cliente (opcional)"
      placeholder="Nombre o documento..."
      items={busqueda.items}
      inputValue={busqueda.buscado}
      onInputChange={busqueda.setBuscado}
      onSelect={onSelect}
      itemKey={(c) => c.id}
      itemText={(c) => `${c.nombreApellido} - ${c.documento}`}
      loading={busqueda.loading}
      error={busqueda.failed ? MSG_ERROR_CLIENTES : undefined}
      emptyText={MSG_SIN_COINCIDENCIAS}
    />
  );
}
