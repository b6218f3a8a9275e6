import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, type IngresoBody, type Producto } from 'shared';
import { sucursalInicial, useAuth } from 'shared/auth';
import { toast } from 'shared/toast';
import { Button, Card, ErrorPanel, Field, FormGrid, PageHeader, Select, Spinner, Toolbar } from 'shared/ui';
import { useMonedas, useProveedoresSelect, useSucursales } from 'shared/query';
import { confirmacionesDelError, useCreateIngreso } from '../api/create-ingreso';
import { cambiosDeCosto, type CambioCosto } from '../utils/costos';
import { motivoNoAgregar, nuevaLinea, validarIngreso, type LineaIngreso } from '../utils/lineas';
import { BuscarProductoIngreso } from './BuscarProductoIngreso';
import { ConfirmarCostosDialog } from './ConfirmarCostosDialog';
import { LineasIngresoTable, type CambioLinea } from './LineasIngresoTable';

/** Success toast of a registered entry. */
export const MSG_INGRESO_REGISTRADO = 'Ingreso registrado correctamente.';
/** Failure toast when the server sent no message of its own. */
export const MSG_ERROR_REGISTRAR = 'Error al registrar el ingreso';
/** Title of the panel when the branches, currencies or suppliers could not be loaded. */
export const MSG_ERROR_DATOS_INICIALES = 'Error al cargar datos iniciales';

/** `linea` with the product's current cost the server reported in `cambios`, if it reported one. */
function conCostoActual(linea: LineaIngreso, cambios: readonly CambioCosto[]): LineaIngreso {
  const c = cambios.find((x) => x.productoId === linea.productoId);
  return c ? { ...linea, costoActual: c.costoActual, costoActualMonedaId: c.costoActualMonedaId } : linea;
}

/** The changes the open confirmation lists, its lead text (the server's, when it asked) and the body to resend. */
interface Confirmacion {
  cambios: CambioCosto[];
  mensaje: string | null;
  body: IngresoBody;
}

/**
 * /ingresar-stock (permission stock.add_stock; docs/stock-y-productos.md, "Ingresos de stock y
 * costos"): Sucursal (the first one preselected), 'Buscar producto' (server search) and one line per
 * product with quantity (4 decimals, > 0, in its unit), unit cost (2 decimals) and its currency
 * (the product's cost currency by default), supplier (the product's by default; required) and the
 * current cost for reference. 'Guardar ingreso' validates with the API's schema, then compares each
 * cost with the product's: a higher one saves at once, a lower one or another currency first asks
 * in 'Confirmar cambios de costo' and saves with `confirmarCosto: true`. A 409 with
 * `confirmaciones` (a cost changed meanwhile) opens the same dialog with the server's list, and the
 * lines' 'Costo actual' take the costs it reported. On
 * success: 'Ingreso registrado correctamente.' and /ingresos/{id}; on failure the server's message
 * or 'Error al registrar el ingreso'.
 */
