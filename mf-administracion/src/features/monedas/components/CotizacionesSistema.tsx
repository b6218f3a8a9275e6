import styled from 'styled-components';
import { P, type Moneda } from 'shared';
import { usePermission } from 'shared/auth';
import { toast } from 'shared/toast';
import { Button, ErrorPanel, Spinner } from 'shared/ui';
import { useMonedas } from 'shared/query';
import { useActualizarOficial } from '../api/actualizar-dolar';
import { avisarErrorActualizar } from '../utils/avisos';
import { detalleError, formatCotizacion, MSG_ERROR_MONEDAS } from '../utils/monedas';
import { Seccion } from './Seccion';
import { ValorManualForm } from './ValorManualForm';

const Lista = styled.ul`
  list-style: none;
  margin: 0 0 4px;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 12px;
`;
const Tarjeta = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  padding: 12px 14px;
  display: flex;
  flex-direction: column;
  gap: 4px;
`;
const Nombre = styled.span`font-size: 13px; color: ${({ theme }) => theme.colors.textMuted};`;
const Valor = styled.span`font-size: 20px; font-weight: 600; font-variant-numeric: tabular-nums;`;

/** 'Pesos ($)', 'Dólares (US$)'. */
const nombreMoneda = (m: Moneda) => `${m.nombre} (${m.simbolo})`;

/**
 * «Cotizaciones del sistema» of /monedas (docs/contactos-y-administracion.md, «Monedas»): each
 * system currency (GET monedas, by id) with its rate in pesos, 4 decimals ('$ 1.180,0000'). With
 * monedas.put, the 'Actualizar Valor Oficial' button (GET monedas/updateValue: the server's message
 * as a success toast, then every 'monedas' query reloads; on failure 'No se pudo actualizar el
 * valor del dólar.' with the server's reason; 'Actualizando...' meanwhile) and the manual value form
 * ({@link ValorManualForm}). A failed load shows 'No se pudo cargar la información de monedas
 * internas.' with 'Reintentar'.
 */
export function CotizacionesSistema() {
  const puedeEditar = usePermission(P.monedasPut);
  const monedas = useMonedas();
  const actualizar = useActualizarOficial();

  const actualizarOficial = () => {
    if (actualizar.isPending) return;
    actualizar.mutate(undefined, {
      onSuccess: (r) => void toast.success(r.message),
      onError: avisarErrorActualizar,
    });
  };

  const acciones = puedeEditar ? (
    <Button variant="primary" onClick={actualizarOficial} disabled={actualizar.isPending} aria-busy={actualizar.isPending || undefined}>
      {actualizar.isPending ? 'Actualizando...' : 'Actualizar Valor Oficial'}
    </Button>
  ) : undefined;

  let contenido;
  if (monedas.isError) {
    contenido = <ErrorPanel title={MSG_ERROR_MONEDAS} message={detalleError(monedas.error)} onRetry={() => void monedas.refetch()} />;
  } else if (monedas.isPending) {
    contenido = <Spinner label="Cargando monedas" />;
  } else {
    contenido = (
      <Lista aria-label="Monedas del sistema">
        {[...monedas.data]
          .sort((a, b) => a.id - b.id)
          .map((m) => (
            <Tarjeta key={m.id}>
              <Nombre>{nombreMoneda(m)}</Nombre>
              <Valor>{formatCotizacion(m.valor)}</Valor>
            </Tarjeta>
          ))}
      </Lista>
    );
  }

  return (
    <Seccion id="monedas-sistema" titulo="Cotizaciones del sistema" acciones={acciones}>
      {contenido}
      {puedeEditar ? <ValorManualForm /> : null}
    </Seccion>
  );
}
