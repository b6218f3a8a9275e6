import styled, { createGlobalStyle } from 'styled-components';
import type { Producto } from 'shared';
import { Combobox } from 'shared/overlays';
import { Button } from 'shared/ui';
import { useBusquedaServidor } from '../../comun/buscadores/use-busqueda-servidor';
import { buscarProductosReporteOptions } from '../api/productos';
import { MSG_ERROR_PRODUCTOS } from '../../comun/buscadores/Buscadores';

/** Hint of the search for a user who may not read products (PRODUCT_READERS; the check: ReportesPage.tsx). */
export const MSG_SIN_PERMISO_PRODUCTOS = 'Sin permiso para buscar productos.';

/** The product a report is filtered by: its id and 'código - nombre'. */
export interface ProductoElegido {
  id: number;
  texto: string;
}

/** 'código - nombre' of a product, as the search lists it. */
export const textoProducto = (p: Pick<Producto, 'codigo' | 'nombre'>) => `${p.codigo} - ${p.nombre}`;

/**
 * The list of this page's product search is about 12rem high (docs/reportes.md «Pantalla /reportes»), not the kit's
 * 22rem. The Combobox draws it in a popover outside this component, so the rule is global while the
 * search is on screen; no other popover combobox is shown on /reportes.
 */
const AlturaLista = createGlobalStyle`
  [data-trigger="ComboBox"] [role="listbox"] { max-height: 12rem; }
`;

const Elegido = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 4px 4px 4px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: 13px;
`;

const Caja = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 16rem;
`;

/**
 * 'Buscar Producto' of /reportes (docs/reportes.md «Pantalla /reportes»): the kit's Combobox over a
 * server search (useBusquedaServidor: GET productos?search&page=1&pageSize=20 after the
 * SEARCH_DEBOUNCE_MS pause; the server matches name or code case-insensitively, so a catalogue of
 * 100.000 products is never downloaded), placeholder 'Nombre o código...', each option 'código - nombre', a list about 12rem
 * high that closes on Escape or a click outside, 'Error al cargar los productos' in the list when
 * the search fails. The chosen product shows under it with 'Quitar producto'. Disabled with a hint
 * when `puedeBuscar` is false.
 */
export function BuscarProductoReporte({
  elegido,
  onChange,
  puedeBuscar,
}: {
  elegido: ProductoElegido | null;
  onChange: (p: ProductoElegido | null) => void;
  puedeBuscar: boolean;
}) {
  const busqueda = useBusquedaServidor((texto) => buscarProductosReporteOptions(texto, puedeBuscar));
  return (
    <Caja>
      <AlturaLista />
      <Combobox
        id="reporte-producto"
        label="Buscar Producto"
        placeholder="Nombre o código..."
        description={puedeBuscar ? undefined : MSG_SIN_PERMISO_PRODUCTOS}
        items={busqueda.items}
        inputValue={busqueda.buscado}
        onInputChange={busqueda.setBuscado}
        onSelect={(p) => onChange({ id: p.id, texto: textoProducto(p) })}
        itemKey={(p) => p.id}
        itemText={textoProducto}
        loading={busqueda.loading}
        error={busqueda.failed ? MSG_ERROR_PRODUCTOS : undefined}
        isDisabled={!puedeBuscar}
      />
      {elegido ? (
        <Elegido role="group" aria-label="Producto del reporte">
          <span>{elegido.texto}</span>
          <Button size="sm" variant="ghost" aria-label="Quitar producto" onClick={() => onChange(null)}>
            ✕
          </Button>
        </Elegido>
      ) : null}
    </Caja>
  );
}
