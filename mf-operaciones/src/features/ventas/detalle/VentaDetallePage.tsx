import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { ApiError, errorMessage, esMetodoCuentaCorriente, MSG_ANULAR_PEDIR_CODIGO, MSG_CODIGO_INVALIDO, MSG_VENTA_ANULADA_OK, P, type Comprobante, type MetodoPago, type Venta, type VentaDetalle } from 'shared';
import { usePermission } from 'shared/auth';
import { formatDateTime, formatMoney, formatQuantity } from 'shared/format';
import { ConfirmDialog } from 'shared/overlays';
import { MSG_VENTANA_BLOQUEADA, openPrintWindow } from 'shared/print';
import { queryKeys, useMetodosPago } from 'shared/query';
import { toast } from 'shared/toast';
import { Badge, Button, Card, ErrorPanel, PageHeader, Spinner, Table } from 'shared/ui';
import { useIdParam, useVolver } from 'shared/hooks';
import { PedirCodigoDialog } from '../../comun/autorizacion/PedirCodigoDialog';
import { descargarPdf } from '../../comun/documentos/pdf';
import { useAnularVenta } from '../api/anular-venta';
import { getVenta, isVentaNoEncontrada, useVenta } from '../api/get-venta';
import { descargarComprobantePdf, facturaHtml } from '../print/factura';
import { reciboVentaHtml, reciboVentaPdf } from '../print/recibo';
import { etiquetaLinea } from '../../comun/linea-venta/OpcionesLinea';
import { estadoVenta } from '../../comun/utils/estado-venta';
import { ComprobanteCard } from './ComprobanteCard';
import { EditarVentaForm } from './EditarVentaForm';

/** Text of the confirmation before annulling a sale (docs/ventas-y-presupuestos.md). */
export const MSG_CONFIRMAR_ANULACION =
  'La anulación no se puede deshacer: el stock vuelve a la sucursal y, si la venta fue en cuenta corriente, se revierte la deuda.';
/** Toast when PUT ventas/anular/{id} fails without a message of the server. */
export const MSG_ERROR_ANULAR_VENTA = 'Error al anular la venta';
/** Toast when the sale cannot be read again to print it. */
export const MSG_ERROR_IMPRIMIR_VENTA = 'No se pudo obtener la venta para imprimir';
/** Toast when the PDF could not be built. */
export const MSG_ERROR_PDF = 'No se pudo generar el PDF';
/** Toast when the credit note to print is not authorised any more (read again from the server). */
export const MSG_NOTA_CREDITO_NO_AUTORIZADA = 'La nota de crédito no está autorizada por ARCA: no se puede imprimir.';

/**
 * The Factura a Línea 1 sale prints instead of its internal receipt: its comprobante once ARCA
 * authorised it (docs/facturacion.md), otherwise null (the internal receipt is printed).
 */
export function facturaImprimible(v: Venta): Comprobante | null {
  return v.linea === 1 && v.comprobante?.estado === 'autorizado' ? v.comprobante : null;
}

const Datos = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 12px 20px;
  margin: 0;
  dt { font-size: 12px; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 2px 0 0; font-weight: 500; }
`;
const Aviso = styled.div`
  padding: 10px 14px;
  margin-bottom: 14px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.warningBg};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
