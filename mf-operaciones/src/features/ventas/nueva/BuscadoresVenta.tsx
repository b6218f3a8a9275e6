import { useMemo, useState } from 'react';
import type { Cliente, Producto } from 'shared';
import { formatQuantity } from 'shared/format';
import { Combobox } from 'shared/overlays';
import { buscarOpciones } from './buscar-opciones';

/** Empty text of both searches of /ventas/nueva: the one the screen always showed (docs/textos.md). */
export const MSG_SIN_COINCIDENCIAS = 'No se encontraron resultados.';
/** Shown in 'Buscar producto' when the branch's products could not be loaded. */
export const MSG_ERROR_PRODUCTOS = 'Error al cargar los productos';
/** Shown in 'Cliente (opcional)' when the clients could not be loaded. */
export const MSG_ERROR_CLIENTES = 'Error al cargar los clientes';

/** What both searches receive: the select list and its query state. */
interface BuscadorProps<T> {
  items: readonly T[] | undefined;
  loading: boolean;
  failed: boolean;
  onSelect: (item: T) => void;
}

/**
 * 'Buscar producto' of /ventas/nueva (docs/ventas-y-presupuestos.md): the kit's Combobox over the
 * branch's products, matched by code and name (case-insensitive, 8 at most), each option
 * 'código - nombre' with '(stock en stock)' as its second line. Disabled, with a hint, until there
 * is a branch. It keeps the typed text itself, so typing does not redraw the whole sale.
 */
export function BuscarProducto({ items, loading, failed, onSelect, sinSucursal }: BuscadorProps<Producto> & { sinSucursal: boolean }) {
  const [buscado, setBuscado] = useState('');
  const opciones = useMemo(() => buscarOpciones(items ?? [], buscado, (p) => `${p.codigo} ${p.nombre}`), [items, buscado]);
  return (
    <Combobox
      id="venta-producto"
      label="Buscar producto"
      description={sinSucursal ? 'Seleccione una sucursal para buscar productos.' : undefined}
      placeholder="Nombre o código..."
      items={opciones}
      inputValue={buscado}
      onInputChange={setBuscado}
      onSelect={onSelect}
      itemKey={(p) => p.id}
      itemText={(p) => `${p.codigo} - ${p.nombre}`}
      itemDescription={(p) => `(${formatQuantity(p.stock, p.unidad)} en stock)`}
      loading={loading}
      error={failed ? MSG_ERROR_PRODUCTOS : undefined}
      emptyText={MSG_SIN_COINCIDENCIAS}
      isDisabled={sinSucursal}
    />
  );
}

/**
 * 'Cliente (opcional)' of /ventas/nueva: the kit's Combobox over the active clients, matched by name
 * and document (case-insensitive, 8 at most), each option 'nombre - documento'.
 */
export function BuscarCliente({ items, loading, failed, onSelect }: BuscadorProps<Cliente>) {
  const [buscado, setBuscado] = useState('');
  const opciones = useMemo(() => buscarOpciones(items ?? [], buscado, (c) => `${c.nombreApellido} ${c.documento}`), [items, buscado]);
  return (
    <Combobox
      id="venta-cliente"
      label="Cliente (opcional)"
      placeholder="Nombre o documento..."
      items={opciones}
      inputValue={buscado}
      onInputChange={setBuscado}
      onSelect={onSelect}
      itemKey={(c) => c.id}
      itemText={(c) => `${c.nombreApellido} - ${c.documento}`}
      loading={loading}
      error={failed ? MSG_ERROR_CLIENTES : undefined}
      emptyText={MSG_SIN_COINCIDENCIAS}
    />
  );
}
