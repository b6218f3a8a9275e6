import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage, MSG_PRESUPUESTO_CREADO, P, type Cliente, type PresupuestoCreateBody } from 'shared';
import { sucursalInicial, useAuth, usePermission } from 'shared/auth';
import { formatMoney } from 'shared/format';
import { toast } from 'shared/toast';
import { Button, Card, ErrorPanel, Field, FormGrid, PageHeader, Select, Spinner } from 'shared/ui';
import { useSucursales } from 'shared/query';
import { PedirCodigoDialog } from '../../comun/autorizacion/PedirCodigoDialog';
import { AutorizarPrecioDialog } from '../../comun/autorizacion/AutorizarPrecioDialog';
import { useCreatePresupuesto } from '../api/create-presupuesto';
import { BuscarProductoPresupuesto } from '../components/BuscarProductoPresupuesto';
import { ClientePresupuesto } from '../components/ClientePresupuesto';
import { LineasPresupuestoTable } from '../components/LineasPresupuestoTable';
import { useAgregarProducto } from '../hooks/use-agregar-producto';
import { quienDaElCodigo, usePedirCodigo } from '../hooks/use-pedir-codigo';
import { cambiarLinea, desbloquearPrecio, totalPresupuesto, validarNuevo, type LineaPresupuesto } from '../utils/lineas';

/** Failure toast of POST presupuestos when the server sent no message of its own. */
export const MSG_ERROR_CREAR = 'Error al crear presupuesto';
/** Failure toast when the request never reached the server. */
export const MSG_ERROR_INESPERADO_CREAR = 'Error inesperado al crear presupuesto';
/** Label of the branch selector (spec, word for word). */
export const LABEL_SUCURSAL = 'El stock se toma de la sucursal seleccionada';

const Vendedor = styled.p`margin: 0 0 14px; color: ${({ theme }) => theme.colors.textMuted};`;
const ClienteBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  align-items: flex-start;
  .seccion { align-self: stretch; }
`;
const Pie = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: 18px;
  margin-top: 14px;
  .total { font-size: 20px; font-weight: 700; }
`;

/**
 * /presupuestos/nuevo (presupuestos.post; docs/ventas-y-presupuestos.md): the seller (the signed-in
 * user), the branch whose stock the search shows ('El stock se toma de la sucursal seleccionada', the
 * first branch preselected; changing it empties the lines), 'Agregar Cliente' / 'Ocultar Cliente'
 * revealing the optional client search (hiding it drops the client), 'Buscar producto' (server search
 * with stock and unit), the lines (quantity up to 4 decimals; the price locked until 'Cambiar precio'
 * and an authorization code the server accepts (AutorizarPrecioDialog, as New Sale), the code then
 * sent as `codigo_pass` with the quote) and the total (shared documentTotal, in the first line's currency). 'Crear
 * Presupuesto' checks like the API, shows 'Guardando...' while POST presupuestos runs, then says
 * 'Presupuesto creado correctamente' and returns to /presupuestos; a failure shows the server's
 * message or 'Error al crear presupuesto' ('Error inesperado al crear presupuesto' without answer).
 * A discount above the role's limit (409 '… Ingrese un código de autorización para guardar.',
 * docs/presupuestos.md) opens {@link PedirCodigoDialog} ('Autorización necesaria') with the server's
 * message and who gives the code; with a code the same quote is sent again with `codigo_pass` (a new
 * Idempotency-Key: the body changed); a refused code stays in the dialog. A quote never touches stock.
 */
