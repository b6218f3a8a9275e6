import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import {
  ApiError,
  Dec,
  documentTotal,
  errorMessage,
  esMetodoCuentaCorriente,
  MSG_CC_SIN_CLIENTE,
  MSG_CODIGO_INVALIDO,
  MSG_VENTA_ACTUALIZADA,
  pideCodigoDeAutorizacion,
  ventaUpdateBodySchema,
  type MetodoPago,
  type Venta,
} from 'shared';
import { formatMoney, isMoneyInput } from 'shared/format';
import { fieldError, useZodForm } from 'shared/forms';
import { toast } from 'shared/toast';
import { Button, Card, Field, FormGrid, Input, Select } from 'shared/ui';
import { PedirCodigoDialog } from '../../comun/autorizacion/PedirCodigoDialog';
import { useUpdateVenta } from '../api/update-venta';

/** Shown (toast) when PUT ventas/{id} fails without a message of the server. */
export const MSG_ERROR_ACTUALIZAR_VENTA = 'Error al actualizar venta';
/** Under 'Método de pago' when the payment methods cannot be loaded. */
export const MSG_ERROR_METODOS = 'Error al cargar métodos de pago';

const Titulo = styled.h2`font-size: 1rem; margin: 0 0 12px;`;
const Pie = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: 12px;
  margin-top: 14px;
  output { font-size: 18px; font-weight: 700; }
