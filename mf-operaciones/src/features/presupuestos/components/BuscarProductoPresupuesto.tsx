import type { Producto } from 'shared';
import { formatQuantity } from 'shared/format';
import { BuscarProductoDocumento } from '../../comun/buscadores/Buscadores';

/**
 * 'Buscar producto' of the quote screens (`BuscarProductoDocumento` of comun/buscadores,
 * docs/ventas-y-presupuestos.md): GET productos?search&sucursalId&pageSize=20 after the
 * SEARCH_DEBOUNCE_MS pause, each option 'código - nombre' with the stock in the branch and its unit
 * ('Stock: 3,5 l') as second line. Disabled, with a hint, until there is a branch; the text is
 * emptied after a choice.
 */
export function BuscarProductoPresupuesto({ id, sucursalId, onSelect }: { id: string; sucursalId: number | null; onSelect: (p: Producto) => void }) {
  return <BuscarProductoDocumento id={id} sucursalId={sucursalId} onSelect={onSelect} descripcion={(p) => `Stock: ${formatQuantity(p.stock, p.unidad)}`} />;
}
