import { useMemo } from 'react';
import styled from 'styled-components';
import { useAuth } from 'shared/auth';
import { errorMessage } from 'shared/client';
import { ErrorPanel, Spinner } from 'shared/ui';
import { useDashboard } from '../api/get-dashboard';
import { enlacesResumen, puedeVerResumen, serieVentas } from '../utils/dashboard';
import { hoyBuenosAires } from '../utils/fechas';
import { TarjetasResumen } from './TarjetasResumen';
import { VentasDiarias } from './VentasDiarias';

/** Title of the error box when GET dashboard fails. */
export const MSG_ERROR_RESUMEN = 'Error al cargar el resumen';

/**
 * The figures of /home (docs/reportes.md, «Inicio (pantalla)»): «Resumen» with the tiles the user's
 * permissions give (TarjetasResumen) and «Ventas de los últimos 30 días» (VentasDiarias) with the
 * sales figures. GET dashboard is asked each time /home mounts (staleTime 0), and only when the user
 * holds home.get and a permission that gives a figure (else nothing shows). While it loads: a spinner; on failure:
 * 'Error al cargar el resumen' with the server's message and 'Reintentar'. Today is the Buenos Aires
 * day when the answer arrived (the tiles' date links and the chart's window).
 */
export function ResumenInicio() {
  const { user } = useAuth();
  const permisos = user?.permissions;
  const habilitado = puedeVerResumen(permisos);
  const dashboard = useDashboard(habilitado);
  const { data, dataUpdatedAt } = dashboard;
  const hoy = useMemo(() => hoyBuenosAires(dataUpdatedAt ? new Date(dataUpdatedAt) : new Date()), [dataUpdatedAt]);
  const enlaces = useMemo(() => enlacesResumen(hoy, permisos), [hoy, permisos]);
  const serie = useMemo(() => (data ? serieVentas(data, hoy) : null), [data, hoy]);

  if (!habilitado) return null;

  if (dashboard.isPending || (dashboard.isError && dashboard.isFetching)) {
    return (
      <Seccion aria-labelledby="inicio-resumen" aria-busy="true">
        <h2 id="inicio-resumen">Resumen</h2>
        <Spinner label="Cargando resumen" />
      </Seccion>
    );
  }
  if (dashboard.isError) {
    return (
      <Seccion aria-labelledby="inicio-resumen">
        <h2 id="inicio-resumen">Resumen</h2>
        <ErrorPanel
          title={MSG_ERROR_RESUMEN}
          message={errorMessage(dashboard.error, 'No se pudo cargar el resumen.', 'No se pudo conectar con el servidor.')}
          onRetry={() => void dashboard.refetch()}
        />
      </Seccion>
    );
  }

  const d = dashboard.data;
  const hayTarjetas = d.ventasHoy !== null || d.ventasMes !== null || d.porCobrar !== null || d.bajoMinimo !== null || d.fabricacionesEnProceso !== null;
  return (
    <>
      {hayTarjetas ? (
        <Seccion aria-labelledby="inicio-resumen">
          <h2 id="inicio-resumen">Resumen</h2>
          <TarjetasResumen data={d} enlaces={enlaces} />
        </Seccion>
      ) : null}
      {serie ? <VentasDiarias serie={serie} /> : null}
    </>
  );
}

const Seccion = styled.section`
  margin-top: 1rem;
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1rem;
    font-weight: 600;
  }
`;
