import { useState } from 'react';
import styled from 'styled-components';
import { MSG_CUENTA_CLIENTE_NO_ENCONTRADO, P } from 'shared';
import { usePermission } from 'shared/auth';
import { imprimirEtiquetaCliente, MSG_VENTANA_BLOQUEADA } from 'shared/print';
import { toast } from 'shared/toast';
import { Button, ErrorPanel, PageHeader, Spinner } from 'shared/ui';
import { useIdParam, useVolver } from 'shared/hooks';
import { isCuentaNoEncontrada, useCuenta } from '../api/get-cuenta';
import { DatosCuenta } from './DatosCuenta';
import { DeudaDialog } from './DeudaDialog';
import { MovimientosCuenta } from './MovimientosCuenta';
import { PagoDialog } from './PagoDialog';
import { ResumenDialog } from './ResumenDialog';
import { MSG_ERROR_CARGAR_CUENTA } from './textos';

const Centro = styled.div`display: flex; justify-content: center; padding: 48px 0;`;

/** The dialog open on the page, if any. */
type DialogoAbierto = 'pago' | 'deuda' | 'resumen' | null;

/**
 * /cuentas-corrientes/{id} (cuentas_corrientes.get; docs/cuentas-corrientes.md), the spec's
 * "Customer current account": the client's data, its balances in pesos and dollars (owed in red,
 * credit in favour in green, else zero), its credit limits and aging ({@link DatosCuenta}), and
 * 'Movimientos en Cuenta Corriente' ({@link MovimientosCuenta}). Actions:
 * - 'Ingresar Pago' and 'Ingresar Deuda' (cuentas_corrientes.post; hidden otherwise):
 *   {@link PagoDialog} and {@link DeudaDialog}; both refresh the account through
 *   invalidate.afterCuentaChange;
 * - 'Imprimir Etiqueta': the customer label of shared/print, the same as /clientes/{id} prints
 *   (docs/impresion.md);
 * - 'Imprimir Resumen': {@link ResumenDialog} (Desde / Hasta, the statement in a new window);
 * - 'Volver': the list it came from, with its filters (or /cuentas-corrientes).
 * Load errors: 'Cliente no encontrado.' (404 or a malformed id) or 'Error al cargar datos' with
 * Reintentar.
 */
export function CuentaDetallePage() {
  const idParam = useIdParam();
  const idValido = idParam !== null;
  const id = idParam ?? 0;
  const puedeRegistrar = usePermission(P.cuentasCorrientesPost);
  const { data: cuenta, isPending, isError, error, refetch } = useCuenta(idValido ? id : 0);
  const [dialogo, setDialogo] = useState<DialogoAbierto>(null);

  const { volver } = useVolver('/cuentas-corrientes');
  const botonVolver = <Button onClick={volver}>Volver</Button>;

  if (!idValido || isCuentaNoEncontrada(error)) {
    return (
      <>
        <PageHeader title="Cuenta corriente" actions={botonVolver} />
        <ErrorPanel title={MSG_CUENTA_CLIENTE_NO_ENCONTRADO} />
      </>
    );
  }
  if (isError) {
    return (
      <>
        <PageHeader title="Cuenta corriente" actions={botonVolver} />
        <ErrorPanel title={MSG_ERROR_CARGAR_CUENTA} onRetry={() => void refetch()} />
      </>
    );
  }
  if (isPending) {
    return (
      <>
        <PageHeader title="Cuenta corriente" actions={botonVolver} />
        <Centro>
          <Spinner label="Cargando cuenta corriente" />
        </Centro>
      </>
    );
  }

  const cliente = cuenta.cliente;
  const imprimirEtiqueta = () => {
    if (!imprimirEtiquetaCliente(cliente)) toast.error(MSG_VENTANA_BLOQUEADA);
  };
  const cerrar = () => setDialogo(null);

  return (
    <>
      <PageHeader
        title={`Cuenta corriente de ${cliente.nombreApellido}`}
        subtitle={`Documento ${cliente.documento}`}
        actions={
          <>
            {puedeRegistrar ? (
              <>
                <Button variant="primary" onClick={() => setDialogo('pago')}>
                  Ingresar Pago
                </Button>
                <Button onClick={() => setDialogo('deuda')}>Ingresar Deuda</Button>
              </>
            ) : null}
            <Button onClick={imprimirEtiqueta}>Imprimir Etiqueta</Button>
            <Button onClick={() => setDialogo('resumen')}>Imprimir Resumen</Button>
            {botonVolver}
          </>
        }
      />
      <DatosCuenta cuenta={cuenta} />
      <MovimientosCuenta clienteId={cliente.id} />
      {dialogo === 'pago' && puedeRegistrar ? <PagoDialog cliente={cliente} onClose={cerrar} /> : null}
      {dialogo === 'deuda' && puedeRegistrar ? <DeudaDialog cliente={cliente} onClose={cerrar} /> : null}
      {dialogo === 'resumen' ? <ResumenDialog clienteId={cliente.id} onClose={cerrar} /> : null}
    </>
  );
}

export default CuentaDetallePage;