export function IngresarStockPage() {
  const navigate = useNavigate();
  const sucursales = useSucursales();
  const monedas = useMonedas();
  const proveedores = useProveedoresSelect();
  const crear = useCreateIngreso();
  const [sucursalElegida, setSucursalElegida] = useState<number | null>(null);
  const [lineas, setLineas] = useState<LineaIngreso[]>([]);
  const [intentado, setIntentado] = useState(false);
  const [confirmacion, setConfirmacion] = useState<Confirmacion | null>(null);
  // After a failed "Guardar ingreso", the focus goes to the first field with an error.
  const [enfocarError, setEnfocarError] = useState(0);
  const lineasRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (enfocarError > 0) lineasRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [enfocarError]);

  // The user's branch comes selected (docs/seguridad.md, «Aprobaciones y alcance»), else the first.
  const { user } = useAuth();
  const sucursalId = sucursalElegida ?? sucursalInicial(sucursales.data, user?.sucursalId) ?? null;
  const validacion = validarIngreso(sucursalId, lineas);
  const errores = intentado && !validacion.ok ? validacion.lineas : {};
  const simbolo = (id: number) => monedas.data?.find((m) => m.id === id)?.simbolo ?? '';

  const agregar = (p: Producto) => {
    const motivo = motivoNoAgregar(lineas, p.id);
    if (motivo) {
      toast.error(motivo);
      return;
    }
    setLineas((ls) => [...ls, nuevaLinea(p, proveedores.data?.map((x) => x.id) ?? [])]);
  };
  const cambiar = (productoId: number, cambio: CambioLinea) =>
    setLineas((ls) => ls.map((l) => (l.productoId === productoId ? { ...l, ...cambio } : l)));
  const quitar = (productoId: number) => setLineas((ls) => ls.filter((l) => l.productoId !== productoId));

  const enviar = (body: IngresoBody, confirmarCosto: boolean) => {
    crear.mutate(confirmarCosto ? { ...body, confirmarCosto: true } : body, {
      onSuccess: ({ id }) => {
        setConfirmacion(null);
        toast.success(MSG_INGRESO_REGISTRADO);
        navigate(`/ingresos/${id}`);
      },
      onError: (err) => {
        const pedido = confirmacionesDelError(err);
        if (pedido) {
          // The server knows the costs as they are now: the lines show them from here on.
          setLineas((ls) => ls.map((l) => conCostoActual(l, pedido.confirmaciones)));
          setConfirmacion({ cambios: pedido.confirmaciones, mensaje: pedido.message || null, body });
          return;
        }
        setConfirmacion(null);
        toast.error(errorMessage(err, MSG_ERROR_REGISTRAR));
      },
    });
  };

  const guardar = () => {
    setIntentado(true);
    if (!validacion.ok) {
      if (validacion.general) toast.error(validacion.general);
      setEnfocarError((n) => n + 1);
      return;
    }
    const cambios = cambiosDeCosto(lineas);
    if (cambios.length > 0) setConfirmacion({ cambios, mensaje: null, body: validacion.body });
    else enviar(validacion.body, false);
  };

  const header = <PageHeader title="Ingresar stock" />;
  if (sucursales.isError || monedas.isError || proveedores.isError) {
    return (
      <>
        {header}
        <ErrorPanel
          title={MSG_ERROR_DATOS_INICIALES}
          onRetry={() => {
            if (sucursales.isError) void sucursales.refetch();
            if (monedas.isError) void monedas.refetch();
            if (proveedores.isError) void proveedores.refetch();
          }}
        />
      </>
    );
  }
  if (sucursales.isPending || monedas.isPending || proveedores.isPending) {
    return (
      <>
        {header}
        <Spinner />
      </>
    );
  }

  return (
    <>
      {header}
      <Card>
        <FormGrid>
          <Field label="Sucursal" htmlFor="ingreso-sucursal" required>
            <Select id="ingreso-sucursal" value={sucursalId ?? ''} onChange={(e) => setSucursalElegida(e.target.value ? Number(e.target.value) : null)}>
              {sucursalId === null ? <option value="">Seleccione una sucursal</option> : null}
              {sucursales.data.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.nombre}
                </option>
              ))}
            </Select>
          </Field>
          <BuscarProductoIngreso sucursalId={sucursalId} onSelect={agregar} />
        </FormGrid>
      </Card>
      <div ref={lineasRef}>
        <LineasIngresoTable
          lineas={lineas}
          monedas={monedas.data}
          proveedores={proveedores.data}
          errores={errores}
          onChange={cambiar}
          onQuitar={quitar}
        />
      </div>
      <Toolbar style={{ justifyContent: 'flex-end', marginTop: 14 }}>
        <Button variant="primary" onClick={guardar} disabled={crear.isPending}>
          {crear.isPending ? 'Guardando...' : 'Guardar ingreso'}
        </Button>
      </Toolbar>
      <ConfirmarCostosDialog
        cambios={confirmacion?.cambios ?? null}
        mensaje={confirmacion?.mensaje}
        simbolo={simbolo}
        saving={crear.isPending}
        onConfirm={() => confirmacion && enviar(confirmacion.body, true)}
        onRevisar={() => setConfirmacion(null)}
      />
    </>
  );
}

export default IngresarStockPage;
