import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { formatMoney } from 'shared/format';
import { EmptyState, Spinner, visuallyHidden } from 'shared/ui';
import { DIAS_GRAFICO, resumenSerie, type SerieVentas } from '../utils/dashboard';
import { diaLargo, formatDia } from '../utils/fechas';

// recharts comes only with the chart's own chunk: neither /home's file nor the login download it.
const VentasDiariasChart = lazy(() => import(/* webpackChunkName: "home-chart" */ './VentasDiariasChart'));

/** Heading of the chart section. */
export const TITULO_VENTAS_DIARIAS = `Ventas de los últimos ${DIAS_GRAFICO} días`;

/**
 * The «Ventas de los últimos 30 días» section of /home (docs/reportes.md, «Inicio (pantalla)»): a
 * figure with a caption, the lazily loaded line chart (a spinner while its chunk loads) named by the
 * summary of {@link resumenSerie}, and a visually hidden table with every day and each currency's
 * total as its accessible equivalent. With no sale in the window: 'Sin ventas en los últimos 30 días.'
 */
export function VentasDiarias({ serie }: { serie: SerieVentas }) {
  const etiqueta = resumenSerie(serie);
  return (
    <Seccion aria-labelledby="inicio-ventas-diarias">
      <h2 id="inicio-ventas-diarias">{TITULO_VENTAS_DIARIAS}</h2>
      {serie.monedas.length === 0 ? (
        <EmptyState>{`Sin ventas en los últimos ${DIAS_GRAFICO} días.`}</EmptyState>
      ) : (
        <Figura aria-labelledby="inicio-ventas-diarias-leyenda">
          <figcaption id="inicio-ventas-diarias-leyenda">
            {`Total vendido por día en cada moneda, del ${formatDia(serie.desde)} al ${formatDia(serie.hasta)}; un día sin ventas cuenta 0.`}
          </figcaption>
          <Lienzo>
            <Suspense fallback={<Spinner label="Cargando gráfico" />}>
              <VentasDiariasChart serie={serie} etiqueta={etiqueta} />
            </Suspense>
          </Lienzo>
          <TablaOculta>
            <table>
              <caption>{`Ventas por día, del ${formatDia(serie.desde)} al ${formatDia(serie.hasta)}`}</caption>
              <thead>
                <tr>
                  <th scope="col">Día</th>
                  {serie.monedas.map((m) => (
                    <th key={m.clave} scope="col">{`Ventas en ${m.simbolo}`}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {serie.dias.map((d) => (
                  <tr key={d.fecha}>
                    <th scope="row">{diaLargo(d.fecha)}</th>
                    {serie.monedas.map((m) => (
                      <td key={m.clave}>{formatMoney(d.totales[m.monedaId], m.simbolo)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </TablaOculta>
        </Figura>
      )}
    </Seccion>
  );
}

const Seccion = styled.section`
  margin-top: 1.5rem;
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1rem;
    font-weight: 600;
  }
`;

const Figura = styled.figure`
  margin: 0;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  figcaption {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
    margin-bottom: 0.5rem;
  }
`;

const Lienzo = styled.div`
  min-height: 260px;
  display: flex;
  flex-direction: column;
  justify-content: center;
`;

const TablaOculta = styled.div`
  ${visuallyHidden}
`;
