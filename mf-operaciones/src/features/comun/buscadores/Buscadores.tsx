import type { Cliente, Producto } from 'shared';
import { Combobox } from 'shared/overlays';
import { buscarClientesOptions, buscarProductosOptions } from './api';
import { useBusquedaServidor } from './use-busqueda-servidor';

/** Shown in a product search when the branch's products could not be loaded. */
export const MSG_ERROR_PRODUCTOS = 'Error al cargar los productos';
/** Shown in a client search when the clients could not be loaded. */
export const MSG_ERROR_CLIENTES = 'Error al cargar los clientes';

/** Props of {@link BuscarProductoDocumento}. */
export interface BuscarProductoDocumentoProps {
  id: string;
  /** The document's branch; null disables the search with a hint. */
  sucursalId: number | null;
  onSelect: (p: Producto) => void;
  /** The option's second line (the stock in the branch, as each screen writes it). */
  descripcion: (p: Producto) => string;
  /** Matches asked for (one server page); the API's default when absent. */
  max?: number;
  /** The text without matches (the kit's default when absent). */
  emptyText?: string;
}

/**
 * 'Buscar producto' of a sale or a quote (docs/ventas-y-presupuestos.md): the kit's Combobox over a
 * server search of the branch's products by name or code (GET productos?search&sucursalId&pageSize,
 * after the SEARCH_DEBOUNCE_MS pause: nothing is downloaded whole), each option 'código - nombre'
 * with `descripcion` as its second line. Disabled, with a hint, until there is a branch. It keeps the
 * typed text itself, so typing does not redraw the whole document.
 */
export function BuscarProductoDocumento({ id, sucursalId, onSelect, descripcion, max, emptyText }: BuscarProductoDocumentoProps) {
  const busqueda = useBusquedaServidor((texto) => buscarProductosOptions(texto, sucursalId, max));
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
      itemDescription={descripcion}
      loading={busqueda.loading}
      error={busqueda.failed ? MSG_ERROR_PRODUCTOS : undefined}
      emptyText={emptyText}
      isDisabled={sucursalId === null}
    />
  );
}

/** Props of {@link BuscarClienteDocumento}. */
export interface BuscarClienteDocumentoProps {
  id: string;
  /** 'Cliente (opcional)' in a sale, 'Buscar cliente' in a quote. */
  label: string;
  onSelect: (c: Cliente) => void;
  max?: number;
  emptyText?: string;
}

/**
 * The client search of a sale or a quote: the kit's Combobox over a server search of the active
 * clients by name, document or e-mail (GET clientes?search&pageSize, after the pause), each option
 * 'nombre - documento'.
 */
export function BuscarClienteDocumento({ id, label, onSelect, max, emptyText }: BuscarClienteDocumentoProps) {
  const busqueda = useBusquedaServidor((texto) => buscarClientesOptions(texto, max));
  return (
    <Combobox
      id={id}
      label={label}
      placeholder="Nombre o documento..."
      items={busqueda.items}
      inputValue={busqueda.buscado}
      onInputChange={busqueda.setBuscado}
      onSelect={onSelect}
      itemKey={(c) => c.id}
      itemText={(c) => `${c.nombreApellido} - ${c.documento}`}
      loading={busqueda.loading}
      error={busqueda.failed ? MSG_ERROR_CLIENTES : undefined}
      emptyText={emptyText}
    />
  );
}
