import { useState, type Dispatch, type SetStateAction } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  canOpen,
  errorMessage,
  findRoute,
  MSG_PRESUPUESTO_ACTUALIZADO,
  MSG_PRESUPUESTO_ANULADO,
  MSG_PRESUPUESTO_CONVERTIDO,
  MSG_PRESUPUESTO_CONVERTIDO_OK,
  MSG_PRESUPUESTO_NO_ENCONTRADO,
  P,
  type Cliente,
  type ConvertirPresupuestoBody,
  type Presupuesto,
  type PresupuestoDetalle,
  type PresupuestoUpdateBody,
} from 'shared';
import { useAuth, usePermission } from 'shared/auth';
import { formatDateTime, formatMoney, formatQuantity, isMoneyInput } from 'shared/format';
import { ConfirmDialog } from 'shared/overlays';
import { MSG_VENTANA_BLOQUEADA } from 'shared/print';
import { toast } from 'shared/toast';
import { Badge, Button, Card, ErrorPanel, Field, Input, PageHeader, Spinner, Table } from 'shared/ui';
import { useIdParam, useVolver } from 'shared/hooks';
import { PedirCodigoDialog } from '../../comun/autorizacion/PedirCodigoDialog';
import { AutorizarPrecioDialog } from '../../comun/autorizacion/AutorizarPrecioDialog';
import { useAnularPresupuesto } from '../api/anular-presupuesto';
import { useConvertirPresupuesto } from '../api/convertir-presupuesto';
import { isNotFound, usePresupuesto } from '../api/get-presupuesto';
import { useUpdatePresupuesto } from '../api/update-presupuesto';
import { BuscarProductoPresupuesto } from '../components/BuscarProductoPresupuesto';
import { ClientePresupuesto } from '../components/ClientePresupuesto';
import { LineasPresupuestoTable } from '../components/LineasPresupuestoTable';
import { useAgregarProducto } from '../hooks/use-agregar-producto';
import { quienDaElCodigo, usePedirCodigo } from '../hooks/use-pedir-codigo';
import { descargarPresupuestoPdf, imprimirPresupuesto } from '../print/presupuesto';
import { esModificable, estadoPresupuesto } from '../utils/estado';
import { cambiarLinea, desbloquearPrecio, lineaDeDetalle, totalPresupuesto, validarEdicion, type LineaPresupuesto } from '../utils/lineas';
import { ConvertirPresupuestoDialog } from './ConvertirPresupuestoDialog';

/** Texts of this screen that are not shared with the API (docs/textos.md). */
export const MSG_ERROR_CARGAR = 'Error al cargar el presupuesto';
export const MSG_ERROR_ACTUALIZAR = 'Error al actualizar presupuesto';
export const MSG_ERROR_INESPERADO_ACTUALIZAR = 'Error inesperado al actualizar el presupuesto';
export const MSG_ERROR_CONVERTIR = 'No se pudo convertir el presupuesto';
export const MSG_ERROR_INESPERADO_CONVERTIR = 'Error al convertir el presupuesto';
export const MSG_ANULADO_OK = 'Presupuesto anulado correctamente';
export const MSG_ERROR_ANULAR = 'Error al anular el presupuesto';
export const MSG_ERROR_PDF = 'No se pudo generar el PDF';

/** The sale route in ROUTE_TABLE: who may open it gets the link to the sale of a converted quote. */
const VENTA = findRoute('/ventas/:id');

const Datos = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 12px 20px;
  margin: 0;
  dt { font-size: 12px; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 2px 0 0; font-weight: 500; overflow-wrap: anywhere; }
`;
const Titulo = styled.h2`font-size: 1rem; margin: 0 0 12px;`;
const Aviso = styled.div`
  padding: 10px 14px;
  margin-bottom: 14px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.warningBg};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
  a { margin-left: 8px; color: inherit; }
`;
const Pie = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 6px;
  margin-top: 14px;
  .total { font-size: 20px; font-weight: 700; }
  input { max-width: 120px; text-align: right; }
`;
const Buscador = styled.div`margin-bottom: 14px;`;
const Nombre = styled.span`display: inline-flex; gap: 8px; align-items: center; flex-wrap: wrap;`;

const TIPO: Record<Cliente['tipo'], string> = { particular: 'Particular', empresa: 'Empresa' };
const orDash = (v: string | null | undefined) => (v && v.trim() ? v : '-');

