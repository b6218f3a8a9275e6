import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { errorMessage, type Caja, type CajaSesion, type CerrarCajaBody } from 'shared';
import { formatMoney } from 'shared/format';
import { Dialog } from 'shared/overlays';
import { toast } from 'shared/toast';
import { Button, ErrorPanel, Spinner } from 'shared/ui';
import { useMetodosPago } from 'shared/query';
import { useCerrarCaja } from '../api/cerrar-caja';
import { useMovimientosSesion } from '../api/get-movimientos-caja';
import { Diferencia } from '../components/Diferencia';
import { MontoInput } from '../../comun/cajas/MontoInput';
import { diferenciaArqueo, esperadoPorMetodo, metodoEfectivo, sumar, type LineaEsperada } from '../utils/arqueo';
import { nombreCaja } from '../../comun/cajas/caja';

/** Toast after closing a box. */
export const MSG_CAJA_CERRADA_OK = 'Caja cerrada correctamente';
/** Toast when POST cajas/{id}/cerrar fails without a message of the server. */
export const MSG_ERROR_CERRAR_CAJA = 'Error al cerrar la caja';
/** When the session's movements or the payment methods cannot be read for the count. */
export const MSG_ERROR_ARQUEO = 'Error al cargar los movimientos de la caja';
/** Under an empty counted amount (the API's message for a closing without counts). */
export const MSG_FALTA_CONTADO = 'Debe informar lo contado.';

const Tabla = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin: 8px 0;
  th, td { padding: 6px 8px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: left; vertical-align: top; }
  th { font-size: 12px; color: ${({ theme }) => theme.colors.textMuted}; font-weight: 600; }
  .n { text-align: right; white-space: nowrap; }
  caption { text-align: left; font-weight: 600; padding-bottom: 4px; }
  tfoot td { font-weight: 700; border-bottom: none; }
  input { max-width: 150px; text-align: right; }
