import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ApiError, libroIvaVentasQuerySchema, MSG_REPORTE_SIN_TIPO, PRODUCT_READERS } from 'shared';
import { usePermission } from 'shared/auth';
import { descargarArchivo, MSG_ERROR_EXCEL, MSG_SIN_DATOS_PARA_DESCARGAR, XLSX_MIME } from 'shared/print';
import { toast } from 'shared/toast';
import { Button, EmptyState, ErrorPanel, PageHeader, TableFrame, Toolbar, RangoFechas } from 'shared/ui';
import { useLibroIvaVentas } from '../api/get-libro-iva-ventas';
import { useReporte } from '../api/get-reporte';
import { useProductoReporte } from '../api/productos';
import { BuscarProductoReporte, textoProducto, type ProductoElegido } from '../components/BuscarProductoReporte';
import { LibroIvaTable } from '../components/LibroIvaTable';
import { ProgresoReporte } from '../components/ProgresoReporte';
import { ReporteTable } from '../components/ReporteTable';
import { generarLibroIvaExcel, generarReporteExcel, nombreArchivoReporte, precargarExcelJs } from '../utils/excel-reporte';
import { NOMBRE_TIPO, TIPOS_PANTALLA, type TipoPantalla } from '../utils/reporte';
import { useReportesParams, type FiltrosReporte } from './use-reportes-params';

/** When GET reportes fails (docs/textos.md): no table is shown. */
export const MSG_ERROR_REPORTE = 'Error al cargar el reporte';
/** Toast of a downloaded Excel file (docs/reportes.md «Excel»). */
export const MSG_REPORTE_DESCARGADO = 'Reporte descargado exitosamente';
/** What the page says before the first report. */
export const MSG_ELIJA_TIPO = 'Elija el tipo de reporte, las fechas y, si quiere, un producto; después, «Generar Reporte».';
/** What the page says for the Libro IVA Ventas without both dates (a URL ?type=iva-ventas alone). */
export const MSG_ELIJA_FECHAS_LIBRO_IVA = 'Elija las fechas «Desde» y «Hasta» del Libro IVA Ventas; después, «Generar Reporte».';

const Filtros = styled(Toolbar)`
  align-items: flex-start;
`;
const Tipos = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  > span { font-weight: 500; font-size: 13px; }
  > div { display: flex; gap: 6px; }
`;
const Acciones = styled.div`
  display: flex;
  gap: 8px;
  align-self: flex-end;
`;
const Ayuda = styled.p`
  margin: 8px 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The server's reason when it refused the report (4xx: a bad range, too many rows); nothing otherwise. */
const motivo = (err: unknown) => (err instanceof ApiError && err.status >= 400 && err.status < 500 && !err.isNetworkError ? err.message : undefined);

/**
 * /reportes (reportes.get; docs/reportes.md «Pantalla /reportes»): title 'Reportes'; two toggle
 * buttons (aria-pressed) choose the type, Ingresos or Ventas (pressing the chosen one again clears
 * it); 'Desde' / 'Hasta' (Buenos Aires days); 'Buscar Producto' ({@link BuscarProductoReporte}).
 * 'Generar Reporte' without a type says 'Selecciona un tipo de reporte' and asks nothing; with one
 * it writes the filters to the URL (?type=&fechaDesde=&fechaHasta=&producto=; empty ones left out,
 * also from the request) and GET reportes answers the rows. Opening such a URL generates that
 * report again, so it can be reloaded or shared; pressing 'Generar Reporte' with the same filters
 * asks again. While it loads: 'Generando reporte…' with the seconds and a progress bar, and the
 * buttons disabled. Then the table ({@link ReporteTable}: every row, newest first, expandable
 * product lines, selection reset on each load), 'No hay resultados.' when nothing matched, or
 * 'Error al cargar el reporte' (with the server's reason for a refused request, e.g. too many
 * rows) and Reintentar. 'Descargar Excel' appears once a report loaded: it builds the file in the
 * browser (exceljs starts loading as soon as a report with rows is shown, docs/reportes.md «Excel»;
 * the table stops drawing more rows meanwhile) and downloads
 * reporte_{ingresos|ventas}_{YYYY-MM-DD}.xlsx → 'Reporte descargado exitosamente'; 'No hay datos
 * para descargar' for a report without rows; 'Error al generar el archivo Excel' on failure.
 *
 * The third type, 'Libro IVA Ventas' (`?type=iva-ventas`, docs/reportes.md «Libro IVA Ventas»), asks
 * GET fiscal/libro-iva-ventas instead: both dates are required and checked with the API's own schema
 * before asking (its Spanish message as a toast otherwise), there is no product filter, and the
 * results are {@link LibroIvaTable} (amounts in pesos, credit notes negative, totals row) with the
 * same states and the same Excel download (libro_iva_ventas_{YYYY-MM-DD}.xlsx).
 */
