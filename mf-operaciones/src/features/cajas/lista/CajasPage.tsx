import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { MSG_CAJA_NO_ENCONTRADA, P, type Caja, type TipoMovimientoCaja } from 'shared';
import { usePermission } from 'shared/auth';
import { formatDateTime, formatMoney } from 'shared/format';
import { Badge, Button, Card, EmptyState, ErrorPanel, PageHeader, Spinner } from 'shared/ui';
import { useCajas } from '../../comun/cajas/get-cajas';
import { nombreCaja } from '../../comun/cajas/caja';
import { AbrirCajaDialog } from './AbrirCajaDialog';
import { CerrarCajaDialog } from './CerrarCajaDialog';
import { HistorialCaja } from './HistorialCaja';
import { MovimientoCajaDialog, TITULO_MOVIMIENTO } from './MovimientoCajaDialog';
import { MovimientosCaja } from './MovimientosCaja';
import { useCajasParams } from './use-cajas-params';

/** When GET cajas fails. */
export const MSG_ERROR_CAJAS = 'Error al cargar las cajas';
/** Under the boxes while none is selected. */
export const MSG_ELEGIR_CAJA = 'Elija una caja con «Ver movimientos» para ver sus movimientos y su historial de cierres.';

const Grilla = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 14px;
  margin-bottom: 8px;
`;
const Tarjeta = styled(Card)<{ $elegida: boolean }>`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  border-color: ${({ theme, $elegida }) => ($elegida ? theme.colors.primary : theme.colors.border)};
  h2 { margin: 0; font-size: 16px; display: flex; justify-content: space-between; align-items: center; gap: 8px; }
  .saldo { font-size: 22px; font-weight: 700; margin: 0; }
  p { margin: 0; }
  .muted { color: ${({ theme }) => theme.colors.textMuted}; font-size: 13px; }
`;
const Acciones = styled.div`display: flex; flex-wrap: wrap; gap: 6px; margin-top: auto; padding-top: 6px;`;
const Vistas = styled.div`display: flex; gap: 6px; margin: 6px 0 12px;`;
const Detalle = styled.section`
  margin-top: 18px;
  h2 { font-size: 18px; margin: 0; }
