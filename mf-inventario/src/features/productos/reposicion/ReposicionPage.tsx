import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { P, type ReposicionItem } from 'shared';
import { usePermission } from 'shared/auth';
import { formatMoney, formatQuantity } from 'shared/format';
import { descargarArchivo, MSG_ERROR_EXCEL, MSG_SIN_DATOS_PARA_DESCARGAR, XLSX_MIME } from 'shared/print';
import { useSucursales, useProveedoresSelect } from 'shared/query';
import { toast } from 'shared/toast';
import { Button, EmptyState, ErrorPanel, Field, PageHeader, Select, Spinner, Table, Toolbar } from 'shared/ui';
import { useReposicion } from '../api/get-reposicion';
import { agruparPorProveedor } from './agrupar';
import { buildReposicionWorkbook, nombreArchivoReposicion, type ExcelJsLib } from './excel';
import { useReposicionParams } from './use-reposicion-params';

/** Texts of the screen (docs/stock-y-productos.md). */
export const MSG_REPOSICION_VACIA = 'No hay productos bajo el stock mínimo en esta sucursal.';
export const MSG_REPOSICION_ERROR = 'Error al cargar la reposición';
export const MSG_DESCARGADA = 'Reposición descargada.';

const Grupo = styled.section`
  margin-bottom: 20px;
  h2 {
    font-size: 16px;
    margin: 0 0 8px;
  }
`;
const Centro = styled.div`
  display: flex;
  justify-content: center;
  padding: 32px 0;
`;

/**
 * Loads exceljs on demand (its own chunk) and returns its Workbook class, whichever way the bundler
 * exposes the CommonJS module (named export or `default`).
 * @throws Error when the module has no Workbook.
 */
async function cargarExcelJs(): Promise<ExcelJsLib> {
  const mod: Partial<ExcelJsLib> & { default?: Partial<ExcelJsLib> } = await import('exceljs');
  const lib = typeof mod.Workbook === 'function' ? mod : mod.default;
  if (!lib || typeof lib.Workbook !== 'function') throw new Error('exceljs sin Workbook');
  return lib as ExcelJsLib;
}

/**
 * /reposicion (docs/stock-y-productos.md, permission stock.get): the products whose stock in one
 * branch is below their minimum, grouped by supplier (a heading per supplier, 'Sin proveedor'
 * last), with Código (a link to /productos/{id} with stock.detail.get), Producto, Stock, Stock
 * mínimo and 'A pedir' (the shortfall) in the product's unit (up to 4 decimals), and the unit
 * cost with its currency symbol (2 decimals). Branch (first one preselected) and supplier live in
 * the URL (?sucursalId=&proveedorId=). 'Descargar Excel' builds the .xlsx in the browser
 * (exceljs, loaded on the click) and downloads it as reposicion_{sucursal}_{YYYY-MM-DD}.xlsx
 * ('Reposición descargada.'; 'No hay datos para descargar' when the list is empty). A failed
 * load shows 'Error al cargar la reposición' with a retry.
 */
