import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  ApiError,
  compareDecimal,
  descuentoExcedeMaximo,
  errorMessage,
  esMetodoCuentaCorriente,
  evaluarCredito,
  MONEDA_PESOS,
  MSG_ARCA_NO_RESPONDE,
  MSG_CC_SIN_CLIENTE,
  MSG_CODIGO_VACIO,
  MSG_ERROR_CREAR_VENTA,
  MSG_ERROR_INFO_USUARIO,
  msgDescuentoMaximo,
  P,
  type Cliente,
  type Venta,
} from 'shared';
import { useAuth, usePermission } from 'shared/auth';
import { formatMoney, isMoneyInput } from 'shared/format';
import { openPrintWindow } from 'shared/print';
import { toast } from 'shared/toast';
import { Button, Card, ErrorPanel, Field, FormGrid, Input, PageHeader, Select, Spinner } from 'shared/ui';
import { useMetodosPago, useSucursales } from 'shared/query';
import { useCreateVenta } from '../api/create-venta';
import { useGenerarCodigo } from '../api/generar-codigo';
import { getVenta } from '../api/get-venta';
import { facturaHtml } from '../print/factura';
import { reciboVentaHtml } from '../print/recibo';
import { AutorizarPrecioDialog } from '../../comun/autorizacion/AutorizarPrecioDialog';
import { AvisoCredito, ConsultaCredito, TITULO_AVISO_AUTORIZACION, TITULO_AVISO_CREDITO } from '../../comun/autorizacion/AvisoCredito';
import { BuscarCliente, BuscarProducto } from './BuscadoresVenta';
import { CodigoAutorizacionDialog } from './CodigoAutorizacionDialog';
import { ElegirLineaDialog } from './ElegirLineaDialog';
import { MSG_ARCA_RECHAZO } from '../detalle/ComprobanteCard';
import { LineasVentaTable } from './LineasVentaTable';
import { payloadVenta, totalVenta, validarVenta, type LineaVenta } from './lineas';
import { useCreditoCliente } from './use-credito-cliente';
import { useLineasVenta } from './use-lineas-venta';

const Vendedor = styled.p`margin: 0 0 14px; color: ${({ theme }) => theme.colors.textMuted};`;
const Totales = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: flex-end;
  gap: 18px;
  margin-top: 14px;
  .total { font-size: 20px; font-weight: 700; }