`;
const Centro = styled.div`display: flex; justify-content: center; padding: 36px 0;`;

type Dialogo = { tipo: 'abrir' | 'cerrar'; caja: Caja } | { tipo: 'movimiento'; mov: TipoMovimientoCaja; caja: Caja };

/** One box: branch and currency, Abierta / Cerrada, balance, who opened it and when, and its actions. */
function TarjetaCaja({
  caja,
  elegida,
  puedeAbrirCerrar,
  puedeMover,
  onVer,
  onAccion,
}: {
  caja: Caja;
  elegida: boolean;
  puedeAbrirCerrar: boolean;
  puedeMover: boolean;
  onVer: () => void;
  onAccion: (d: Dialogo) => void;
}) {
  const titulo = `caja-${caja.id}-titulo`;
  const s = caja.moneda.simbolo;
  return (
    <Tarjeta aria-labelledby={titulo} $elegida={elegida}>
      <h2>
        <span id={titulo}>{nombreCaja(caja)}</span>
        <Badge tone={caja.abierta ? 'success' : 'neutral'}>{caja.abierta ? 'Abierta' : 'Cerrada'}</Badge>
      </h2>
      <p className="saldo">{formatMoney(caja.saldo, s)}</p>
      {caja.sesion ? (
        <>
          <p className="muted">{`Abierta el ${formatDateTime(caja.sesion.abiertaEn)}${caja.sesion.abiertaPor ? ` por ${caja.sesion.abiertaPor.name}` : ''}`}</p>
          <p className="muted">{`Monto inicial: ${formatMoney(caja.sesion.montoInicial, s)}`}</p>
        </>
      ) : (
        <p className="muted">Sin sesión abierta.</p>
      )}
      <Acciones>
        <Button size="sm" aria-pressed={elegida} onClick={onVer}>
          Ver movimientos
        </Button>
        {puedeAbrirCerrar && !caja.abierta ? (
          <Button size="sm" variant="primary" onClick={() => onAccion({ tipo: 'abrir', caja })}>
            Abrir caja
          </Button>
        ) : null}
        {puedeMover && caja.abierta ? (
          <>
            <Button size="sm" onClick={() => onAccion({ tipo: 'movimiento', mov: 'INGRESO', caja })}>
              {TITULO_MOVIMIENTO.INGRESO}
            </Button>
            <Button size="sm" onClick={() => onAccion({ tipo: 'movimiento', mov: 'EGRESO', caja })}>
              {TITULO_MOVIMIENTO.EGRESO}
            </Button>
          </>
        ) : null}
        {puedeAbrirCerrar && caja.abierta ? (
          <Button size="sm" variant="danger" onClick={() => onAccion({ tipo: 'cerrar', caja })}>
            Cerrar caja
          </Button>
        ) : null}
      </Acciones>
    </Tarjeta>
  );
}

/**
 * /cajas (cajas.get; docs/cajas-gastos-comisiones.md): one card per box (branch × currency, GET
 * cajas) with Abierta / Cerrada, the balance with its symbol (the sum of its movements) and, when
 * open, when and by whom it was opened and the starting amount. Actions, each only with its
 * permission (the API checks anyway): 'Abrir caja' and 'Cerrar caja' (cajas.put; the closing counts
 * per payment method, see {@link CerrarCajaDialog}), 'Ingreso manual' and 'Retiro' (cajas.post, open
 * boxes). 'Ver movimientos' selects a box (?caja={id} in the URL): its movements, paged (page and
 * size in the URL), with the origin linking to its source, or its 'Historial de cierres'
 * (?vista=historial) with each closing per method. States: loading, 'No hay resultados.' (no
 * boxes), 'Error al cargar las cajas' with Reintentar; an unknown box in the URL says 'No se
 * encontró la caja.'.
 */
export function CajasPage() {
  const puedeAbrirCerrar = usePermission(P.cajasPut);
  const puedeMover = usePermission(P.cajasPost);
  const params = useCajasParams();
  const cajas = useCajas();
  const [dialogo, setDialogo] = useState<Dialogo | null>(null);
  const lista = cajas.data ?? [];
  const elegida = lista.find((c) => c.id === params.cajaId) ?? null;
  const abiertas = lista.filter((c) => c.abierta).length;
  // Opening and a manual movement work on the box as the list has it now (its balance after a refetch).
  const cajaDialogo = dialogo ? (lista.find((c) => c.id === dialogo.caja.id) ?? dialogo.caja) : null;

  let contenido: ReactNode;
  if (cajas.isError) {
    contenido = <ErrorPanel title={MSG_ERROR_CAJAS} onRetry={() => void cajas.refetch()} />;
  } else if (cajas.isPending) {
    contenido = (
      <Centro>
        <Spinner label="Cargando cajas" />
      </Centro>
    );
  } else if (lista.length === 0) {
    contenido = <EmptyState>No hay resultados.</EmptyState>;
  } else {
    contenido = (
      <>
        <Grilla>
          {lista.map((c) => (
            <TarjetaCaja
              key={c.id}
              caja={c}
              elegida={c.id === params.cajaId}
              puedeAbrirCerrar={puedeAbrirCerrar}
              puedeMover={puedeMover}
              onVer={() => params.elegirCaja(c.id)}
              onAccion={setDialogo}
            />
          ))}
        </Grilla>
        {params.cajaId === null ? (
          <EmptyState>{MSG_ELEGIR_CAJA}</EmptyState>
        ) : elegida === null ? (
          <ErrorPanel title={MSG_CAJA_NO_ENCONTRADA} />
        ) : (
          <Detalle aria-labelledby="caja-detalle-titulo">
            <h2 id="caja-detalle-titulo">{`Detalle de ${nombreCaja(elegida)}`}</h2>
            <Vistas role="group" aria-label="Vista de la caja">
              <Button size="sm" variant={params.vista === 'movimientos' ? 'primary' : 'secondary'} aria-pressed={params.vista === 'movimientos'} onClick={() => params.cambiarVista('movimientos')}>
                Movimientos
              </Button>
              <Button size="sm" variant={params.vista === 'historial' ? 'primary' : 'secondary'} aria-pressed={params.vista === 'historial'} onClick={() => params.cambiarVista('historial')}>
                Historial de cierres
              </Button>
            </Vistas>
            {params.vista === 'historial' ? <HistorialCaja caja={elegida} params={params} /> : <MovimientosCaja caja={elegida} params={params} />}
          </Detalle>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader title="Cajas" subtitle={cajas.data ? `${abiertas} de ${lista.length} abiertas` : undefined} />
      {contenido}
      {dialogo && cajaDialogo && dialogo.tipo === 'abrir' ? <AbrirCajaDialog caja={cajaDialogo} onClose={() => setDialogo(null)} /> : null}
      {/* The closing keeps the box as it was opened: its session, even after the list shows it closed. */}
      {dialogo && dialogo.tipo === 'cerrar' ? <CerrarCajaDialog caja={dialogo.caja} onClose={() => setDialogo(null)} /> : null}
      {dialogo && cajaDialogo && dialogo.tipo === 'movimiento' ? <MovimientoCajaDialog caja={cajaDialogo} tipo={dialogo.mov} onClose={() => setDialogo(null)} /> : null}
    </>
  );
}

export default CajasPage;
