import { memo, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { canOpen, findRoute, type ReporteIngreso, type ReporteVenta } from 'shared';
import { useAuth } from 'shared/auth';
import { formatAmount, formatMoney, formatQuantity } from 'shared/format';
import { Badge, Button, TableFrame, visuallyHidden } from 'shared/ui';
import { FILAS_POR_TANDA, MARGEN_DIBUJO, useDibujoProgresivo } from '../hooks/use-dibujo-progresivo';
import { estadoDeVenta, estadoIngreso, fechaHora, NO_DISPONIBLE, saldoVenta, tieneFinancieros, type Reporte } from '../utils/reporte';

/** The step and margin of the progressive drawing (hooks/use-dibujo-progresivo.ts), as this table always exported them. */
export { FILAS_POR_TANDA, MARGEN_DIBUJO };

const Tabla = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th, td { padding: 9px 12px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; vertical-align: middle; text-align: left; }
  thead th { font-size: 12px; font-weight: 600; text-transform: uppercase; letter-spacing: 0.02em; color: ${({ theme }) => theme.colors.textMuted}; background: ${({ theme }) => theme.colors.surfaceAlt}; white-space: nowrap; }
  .n { text-align: right; white-space: nowrap; }
  .sel { width: 36px; }
  tbody tr[aria-selected='true'] > td { background: ${({ theme }) => theme.colors.primarySoft}; }
  tbody tr[data-detalle] > td { background: ${({ theme }) => theme.colors.surfaceAlt}; padding: 6px 12px 14px 48px; }
  a { color: ${({ theme }) => theme.colors.primary}; font-weight: 500; text-decoration: none; }
  a:hover, a:focus-visible { text-decoration: underline; }
  caption { ${visuallyHidden} }
  input[type='checkbox'] { width: 16px; height: 16px; accent-color: ${({ theme }) => theme.colors.primary}; }
`;

const Resumen = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
`;

const SubTabla = styled.table`
  border-collapse: collapse;
  font-size: 13px;
  th, td { padding: 5px 10px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: left; }
  th { font-weight: 600; color: ${({ theme }) => theme.colors.textMuted}; }
  .n { text-align: right; }
`;

/** Detail routes the IDs open: a link only for who may open them (shared/routes, docs/permisos.md). */
const RUTA_INGRESO = findRoute('/ingresos/:id');
const RUTA_VENTA = findRoute('/ventas/:id');

/** A column of the table: its header and the content of a row's cell. */
interface Columna<T> {
  key: string;
  header: string;
  numerica?: boolean;
  render: (fila: T) => ReactNode;
}

/** The ID of a row: a link opening the detail in a new window, or the plain number. */
function IdFila({ id, ruta, nombre, puedeAbrir }: { id: number; ruta: string; nombre: string; puedeAbrir: boolean }) {
  if (!puedeAbrir) return <>{id}</>;
  return (
    <Link to={`${ruta}/${id}`} target="_blank" rel="noopener noreferrer" aria-label={`${nombre} ${id} (se abre en una ventana nueva)`}>
      {id}
    </Link>
  );
}

/** 'N producto(s)': a button that shows or hides the row's product lines (aria-expanded, aria-controls). */
function BotonProductos({ cantidad, expandida, controla, onToggle }: { cantidad: number; expandida: boolean; controla: string; onToggle: () => void }) {
  return (
    <Button size="sm" variant="ghost" aria-expanded={expandida} aria-controls={controla} onClick={onToggle}>
      <span aria-hidden="true">{expandida ? '▾' : '▸'}</span>
      {`${cantidad} producto(s)`}
    </Button>
  );
}

/**
 * The product lines of a stock entry: code, product, quantity with unit, cost with its symbol and
 * previous cost (an amount without symbol: its currency is not in the report) with financial
 * figures, supplier.
 */
function LineasIngreso({ fila, financieros }: { fila: ReporteIngreso; financieros: boolean }) {
  return (
    <SubTabla aria-label={`Productos del ingreso ${fila.id}`}>
      <thead>
        <tr>
          <th scope="col">Código</th>
          <th scope="col">Producto</th>
          <th scope="col" className="n">
            Cantidad
          </th>
          {financieros ? (
            <>
              <th scope="col" className="n">
                Costo
              </th>
              <th scope="col" className="n">
                Costo anterior
              </th>
            </>
          ) : null}
          <th scope="col">Proveedor</th>
        </tr>
      </thead>
      <tbody>
        {fila.detalles.map((d) => (
          <tr key={d.id}>
            <td>{d.producto.codigo || NO_DISPONIBLE}</td>
            <td>{d.producto.nombre || NO_DISPONIBLE}</td>
            <td className="n">{formatQuantity(d.cantidad, d.producto.unidad)}</td>
            {financieros ? (
              <>
                <td className="n">{formatMoney(d.costo, d.monedaSimbolo)}</td>
                {/* Its currency may differ from the cost's and the API does not send it: no symbol. */}
                <td className="n">{d.costo_anterior === null ? NO_DISPONIBLE : formatAmount(d.costo_anterior)}</td>
              </>
            ) : null}
            <td>{d.proveedor?.nombre ?? NO_DISPONIBLE}</td>
          </tr>
        ))}
      </tbody>
    </SubTabla>
  );
}

/** The product lines of a sale: code, product, quantity with unit, unit price, subtotal and (with financial figures) the seller's commission. */
function LineasVenta({ fila, financieros }: { fila: ReporteVenta; financieros: boolean }) {
  const s = fila.moneda.simbolo;
  return (
    <SubTabla aria-label={`Productos de la venta ${fila.id}`}>
      <thead>
        <tr>
          <th scope="col">Código</th>
          <th scope="col">Producto</th>
          <th scope="col" className="n">
            Cantidad
          </th>
          <th scope="col" className="n">
            Precio unitario
          </th>
          <th scope="col" className="n">
            Subtotal
          </th>
          {financieros ? (
            <th scope="col" className="n">
              Comisión
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {fila.detalles.map((d) => (
          <tr key={d.id}>
            <td>{d.producto.codigo || NO_DISPONIBLE}</td>
            <td>{d.producto.nombre || NO_DISPONIBLE}</td>
            <td className="n">{formatQuantity(d.cantidad, d.producto.unidad)}</td>
            <td className="n">{formatMoney(d.precioUnitario, s)}</td>
            <td className="n">{formatMoney(d.subTotal, s)}</td>
            {financieros ? <td className="n">{d.comisionVendedor === null ? NO_DISPONIBLE : formatMoney(d.comisionVendedor, s)}</td> : null}
          </tr>
        ))}
      </tbody>
    </SubTabla>
  );
}

interface FilaProps<T extends { id: number; detalles: unknown[] }> {
  fila: T;
  columnas: Columna<T>[];
  nombre: string;
  seleccionada: boolean;
  expandida: boolean;
  onSeleccionar: (id: number, marcada: boolean) => void;
  onExpandir: (id: number) => void;
  lineas: (fila: T) => ReactNode;
}

/** One row of the report and, when expanded, the row under it with its product lines. Memoised: a tick of the progressive drawing or a change of another row does not redraw it. */
const Fila = memo(function Fila<T extends { id: number; detalles: unknown[] }>({ fila, columnas, nombre, seleccionada, expandida, onSeleccionar, onExpandir, lineas }: FilaProps<T>) {
  const detalleId = `reporte-${nombre.toLowerCase()}-${fila.id}-productos`;
  return (
    <>
      <tr aria-selected={seleccionada}>
        <td className="sel">
          <input type="checkbox" checked={seleccionada} aria-label={`Seleccionar ${nombre.toLowerCase()} ${fila.id}`} onChange={(e) => onSeleccionar(fila.id, e.target.checked)} />
        </td>
        {columnas.map((c) => (
          <td key={c.key} className={c.numerica ? 'n' : undefined}>
            {c.render(fila)}
          </td>
        ))}
        <td>
          <BotonProductos cantidad={fila.detalles.length} expandida={expandida} controla={detalleId} onToggle={() => onExpandir(fila.id)} />
        </td>
      </tr>
      {expandida ? (
        <tr data-detalle="" id={detalleId}>
          <td colSpan={columnas.length + 2}>{lineas(fila)}</td>
        </tr>
      ) : null}
    </>
  );
}) as <T extends { id: number; detalles: unknown[] }>(props: FilaProps<T>) => ReactNode;

/** Props of {@link ReporteTable}. */
export interface ReporteTableProps {
  /** The generated report, with at least one row, newest id first. */
  reporte: Reporte;
  /**
   * True while the page builds the Excel file: the rows not drawn yet wait, so the file gets the
   * browser to itself; drawing goes on when it turns false.
   */
  pausada?: boolean;
}

/**
 * The results table of /reportes (docs/reportes.md «Pantalla /reportes»): every row, not paged, in
 * the order given (id descending). A checkbox selects each row ('Seleccionar todas' in the header);
 * the selection and the expanded rows live here, so the page remounts the table (a `key`) on each
 * load to reset them. Columns: Ingresos — ID, Fecha/Hora, Estado, Productos; Ventas — ID,
 * Fecha/Hora, Cliente, Vendedor, Total (with the sale's symbol), and Pagado and Saldo (total −
 * pagado, decimal.js) when the API sent them (reportes.financieros), Estado de pago, Productos. The
 * ID opens /ingresos/{id} or /ventas/{id} in a new window (target=_blank, rel=noopener) for who may
 * open that screen. 'N producto(s)' (collapsed by default, aria-expanded) shows the row's lines
 * under it. The first {@link FILAS_POR_TANDA} rows are drawn at once and the rest in steps of as
 * many while the end of the drawn rows is within {@link MARGEN_DIBUJO} of the visible part of the
 * page (as the user scrolls; all of them, one step after another, where IntersectionObserver does
 * not exist), so a report of thousands of rows never loads the page with rows nobody looks at;
 * `pausada` holds the next steps back (while the Excel file is built).
 */
export function ReporteTable({ reporte, pausada = false }: ReporteTableProps) {
  const { user } = useAuth();
  const financieros = tieneFinancieros(reporte);
  const total = reporte.filas.length;
  const [seleccion, setSeleccion] = useState<ReadonlySet<number>>(() => new Set());
  const [expandidas, setExpandidas] = useState<ReadonlySet<number>>(() => new Set());
  const { dibujadas, faltan, fin } = useDibujoProgresivo(total, pausada);

  const onSeleccionar = useCallback((id: number, marcada: boolean) => {
    setSeleccion((prev) => {
      const next = new Set(prev);
      if (marcada) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const onExpandir = useCallback((id: number) => {
    setExpandidas((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const todas = total > 0 && seleccion.size === total;
  const seleccionarTodas = (marcar: boolean) => setSeleccion(marcar ? new Set(reporte.filas.map((f) => f.id)) : new Set());

  const cabecera = (columnas: { key: string; header: string; numerica?: boolean }[]) => (
    <thead>
      <tr>
        <th scope="col" className="sel">
          <input
            type="checkbox"
            aria-label="Seleccionar todas"
            checked={todas}
            ref={(el) => {
              if (el) el.indeterminate = seleccion.size > 0 && !todas;
            }}
            onChange={(e) => seleccionarTodas(e.target.checked)}
          />
        </th>
        {columnas.map((c) => (
          <th key={c.key} scope="col" className={c.numerica ? 'n' : undefined}>
            {c.header}
          </th>
        ))}
        <th scope="col">Productos</th>
      </tr>
    </thead>
  );

  const puedeAbrirIngreso = RUTA_INGRESO !== undefined && canOpen(RUTA_INGRESO, user?.permissions);
  const puedeAbrirVenta = RUTA_VENTA !== undefined && canOpen(RUTA_VENTA, user?.permissions);
  // Stable columns and line renderers, so the memoised rows are not redrawn on every tick.
  const ingreso = useMemo(() => {
    const columnas: Columna<ReporteIngreso>[] = [
      { key: 'id', header: 'ID', render: (f) => <IdFila id={f.id} ruta="/ingresos" nombre="Ingreso" puedeAbrir={puedeAbrirIngreso} /> },
      { key: 'fecha', header: 'Fecha/Hora', render: (f) => fechaHora(f.fechaIngreso) },
      { key: 'estado', header: 'Estado', render: (f) => <Badge tone="info">{estadoIngreso(f.status)}</Badge> },
    ];
    const lineas = (f: ReporteIngreso) => <LineasIngreso fila={f} financieros={financieros} />;
    return { columnas, lineas };
  }, [puedeAbrirIngreso, financieros]);
  const venta = useMemo(() => {
    const columnas: Columna<ReporteVenta>[] = [
      { key: 'id', header: 'ID', render: (f) => <IdFila id={f.id} ruta="/ventas" nombre="Venta" puedeAbrir={puedeAbrirVenta} /> },
      { key: 'fecha', header: 'Fecha/Hora', render: (f) => fechaHora(f.fechaVenta) },
      { key: 'cliente', header: 'Cliente', render: (f) => f.cliente?.nombreApellido ?? 'Sin cliente' },
      { key: 'vendedor', header: 'Vendedor', render: (f) => f.vendedor?.name ?? NO_DISPONIBLE },
      { key: 'total', header: 'Total', numerica: true, render: (f) => formatMoney(f.total, f.moneda.simbolo) },
      ...(financieros
        ? [
            { key: 'pagado', header: 'Pagado', numerica: true, render: (f: ReporteVenta) => formatMoney(f.pagado, f.moneda.simbolo) },
            { key: 'saldo', header: 'Saldo', numerica: true, render: (f: ReporteVenta) => formatMoney(saldoVenta(f), f.moneda.simbolo) },
          ]
        : []),
      {
        key: 'estado',
        header: 'Estado de pago',
        render: (f) => {
          const e = estadoDeVenta(f);
          return <Badge tone={e.tone}>{e.label}</Badge>;
        },
      },
    ];
    const lineas = (f: ReporteVenta) => <LineasVenta fila={f} financieros={financieros} />;
    return { columnas, lineas };
  }, [puedeAbrirVenta, financieros]);

  /** The caption, header and drawn rows of the report, whichever its type. */
  const cuerpo = <T extends { id: number; detalles: unknown[] }>(
    caption: string,
    filas: T[],
    def: { columnas: Columna<T>[]; lineas: (fila: T) => ReactNode },
    nombre: string,
  ) => (
    <>
      <caption>{caption}</caption>
      {cabecera(def.columnas)}
      <tbody>
        {filas.slice(0, dibujadas).map((f) => (
          <Fila
            key={f.id}
            fila={f}
            columnas={def.columnas}
            nombre={nombre}
            seleccionada={seleccion.has(f.id)}
            expandida={expandidas.has(f.id)}
            onSeleccionar={onSeleccionar}
            onExpandir={onExpandir}
            lineas={def.lineas}
          />
        ))}
      </tbody>
    </>
  );
  const contenido =
    reporte.tipo === 'ingreso'
      ? cuerpo('Reporte de ingresos', reporte.filas, ingreso, 'Ingreso')
      : cuerpo('Reporte de ventas', reporte.filas, venta, 'Venta');

  return (
    <>
      <Resumen role="status">
        {`${total} ${total === 1 ? 'fila' : 'filas'}`}
        {seleccion.size > 0 ? ` · ${seleccion.size} ${seleccion.size === 1 ? 'seleccionada' : 'seleccionadas'}` : ''}
      </Resumen>
      <TableFrame>
        <Tabla>{contenido}</Tabla>
      </TableFrame>
      {/* The end of the drawn rows: when it nears the screen, the next step is drawn. */}
      {faltan ? <div ref={fin} data-testid="reporte-fin-dibujado" /> : null}
    </>
  );
}

/** The table and summary styles of a report, for the other tables of /reportes (the Libro IVA Ventas). */
export { Tabla as TablaReporte, Resumen as ResumenReporte };