`;
const Pie = styled.div`display: flex; flex-direction: column; align-items: flex-end; gap: 4px; margin-top: 14px; .total { font-size: 20px; font-weight: 700; }`;
const Centro = styled.div`display: flex; justify-content: center; padding: 48px 0;`;

/**
 * The header data of a sale: seller, branch, client, payment method, currency, line and status.
 * Whether the sale is on Cuenta Corriente is told by the key of its payment method among `metodos`
 * (GET metodo-pago), never by its name, which can be changed.
 */
function DatosVenta({ v, metodos }: { v: Venta; metodos: MetodoPago[] | undefined }) {
  const s = v.moneda.simbolo;
  const esCC = esMetodoCuentaCorriente(metodos?.find((m) => m.id === v.metodoPago.id));
  const estado = estadoVenta(v);
  return (
    <Card>
      <Datos>
        <div>
          <dt>Vendedor</dt>
          <dd>
            {v.vendedor.name}
            {v.codVendedor ? ` (${v.codVendedor})` : ''}
          </dd>
        </div>
        <div>
          <dt>Sucursal</dt>
          <dd>{v.sucursal.nombre}</dd>
        </div>
        <div>
          <dt>Cliente</dt>
          <dd>{v.cliente ? `${v.cliente.nombreApellido} (${v.cliente.documento})` : 'Sin cliente'}</dd>
        </div>
        <div>
          <dt>Método de pago</dt>
          <dd>{v.metodoPago.nombre}</dd>
        </div>
        <div>
          <dt>Moneda</dt>
          <dd>{v.moneda.nombre}</dd>
        </div>
        <div>
          <dt>Línea</dt>
          <dd>{etiquetaLinea(v.linea)}</dd>
        </div>
        <div>
          <dt>Estado</dt>
          <dd>
            {esCC && !v.isDeleted ? (
              <>
                <Badge tone={v.pagada ? 'success' : 'danger'}>{v.pagada ? 'Pagada' : 'Pendiente de pago'}</Badge>
                {!v.pagada ? <div style={{ marginTop: 4 }}>{`Pagado ${formatMoney(v.pagado, s)} de ${formatMoney(v.total, s)}`}</div> : null}
              </>
            ) : (
              <Badge tone={estado.tone}>{estado.label}</Badge>
            )}
          </dd>
        </div>
      </Datos>
    </Card>
  );
}

/**
 * /ventas/{id} (docs/ventas-y-presupuestos.md): header data, lines, discount and total; a Cuenta
 * Corriente sale shows 'Pagada' or 'Pendiente de pago' with 'Pagado {pagado} de {total}'.
 * Actions:
 * - 'Editar' (ventas.put): the edit mode of {@link EditarVentaForm} (payment method, discount, live total);
 * - 'Anular venta' (ventas.delete): after a confirmation, PUT ventas/anular/{id} → 'Venta anulada
 *   correctamente' (the detail reloads annulled) or the server's message / 'Error al anular la venta';
 * - an annulled sale shows 'Esta venta fue anulada.' and neither Editar nor Anular;
 * - 'Imprimir': reads the sale again and writes its internal receipt into a new window
 *   (docs/impresion.md); 'No se pudo obtener la venta para imprimir' when it cannot be read. A Línea 1
 *   sale with its Factura authorised prints the Factura instead (print/factura.ts, with its QR);
 * - 'Descargar PDF': the same receipt as venta_{id}.pdf (reciboVentaPdf, features/documentos/pdf.ts), or
 *   the authorised Factura of a Línea 1 sale (factura_A_00001-00000023.pdf);
 * - Línea 1 (docs/facturacion.md): a 'Factura electrónica' section and, for an annulled sale, a 'Nota
 *   de crédito' one ({@link ComprobanteCard}: number, date, ARCA status, CAE, observations, 'Reintentar'
 *   for a pending or rejected one with ventas.post); the credit note prints and downloads from its own
 *   buttons;
 * - 'Volver': the list it came from, with its filters (or /ventas).
 * Load errors: 'No se encontró la venta.' (404 or a malformed id) or 'Error al cargar la venta' with
 * Reintentar.
 */
export function VentaDetallePage() {
  const idParam = useIdParam();
  const idValido = idParam !== null;
  const id = idParam ?? 0;
  const queryClient = useQueryClient();
  const puedeEditar = usePermission(P.ventasPut);
  // ventas.delete annuls; a seller (ventas.post) annuls with an authorization code.
  const anulaSinCodigo = usePermission(P.ventasDelete);
  const puedeAnular = usePermission([P.ventasDelete, P.ventasPost]);
  // Retrying a Línea 1 comprobante (POST ventas/{id}/comprobante/reintentar) is ventas.post.
  const puedeReintentar = usePermission(P.ventasPost);
  const [errorCodigo, setErrorCodigo] = useState<string | null>(null);
  const { data: v, isPending, isError, error, refetch } = useVenta(idValido ? id : 0);
  const [editando, setEditando] = useState(false);
  // The payment methods tell whether the sale is on Cuenta Corriente (by key) and fill the edit form.
  const metodos = useMetodosPago(v !== undefined);
  const anular = useAnularVenta();
  const [confirmandoAnulacion, setConfirmandoAnulacion] = useState(false);
  const [descargando, setDescargando] = useState(false);
  const [descargandoNota, setDescargandoNota] = useState(false);
  const editarRef = useRef<HTMLButtonElement>(null);
  const salioDeEdicion = useRef(false);
  useEffect(() => {
    // Leaving the edit mode gives the focus back to 'Editar'.
    if (!editando && salioDeEdicion.current) editarRef.current?.focus();
    salioDeEdicion.current = editando;
  }, [editando]);

  const { volver } = useVolver('/ventas');
  const botonVolver = <Button onClick={volver}>Volver</Button>;

  if (!idValido || isVentaNoEncontrada(error)) {
    return (
      <>
        <PageHeader title="Venta" actions={botonVolver} />
        <ErrorPanel title="No se encontró la venta." />
      </>
    );
  }
  if (isError) {
    return (
      <>
        <PageHeader title="Venta" actions={botonVolver} />
        <ErrorPanel title="Error al cargar la venta" onRetry={() => void refetch()} />
      </>
    );
  }
  if (isPending) {
    return (
      <>
        <PageHeader title="Venta" actions={botonVolver} />
        <Centro>
          <Spinner label="Cargando venta" />
        </Centro>
      </>
    );
  }

  const s = v.moneda.simbolo;
  const activa = !v.isDeleted;

  /**
   * Opens the print window within the click, reads the sale again and writes `documento` of it
   * (null: nothing to print, the window closes and `sinDocumento` is said).
   */
  const imprimirDe = async (documento: (actual: Venta) => Promise<string | null>, sinDocumento = MSG_ERROR_IMPRIMIR_VENTA) => {
    const ventana = openPrintWindow();
    if (ventana.blocked) {
      toast.error(MSG_VENTANA_BLOQUEADA);
      return;
    }
    let texto: string | null;
    try {
      const actual = await getVenta(v.id);
      queryClient.setQueryData(queryKeys.ventas.detail(v.id), actual);
      texto = await documento(actual);
    } catch {
      ventana.close();
      toast.error(MSG_ERROR_IMPRIMIR_VENTA);
      return;
    }
    if (texto === null) {
      ventana.close();
      toast.error(sinDocumento);
      return;
    }
    ventana.write(texto);
  };

  // A Línea 1 sale with its Factura authorised prints the Factura; any other, its internal receipt.
  const imprimir = () =>
    imprimirDe(async (actual) => {
      const factura = facturaImprimible(actual);
      return factura ? facturaHtml(actual, factura) : reciboVentaHtml(actual);
    });

  const imprimirNotaCredito = () =>
    imprimirDe(async (actual) => (actual.notaCredito?.estado === 'autorizado' ? facturaHtml(actual, actual.notaCredito) : null), MSG_NOTA_CREDITO_NO_AUTORIZADA);

  const descargar = async () => {
    setDescargando(true);
    try {
      const factura = facturaImprimible(v);
      if (factura) await descargarComprobantePdf(v, factura);
      else await descargarPdf(reciboVentaPdf(v), `venta_${v.id}.pdf`);
    } catch {
      toast.error(MSG_ERROR_PDF);
    } finally {
      setDescargando(false);
    }
  };

  const descargarNotaCredito = async () => {
    if (!v.notaCredito) return;
    setDescargandoNota(true);
    try {
      await descargarComprobantePdf(v, v.notaCredito);
    } catch {
      toast.error(MSG_ERROR_PDF);
    } finally {
      setDescargandoNota(false);
    }
  };

  const confirmarAnulacion = (codigo?: string) => {
    setErrorCodigo(null);
    anular.mutate(
      { id: v.id, codigo },
      {
        onSuccess: () => {
          toast.success(MSG_VENTA_ANULADA_OK);
          setConfirmandoAnulacion(false);
        },
        onError: (err) => {
          // A wrong code stays in the dialog to be typed again.
          if (codigo && err instanceof ApiError && err.status === 400) {
            setErrorCodigo(errorMessage(err, MSG_CODIGO_INVALIDO));
            return;
          }
          toast.error(errorMessage(err, MSG_ERROR_ANULAR_VENTA));
          setConfirmandoAnulacion(false);
        },
      },
    );
  };

  return (
    <>
      <PageHeader
        title={`Venta N° ${v.id}`}
        subtitle={formatDateTime(v.fechaVenta)}
        actions={
          <>
            {activa && puedeEditar && !editando ? (
              <Button ref={editarRef} variant="primary" onClick={() => setEditando(true)}>
                Editar
              </Button>
            ) : null}
            {activa && puedeAnular && !editando ? (
              <Button variant="danger" onClick={() => setConfirmandoAnulacion(true)}>
                Anular venta
              </Button>
            ) : null}
            <Button onClick={() => void imprimir()}>Imprimir</Button>
            <Button onClick={() => void descargar()} loading={descargando}>
              Descargar PDF
            </Button>
            {botonVolver}
          </>
        }
      />
      {v.isDeleted ? <Aviso role="alert">Esta venta fue anulada.</Aviso> : null}
      <DatosVenta v={v} metodos={metodos.data} />
      {v.comprobante ? <ComprobanteCard venta={v} comprobante={v.comprobante} titulo="Factura electrónica" puedeReintentar={puedeReintentar} /> : null}
      {v.notaCredito ? (
        <ComprobanteCard
          venta={v}
          comprobante={v.notaCredito}
          titulo="Nota de crédito"
          puedeReintentar={puedeReintentar}
          impresion={{
            imprimir: 'Imprimir nota de crédito',
            descargar: 'Descargar PDF de la nota de crédito',
            onImprimir: () => void imprimirNotaCredito(),
            onDescargar: () => void descargarNotaCredito(),
            descargando: descargandoNota,
          }}
        />
      ) : null}
      {editando && activa ? (
        <EditarVentaForm venta={v} metodos={metodos} onCancel={() => setEditando(false)} onSaved={() => setEditando(false)} />
      ) : null}
      <Table
        caption="Productos de la venta"
        columns={[
          { key: 'codigo', header: 'Código', render: (d: VentaDetalle) => d.producto.codigo },
          { key: 'producto', header: 'Producto', render: (d: VentaDetalle) => d.producto.nombre },
          { key: 'cantidad', header: 'Cantidad', align: 'right', render: (d: VentaDetalle) => formatQuantity(d.cantidad, d.producto.unidad) },
          { key: 'precio', header: 'Precio unitario', align: 'right', render: (d: VentaDetalle) => formatMoney(d.precioUnitario, s) },
          { key: 'subtotal', header: 'Subtotal', align: 'right', render: (d: VentaDetalle) => formatMoney(d.subTotal, s) },
        ]}
        rows={v.detalles}
        rowKey={(d) => d.id}
      />
      <Pie>
        <span>Descuento: {formatQuantity(v.descuento)}%</span>
        <span>
          Total: <span className="total">{formatMoney(v.total, s)}</span>
        </span>
      </Pie>
      <PedirCodigoDialog
        open={confirmandoAnulacion && !anulaSinCodigo}
        titulo="Anular venta"
        mensaje={`${MSG_CONFIRMAR_ANULACION} ${MSG_ANULAR_PEDIR_CODIGO}`}
        confirmLabel="Anular venta"
        pending={anular.isPending}
        error={errorCodigo}
        onConfirm={(codigo) => confirmarAnulacion(codigo)}
        onCancel={() => setConfirmandoAnulacion(false)}
      />
      <ConfirmDialog
        open={confirmandoAnulacion && anulaSinCodigo}
        title="Anular venta"
        message={MSG_CONFIRMAR_ANULACION}
        confirmLabel="Anular venta"
        cancelLabel="Cancelar"
        danger
        loading={anular.isPending}
        onConfirm={() => confirmarAnulacion()}
        onCancel={() => setConfirmandoAnulacion(false)}
      />
    </>
  );
}

export default VentaDetallePage;