/** The client card of a quote: every field of the spec's list, '-' when empty; 'Sin cliente' without one. */
function ClienteCard({ cliente }: { cliente: Cliente | null }) {
  const campos: Array<[string, string]> = cliente
    ? [
        ['Nombre', cliente.nombreApellido],
        ['Documento', cliente.documento],
        ['E-mail', orDash(cliente.email)],
        ['Teléfono', orDash(cliente.telefono)],
        ['Tipo', TIPO[cliente.tipo] ?? cliente.tipo],
        ['Condición IVA', cliente.condicionIVA],
        ['Dirección', orDash(cliente.direccion)],
        ['Código postal', orDash(cliente.codigoPostal)],
        ['Zona', orDash(cliente.zona)],
        ['Provincia', orDash(cliente.provincia)],
        ['Empresa', orDash(cliente.nombreEmpresa)],
      ]
    : [];
  return (
    <Card>
      <section aria-labelledby="presupuesto-cliente-titulo">
        <Titulo id="presupuesto-cliente-titulo">Cliente</Titulo>
        {cliente ? (
          <Datos>
            {campos.map(([label, valor]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{valor}</dd>
              </div>
            ))}
          </Datos>
        ) : (
          <p style={{ margin: 0 }}>Sin cliente</p>
        )}
      </section>
    </Card>
  );
}

/** The stored lines, read only: Código, Producto, Cantidad (with unit), Precio unitario and Subtotal in the quote's currency. */
function LineasLectura({ p }: { p: Presupuesto }) {
  const s = p.moneda.simbolo;
  return (
    <Table
      caption="Productos del presupuesto"
      columns={[
        { key: 'codigo', header: 'Código', render: (d: PresupuestoDetalle) => d.codigo },
        {
          key: 'producto',
          header: 'Producto',
          render: (d: PresupuestoDetalle) => (
            <Nombre>
              <span>{d.nombre}</span>
              {d.custom ? <Badge tone="warning">Modificado</Badge> : null}
            </Nombre>
          ),
        },
        { key: 'cantidad', header: 'Cantidad', align: 'right', render: (d: PresupuestoDetalle) => formatQuantity(d.cantidad, d.unidad) },
        { key: 'precio', header: 'Precio unitario', align: 'right', render: (d: PresupuestoDetalle) => formatMoney(d.precioUnitario, s) },
        { key: 'subtotal', header: 'Subtotal', align: 'right', render: (d: PresupuestoDetalle) => formatMoney(d.subTotal, s) },
      ]}
      rows={p.detalles}
      rowKey={(d) => d.id}
    />
  );
}

/** What is being edited: client, discount (percentage as typed) and lines. */
interface Borrador {
  cliente: Cliente | null;
  descuento: string;
  lineas: LineaPresupuesto[];
  /** The authorization code validated to unlock a price in this edit (sent as `codigo_pass`), or null. */
  codigoPrecio: string | null;
}

/** The edit mode of a quote: client, discount, product search (the quote's branch) and lines; the live total. */
function Edicion({ p, borrador, setBorrador }: { p: Presupuesto; borrador: Borrador; setBorrador: Dispatch<SetStateAction<Borrador | null>> }) {
  const [desbloquear, setDesbloquear] = useState<LineaPresupuesto | null>(null);
  const cambiar = (cambio: Partial<Borrador>) => setBorrador((b) => (b ? { ...b, ...cambio } : b));
  const setLineas: Dispatch<SetStateAction<LineaPresupuesto[]>> = (next) =>
    setBorrador((b) => (b ? { ...b, lineas: typeof next === 'function' ? next(b.lineas) : next } : b));
  const { agregar } = useAgregarProducto(borrador.lineas, setLineas, p.sucursalId);
  const simbolo = borrador.lineas[0]?.simbolo ?? p.moneda.simbolo;
  return (
    <>
      <Card>
        <section aria-labelledby="presupuesto-editar-cliente-titulo">
          <Titulo id="presupuesto-editar-cliente-titulo">Cliente</Titulo>
          <ClientePresupuesto cliente={borrador.cliente} onChange={(cliente) => cambiar({ cliente })} idBusqueda="presupuesto-editar-cliente" />
        </section>
      </Card>
      <Buscador>
        <BuscarProductoPresupuesto id="presupuesto-editar-producto" sucursalId={p.sucursalId} onSelect={(prod) => void agregar(prod)} />
      </Buscador>
      <LineasPresupuestoTable
        lineas={borrador.lineas}
        caption="Productos del presupuesto"
        onDesbloquearPrecio={setDesbloquear}
        marcarModificadas
        onCambiar={(productoId, cambio) => setLineas((ls) => cambiarLinea(ls, productoId, cambio, true))}
        onQuitar={(productoId) => setLineas((ls) => ls.filter((l) => l.productoId !== productoId))}
      />
      <Pie>
        <Field label="Descuento (%)" htmlFor="presupuesto-descuento">
          <Input id="presupuesto-descuento" inputMode="decimal" value={borrador.descuento} onChange={(e) => isMoneyInput(e.target.value) && cambiar({ descuento: e.target.value })} />
        </Field>
        <span>
          Total: <span className="total">{formatMoney(totalPresupuesto(borrador.lineas, borrador.descuento), simbolo)}</span>
        </span>
      </Pie>
      <AutorizarPrecioDialog
        open={desbloquear !== null}
        producto={desbloquear ? `${desbloquear.codigo} - ${desbloquear.nombre}` : ''}
        onClose={() => setDesbloquear(null)}
        onValid={(codigoPrecio) => {
          const productoId = desbloquear?.productoId;
          setBorrador((b) => (b && productoId !== undefined ? { ...b, codigoPrecio, lineas: desbloquearPrecio(b.lineas, productoId) } : b));
          setDesbloquear(null);
        }}
      />
    </>
  );
}

