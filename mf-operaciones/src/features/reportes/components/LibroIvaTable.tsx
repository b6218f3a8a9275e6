import styled from 'styled-components';
import type { LibroIvaItem, LibroIvaTotales, LibroIvaVentas } from 'shared';
import { formatMoney } from 'shared/format';
import { TableFrame } from 'shared/ui';
import {
  alicuotasDelLibro,
  COLUMNAS_LIBRO_IVA_FIN,
  COLUMNAS_LIBRO_IVA_INICIO,
  columnasAlicuotas,
  cotizacionLibroIva,
  etiquetaTotalesLibroIva,
  monedaLibroIva,
  montosDeAlicuota,
  numeroLibroIva,
  SIMBOLO_LIBRO_IVA,
} from '../utils/libro-iva';
import { diaEsAR } from '../utils/reporte';
import { useDibujoProgresivo } from '../hooks/use-dibujo-progresivo';
import { ResumenReporte, TablaReporte } from './ReporteTable';

/** The report's table, with the totals row in bold. */
const Tabla = styled(TablaReporte)`
  tfoot th, tfoot td { font-weight: 600; }
`;

/** Props of {@link LibroIvaTable}. */
export interface LibroIvaTableProps {
  /** The book as GET fiscal/libro-iva-ventas answered it, with at least one comprobante. */
  libro: LibroIvaVentas;
  /** True while the page builds the Excel file: the rows not drawn yet wait (as in ReporteTable). */
  pausada?: boolean;
}

const dinero = (v: string) => formatMoney(v, SIMBOLO_LIBRO_IVA);

/** The amount cells of a row or of the totals: Neto and IVA per rate of `alicuotas` (empty without that rate), Neto, IVA, Exento, Total. */
function Montos({ fila, alicuotas }: { fila: LibroIvaItem | LibroIvaTotales; alicuotas: readonly string[] }) {
  return (
    <>
      {alicuotas.map((a) => {
        const m = montosDeAlicuota(fila, a);
        return [
          <td key={`neto-${a}`} className="n">
            {m ? dinero(m.neto) : ''}
          </td>,
          <td key={`iva-${a}`} className="n">
            {m ? dinero(m.iva) : ''}
          </td>,
        ];
      })}
      <td className="n">{dinero(fila.neto)}</td>
      <td className="n">{dinero(fila.iva)}</td>
      <td className="n">{dinero(fila.exento)}</td>
      <td className="n">{dinero(fila.total)}</td>
    </>
  );
}

/**
 * The Libro IVA Ventas of /reportes (docs/reportes.md «Libro IVA Ventas»): one row per authorised
 * comprobante in the order the API gives (fecha, type, point of sale, number) with Fecha, Comprobante
 * ('Factura A', 'Nota de Crédito B'), Número ('00001-00000012'), Comprador, Documento, Condición IVA,
 * Moneda and Cotización, then Neto and IVA of each rate the book has (highest first; empty for a
 * comprobante without that rate), Neto, IVA, Exento and Total, every amount in pesos as the API sends
 * it (credit notes negative), and the totals row in the footer. 'N comprobantes' above it. A long
 * book is drawn in steps as the other reports ({@link useDibujoProgresivo}); the totals row is
 * always there.
 */
export function LibroIvaTable({ libro, pausada = false }: LibroIvaTableProps) {
  const alicuotas = alicuotasDelLibro(libro);
  const n = libro.items.length;
  const { dibujadas, faltan, fin } = useDibujoProgresivo(n, pausada);
  return (
    <>
      <ResumenReporte role="status">{`${n} ${n === 1 ? 'comprobante' : 'comprobantes'}`}</ResumenReporte>
      <TableFrame>
        <Tabla>
          <caption>Libro IVA Ventas</caption>
          <thead>
            <tr>
              {COLUMNAS_LIBRO_IVA_INICIO.map((c) => (
                <th key={c} scope="col" className={c === 'Cotización' ? 'n' : undefined}>
                  {c}
                </th>
              ))}
              {[...columnasAlicuotas(alicuotas), ...COLUMNAS_LIBRO_IVA_FIN].map((c) => (
                <th key={c} scope="col" className="n">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {libro.items.slice(0, dibujadas).map((i) => (
              <tr key={`${i.codigoTipo}-${i.puntoVenta}-${i.numero}`}>
                <td>{diaEsAR(i.fecha)}</td>
                <td>{i.tipo}</td>
                <td>{numeroLibroIva(i)}</td>
                <td>{i.comprador}</td>
                <td>{i.documento}</td>
                <td>{i.condicionIva}</td>
                <td>{monedaLibroIva(i.moneda)}</td>
                <td className="n">{cotizacionLibroIva(i.cotizacion)}</td>
                <Montos fila={i} alicuotas={alicuotas} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={COLUMNAS_LIBRO_IVA_INICIO.length}>
                {etiquetaTotalesLibroIva(libro.totales)}
              </th>
              <Montos fila={libro.totales} alicuotas={alicuotas} />
            </tr>
          </tfoot>
        </Tabla>
      </TableFrame>
      {/* The end of the drawn rows: when it nears the screen, the next step is drawn. */}
      {faltan ? <div ref={fin} data-testid="reporte-fin-dibujado" /> : null}
    </>
  );
}