`;
const ErrorTexto = styled.span`display: block; font-size: 12px; color: ${({ theme }) => theme.colors.danger};`;
const Centro = styled.div`display: flex; justify-content: center; padding: 24px 0;`;
/**
 * The count of a closed session, per payment method and in total: Método de pago, Esperado,
 * Contado and Diferencia (money with the box's symbol). Used by the closing summary and the history.
 */
export function ResumenArqueo({ sesion, simbolo, caption }: { sesion: CajaSesion; simbolo: string; caption: string }) {
  return (
    <Tabla>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Método de pago</th>
          <th scope="col" className="n">Esperado</th>
          <th scope="col" className="n">Contado</th>
          <th scope="col" className="n">Diferencia</th>
        </tr>
      </thead>
      <tbody>
        {(sesion.arqueo ?? []).map((l) => (
          <tr key={l.metodoPago.id}>
            <th scope="row">{l.metodoPago.nombre}</th>
            <td className="n">{formatMoney(l.esperado, simbolo)}</td>
            <td className="n">{formatMoney(l.contado, simbolo)}</td>
            <td className="n">
              <Diferencia valor={l.diferencia} simbolo={simbolo} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td className="n">{formatMoney(sesion.esperado, simbolo)}</td>
          <td className="n">{formatMoney(sesion.contado, simbolo)}</td>
          <td className="n">
            <Diferencia valor={sesion.diferencia} simbolo={simbolo} />
          </td>
        </tr>
      </tfoot>
    </Tabla>
  );
}

type Paso = 'contar' | 'confirmar' | 'resumen';

/**
 * 'Cerrar caja' (cajas.put; docs/cajas-gastos-comisiones.md), in three steps:
 * 1. the count: one line per payment method of the open session (the methods with movements, plus
 *    cash always, found by its system key), each with what the movements say it should hold
 *    (Esperado: INGRESO plus, EGRESO minus; a movement without a method is cash), a 'Contado en
 *    {método}' box (money, up to 2 decimals) and the live difference (contado − esperado, sobrante
 *    or faltante), with totals. Every line must be counted ('Debe informar lo contado.');
 * 2. the confirmation, with the total difference ('Volver' goes back to the count);
 * 3. after POST cajas/{id}/cerrar { contado }, the closing summary as the server recorded it
 *    (per method and total) and the toast 'Caja cerrada correctamente'.
 * On failure the server's message (or 'Error al cerrar la caja') and the count stays. While the
 * session's movements load, a spinner; when they cannot be read, 'Error al cargar los movimientos
 * de la caja' with Reintentar. Mount it on each opening of an open box.
 */
export function CerrarCajaDialog({ caja, onClose }: { caja: Caja; onClose: () => void }) {
  const id = useId();
  const s = caja.moneda.simbolo;
  const sesionId = caja.sesion?.id ?? 0;
  const metodos = useMetodosPago();
  const movimientos = useMovimientosSesion(caja.id, sesionId);
  const cerrar = useCerrarCaja();
  const [paso, setPaso] = useState<Paso>('contar');
  const [contado, setContado] = useState<Record<number, string>>({});
  const [faltan, setFaltan] = useState<number[]>([]);
  const [cierre, setCierre] = useState<CajaSesion | null>(null);
  // Each step opens on its main control: the first count box, 'Confirmar cierre', 'Listo'.
  const tabla = useRef<HTMLTableElement>(null);
  const principal = useRef<HTMLButtonElement>(null);

  const lineas: LineaEsperada[] = useMemo(
    () => (movimientos.data && metodos.data ? esperadoPorMetodo(movimientos.data, metodoEfectivo(metodos.data)) : []),
    [movimientos.data, metodos.data],
  );
  const valor = (metodoId: number) => contado[metodoId] ?? '';
  const totalEsperado = sumar(lineas.map((l) => l.esperado));
  const totalContado = sumar(lineas.map((l) => valor(l.metodoPago.id)));
  const completo = lineas.every((l) => diferenciaArqueo(valor(l.metodoPago.id), l.esperado) !== null);
  const totalDiferencia = completo ? diferenciaArqueo(totalContado, totalEsperado) : null;

  const revisar = () => {
    const sinContar = lineas.filter((l) => diferenciaArqueo(valor(l.metodoPago.id), l.esperado) === null).map((l) => l.metodoPago.id);
    setFaltan(sinContar);
    if (sinContar.length === 0) setPaso('confirmar');
  };

  const confirmar = () => {
    if (cerrar.isPending) return;
    const body: CerrarCajaBody = { contado: lineas.map((l) => ({ metodoPagoId: l.metodoPago.id, monto: valor(l.metodoPago.id) })) };
    cerrar.mutate(
      { id: caja.id, body },
      {
        onSuccess: (sesion) => {
          toast.success(MSG_CAJA_CERRADA_OK);
          setCierre(sesion);
          setPaso('resumen');
        },
        onError: (err) => {
          toast.error(errorMessage(err, MSG_ERROR_CERRAR_CAJA));
          setPaso('contar');
        },
      },
    );
  };

  const salir = () => !cerrar.isPending && onClose();
  const cargando = metodos.isPending || movimientos.isPending;
  const listo = !cargando && lineas.length > 0;
  useEffect(() => {
    if (paso === 'contar' && listo) tabla.current?.querySelector('input')?.focus();
    else if (paso !== 'contar') principal.current?.focus();
  }, [paso, listo]);
  const fallo = metodos.isError || movimientos.isError;

  let contenido: ReactNode;
  let pie: ReactNode;
  if (paso === 'resumen' && cierre) {
    contenido = (
      <>
        <p role="status">{`La caja ${nombreCaja(caja)} quedó cerrada.`}</p>
        <ResumenArqueo sesion={cierre} simbolo={s} caption="Resumen del cierre" />
      </>
    );
    pie = (
      <Button ref={principal} variant="primary" onClick={onClose}>
        Listo
      </Button>
    );
  } else if (fallo) {
    contenido = (
      <ErrorPanel
        title={MSG_ERROR_ARQUEO}
        onRetry={() => {
          if (metodos.isError) void metodos.refetch();
          if (movimientos.isError) void movimientos.refetch();
        }}
      />
    );
    pie = <Button onClick={onClose}>Cancelar</Button>;
  } else if (cargando) {
    contenido = (
      <Centro>
        <Spinner label="Cargando movimientos de la caja" />
      </Centro>
    );
    pie = <Button onClick={onClose}>Cancelar</Button>;
  } else if (paso === 'confirmar') {
    contenido = (
      <p>
        {`Se cierra la caja ${nombreCaja(caja)} con ${formatMoney(totalContado, s)} contados (esperado ${formatMoney(totalEsperado, s)}). `}
        Diferencia: <Diferencia valor={totalDiferencia} simbolo={s} />. El cierre no se puede deshacer y la caja queda en cero.
      </p>
    );
    pie = (
      <>
        <Button onClick={() => setPaso('contar')} disabled={cerrar.isPending}>
          Volver
        </Button>
        <Button ref={principal} variant="danger" onClick={confirmar} loading={cerrar.isPending}>
          Confirmar cierre
        </Button>
      </>
    );
  } else {
    contenido = (
      <>
        <p>{`${nombreCaja(caja)}: cuente lo que hay por cada método de pago.`}</p>
        <Tabla ref={tabla}>
          <caption>Arqueo por método de pago</caption>
          <thead>
            <tr>
              <th scope="col">Método de pago</th>
              <th scope="col" className="n">Esperado</th>
              <th scope="col">Contado</th>
              <th scope="col" className="n">Diferencia</th>
            </tr>
          </thead>
          <tbody>
            {lineas.map((l) => {
              const mid = l.metodoPago.id;
              const falta = faltan.includes(mid) && diferenciaArqueo(valor(mid), l.esperado) === null;
              return (
                <tr key={mid}>
                  <th scope="row">{l.metodoPago.nombre}</th>
                  <td className="n">{formatMoney(l.esperado, s)}</td>
                  <td>
                    <MontoInput
                      aria-label={`Contado en ${l.metodoPago.nombre}`}
                      aria-invalid={falta || undefined}
                      aria-describedby={falta ? `${id}-falta-${mid}` : undefined}
                      value={valor(mid)}
                      onValue={(v) => setContado((c) => ({ ...c, [mid]: v }))}
                    />
                    {falta ? (
                      <ErrorTexto id={`${id}-falta-${mid}`} role="alert">
                        {MSG_FALTA_CONTADO}
                      </ErrorTexto>
                    ) : null}
                  </td>
                  <td className="n" aria-live="polite">
                    <Diferencia valor={diferenciaArqueo(valor(mid), l.esperado)} simbolo={s} />
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td className="n">{formatMoney(totalEsperado, s)}</td>
              <td>{formatMoney(totalContado, s)}</td>
              <td className="n">
                <output aria-label="Diferencia total">
                  <Diferencia valor={totalDiferencia} simbolo={s} />
                </output>
              </td>
            </tr>
          </tfoot>
        </Tabla>
      </>
    );
    pie = (
      <>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="primary" onClick={revisar}>
          Cerrar caja
        </Button>
      </>
    );
  }

  return (
    <Dialog open title="Cerrar caja" onClose={paso === 'resumen' ? onClose : salir} footer={pie} width="640px">
      {contenido}
    </Dialog>
  );
}