/**
 * /presupuestos/{id} (presupuestos.detail.get; docs/ventas-y-presupuestos.md): number, date, seller,
 * branch, state, the client card, the lines, the discount percentage and the total. Actions: Volver
 * (to the list with its filters), Imprimir and Descargar PDF (presupuesto_{id}.pdf, the same model as
 * the printed quote); on an active quote that is not converted, Editar (presupuestos.put) switching to
 * client, discount, quantities and lines (a price locked until 'Cambiar precio' and an authorization
 * code the server accepts, AutorizarPrecioDialog as in New Sale, the code then sent as `codigo_pass`
 * with the change; a changed line is marked custom; total = Σ price × quantity × (1 − discount / 100)) with Cancelar and Guardar
 * Cambios; Convertir en Venta (presupuestos.put and ventas.post; payment method and line, then
 * /ventas/{ventaId}); Anular (presupuestos.delete, confirmed). When saving or converting needs an
 * authorization code (a 409 that asks for it: a discount above the role's limit, the client's
 * credit; docs/presupuestos.md) {@link PedirCodigoDialog} ('Autorización necesaria') shows the
 * server's message and who gives the code, and the same request goes again with `codigo_pass`; a
 * refused code stays in that dialog. A converted quote shows 'Este
 * presupuesto ya fue convertido en venta y no puede editarse.' instead of those buttons; an annulled
 * one, 'El presupuesto está anulado.'. Missing: 'No se encontró el presupuesto.'.
 */
