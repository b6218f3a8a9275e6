import type { Cliente, Producto } from 'shared';
import { formatQuantity } from 'shared/format';
import { BuscarClienteDocumento, BuscarProductoDocumento } from '../../comun/buscadores/Buscadores';

/** Matches a search of /ventas/nueva lists at most, as it always did (one server page). */
export const MAX_OPCIONES = 8;
/** Empty text of both searches of /ventas/nueva: the one the screen always showed (docs/textos.md). */
export const MSG_SIN_COINCIDENCIAS = 'No se encontraron resultados.';

/**
 * 'Buscar producto' of /ventas/nueva (`BuscarProductoDocumento` of comun/buscadores,
 * docs/ventas-y-presupuestos.md): GET productos?search&sucursalId&pageSize=8, each option
 * 'código - nombre' with '(stock en stock)' as its second line; disabled until there is a branch.
 */
export function BuscarProducto({ sucursalId, onSelect }: { sucursalId: number | null; onSelect: (p: Producto) => void }) {
  return (
    <BuscarProductoDocumento
      id="venta-producto"
      sucursalId={sucursalId}
      onSelect={onSelect}
      descripcion={(p) => `(${formatQuantity(p.stock, p.unidad)} en stock)`}
      max={MAX_OPCIONES}
      emptyText={MSG_SIN_COINCIDENCIAS}
    />
  );
}

/**
 * 'Cliente (opcional)' of /ventas/nueva (`BuscarClienteDocumento` of comun/buscadores): GET
 * clientes?search&pageSize=8, each option 'nombre - documento'.
 */
export function BuscarCliente({ onSelect }: { onSelect: (c: Cliente) => void }) {
  return <BuscarClienteDocumento id="venta-cliente" label="Cliente (opcional)" onSelect={onSelect} max={MAX_OPCIONES} emptyText={MSG_SIN_COINCIDENCIAS} />;
}