export function ReposicionPage() {
  const puedeVerDetalle = usePermission(P.stockDetail);
  const params = useReposicionParams();
  const { proveedorId, changeSucursal, changeProveedor } = params;

  const sucursales = useSucursales();
  const proveedores = useProveedoresSelect();
  const primeraSucursal = sucursales.data?.[0]?.id;
  const sucursal = sucursales.data?.find((s) => s.id === params.sucursalId);
  const sucursalId = sucursal?.id;
  const sinSucursales = sucursales.data?.length === 0;

  // Preselect the first branch (or replace an unknown one) without adding a history entry.
  useEffect(() => {
    if (sucursales.data && !sucursal && primeraSucursal !== undefined) changeSucursal(primeraSucursal, { replace: true });
  }, [sucursales.data, sucursal, primeraSucursal, changeSucursal]);

  const reposicion = useReposicion({ sucursalId, proveedorId });
  const grupos = useMemo(() => agruparPorProveedor(reposicion.data ?? []), [reposicion.data]);
  const [descargando, setDescargando] = useState(false);

  const descargarExcel = async () => {
    const items = reposicion.data ?? [];
    if (!sucursal || items.length === 0) {
      toast.error(MSG_SIN_DATOS_PARA_DESCARGAR);
      return;
    }
    setDescargando(true);
    try {
      const ExcelJS = await cargarExcelJs();
      const generado = new Date();
      const workbook = buildReposicionWorkbook(ExcelJS, items, { sucursal: sucursal.nombre, generado });
      descargarArchivo(await workbook.xlsx.writeBuffer(), nombreArchivoReposicion(sucursal.nombre, generado), XLSX_MIME);
      toast.success(MSG_DESCARGADA);
    } catch {
      toast.error(MSG_ERROR_EXCEL);
    } finally {
      setDescargando(false);
    }
  };

  const reintentar = () => {
    if (sucursales.isError) void sucursales.refetch();
    else void reposicion.refetch();
  };

  const columns = [
    { key: 'codigo', header: 'Código', width: '7rem' },
    { key: 'nombre', header: 'Producto' },
    { key: 'stock', header: 'Stock', align: 'right' as const, render: (i: ReposicionItem) => formatQuantity(i.stock, i.unidad) },
    { key: 'stockMinimo', header: 'Stock mínimo', align: 'right' as const, render: (i: ReposicionItem) => formatQuantity(i.stockMinimo, i.unidad) },
    {
      key: 'faltante',
      header: 'A pedir',
      align: 'right' as const,
      render: (i: ReposicionItem) => <strong>{formatQuantity(i.faltante, i.unidad)}</strong>,
    },
    { key: 'costo', header: 'Costo unitario', align: 'right' as const, render: (i: ReposicionItem) => formatMoney(i.costo, i.costoMoneda.simbolo) },
  ];

  const total = reposicion.data?.length;
  const cargando = !sinSucursales && (sucursales.isPending || reposicion.isPending);

  let contenido;
  if (sucursales.isError || reposicion.isError) {
    contenido = <ErrorPanel title={MSG_REPOSICION_ERROR} onRetry={reintentar} />;
  } else if (cargando) {
    contenido = (
      <Centro>
        <Spinner />
      </Centro>
    );
  } else if (grupos.length === 0) {
    contenido = <EmptyState>{MSG_REPOSICION_VACIA}</EmptyState>;
  } else {
    contenido = grupos.map((grupo) => {
      const headingId = `reposicion-proveedor-${grupo.proveedor?.id ?? 'sin'}`;
      return (
        <Grupo key={headingId} aria-labelledby={headingId}>
          <h2 id={headingId}>{grupo.nombre}</h2>
          <Table
            caption={`Productos a pedir: ${grupo.nombre}`}
            columns={columns}
            rows={grupo.items}
            rowKey={(i: ReposicionItem) => i.id}
            rowHref={puedeVerDetalle ? (i: ReposicionItem) => `/productos/${i.id}` : undefined}
            linkColumn="codigo"
            rowLinkLabel={(i: ReposicionItem) => `${i.codigo} ${i.nombre}`}
          />
        </Grupo>
      );
    });
  }

  return (
    <>
      <PageHeader
        title="Reposición"
        subtitle={total === undefined ? undefined : `${total} producto${total === 1 ? '' : 's'} bajo el stock mínimo`}
        actions={
          <Button variant="primary" onClick={() => void descargarExcel()} loading={descargando}>
            Descargar Excel
          </Button>
        }
      />
      <Toolbar>
        <Field label="Sucursal" htmlFor="reposicion-sucursal">
          <Select
            id="reposicion-sucursal"
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
        <Field label="Proveedor" htmlFor="reposicion-proveedor">
          <Select
            id="reposicion-proveedor"
            value={proveedorId === undefined ? '' : String(proveedorId)}
            onChange={(e: ChangeEvent<HTMLSelectElement>) => changeProveedor(e.target.value ? Number(e.target.value) : undefined)}
          >
            <option value="">Todos</option>
            {proveedores.data?.map((p) => (
              <option key={p.id} value={p.id}>
                {p.nombre}
              </option>
            ))}
          </Select>
        </Field>
      </Toolbar>
      {contenido}
    </>
  );
}

export default ReposicionPage;
