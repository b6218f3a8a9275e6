import { useState } from 'react';
import type { Cliente } from 'shared';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from 'shared/hooks';
import { Combobox } from 'shared/overlays';
import { useBuscarClientes } from '../api/buscar-clientes';

/** Shown inside the search's list when the clients could not be loaded. */
export const MSG_ERROR_BUSCAR_CLIENTES = 'Error al cargar los clientes';

/**
 * 'Buscar cliente' of the quote screens (docs/ventas-y-presupuestos.md): the kit's Combobox over a
 * server search by name or document (GET clientes?search&pageSize=20, after the SEARCH_DEBOUNCE_MS
 * pause), each option 'nombre - documento'. The text is emptied after a choice.
 */
export function BuscarClientePresupuesto({ id, onSelect }: { id: string; onSelect: (c: Cliente) => void }) {
  const [buscado, setBuscado] = useState('');
  const texto = buscado.trim();
  const pedido = useDebouncedValue(texto, SEARCH_DEBOUNCE_MS);
  const clientes = useBuscarClientes(pedido);
  const alDia = texto === pedido && texto !== '';
  return (
    <Combobox
      id={id}
      label="Buscar cliente"
      placeholder="Nombre o documento..."
      items={alDia ? (clientes.data?.items ?? []) : []}
      inputValue={buscado}
      onInputChange={setBuscado}
      onSelect={onSelect}
      itemKey={(c) => c.id}
      itemText={(c) => `${c.nombreApellido} - ${c.documento}`}
      loading={texto !== '' && (!alDia || clientes.isLoading)}
      error={alDia && clientes.isError ? MSG_ERROR_BUSCAR_CLIENTES : undefined}
    />
  );
}