`;
const AvisoCrear = styled.p`margin: 0; max-width: 320px; font-size: 13px; color: ${({ theme }) => theme.colors.warning};`;
const Selected = styled.div`display: flex; align-items: center; gap: 10px; padding: 7px 0;`;
const ClienteElegido = styled.div`display: flex; flex-direction: column; gap: 4px; .titulo { font-weight: 500; font-size: 13px; }`;

/**
 * /ventas/nueva (docs/ventas-y-presupuestos.md): branch, product search, lines with the branch's
 * stock (a quantity above it is refused) and locked prices (authorization code), discount (0 to 100,
 * up to 2 decimals, like the API), payment method, optional client; the total is documentTotal, the
 * function the API computes it with. 'Crear Venta' validates, asks for the line (Línea 1, the
 * electronic invoice, only when the branch has a punto de venta de ARCA; docs/facturacion.md), saves
 * (POST ventas), opens the internal receipt and goes to /ventas. A Línea 1 sale prints its Factura when
 * ARCA authorised it (then /ventas); a pending or rejected one closes the window and goes to its detail
 * (/ventas/{id}), which shows the state and 'Reintentar'. The server's 400 for a Línea 1 sale it cannot
 * invoice (fiscal data missing, a buyer without CUIT…) is shown like any save error. With Cuenta Corriente and no client the
 * button explains 'Una venta en Cuenta Corriente requiere un cliente.' before anything is sent.
 * The product and client searches are the kit's Combobox over a search on the server
 * (BuscadoresVenta.tsx, features/buscadores: a page of matches per pause in typing); choosing a client
 * swaps its search for the chosen client and 'Quitar cliente', and the focus follows.
 * With ventas.autorizar_precio, 'Generar código de autorización' shows a new one-time code once
 * (CodigoAutorizacionDialog).
 * Credit (docs/cuentas-corrientes.md, «Límite de crédito»): with Cuenta Corriente (the method with
 * that key, whatever its name) and a client, it asks GET cuentas-corrientes/{id}/credito and runs
 * the shared `evaluarCredito` on the sale's currency and total (above 0), as the API does. When it needs
 * authorization (limit exceeded, or debt older than 90 days) an alert gives the reasons and asks
 * for 'Código de autorización' (AvisoCredito): required before anything is sent ('Debe ingresar un
 * código de autorización'), sent as `codigo_pass` (the same code an unlocked price uses). A 409 of
 * the server shows its message and reads the credit again.
 * The seller's name and code come from the session user; without one the page says 'Error al
 * obtener información del usuario' in their place.
 */
export function NuevaVentaPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const puedeAutorizar = usePermission(P.ventasAutorizarPrecio);
  const sucursales = useSucursales();
  const metodos = useMetodosPago();
  // The user's branch comes selected (docs/seguridad.md, «Aprobaciones y alcance»).
  const [sucursalId, setSucursalId] = useState<number | null>(user?.sucursalId ?? null);
  const { lineas, dispatch, agregando, agregarProducto } = useLineasVenta();
  const [descuento, setDescuento] = useState('0');
  const [metodoPagoId, setMetodoPagoId] = useState<number | null>(null);
  const [cliente, setCliente] = useState<Cliente | null>(null);
  // Choosing or removing the client swaps the search for the chosen client and back: the focus follows.
  const focoCliente = useRef<'quitar' | 'buscar' | null>(null);
  const quitarClienteRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focoCliente.current === 'quitar') quitarClienteRef.current?.focus();
    if (focoCliente.current === 'buscar') document.getElementById('venta-cliente')?.focus();
    focoCliente.current = null;
  }, [cliente]);
  const [codigoPass, setCodigoPass] = useState<string | null>(null);
  const [errorCodigo, setErrorCodigo] = useState<string | null>(null);
  const codigoCreditoRef = useRef<HTMLInputElement>(null);
  const [desbloquear, setDesbloquear] = useState<LineaVenta | null>(null);
  const [eligiendoLinea, setEligiendoLinea] = useState(false);
  const crear = useCreateVenta();
  const generar = useGenerarCodigo();

  // The branch's punto de venta de ARCA: without one, Línea 1 cannot be chosen.
  const puntoVenta = sucursales.data?.find((s) => s.id === sucursalId)?.puntoVenta ?? null;
  const metodoPago = useMemo(() => metodos.data?.find((m) => m.id === metodoPagoId) ?? null, [metodos.data, metodoPagoId]);
  const total = totalVenta(lineas, descuento);
  const simbolo = lineas[0]?.simbolo ?? '$';

  const cambiarSucursal = (value: string) => {
    const id = value ? Number(value) : null;
    if (lineas.length > 0) {
      dispatch({ type: 'vaciar' });
      toast('Se quitaron los productos: el stock cambia con la sucursal.');
    }
    setSucursalId(id);
  };

  const form = { sucursalId, lineas, descuento, metodoPago, clienteId: cliente?.id ?? null };
  const esCuentaCorriente = esMetodoCuentaCorriente(metodoPago);
  const faltaCliente = esCuentaCorriente && cliente === null;
  const credito = useCreditoCliente(esCuentaCorriente && cliente ? cliente.id : null);
  // As the API: only a sale that adds a debt (total above 0) is checked, in the currency of its lines.
  const evaluacion =
    esCuentaCorriente && cliente && credito.data && compareDecimal(total, 0) > 0
      ? evaluarCredito(credito.data, lineas[0]?.monedaId ?? MONEDA_PESOS, total)
      : null;
  // A discount above the role's limit needs the code too (one code for every approval, as the API).
  const excedeDescuento = user !== null && /^\d+(\.\d*)?$/.test(descuento || '0') && descuentoExcedeMaximo(descuento || '0', user.descuentoMaximo);
  const motivosCodigo = [...(excedeDescuento && user ? [msgDescuentoMaximo(user.descuentoMaximo)] : []), ...(evaluacion?.requiereAutorizacion ? evaluacion.motivos : [])];
  const pideCodigo = motivosCodigo.length > 0;

  const cambiarCodigo = (codigo: string) => {
    setCodigoPass(codigo);
    setErrorCodigo(null);
  };

  const crearVenta = () => {
    const error = validarVenta(form);
    if (error) {
      toast.error(error);
      return;
    }
    if (pideCodigo && !codigoPass?.trim()) {
      setErrorCodigo(MSG_CODIGO_VACIO);
      codigoCreditoRef.current?.focus();
      return;
    }
    setEligiendoLinea(true);
  };

  const guardar = (linea: number) => {
    const ventana = openPrintWindow();
    crear.mutate(payloadVenta(form, codigoPass, linea, pideCodigo), {
      onSuccess: async ({ ventaId }) => {
        toast.success('Venta creada correctamente');
        setEligiendoLinea(false);
        let venta: Venta;
        try {
          venta = await getVenta(ventaId);
        } catch {
          ventana.close();
          toast.error('No se pudo obtener la venta para imprimir');
          navigate(linea === 1 ? `/ventas/${ventaId}` : '/ventas');
          return;
        }
        const comprobante = venta.linea === 1 ? venta.comprobante : null;
        if (venta.linea === 1 && comprobante?.estado !== 'autorizado') {
          // Not invoiced yet: its detail shows the pending or rejected state and 'Reintentar'.
          ventana.close();
          if (comprobante?.estado === 'rechazado') toast.error(`${MSG_ARCA_RECHAZO} ${comprobante.observaciones.map((o) => o.mensaje).join(' ')}`.trim());
          else toast(MSG_ARCA_NO_RESPONDE);
          navigate(`/ventas/${ventaId}`);
          return;
        }
        try {
          ventana.write(comprobante ? await facturaHtml(venta, comprobante) : reciboVentaHtml(venta));
        } catch {
          ventana.close();
          toast.error('No se pudo obtener la venta para imprimir');
        }
        navigate('/ventas');
      },
      onError: (err) => {
        ventana.close();
        setEligiendoLinea(false);
        toast.error(errorMessage(err, MSG_ERROR_CREAR_VENTA));
        // The client's account may have changed since it was read (a payment, another sale).
        if (err instanceof ApiError && err.status === 409 && esCuentaCorriente && cliente) void credito.refetch();
      },
    });
  };

  const generarCodigo = () => {
    if (generar.isPending) return;
    generar.mutate(undefined, { onError: (err) => toast.error(errorMessage(err, 'No se pudo generar el código de autorización')) });
  };

  if (sucursales.isPending || metodos.isPending) {
    return (
      <>
        <PageHeader title="Nueva Venta" />
        <Spinner label="Cargando datos iniciales" />
      </>
    );
  }
  if (sucursales.isError || metodos.isError) {
    return (
      <>
        <PageHeader title="Nueva Venta" />
        <ErrorPanel
          title="Error al cargar datos iniciales"
          onRetry={() => {
            void sucursales.refetch();
            void metodos.refetch();
          }}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Nueva Venta"
        actions={
          puedeAutorizar ? (
            <Button variant="ghost" onClick={generarCodigo} loading={generar.isPending}>
              Generar código de autorización
            </Button>
          ) : undefined
        }
      />
      {user ? (
        <Vendedor>
          Vendedor: <strong>{user.name}</strong>
          {user.cod_vendedor ? ` · Código de vendedor: ${user.cod_vendedor}` : ''}
        </Vendedor>
      ) : (
        // The session holds no user (its check failed): the seller cannot be shown.
        <Vendedor role="alert">{MSG_ERROR_INFO_USUARIO}</Vendedor>
      )}
      <Card>
        <FormGrid>
          <Field label="Sucursal" htmlFor="venta-sucursal" required>
            <Select id="venta-sucursal" value={sucursalId ?? ''} onChange={(e) => cambiarSucursal(e.target.value)}>
              <option value="">Seleccione una sucursal</option>
              {sucursales.data.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.nombre}
                </option>
              ))}
            </Select>
          </Field>
          <BuscarProducto
            sucursalId={sucursalId}
            // While a product is being read, another choice is ignored (the field keeps the focus).
            onSelect={(p) => sucursalId !== null && !agregando && void agregarProducto(p, sucursalId)}
          />
        </FormGrid>
      </Card>
      <LineasVentaTable lineas={lineas} dispatch={dispatch} onDesbloquear={setDesbloquear} />
      <Card style={{ marginTop: 16 }}>
        <FormGrid>
          <Field label="Descuento total (%)" htmlFor="venta-descuento">
            <Input id="venta-descuento" inputMode="decimal" value={descuento} onChange={(e) => isMoneyInput(e.target.value) && setDescuento(e.target.value)} />
          </Field>
          <Field label="Método de pago" htmlFor="venta-metodo" required>
            <Select id="venta-metodo" value={metodoPagoId ?? ''} onChange={(e) => setMetodoPagoId(e.target.value ? Number(e.target.value) : null)}>
              <option value="">Seleccione un método de pago</option>
              {metodos.data.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.nombre}
                </option>
              ))}
            </Select>
          </Field>
          {cliente ? (
            <ClienteElegido role="group" aria-labelledby="venta-cliente-titulo">
              <span id="venta-cliente-titulo" className="titulo">
                Cliente (opcional)
              </span>
              <Selected>
                <span>
                  {cliente.nombreApellido} ({cliente.documento})
                </span>
                <Button
                  ref={quitarClienteRef}
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    focoCliente.current = 'buscar';
                    setCliente(null);
                  }}
                >
                  Quitar cliente
                </Button>
              </Selected>
            </ClienteElegido>
          ) : (
            <BuscarCliente
              onSelect={(c) => {
                focoCliente.current = 'quitar';
                setCliente(c);
              }}
            />
          )}
        </FormGrid>
        {esCuentaCorriente && cliente && !credito.data ? <ConsultaCredito failed={credito.isError} onRetry={() => void credito.refetch()} /> : null}
        {pideCodigo ? (
          <AvisoCredito
            ref={codigoCreditoRef}
            titulo={evaluacion?.requiereAutorizacion ? TITULO_AVISO_CREDITO : TITULO_AVISO_AUTORIZACION}
            motivos={motivosCodigo}
            puedeAutorizar={puedeAutorizar}
            codigo={codigoPass ?? ''}
            onCodigoChange={cambiarCodigo}
            error={errorCodigo}
          />
        ) : null}
        <Totales>
          <span>
            Total: <span className="total">{formatMoney(total, simbolo)}</span>
          </span>
          {faltaCliente ? <AvisoCrear id="venta-crear-aviso">{MSG_CC_SIN_CLIENTE}</AvisoCrear> : null}
          <Button variant="primary" onClick={crearVenta} disabled={crear.isPending} aria-describedby={faltaCliente ? 'venta-crear-aviso' : undefined}>
            Crear Venta
          </Button>
        </Totales>
      </Card>
      <AutorizarPrecioDialog
        open={desbloquear !== null}
        producto={desbloquear ? `${desbloquear.codigo} - ${desbloquear.nombre}` : ''}
        onClose={() => setDesbloquear(null)}
        onValid={(codigo) => {
          if (desbloquear) dispatch({ type: 'desbloquear', productoId: desbloquear.productoId });
          cambiarCodigo(codigo);
          setDesbloquear(null);
        }}
      />
      {/* The code lives only in the mutation: closing forgets it. */}
      <CodigoAutorizacionDialog codigo={generar.data ?? null} onClose={() => generar.reset()} />
      <ElegirLineaDialog open={eligiendoLinea} saving={crear.isPending} puntoVenta={puntoVenta} onCancel={() => setEligiendoLinea(false)} onSave={guardar} />
    </>
  );
}

export default NuevaVentaPage;