`;

/** The discount as the input shows it: the stored percentage without trailing zeros ('10.50' → '10.5'). */
function descuentoInicial(descuento: string): string {
  try {
    return new Dec(descuento).toString();
  } catch {
    return '0';
  }
}

/**
 * The total of `v` with the typed discount (docs/dinero-y-cantidades.md): documentTotal of the
 * sale's lines, the same function the API recomputes it with; an empty or half-typed discount
 * ('12.') counts as what it says so far. Money, 2 decimals, in the sale's currency.
 */
export function totalConDescuento(v: Pick<Venta, 'detalles'>, descuento: string): string {
  try {
    return documentTotal(v.detalles, descuento.replace(/\.$/, '') || '0');
  } catch {
    return documentTotal(v.detalles, 0);
  }
}

/** Props of {@link EditarVentaForm}. */
export interface EditarVentaFormProps {
  venta: Venta;
  /** The payment methods (GET metodo-pago) and their query state. */
  metodos: { data: MetodoPago[] | undefined; isError: boolean };
  /** Leaves edit mode without saving. */
  onCancel: () => void;
  /** Called after the server accepted the change (the detail already shows it). */
  onSaved: () => void;
}

/**
 * Edit mode of /ventas/{id} (docs/ventas-y-presupuestos.md, ventas.put): 'Método de pago' (the
 * payment methods, the sale's own first) and 'Descuento total (%)' (0 to 100, up to 2 decimals:
 * keystrokes beyond that are ignored), validated with the API's ventaUpdateBodySchema (same
 * messages); the new total, recomputed live with documentTotal from the sale's lines. Changing to
 * Cuenta Corriente (the method with that key, whatever its name) a sale without client is refused before sending ('Una venta en Cuenta Corriente
 * requiere un cliente.'). 'Guardar cambios' sends PUT ventas/{id} { metodoPagoId, descuento,
 * monedaId (the sale's), total } → 'Venta actualizada correctamente', or the server's message /
 * 'Error al actualizar venta' (the form stays open). A 409 asking for an authorization code (a
 * discount above the role's limit, Cuenta Corriente past the client's credit) opens
 * PedirCodigoDialog with the server's reasons and sends the change again with `codigo_pass`; a wrong
 * code shows 'Código de autorización inválido' there. 'Cancelar' leaves without saving.
 * Opens with the focus on 'Método de pago'.
 */
export function EditarVentaForm({ venta: v, metodos, onCancel, onSaved }: EditarVentaFormProps) {
  const actualizar = useUpdateVenta();
  const form = useZodForm(ventaUpdateBodySchema, {
    defaultValues: { metodoPagoId: v.metodoPago.id, descuento: descuentoInicial(v.descuento) },
  });
  const { register, setValue, setError, watch, handleSubmit } = form;
  useEffect(() => {
    register('metodoPagoId');
    register('descuento');
  }, [register]);
  const [metodoPagoId, descuento] = watch(['metodoPagoId', 'descuento']);
  const revalidar = { shouldValidate: form.formState.isSubmitted };
  const metodoRef = useRef<HTMLSelectElement>(null);
  useEffect(() => metodoRef.current?.focus(), []);

  // The sale's own method first (it may have been deleted since), then the others.
  const opciones: Array<Pick<MetodoPago, 'id' | 'nombre'>> = [v.metodoPago, ...(metodos.data ?? []).filter((m) => m.id !== v.metodoPago.id)];
  const total = totalConDescuento(v, String(descuento ?? ''));

  // A 409 asking for an authorization code (a discount above the role's limit, credit past the
  // client's limit) opens the code dialog with the server's reasons; the change is sent again with it.
  const [pedido, setPedido] = useState<{ mensaje: string; body: { metodoPagoId: number; descuento: string } } | null>(null);
  const [errorCodigo, setErrorCodigo] = useState<string | null>(null);
  const enviar = (body: { metodoPagoId: number; descuento: string }, codigo?: string) => {
    setErrorCodigo(null);
    actualizar.mutate(
      {
        id: v.id,
        body: { metodoPagoId: body.metodoPagoId, descuento: body.descuento, monedaId: v.moneda.id, total: totalConDescuento(v, body.descuento), ...(codigo ? { codigo_pass: codigo } : {}) },
      },
      {
        onSuccess: () => {
          toast.success(MSG_VENTA_ACTUALIZADA);
          setPedido(null);
          onSaved();
        },
        onError: (err) => {
          if (err instanceof ApiError && pideCodigoDeAutorizacion(err.status, err.message)) {
            setPedido({ mensaje: err.message, body });
            return;
          }
          if (codigo && err instanceof ApiError && err.status === 400) {
            setErrorCodigo(errorMessage(err, MSG_CODIGO_INVALIDO));
            return;
          }
          setPedido(null);
          toast.error(errorMessage(err, MSG_ERROR_ACTUALIZAR_VENTA));
        },
      },
    );
  };

  const guardar = handleSubmit((body) => {
    if (actualizar.isPending) return;
    if (esMetodoCuentaCorriente(metodos.data?.find((m) => m.id === body.metodoPagoId)) && !v.cliente) {
      setError('metodoPagoId', { message: MSG_CC_SIN_CLIENTE });
      return;
    }
    enviar({ metodoPagoId: body.metodoPagoId, descuento: body.descuento });
  });

  return (
    <Card>
      <form noValidate onSubmit={guardar} aria-labelledby="editar-venta-titulo">
        <Titulo id="editar-venta-titulo">Editar venta</Titulo>
        <FormGrid>
          <Field
            label="Método de pago"
            htmlFor="editar-venta-metodo"
            error={fieldError(form, 'metodoPagoId') ?? (metodos.isError ? MSG_ERROR_METODOS : undefined)}
          >
            <Select
              ref={metodoRef}
              id="editar-venta-metodo"
              value={String(metodoPagoId)}
              onChange={(e: ChangeEvent<HTMLSelectElement>) => setValue('metodoPagoId', Number(e.target.value), revalidar)}
            >
              {opciones.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.nombre}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Descuento total (%)" htmlFor="editar-venta-descuento" error={fieldError(form, 'descuento')}>
            <Input
              id="editar-venta-descuento"
              inputMode="decimal"
              autoComplete="off"
              value={String(descuento ?? '')}
              onChange={(e: ChangeEvent<HTMLInputElement>) => {
                if (isMoneyInput(e.target.value)) setValue('descuento', e.target.value, revalidar);
              }}
            />
          </Field>
        </FormGrid>
        <Pie>
          <label htmlFor="editar-venta-total">Nuevo total:</label>
          <output id="editar-venta-total" aria-live="polite">
            {formatMoney(total, v.moneda.simbolo)}
          </output>
          <Button onClick={onCancel} disabled={actualizar.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="primary" loading={actualizar.isPending}>
            Guardar cambios
          </Button>
        </Pie>
      </form>
      <PedirCodigoDialog
        open={pedido !== null}
        titulo="Autorización necesaria"
        mensaje={pedido?.mensaje ?? ''}
        confirmLabel="Guardar cambios"
        pending={actualizar.isPending}
        error={errorCodigo}
        onConfirm={(codigo) => pedido && enviar(pedido.body, codigo)}
        onCancel={() => setPedido(null)}
      />
    </Card>
  );
}