export function PresupuestoDetallePage() {
  const idParam = useIdParam();
  const idValido = idParam !== null;
  const id = idParam ?? 0;
  const navigate = useNavigate();
  const { user } = useAuth();
  const puedeEditar = usePermission(P.presupuestosPut);
  const puedeAnular = usePermission(P.presupuestosDelete);
  const puedeVender = usePermission(P.ventasPost);
  const puedeCambiarPrecio = usePermission(P.ventasAutorizarPrecio);
  const { data: p, isPending, isError, error, refetch } = usePresupuesto(idValido ? id : 0);
  const actualizar = useUpdatePresupuesto();
  const anular = useAnularPresupuesto();
  const convertir = useConvertirPresupuesto();
  /** A save or a conversion the server answered asking for an authorization code. */
  const codigoEdicion = usePedirCodigo<PresupuestoUpdateBody>();
  const codigoConversion = usePedirCodigo<ConvertirPresupuestoBody>();
  const [borrador, setBorrador] = useState<Borrador | null>(null);
  const [confirmandoAnular, setConfirmandoAnular] = useState(false);
  const [convirtiendo, setConvirtiendo] = useState(false);
  const [generandoPdf, setGenerandoPdf] = useState(false);

  const { volver } = useVolver('/presupuestos');
  const botonVolver = (
    <Button variant="ghost" onClick={volver}>
      Volver
    </Button>
  );

  if (!idValido || isNotFound(error)) {
    return (
      <>
        <PageHeader title="Presupuesto" actions={botonVolver} />
        <ErrorPanel title={MSG_PRESUPUESTO_NO_ENCONTRADO} />
      </>
    );
  }
  if (isError) {
    return (
      <>
        <PageHeader title="Presupuesto" actions={botonVolver} />
        <ErrorPanel title={MSG_ERROR_CARGAR} onRetry={() => void refetch()} />
      </>
    );
  }
  if (isPending) {
    return (
      <>
        <PageHeader title="Presupuesto" actions={botonVolver} />
        <Spinner />
      </>
    );
  }

  const modificable = esModificable(p);
  const editando = borrador !== null && modificable;
  const estado = estadoPresupuesto(p);
  const s = p.moneda.simbolo;

  const editar = () => setBorrador({ cliente: p.cliente, descuento: p.descuento, lineas: p.detalles.map(lineaDeDetalle), codigoPrecio: null });

  /** PUT presupuestos/{id} with `body`, and `codigo_pass` when the dialog asked for one. */
  const enviarEdicion = (body: PresupuestoUpdateBody, codigo?: string) => {
    if (actualizar.isPending) return;
    actualizar.mutate(
      { id: p.id, body: codigo ? { ...body, codigo_pass: codigo } : body },
      {
        onSuccess: () => {
          codigoEdicion.cerrar();
          toast.success(MSG_PRESUPUESTO_ACTUALIZADO);
          setBorrador(null);
        },
        onError: (err) => {
          if (!codigoEdicion.fallo(err, body, codigo)) toast.error(errorMessage(err, MSG_ERROR_ACTUALIZAR, MSG_ERROR_INESPERADO_ACTUALIZAR));
        },
      },
    );
  };

  const guardar = () => {
    if (!borrador) return;
    const v = validarEdicion({ clienteId: borrador.cliente?.id ?? null, descuento: borrador.descuento, lineas: borrador.lineas });
    if (!v.ok) {
      toast.error(v.mensaje);
      return;
    }
    enviarEdicion(borrador.codigoPrecio ? { ...v.body, codigo_pass: borrador.codigoPrecio } : v.body);
  };

  /** POST presupuestos/convertir-a-venta/{id} with `body`, and the code when the dialog asked for one. */
  const enviarConversion = (body: ConvertirPresupuestoBody, codigo?: string) => {
    if (convertir.isPending) return;
    convertir.mutate(
      { id: p.id, body: { ...body, codigo_pass: codigo ?? null } },
      {
        onSuccess: ({ ventaId }) => {
          codigoConversion.cerrar();
          toast.success(MSG_PRESUPUESTO_CONVERTIDO_OK);
          setConvirtiendo(false);
          navigate(`/ventas/${ventaId}`);
        },
        onError: (err) => {
          // A code is needed: the conversion dialog stays under the code dialog.
          if (codigoConversion.fallo(err, body, codigo)) return;
          setConvirtiendo(false);
          toast.error(errorMessage(err, MSG_ERROR_CONVERTIR, MSG_ERROR_INESPERADO_CONVERTIR));
        },
      },
    );
  };

  const confirmarAnular = () => {
    anular.mutate(p.id, {
      onSuccess: () => {
        toast.success(MSG_ANULADO_OK);
        setConfirmandoAnular(false);
      },
      onError: (err) => {
        setConfirmandoAnular(false);
        toast.error(errorMessage(err, MSG_ERROR_ANULAR));
      },
    });
  };

  const imprimir = () => {
    if (!imprimirPresupuesto(p)) toast.error(MSG_VENTANA_BLOQUEADA);
  };

  const descargar = async () => {
    setGenerandoPdf(true);
    try {
      await descargarPresupuestoPdf(p);
    } catch {
      toast.error(MSG_ERROR_PDF);
    } finally {
      setGenerandoPdf(false);
    }
  };

  const acciones = editando ? (
    <>
      <Button onClick={() => setBorrador(null)} disabled={actualizar.isPending}>
        Cancelar
      </Button>
      <Button variant="primary" onClick={guardar} loading={actualizar.isPending}>
        Guardar Cambios
      </Button>
    </>
  ) : (
    <>
      {botonVolver}
      <Button onClick={imprimir}>Imprimir</Button>
      <Button onClick={() => void descargar()} loading={generandoPdf}>
        Descargar PDF
      </Button>
      {modificable && puedeEditar ? (
        <Button variant="primary" onClick={editar}>
          Editar
        </Button>
      ) : null}
      {modificable && puedeEditar && puedeVender ? (
        <Button variant="primary" onClick={() => setConvirtiendo(true)}>
          Convertir en Venta
        </Button>
      ) : null}
      {modificable && puedeAnular ? (
        <Button variant="danger" onClick={() => setConfirmandoAnular(true)}>
          Anular
        </Button>
      ) : null}
    </>
  );

  const verVenta = p.ventaId !== null && VENTA !== undefined && canOpen(VENTA, user?.permissions);

  return (
    <>
      <PageHeader title={`Presupuesto N° ${p.id}`} subtitle={editando ? 'Editar presupuesto' : formatDateTime(p.fecha)} actions={acciones} />
      {p.convertidoEnVenta ? (
        <Aviso role="status">
          {MSG_PRESUPUESTO_CONVERTIDO}
          {verVenta ? <Link to={`/ventas/${p.ventaId}`}>{`Ver venta N° ${p.ventaId}`}</Link> : null}
        </Aviso>
      ) : null}
      {!p.convertidoEnVenta && !modificable ? <Aviso role="status">{MSG_PRESUPUESTO_ANULADO}</Aviso> : null}
      <Card>
        <section aria-labelledby="presupuesto-datos-titulo">
          <Titulo id="presupuesto-datos-titulo">Datos del presupuesto</Titulo>
          <Datos>
            <div>
              <dt>Número</dt>
              <dd>{p.id}</dd>
            </div>
            <div>
              <dt>Fecha</dt>
              <dd>{formatDateTime(p.fecha)}</dd>
            </div>
            <div>
              <dt>Vendedor</dt>
              <dd>
                {p.vendedor ?? 'Sin vendedor'}
                {p.codVendedor ? ` (${p.codVendedor})` : ''}
              </dd>
            </div>
            <div>
              <dt>Sucursal</dt>
              <dd>{p.sucursal.nombre}</dd>
            </div>
            <div>
              <dt>Estado</dt>
              <dd>
                <Badge tone={estado.tone}>{estado.label}</Badge>
              </dd>
            </div>
          </Datos>
        </section>
      </Card>
      {editando && borrador ? (
        <Edicion p={p} borrador={borrador} setBorrador={setBorrador} />
      ) : (
        <>
          <ClienteCard cliente={p.cliente} />
          <LineasLectura p={p} />
          <Pie>
            <span>Descuento: {formatQuantity(p.descuento)}%</span>
            <span>
              Total: <span className="total">{formatMoney(p.total, s)}</span>
            </span>
          </Pie>
        </>
      )}
      {convirtiendo ? (
        <ConvertirPresupuestoDialog
          presupuestoId={p.id}
          sucursal={p.sucursal.nombre}
          sucursalId={p.sucursalId}
          saving={convertir.isPending}
          onCancel={() => setConvirtiendo(false)}
          onConfirm={(metodo, linea) => enviarConversion({ metodoPagoId: metodo.id, metodoPagoNombre: metodo.nombre, linea })}
        />
      ) : null}
      <PedirCodigoDialog
        open={codigoEdicion.pedido !== null && editando}
        titulo="Autorización necesaria"
        mensaje={codigoEdicion.pedido?.mensaje ?? ''}
        explicacion={quienDaElCodigo(puedeCambiarPrecio)}
        confirmLabel="Guardar Cambios"
        pending={actualizar.isPending}
        error={codigoEdicion.error}
        onConfirm={(codigo) => codigoEdicion.pedido && enviarEdicion(codigoEdicion.pedido.datos, codigo)}
        onCancel={codigoEdicion.cerrar}
      />
      <PedirCodigoDialog
        open={codigoConversion.pedido !== null && convirtiendo}
        titulo="Autorización necesaria"
        mensaje={codigoConversion.pedido?.mensaje ?? ''}
        explicacion={quienDaElCodigo(puedeCambiarPrecio)}
        confirmLabel="Convertir"
        pendingLabel="Convirtiendo..."
        pending={convertir.isPending}
        error={codigoConversion.error}
        onConfirm={(codigo) => codigoConversion.pedido && enviarConversion(codigoConversion.pedido.datos, codigo)}
        onCancel={codigoConversion.cerrar}
      />
      <ConfirmDialog
        open={confirmandoAnular}
        title="Anular presupuesto"
        message={`¿Está seguro de que desea anular el presupuesto N° ${p.id}? Esta acción no se puede deshacer.`}
        confirmLabel="Anular"
        cancelLabel="Cancelar"
        danger
        loading={anular.isPending}
        onConfirm={confirmarAnular}
        onCancel={() => setConfirmandoAnular(false)}
      />
    </>
  );
}

export default PresupuestoDetallePage;
