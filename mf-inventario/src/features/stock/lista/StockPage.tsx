import { useEffect, type ChangeEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CATEGORIAS, CATEGORIA_LABEL, P, type Categoria, type Producto } from 'shared';
import { sucursalInicial, useAuth, usePermission } from 'shared/auth';
import { formatMoney, formatQuantity } from 'shared/format';
import { Badge, Button, Checkbox, ErrorPanel, Field, PageHeader, SearchInput, Select, Table, Toolbar } from 'shared/ui';
import { useSucursales } from 'shared/query';
import { ActionLink } from '../components/ActionLink';
import { useProductos } from '../api/get-productos';
import { useStockListParams } from './use-stock-list-params';
import { isStockBajo } from '../utils/stock';

/**
 * /stock (docs/stock-y-productos.md, permission stock.get): the products with their stock in one branch,
 * paged on the server. Branch (first one preselected), search by code or name (debounced),
 * category, order (every column sorts on the server; Precio by the price with VAT), page size
 * ('Filas por página', 10 by default) and page live in the URL (docs/arquitectura.md, "Listas").
 * The 'Bajo stock mínimo' checkbox (?bajoMinimo=true, sent as bajoMinimo='true') keeps only the
 * products below their minimum stock in the branch.
 * For users with stock.detail.get each code is a link to
 * /productos/{id} (a click on the row follows it too);
 * the header holds the links 'Reposición' (stock.get, to /reposicion of the shown branch) and
 * 'Actualizar precios' (stock.put), and the buttons 'Ingresar Stock' (stock.add_stock) and
 * 'Nuevo Producto' (stock.post), each only with its permission (the API checks anyway).
 * A failed load shows 'Error al cargar el stock' with a retry.
 */
export function StockPage() {
  const navigate = useNavigate();
  const location = useLocation();
  /** The list's URL, handed to the product screens so their Volver / Cancelar come back to it. */
  const desde = { from: location.pathname + location.search };
  const puedeVerDetalle = usePermission(P.stockDetail);
  const puedeCrear = usePermission(P.stockPost);
  const puedeIngresar = usePermission(P.stockAdd);
  const puedeActualizarPrecios = usePermission(P.stockPut);
  const puedeVerReposicion = usePermission(P.stockGet);
  const params = useStockListParams();
  const {
    search,
    categoria,
    bajoMinimo,
    page,
    pageSize,
    sort,
    dir,
    searchText,
    changeSearch,
    changeCategoria,
    changeBajoMinimo,
    changeSucursal,
    changePage,
  } = params;

  const sucursales = useSucursales();
  // Without ?sucursalId the user's branch (docs/seguridad.md, «Aprobaciones y alcance»), else the first.
  const { user } = useAuth();
  const primeraSucursal = sucursalInicial(sucursales.data, user?.sucursalId);
  const sucursalValida = sucursales.data?.some((s) => s.id === params.sucursalId) ?? false;
  const sucursalId = sucursalValida ? params.sucursalId : undefined;
  const sinSucursales = sucursales.data?.length === 0;

  // Preselect the first branch (or replace an unknown one) without adding a history entry.
  useEffect(() => {
    if (!sucursalValida && primeraSucursal !== undefined) changeSucursal(primeraSucursal, { replace: true });
  }, [sucursalValida, primeraSucursal, changeSucursal]);

  const productos = useProductos({ sucursalId, search, categoria, bajoMinimo, page, pageSize, sort, dir });

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
            {puedeVerReposicion ? (
              <ActionLink to={sucursalId === undefined ? '/reposicion' : `/reposicion?sucursalId=${sucursalId}`}>Reposición</ActionLink>
            ) : null}
            {puedeActualizarPrecios ? <ActionLink to="/actualizar-precios">Actualizar precios</ActionLink> : null}
            {puedeIngresar ? (
              <Button variant="secondary" onClick={() => navigate('/ingresar-stock')}>
                Ingresar Stock
              </Button>
            ) : null}
            {puedeCrear ? (
              <Button variant="primary" onClick={() => navigate('/crear-producto', { state: desde })}>
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
        <Checkbox
          label="Bajo stock mínimo"
          checked={bajoMinimo}
          onChange={(e: ChangeEvent<HTMLInputElement>) => changeBajoMinimo(e.target.checked)}
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
          rowLinkState={() => desde}
        />
      )}
    </>
  );
}

export default StockPage;
