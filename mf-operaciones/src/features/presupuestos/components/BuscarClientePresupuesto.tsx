import type { Cliente } from 'shared';
import { Combobox } from 'shared/overlays';
import { buscarClientesOptions } from '../../buscadores/api';
import { useBusquedaServidor } from '../../buscadores/use-busqueda-servidor';

/** Shown inside the search's list when the clients could not be loaded. */
export const MSG_ERROR_BUSCAR_CLIENTES = 'Error al cargar los clientes';

/**
 * 'Buscar cliente' of the quote screens (docs/ventas-y-presupuestos.md): the kit's Combobox over a
 * server search by name or document (GET clientes?search&pageSize=20, after the SEARCH_DEBOUNCE_MS
 * pause), each option 'nombre - documento'. The text is emptied after a choice.
 */
export function BuscarClientePresupuesto({ id, onSelect }: { id: string; onSelect: (c: Cliente) => void }) {
  const busqueda = useBusquedaServidor((texto) => buscarClientesOptions(texto));
  return (
    <Combobox
      id={id}
      label="Buscar cliente"
      placeholder="Nombre o documento..."
      items={busqueda.items}
      inputValue={busqueda.buscado}
      onInputChange={busqueda.setBuscado}
      onSelect={onSelect}
      itemKey={(c) => c.id}
      itemText={(c) => `${c.nombreApellido} - ${c.documento}`}
      loading={busqueda.loading}
      error={busqueda.failed ? MSG_ERROR_BUSCAR_CLIENTES : undefined}
    />
  );
}
