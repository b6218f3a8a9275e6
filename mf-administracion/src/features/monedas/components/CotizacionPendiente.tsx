import styled from 'styled-components';
import { errorMessage, P } from 'shared';
import { usePermission } from 'shared/auth';
import { formatDateTime } from 'shared/format';
import { toast } from 'shared/toast';
import { Button, ErrorPanel } from 'shared/ui';
import { useConfirmarCotizacionPendiente, useCotizacionPendiente } from '../api/cotizacion-pendiente';
import { detalleError, formatCotizacion } from '../utils/monedas';
import { Seccion } from './Seccion';

/** Title of the panel. */
export const TITULO_COTIZACION_PENDIENTE = 'Cotización pendiente de confirmación';
/** What the panel explains (the API holds a provider rate that jumps more than 20 %, DOLAR_SALTO_PENDIENTE_PCT). */
export const MSG_COTIZACION_PENDIENTE =
  'El valor del dólar oficial que informó el proveedor se aparta más de 20 % del valor actual del sistema. No se aplicó: queda pendiente hasta que alguien con permiso para modificar monedas lo confirme.';
/** Under the values, for a user without monedas.put. */
export const MSG_SIN_PERMISO_CONFIRMAR = 'Solo quien puede modificar monedas puede confirmarlo.';
/** When GET monedas/cotizacion-pendiente fails. */
export const MSG_ERROR_PENDIENTE = 'No se pudo consultar si hay una cotización pendiente.';
/** Toast when the confirmation fails without a message of the server. */
export const MSG_ERROR_CONFIRMAR_PENDIENTE = 'No se pudo confirmar la cotización pendiente.';

const Aviso = styled.div`
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.warningBg};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  display: grid;
  gap: 12px;
  p { margin: 0; }
`;
const Datos = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 10px 20px;
  margin: 0;
  dt { font-size: 12px; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 2px 0 0; font-weight: 600; font-variant-numeric: tabular-nums; }
`;

/** A signed percentage es-AR: '35.59' → '+35,59 %', '-22.10' → '-22,10 %'. */
export function formatVariacion(pct: string): string {
  const n = Number(pct);
  if (!Number.isFinite(n)) return '-';
  return `${n > 0 ? '+' : ''}${pct.replace(/^\+/, '').replace('.', ',')} %`;
}

/**
 * The pending provider rate of /monedas (docs/contactos-y-administracion.md, «Monedas»): only when
 * GET monedas/cotizacion-pendiente has one, a section 'Cotización pendiente de confirmación' that
 * explains why it was held (a jump of more than 20 %) and shows 'Valor actual', 'Valor pendiente',
 * 'Variación', 'Recibido' and 'Pedido por' ('Actualización automática' for the scheduled refresh).
 * With monedas.put, 'Confirmar' sends POST monedas/cotizacion-pendiente/confirmar with that value:
 * the server's message as a success toast and the currencies, the history and this panel reload; a
 * refusal shows the server's message (the pending rate reloads). Nothing while loading or when there
 * is none; a failed load says 'No se pudo consultar si hay una cotización pendiente.' with 'Reintentar'.
 */
export function CotizacionPendientePanel() {
  const puedeConfirmar = usePermission(P.monedasPut);
  const consulta = useCotizacionPendiente();
  const confirmar = useConfirmarCotizacionPendiente();

  if (consulta.isError) {
    return (
      <Seccion id="cotizacion-pendiente" titulo={TITULO_COTIZACION_PENDIENTE}>
        <ErrorPanel title={MSG_ERROR_PENDIENTE} message={detalleError(consulta.error)} onRetry={() => void consulta.refetch()} />
      </Seccion>
    );
  }
  const pendiente = consulta.data?.pendiente;
  if (!pendiente) return null;

  const enviar = () => {
    if (confirmar.isPending) return;
    confirmar.mutate(pendiente.valor, {
      onSuccess: (r) => void toast.success(r.message),
      onError: (err) => void toast.error(errorMessage(err, MSG_ERROR_CONFIRMAR_PENDIENTE)),
    });
  };

  return (
    <Seccion
      id="cotizacion-pendiente"
      titulo={TITULO_COTIZACION_PENDIENTE}
      acciones={
        puedeConfirmar ? (
          <Button variant="primary" onClick={enviar} loading={confirmar.isPending}>
            {confirmar.isPending ? 'Confirmando...' : 'Confirmar'}
          </Button>
        ) : undefined
      }
    >
      <Aviso>
        <p>{MSG_COTIZACION_PENDIENTE}</p>
        <Datos>
          <div>
            <dt>Valor actual</dt>
            <dd>{formatCotizacion(pendiente.valorActual)}</dd>
          </div>
          <div>
            <dt>Valor pendiente</dt>
            <dd>{formatCotizacion(pendiente.valor)}</dd>
          </div>
          <div>
            <dt>Variación</dt>
            <dd>{formatVariacion(pendiente.variacionPct)}</dd>
          </div>
          <div>
            <dt>Recibido</dt>
            <dd>{formatDateTime(pendiente.fecha)}</dd>
          </div>
          <div>
            <dt>Pedido por</dt>
            <dd>{pendiente.usuario ?? 'Actualización automática'}</dd>
          </div>
        </Datos>
        {puedeConfirmar ? null : <p>{MSG_SIN_PERMISO_CONFIRMAR}</p>}
      </Aviso>
    </Seccion>
  );
}