export function ReportesPage() {
  // The product search: for whoever the API lets read products (not only /stock's readers).
  const puedeBuscar = usePermission(PRODUCT_READERS);
  const params = useReportesParams();
  const reporte = useReporte(params.query);
  const libro = useLibroIvaVentas(params.libroIva);
  // What the URL generates: the Libro IVA Ventas or a report of GET reportes (or nothing).
  const esLibro = params.filtros.type === 'iva-ventas';
  const pedido = esLibro ? params.libroIva : params.query;
  const actual = esLibro ? libro : reporte;
  const [borrador, setBorrador] = useState<FiltrosReporte>(params.filtros);
  const [etiquetas, setEtiquetas] = useState<Record<number, string>>({});
  const [exportando, setExportando] = useState(false);

  // The URL changed (a report generated, back / forward, a shared link): the form shows its filters.
  useEffect(() => setBorrador(params.filtros), [params.filtros]);

  // The product of a URL ('?producto=12') is named as the search names it (the Libro IVA Ventas has none).
  const idUrl = params.filtros.producto;
  const productoUrl = useProductoReporte(!esLibro && idUrl !== undefined && etiquetas[idUrl] === undefined ? idUrl : undefined);
  const etiqueta = (id: number) => etiquetas[id] ?? (productoUrl.data?.id === id ? textoProducto(productoUrl.data) : `Producto N° ${id}`);
  const elegido: ProductoElegido | null = borrador.producto === undefined ? null : { id: borrador.producto, texto: etiqueta(borrador.producto) };

  const cambiar = (cambios: Partial<FiltrosReporte>) => setBorrador((b) => ({ ...b, ...cambios }));
  const elegirProducto = (p: ProductoElegido | null) => {
    if (p) setEtiquetas((e) => ({ ...e, [p.id]: p.texto }));
    cambiar({ producto: p?.id });
  };
  const elegirTipo = (t: TipoPantalla) => cambiar({ type: borrador.type === t ? undefined : t });

  const generando = pedido !== null && actual.isFetching;
  const generar = () => {
    if (!borrador.type) {
      toast.error(MSG_REPORTE_SIN_TIPO);
      return;
    }
    if (borrador.type === 'iva-ventas') {
      // The API's own rules (both dates, in order, at most 366 days), before asking.
      const revisada = libroIvaVentasQuerySchema.safeParse({ fechaDesde: borrador.fechaDesde, fechaHasta: borrador.fechaHasta });
      if (!revisada.success) {
        toast.error(revisada.error.issues[0].message);
        return;
      }
      if (!params.generar({ ...borrador, producto: undefined })) void libro.refetch();
      return;
    }
    if (!params.generar(borrador)) void reporte.refetch();
  };

  const descargar = async () => {
    const datos = reporte.data;
    const datosLibro = libro.data;
    if (exportando || (esLibro ? !datosLibro || !params.libroIva : !datos)) return;
    if (esLibro ? datosLibro!.items.length === 0 : datos!.filas.length === 0) {
      toast.error(MSG_SIN_DATOS_PARA_DESCARGAR);
      return;
    }
    setExportando(true);
    try {
      const generado = new Date();
      const { fechaDesde, fechaHasta, producto } = params.filtros;
      const archivo = esLibro
        ? await generarLibroIvaExcel({ libro: datosLibro!, ...params.libroIva!, generado })
        : await generarReporteExcel({
            reporte: datos!,
            fechaDesde: fechaDesde || undefined,
            fechaHasta: fechaHasta || undefined,
            producto: producto === undefined ? undefined : etiqueta(producto),
            generado,
          });
      descargarArchivo(archivo, nombreArchivoReporte(esLibro ? 'iva-ventas' : datos!.tipo, generado), XLSX_MIME);
      toast.success(MSG_REPORTE_DESCARGADO);
    } catch {
      toast.error(MSG_ERROR_EXCEL);
    } finally {
      setExportando(false);
    }
  };

  const hayReporte = pedido !== null && actual.data !== undefined && !actual.isError;
  // With rows on screen the file may be asked for any moment: exceljs starts loading now, not on the click.
  const hayFilas = hayReporte && (esLibro ? libro.data!.items.length : reporte.data!.filas.length) > 0;
  useEffect(() => (hayFilas ? precargarExcelJs() : undefined), [hayFilas]);

  return (
    <>
      <PageHeader title="Reportes" />
      <Filtros role="search" aria-label="Filtros del reporte">
        <Tipos>
          <span id="reporte-tipo">Tipo de reporte</span>
          <div role="group" aria-labelledby="reporte-tipo">
            {TIPOS_PANTALLA.map((t) => (
              <Button key={t} variant={borrador.type === t ? 'primary' : 'secondary'} aria-pressed={borrador.type === t} onClick={() => elegirTipo(t)}>
                {NOMBRE_TIPO[t]}
              </Button>
            ))}
          </div>
        </Tipos>
        <RangoFechas idPrefix="reporte" fechaDesde={borrador.fechaDesde} fechaHasta={borrador.fechaHasta} onChange={(campo, valor) => cambiar({ [campo]: valor })} />
        {/* The Libro IVA Ventas lists comprobantes, not products: no product filter. */}
        {borrador.type === 'iva-ventas' ? null : <BuscarProductoReporte elegido={elegido} onChange={elegirProducto} puedeBuscar={puedeBuscar} />}
        <Acciones>
          <Button variant="primary" onClick={generar} loading={generando}>
            Generar Reporte
          </Button>
          {hayReporte ? (
            <Button onClick={() => void descargar()} loading={exportando} disabled={generando}>
              Descargar Excel
            </Button>
          ) : null}
        </Acciones>
      </Filtros>

      {generando ? <ProgresoReporte /> : null}
      {pedido === null ? (
        <Ayuda>{esLibro ? MSG_ELIJA_FECHAS_LIBRO_IVA : MSG_ELIJA_TIPO}</Ayuda>
      ) : actual.isError ? (
        <ErrorPanel title={MSG_ERROR_REPORTE} message={motivo(actual.error)} onRetry={() => void actual.refetch()} />
      ) : esLibro ? (
        libro.data === undefined ? null : libro.data.items.length === 0 ? (
          <TableFrame>
            <EmptyState>No hay resultados.</EmptyState>
          </TableFrame>
        ) : (
          <LibroIvaTable key={libro.dataUpdatedAt} libro={libro.data} pausada={exportando} />
        )
      ) : reporte.data === undefined ? null : reporte.data.filas.length === 0 ? (
        <TableFrame>
          <EmptyState>No hay resultados.</EmptyState>
        </TableFrame>
      ) : (
        <ReporteTable key={reporte.dataUpdatedAt} reporte={reporte.data} pausada={exportando} />
      )}
    </>
  );
}

export default ReportesPage;
