import type { Cliente } from 'shared';
import { BuscarClienteDocumento } from '../../comun/buscadores/Buscadores';

/**
 * 'Buscar cliente' of the quote screens (`BuscarClienteDocumento` of comun/buscadores,
 * docs/ventas-y-presupuestos.md): GET clientes?search&pageSize=20 after the SEARCH_DEBOUNCE_MS pause,
 * each option 'nombre - documento'. The text is emptied after a choice.
 */
export function BuscarClientePresupuesto({ id, onSelect }: { id: string; onSelect: (c: Cliente) => void }) {
  return <BuscarClienteDocumento id={id} label="Buscar cliente" onSelect={onSelect} />;
}
