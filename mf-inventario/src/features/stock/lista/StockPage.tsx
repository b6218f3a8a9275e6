import { useEffect, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CATEGORIAS, CATEGORIA_LABEL, P, type Categoria, type Producto } from 'shared';
import { usePermission } from 'shared/auth';
import { formatMoney, formatQuantity } from 'shared/format';
import { Badge, Button, ErrorPanel, Field, PageHeader, SearchInput, Select, Table, Toolbar } from 'shared/ui';
import { useProductos } from '../api/get-productos';
import { useSucursales } from '../api/get-sucursales';
import { useStockListParams } from './use-stock-list-params';
import { isStockBajo } from '../utils/stock';

/**
 * /stock (docs/stock-y-productos.md, permission stock.get): the products with their stock in one branch,
 * paged on the server. Branch (first one preselected), search by code or name (debounced),
 * category, order (every column sorts on the server; Precio by the price with VAT), page size
 * ('Filas por página', 10 by default) and page live in the URL (docs/arquitectura.md, "Listas").
 * For users with stock.detail.get each code is a link to
 * /productos/{id} (a click on the row follows it too);
 * 'Nuevo Producto' (stock.post) and 'Ingresar Stock' (stock.add_stock) sit in the header.
 * A failed load shows 'Error al cargar el stock' with a retry.
 */
export function StockPage() {
  const navigate = useNavigate();
  const puedeVerDetalle = usePermission(P.stockDetail);
  const puedeCrear = usePermission(P.stockPost);
  const puedeIngresar = usePermission(P.stockAdd);
  const params = useStockListParams();
  const { search, categoria, page, pageSize, sort, dir, searchText, changeSearch, changeCategoria, changeSucursal, changePage } = params;

  const sucursales = useSucursales();
  const primeraSucursal = sucursales.data?.[0]?.id;
  const sucursalValida = sucursales.data?.some((s) => s.id === params.sucursalId) ?? false;
  const sucursalId = sucursalValida ? params.sucursalId : undefined;
  const sinSucursales = sucursales.data?.length === 0;

  // Preselect the first branch (or replace an unknown one) without adding a history entry.
  useEffect(() => {
    if (!sucursalValida && primeraSucursal !== undefined) changeSucursal(primeraSucursal, { replace: true });
  }, [sucursalValida, primeraSucursal, changeSucursal]);

  const productos = useProductos({ sucursalId, search, categoria, page, pageSize, sort, dir });

  const columns = [
    { key: 'codigo', header: 'Código', width: '7rem', sortKey: 'codigo' as const },
    {
      key: 'nombre',
      header: 'Nombre',
      sortKey: 'nombre' as const,
      render: (p: Producto) => (
        <>
          {p.nombre}
          {isStockBajo(p) ? (
            <>
              {' '}
              <Badge tone="warning">Stock bajo</Badge>
            </>
          ) : null}
        </>
      ),
    },
    {
      key: 'categoria',
      header: 'Categoría',
      sortKey: 'categoria' as const,
      render: (p: Producto) => CATEGORIA_LABEL[p.categoria] ?? p.categoria,
    },
    { key: 'stock', header: 'Stock', align: 'right' as const, sortKey: 'stock' as const, render: (p: Producto) => formatQuantity(p.stock) },
    { key: 'unidad', header: 'Unidad', sortKey: 'unidad' as const },
    {
      key: 'precio',
      header: 'Precio',
      align: 'right' as const,
      sortKey: 'valorFinal' as const,
      render: (p: Producto) => formatMoney(p.valorFinal, p.moneda.simbolo),
    },
  ];

  const reintentar = () => {
    if (sucursales.isError) void sucursales.refetch();
    else void productos.refetch();
  };

  return (
    <>
      <PageHeader
        title="Stock"
        subtitle={productos.data ? `${productos.data.total} producto${productos.data.total === 1 ? '' : 's'}` : undefined}
        actions={
          <>
            {puedeIngresar ? (
              <Button variant="secondary" onClick={() => navigate('/ingresar-stock')}>
                Ingresar Stock
              </Button>
            ) : null}
            {puedeCrear ? (
              <Button variant="primary" onClick={() => navigate('/crear-producto')}>
                Nuevo Producto
              </Button>
            ) : null}
          </>
        }
      />
      <Toolbar>
        <Field label="Sucursal" htmlFor="stock-sucursal">
          <Select
            id="stock-sucursal"
            value={sucursalId === undefined ? '' : String(sucursalId)}
            onChange={(e: ChangeEvent<HTMLSelectElement>) => changeSucursal(Number(e.target.value))}
            disabled={!sucursales.data}
          >
            {sucursales.data ? null : <option value="">Cargando...</option>}
            {sucursales.data?.map((s) => (
              <option key={s.id} value={s.id}>
                {s.nombre}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Categoría" htmlFor="stock-categoria">
          <Select
            id="stock-categoria"
            value={categoria ?? ''}
            onChange={(e: ChangeEvent<HTMLSelectElement>) =>
              changeCategoria((e.target.value || undefined) as Categoria | undefined)
            }
          >
            <option value="">Todas</option>
            {CATEGORIAS.map((c) => (
              <option key={c} value={c}>
                {CATEGORIA_LABEL[c]}
              </option>
            ))}
          </Select>
        </Field>
        <SearchInput
          value={searchText}
          onChange={changeSearch}
          placeholder="Buscar por código o nombre..."
          aria-label="Buscar productos"
        />
      </Toolbar>
      {sucursales.isError || productos.isError ? (
        <ErrorPanel title="Error al cargar el stock" onRetry={reintentar} />
      ) : (
        <Table
          columns={columns}
          rows={productos.data?.items ?? []}
          rowKey={(p: Producto) => p.id}
          loading={!sinSucursales && (sucursales.isPending || productos.isPending)}
          page={productos.data?.currentPage ?? page}
          totalPages={productos.data?.totalPages ?? 1}
          onPageChange={changePage}
          pageSize={pageSize}
          onPageSizeChange={params.changePageSize}
          sort={params.sorting}
          onSortChange={params.changeSort}
          rowHref={puedeVerDetalle ? (p: Producto) => `/productos/${p.id}` : undefined}
          linkColumn="codigo"
          rowLinkLabel={(p: Producto) => `${p.codigo} ${p.nombre}`}
        />
      )}
    </>
  );
}

export default StockPage;
