import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage, MSG_ERROR_ACTUALIZAR_CLIENTE, P, type Cliente, type ClienteBody } from 'shared';
import { usePermission } from 'shared/auth';
import { formatMoney } from 'shared/format';
import { ConfirmDialog } from 'shared/overlays';
import { imprimirEtiquetaCliente, MSG_VENTANA_BLOQUEADA } from 'shared/print';
import { Button, Card, DataList, ErrorPanel, PageHeader, Spinner } from 'shared/ui';
import { SaldoMoneda, SIMBOLO_MONEDA } from 'shared/saldo';
import { toast } from 'shared/toast';
import { useIdParam, useVolver } from 'shared/hooks';
import { isNotFound, useCliente } from '../api/get-cliente';
import { useUpdateCliente } from '../api/update-cliente';
import { useDeleteCliente } from '../api/delete-cliente';
import { ClienteForm, TIPO_LABEL } from '../components/ClienteForm';
import { clienteToFormValues, errorDeCampo, type ErrorDeCampo } from '../utils/cliente-form';

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: 16px;
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const SectionTitle = styled.h2`
  font-size: 1rem;
  margin: 0 0 12px;
`;

const Saldos = styled.dl`
  display: grid;
  gap: 12px;
  margin: 0 0 16px;
  dt {
    font-size: 0.8rem;
    opacity: 0.7;
  }
  dd {
    margin: 4px 0 0;
  }
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const orDash = (v: string | null | undefined) => (v && v.trim() ? v : '-');

/** The read-only view of a client: every field of docs/contactos-y-administracion.md. */
function ClienteDatos({ cliente }: { cliente: Cliente }) {
  const campos: Array<[string, string]> = [
    ['Nombre y apellido', cliente.nombreApellido],
    ['Documento', cliente.documento],
    ['Tipo', TIPO_LABEL[cliente.tipo] ?? cliente.tipo],
    ['Condición IVA', cliente.condicionIVA],
    ...(cliente.tipo === 'empresa' || cliente.nombreEmpresa
      ? ([['Nombre de la empresa', orDash(cliente.nombreEmpresa)]] as Array<[string, string]>)
      : []),
    ['E-mail', orDash(cliente.email)],
    ['Teléfono', orDash(cliente.telefono)],
    ['Dirección', orDash(cliente.direccion)],
    ['Código postal', orDash(cliente.codigoPostal)],
    ['Zona', orDash(cliente.zona)],
    ['Provincia', orDash(cliente.provincia)],
    ['Notas', orDash(cliente.notas)],
  ];
  return (
    <Card>
      <section aria-labelledby="cliente-datos-titulo">
        <SectionTitle id="cliente-datos-titulo">Datos del cliente</SectionTitle>
        <DataList items={campos} />
      </section>
    </Card>
  );
}

/** A credit limit as shown: the amount with its currency symbol, or 'Sin límite' when there is none. */
const textoLimite = (limite: string | null, simbolo: string) => (limite === null ? 'Sin límite' : formatMoney(limite, simbolo));

/**
 * Current-account balances in pesos and dollars, the credit limit of each currency ('Sin límite'
 * when none) and the link to the account (docs/contactos-y-administracion.md).
 */
function ClienteCuenta({ cliente }: { cliente: Cliente }) {
  const cc = cliente.cuentaCorriente;
  return (
    <Card>
      <section aria-labelledby="cliente-cuenta-titulo">
        <SectionTitle id="cliente-cuenta-titulo">Cuenta corriente</SectionTitle>
        <Saldos>
          <div>
            <dt>Saldo en pesos</dt>
            <dd>
              <SaldoMoneda saldo={cc.saldo_pesos} saldoAFavor={cc.saldo_a_favor_pesos} simbolo={SIMBOLO_MONEDA.pesos} />
            </dd>
          </div>
          <div>
            <dt>Saldo en dólares</dt>
            <dd>
              <SaldoMoneda saldo={cc.saldo_dolares} saldoAFavor={cc.saldo_a_favor_dolares} simbolo={SIMBOLO_MONEDA.dolares} />
            </dd>
          </div>
          <div>
            <dt>Límite de crédito en pesos</dt>
            <dd>{textoLimite(cliente.limiteCreditoPesos, SIMBOLO_MONEDA.pesos)}</dd>
          </div>
          <div>
            <dt>Límite de crédito en dólares</dt>
            <dd>{textoLimite(cliente.limiteCreditoDolares, SIMBOLO_MONEDA.dolares)}</dd>
          </div>
        </Saldos>
        <Link to={`/cuentas-corrientes/${cliente.id}`}>Ver cuenta corriente</Link>
      </section>
    </Card>
  );
}

/**
 * /clientes/:id (docs/contactos-y-administracion.md). View mode shows every field, the
 * balances and the credit limits; 'Editar' (clientes.put) switches to the shared ClienteForm, 'Guardar Cambios' saves
 * ('Cliente actualizado correctamente') and returns to the view; a refusal about the document shows
 * the server's message under 'Documento', any other failure the server's message or 'Error al
 * actualizar cliente' in a toast. 'Eliminar' (clientes.delete, hidden while editing) asks first, then deletes
 * ('Cliente eliminado correctamente', back to /listados/clientes); a refusal (409 'No se puede
 * eliminar el cliente: tiene ventas registradas.', presupuestos or saldo) shows the server's message
 * and the page stays ('Error al eliminar cliente' when there is none).
 * 'Imprimir Etiqueta' prints the customer label in a new window. Load errors: 'Cliente no
 * encontrado.' (404 or a malformed id) or 'Error al cargar cliente' with a retry.
 */
export function ClienteDetallePage() {
  const idParam = useIdParam();
  const idValido = idParam !== null;
  const id = idParam ?? 0;
  const navigate = useNavigate();
  const { volver: goBack } = useVolver('/listados/clientes', { historial: true });
  const puedeEditar = usePermission(P.clientesPut);
  const puedeEliminar = usePermission(P.clientesDelete);
  const { data: cliente, isPending, isError, error, refetch } = useCliente(idValido ? id : 0);
  const actualizar = useUpdateCliente();
  const eliminar = useDeleteCliente();
  const [editando, setEditando] = useState(false);
  const [confirmando, setConfirmando] = useState(false);
  const [errorServidor, setErrorServidor] = useState<ErrorDeCampo | null>(null);

  const volver = (
    <Button variant="ghost" onClick={goBack}>
      Volver
    </Button>
  );

  if (!idValido || isNotFound(error)) {
    return (
      <>
        <PageHeader title="Cliente" actions={volver} />
        <ErrorPanel title="Cliente no encontrado." />
      </>
    );
  }
  if (isError) {
    return (
      <>
        <PageHeader title="Cliente" actions={volver} />
        <ErrorPanel title="Error al cargar cliente" message={errorMessage(error, '')} onRetry={() => void refetch()} />
      </>
    );
  }
  if (isPending || !cliente) {
    return (
      <>
        <PageHeader title="Cliente" actions={volver} />
        <Centered>
          <Spinner aria-label="Cargando cliente" />
        </Centered>
      </>
    );
  }

  const guardar = (body: ClienteBody) => {
    actualizar.mutate(
      { id, body },
      {
        onSuccess: () => {
          toast.success('Cliente actualizado correctamente');
          setEditando(false);
        },
        onError: (err) => {
          const campo = errorDeCampo(err);
          if (campo) setErrorServidor(campo);
          else toast.error(errorMessage(err, MSG_ERROR_ACTUALIZAR_CLIENTE));
        },
      },
    );
  };

  const confirmarEliminar = () => {
    eliminar.mutate(id, {
      onSuccess: () => {
        toast.success('Cliente eliminado correctamente');
        setConfirmando(false);
        navigate('/listados/clientes');
      },
      onError: (err) => {
        toast.error(errorMessage(err, 'Error al eliminar cliente'));
        setConfirmando(false);
      },
    });
  };

  const imprimir = () => {
    if (!imprimirEtiquetaCliente(cliente)) toast.error(MSG_VENTANA_BLOQUEADA);
  };

  const acciones = editando ? (
    volver
  ) : (
    <Actions>
      {volver}
      <Button variant="secondary" onClick={imprimir}>
        Imprimir Etiqueta
      </Button>
      {puedeEditar && (
        <Button
          variant="primary"
          onClick={() => {
            setErrorServidor(null);
            setEditando(true);
          }}
        >
          Editar
        </Button>
      )}
      {puedeEliminar && (
        <Button variant="danger" onClick={() => setConfirmando(true)}>
          Eliminar
        </Button>
      )}
    </Actions>
  );

  return (
    <>
      <PageHeader
        title={cliente.nombreApellido}
        subtitle={editando ? 'Editar cliente' : `Documento ${cliente.documento}`}
        actions={acciones}
      />
      {editando ? (
        <ClienteForm
          key={`editar-${cliente.id}`}
          initialValues={clienteToFormValues(cliente)}
          submitLabel="Guardar Cambios"
          submitting={actualizar.isPending}
          onSubmit={guardar}
          onCancel={() => setEditando(false)}
          serverError={errorServidor}
        />
      ) : (
        <Grid>
          <ClienteDatos cliente={cliente} />
          <ClienteCuenta cliente={cliente} />
        </Grid>
      )}
      <ConfirmDialog
        open={confirmando}
        title="Eliminar cliente"
        message={`¿Está seguro de que desea eliminar a ${cliente.nombreApellido}? Esta acción no se puede deshacer.`}
        confirmLabel="Eliminar"
        cancelLabel="Cancelar"
        danger
        loading={eliminar.isPending}
        onConfirm={confirmarEliminar}
        onCancel={() => setConfirmando(false)}
      />
    </>
  );
}

export default ClienteDetallePage;
