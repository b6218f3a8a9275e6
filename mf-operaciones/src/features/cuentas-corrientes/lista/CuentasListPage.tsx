import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { descargarArchivo, MSG_ERROR_EXCEL, MSG_SIN_DATOS_PARA_DESCARGAR, XLSX_MIME } from 'shared/print';
import { toast } from 'shared/toast';
import { Button, Checkbox, ErrorPanel, PageHeader, Pagination, SearchInput, Toolbar } from 'shared/ui';
import { useCuentas } from '../api/get-cuentas';
import { CuentasTable } from './CuentasTable';
import { buildCuentasWorkbook, nombreArchivoCuentas, type ExcelJsLib } from './excel';
import { leerTodasLasCuentas } from './exportar';
import { useCuentasListParams } from './use-cuentas-list-params';

/** Texts of the screen (docs/cuentas-corrientes.md). */
export const MSG_ERROR_CUENTAS = 'Error al cargar las cuentas corrientes';
export const MSG_EXCEL_OK = 'Cuentas corrientes descargadas.';

const Progreso = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
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
 * /cuentas-corrientes (cuentas_corrientes.get; docs/cuentas-corrientes.md): every client by name with
 * its balance in pesos and in dollars (owed in red 'Debe $ …', credit in favour in green 'A favor
 * US$ …', else zero) and the pending amounts by age per currency (0–30, 31–60, 61–90, Más de 90
 * días), a 'Total' row over every matching client (the API's `totales`), and server paging. Search
 * (name or document, after a pause), 'Con deuda', page size and page live in the URL
 * (?search=&conDeuda=true&pageSize=&page=; docs/arquitectura.md, «Listas»). Each row opens
 * /cuentas-corrientes/{id}, which gets the list's URL to return to. 'Exportar a Excel' reads every
 * page of the current filters (100 at a time, one after the other, 'Exportando página N de M…')
 * and downloads cuentas_corrientes_{YYYY-MM-DD}.xlsx built in the browser with exceljs (loaded on
 * the click); 'No hay datos para descargar' for an empty list, 'Error al generar el archivo Excel'
 * on failure. States: loading, 'No hay resultados.', 'Error al cargar las cuentas corrientes' with
 * Reintentar.
 */
export function CuentasListPage() {
  const location = useLocation();
  const params = useCuentasListParams();
  const { data, isPending, isError, refetch } = useCuentas(params.query);
  const [progreso, setProgreso] = useState<string | null>(null);

  const exportar = async () => {
    if (progreso !== null) return;
    if (data && data.total === 0) {
      toast.error(MSG_SIN_DATOS_PARA_DESCARGAR);
      return;
    }
    const filtros = { search: params.query.search, conDeuda: params.query.conDeuda };
    setProgreso('Exportando…');
    try {
      const [ExcelJS, todas] = await Promise.all([
        cargarExcelJs(),
        leerTodasLasCuentas(filtros, (pagina, total) => setProgreso(`Exportando página ${pagina} de ${total}…`)),
      ]);
      if (todas.items.length === 0) {
        toast.error(MSG_SIN_DATOS_PARA_DESCARGAR);
        return;
      }
      const generado = new Date();
      const workbook = buildCuentasWorkbook(ExcelJS, todas.items, todas.totales, { generado, search: filtros.search, conDeuda: params.conDeuda });
      descargarArchivo(await workbook.xlsx.writeBuffer(), nombreArchivoCuentas(generado), XLSX_MIME);
      toast.success(MSG_EXCEL_OK);
    } catch {
      toast.error(MSG_ERROR_EXCEL);
    } finally {
      setProgreso(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Cuentas corrientes"
        subtitle={data ? `${data.total} ${data.total === 1 ? 'cliente' : 'clientes'}` : undefined}
        actions={
          <Button onClick={() => void exportar()} loading={progreso !== null} disabled={isError}>
            Exportar a Excel
          </Button>
        }
      />
      <Toolbar role="search" aria-label="Filtros de cuentas corrientes">
        <SearchInput
          value={params.searchText}
          onChange={params.changeSearch}
          placeholder="Buscar por nombre o documento..."
          aria-label="Buscar cuentas corrientes"
        />
        <Checkbox label="Con deuda" checked={params.conDeuda} onChange={(e) => params.changeConDeuda(e.target.checked)} />
        <Progreso role="status">{progreso ?? ''}</Progreso>
      </Toolbar>
      {isError ? (
        <ErrorPanel title={MSG_ERROR_CUENTAS} onRetry={() => void refetch()} />
      ) : (
        <>
          <CuentasTable rows={data?.items ?? []} totales={data?.totales} loading={isPending} linkState={{ from: location.pathname + location.search }} />
          {!isPending ? (
            <Pagination
              page={data?.currentPage ?? params.page}
              totalPages={data?.totalPages ?? 0}
              onPageChange={params.changePage}
              pageSize={params.pageSize}
              onPageSizeChange={params.changePageSize}
            />
          ) : null}
        </>
      )}
    </>
  );
}

export default CuentasListPage;
