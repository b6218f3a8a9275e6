import { useId } from 'react';
import styled from 'styled-components';
import { errorMessage, ESTADO_COMPROBANTE_LABELS, MSG_ARCA_NO_RESPONDE, numeroComprobante, type Comprobante, type EstadoComprobante, type Venta } from 'shared';
import { toast } from 'shared/toast';
import { Badge, Button, Card, DataList, type BadgeTone } from 'shared/ui';
import { useReintentarComprobante } from '../api/reintentar-comprobante';
import { formatDia } from '../../comun/utils/fechas';
import { NOTA_SIMULADOR } from '../print/factura';

/** Lead-in of the reasons of a rejected comprobante. */
export const MSG_ARCA_RECHAZO = 'ARCA rechazó el comprobante:';
/** Toast when a retry fails without a message of the server. */
export const MSG_ERROR_REINTENTAR = 'No se pudo reintentar el comprobante';
/** Toast of a retry ARCA authorised: 'ARCA autorizó {tipo} {número}. CAE {cae}.' */
export const msgComprobanteAutorizado = (c: Comprobante) => `ARCA autorizó ${c.tipo} ${numeroComprobante(c.puntoVenta, c.numero)}. CAE ${c.cae ?? ''}.`;

const TONO: Record<EstadoComprobante, BadgeTone> = { autorizado: 'success', pendiente: 'warning', rechazado: 'danger' };

const Titulo = styled.h2`margin: 0 0 12px; font-size: 16px;`;
const Nota = styled.p`margin: 12px 0 0; font-size: 13px; color: ${({ theme }) => theme.colors.textMuted};`;
const Motivos = styled.div`
  margin-top: 12px;
  p { margin: 0 0 4px; font-weight: 600; }
  ul { margin: 0; padding-left: 20px; }
`;
const Acciones = styled.div`display: flex; flex-wrap: wrap; gap: 8px; margin-top: 14px;`;

/**
 * The status of the comprobante ARCA answers for one retry, as a toast: authorised (with its CAE),
 * still pending ({@link MSG_ARCA_NO_RESPONDE}) or rejected ('ARCA rechazó el comprobante: …').
 */
function avisarResultado(c: Comprobante | undefined) {
  if (!c) return;
  if (c.estado === 'autorizado') toast.success(msgComprobanteAutorizado(c));
  else if (c.estado === 'pendiente') toast(MSG_ARCA_NO_RESPONDE);
  else toast.error(`${MSG_ARCA_RECHAZO} ${c.observaciones.map((o) => o.mensaje).join(' ') || ESTADO_COMPROBANTE_LABELS.rechazado}`.trim());
}

/** Props of {@link ComprobanteCard}. */
export interface ComprobanteCardProps {
  /** The sale (its id is what a retry sends). */
  venta: Venta;
  /** `venta.comprobante` or `venta.notaCredito`. */
  comprobante: Comprobante;
  /** Section heading: 'Factura electrónica' or 'Nota de crédito'. */
  titulo: string;
  /** The user has ventas.post: a pending or rejected comprobante offers 'Reintentar'. */
  puedeReintentar: boolean;
  /**
   * When given, an authorised comprobante offers its own print and PDF buttons (the credit note's),
   * labelled `imprimir` and `descargar`; `descargando` while the PDF is being built.
   */
  impresion?: { imprimir: string; descargar: string; onImprimir: () => void; onDescargar: () => void; descargando: boolean };
}

/**
 * A Línea 1 comprobante on /ventas/{id} (docs/facturacion.md): tipo and number ('Factura A
 * 00001-00000023'; '--------' before ARCA numbers it), date, status badge (ESTADO_COMPROBANTE_LABELS),
 * the CAE and its expiry once authorised, the associated invoice of a credit note, ARCA's observations
 * (for a rejected one after 'ARCA rechazó el comprobante:'), the simulator's note, and for a pending or
 * rejected one 'Reintentar' (ventas.post): POST ventas/{id}/comprobante/reintentar, disabled while it
 * runs, then a toast with the new state; the sale query is refreshed with the answer.
 */
export function ComprobanteCard({ venta, comprobante: c, titulo, puedeReintentar, impresion }: ComprobanteCardProps) {
  const tituloId = useId();
  const reintentar = useReintentarComprobante();
  const autorizado = c.estado === 'autorizado';
  const rechazado = c.estado === 'rechazado';

  const pedirReintento = () => {
    if (reintentar.isPending) return;
    reintentar.mutate(venta.id, {
      onSuccess: (v) => avisarResultado([v.comprobante, v.notaCredito].find((x) => x?.id === c.id) ?? undefined),
      onError: (err) => toast.error(errorMessage(err, MSG_ERROR_REINTENTAR)),
    });
  };

  return (
    <Card aria-labelledby={tituloId} style={{ marginTop: 16 }}>
      <Titulo id={tituloId}>{titulo}</Titulo>
      <DataList
        items={[
          ['Comprobante', `${c.tipo} ${numeroComprobante(c.puntoVenta, c.numero)}`],
          ['Fecha', formatDia(c.fecha)],
          ['Estado en ARCA', <Badge tone={TONO[c.estado]}>{ESTADO_COMPROBANTE_LABELS[c.estado]}</Badge>],
          ...(autorizado && c.cae
            ? ([
                ['CAE', c.cae],
                ['Vencimiento del CAE', c.caeVencimiento ? formatDia(c.caeVencimiento) : '—'],
              ] as const)
            : []),
          ...(c.asociado ? ([['Comprobante asociado', c.asociado]] as const) : []),
        ]}
      />
      {c.estado === 'pendiente' ? <Nota role="status">{MSG_ARCA_NO_RESPONDE}</Nota> : null}
      {c.observaciones.length > 0 || rechazado ? (
        <Motivos role={rechazado ? 'alert' : undefined}>
          <p>{rechazado ? MSG_ARCA_RECHAZO : 'Observaciones de ARCA:'}</p>
          {c.observaciones.length > 0 ? (
            <ul>
              {c.observaciones.map((o, i) => (
                <li key={`${o.codigo}-${i}`}>{`${o.mensaje} (código ${o.codigo})`}</li>
              ))}
            </ul>
          ) : null}
        </Motivos>
      ) : null}
      {c.entorno === 'simulador' ? <Nota>{NOTA_SIMULADOR}</Nota> : null}
      {(!autorizado && puedeReintentar) || (autorizado && impresion) ? (
        <Acciones>
          {!autorizado && puedeReintentar ? (
            <Button variant="primary" onClick={pedirReintento} loading={reintentar.isPending} disabled={reintentar.isPending}>
              {reintentar.isPending ? 'Reintentando...' : 'Reintentar'}
            </Button>
          ) : null}
          {autorizado && impresion ? (
            <>
              <Button onClick={impresion.onImprimir}>{impresion.imprimir}</Button>
              <Button onClick={impresion.onDescargar} loading={impresion.descargando}>
                {impresion.descargar}
              </Button>
            </>
          ) : null}
        </Acciones>
      ) : null}
    </Card>
  );
}