export function NuevoPresupuestoPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const puedeCambiarPrecio = usePermission(P.ventasAutorizarPrecio);
  const sucursales = useSucursales();
  const crear = useCreatePresupuesto();
  const [sucursalElegida, setSucursalElegida] = useState<number | null>(null);
  const [lineas, setLineas] = useState<LineaPresupuesto[]>([]);
  const [conCliente, setConCliente] = useState(false);
  const [cliente, setCliente] = useState<Cliente | null>(null);
  /** The authorization code validated to unlock a price (sent with the quote), and the line asking for it. */
  const [codigoPrecio, setCodigoPrecio] = useState<string | null>(null);
  const [desbloquear, setDesbloquear] = useState<LineaPresupuesto | null>(null);
  // The user's branch comes selected (docs/seguridad.md, «Aprobaciones y alcance»), else the first.
  const sucursalId = sucursalElegida ?? sucursalInicial(sucursales.data, user?.sucursalId) ?? null;
  const { agregar } = useAgregarProducto(lineas, setLineas, sucursalId);

  // 'Agregar Cliente' opens the search ready to type.
  const abrirCliente = useRef(false);
  useEffect(() => {
    if (conCliente && abrirCliente.current) document.getElementById('presupuesto-cliente')?.focus();
    abrirCliente.current = false;
  }, [conCliente]);

  const cambiarSucursal = (value: string) => {
    if (lineas.length > 0) {
      setLineas([]);
      toast('Se quitaron los productos: el stock cambia con la sucursal.');
    }
    setSucursalElegida(value ? Number(value) : null);
  };

  const alternarCliente = () => {
    if (conCliente) setCliente(null);
    abrirCliente.current = !conCliente;
    setConCliente(!conCliente);
  };

  const codigo = usePedirCodigo<PresupuestoCreateBody>();
  /** POST presupuestos with `body`, and `codigo_pass` when the dialog asked for one. */
  const enviar = (body: PresupuestoCreateBody, codigoPass?: string) => {
    if (crear.isPending) return;
    crear.mutate(codigoPass ? { ...body, codigo_pass: codigoPass } : body, {
      onSuccess: () => {
        codigo.cerrar();
        toast.success(MSG_PRESUPUESTO_CREADO);
        navigate('/presupuestos');
      },
      onError: (err) => {
        if (!codigo.fallo(err, body, codigoPass)) toast.error(errorMessage(err, MSG_ERROR_CREAR, MSG_ERROR_INESPERADO_CREAR));
      },
    });
  };

  const guardar = () => {
    const v = validarNuevo({ sucursalId, clienteId: cliente?.id ?? null, lineas });
    if (!v.ok) {
      toast.error(v.mensaje);
      return;
    }
    enviar(codigoPrecio ? { ...v.body, codigo_pass: codigoPrecio } : v.body);
  };

  const header = <PageHeader title="Nuevo Presupuesto" />;
  if (sucursales.isError) {
    return (
      <>
        {header}
        <ErrorPanel title="Error al cargar las sucursales" onRetry={() => void sucursales.refetch()} />
      </>
    );
  }
  if (sucursales.isPending) {
    return (
      <>
        {header}
        <Spinner />
      </>
    );
  }

  const simbolo = lineas[0]?.simbolo ?? '$';
  return (
    <>
      {header}
      <Vendedor>
        Vendedor: <strong>{user?.name}</strong>
      </Vendedor>
      <Card>
        <FormGrid>
          <Field label={LABEL_SUCURSAL} htmlFor="presupuesto-sucursal" required>
            <Select id="presupuesto-sucursal" value={sucursalId ?? ''} onChange={(e) => cambiarSucursal(e.target.value)}>
              {sucursalId === null ? <option value="">Seleccione una sucursal</option> : null}
              {sucursales.data.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.nombre}
                </option>
              ))}
            </Select>
          </Field>
          <ClienteBox>
            <Button variant="ghost" aria-expanded={conCliente} aria-controls={conCliente ? 'presupuesto-cliente-seccion' : undefined} onClick={alternarCliente}>
              {conCliente ? 'Ocultar Cliente' : 'Agregar Cliente'}
            </Button>
            {conCliente ? (
              <div id="presupuesto-cliente-seccion" className="seccion">
                <ClientePresupuesto cliente={cliente} onChange={setCliente} idBusqueda="presupuesto-cliente" />
              </div>
            ) : null}
          </ClienteBox>
          <div className="full">
            <BuscarProductoPresupuesto id="presupuesto-producto" sucursalId={sucursalId} onSelect={(p) => void agregar(p)} />
          </div>
        </FormGrid>
      </Card>
      <LineasPresupuestoTable
        lineas={lineas}
        caption="Productos del presupuesto"
        onDesbloquearPrecio={setDesbloquear}
        onCambiar={(productoId, cambio) => setLineas((ls) => cambiarLinea(ls, productoId, cambio, false))}
        onQuitar={(productoId) => setLineas((ls) => ls.filter((l) => l.productoId !== productoId))}
      />
      <Pie>
        <span>
          Total: <span className="total">{formatMoney(totalPresupuesto(lineas), simbolo)}</span>
        </span>
        <Button variant="primary" onClick={guardar} disabled={crear.isPending} aria-busy={crear.isPending || undefined}>
          {crear.isPending ? 'Guardando...' : 'Crear Presupuesto'}
        </Button>
      </Pie>
      <AutorizarPrecioDialog
        open={desbloquear !== null}
        producto={desbloquear ? `${desbloquear.codigo} - ${desbloquear.nombre}` : ''}
        onClose={() => setDesbloquear(null)}
        onValid={(c) => {
          if (desbloquear) setLineas((ls) => desbloquearPrecio(ls, desbloquear.productoId));
          setCodigoPrecio(c);
          setDesbloquear(null);
        }}
      />
      <PedirCodigoDialog
        open={codigo.pedido !== null}
        titulo="Autorización necesaria"
        mensaje={codigo.pedido?.mensaje ?? ''}
        explicacion={quienDaElCodigo(puedeCambiarPrecio)}
        confirmLabel="Crear Presupuesto"
        pendingLabel="Guardando..."
        pending={crear.isPending}
        error={codigo.error}
        onConfirm={(c) => codigo.pedido && enviar(codigo.pedido.datos, c)}
        onCancel={codigo.cerrar}
      />
    </>
  );
}

export default NuevoPresupuestoPage;
