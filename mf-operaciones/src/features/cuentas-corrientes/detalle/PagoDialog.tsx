import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { ApiError, Dec, errorMessage, MSG_COTIZACION_PEDIR_CODIGO, MSG_PAGO_CAMPOS, P, pagoCuentaBodySchema, type Cliente, type PagoCuentaBody } from 'shared';
import { usePermission } from 'shared/auth';
import { formatQuantity } from 'shared/format';
import { fieldError, firstFieldError, useZodForm, z } from 'shared/forms';
import { Dialog, FormDialogFooter } from 'shared/overlays';
import { toast } from 'shared/toast';
import { Button, Field, FormGrid, Input, Select } from 'shared/ui';
import { useCajas } from '../api/get-cajas';
import { useValorDolar } from '../api/get-valor-dolar';
import { useRegistrarPago } from '../api/registrar-pago';
import { PedirCodigoDialog } from '../../comun/autorizacion/PedirCodigoDialog';
import type { PagoRegistrado, ReciboPagoDatos } from '../print/recibo-pago';
import { DecimalInput, ErrorFormulario, MonedaSelect } from './campos';
import { ResultadoPago } from './ResultadoPago';
import {
  MSG_ERROR_CAJAS,
  MSG_ERROR_PAGO,
  MSG_ERROR_VALOR_DOLAR,
  MSG_PAGO_OK,
  MSG_PEDIR_CODIGO_COTIZACION,
  MSG_QUIEN_DA_EL_CODIGO,
  TITULO_AUTORIZAR_COTIZACION,
} from './textos';

/**
 * The payment form: the API's body without the client and the type, which the dialog adds. The
 * currency is the same rule written as one literal of [1, 2]: react-hook-form's zod resolver shows
 * the first inner message of a union ('Entrada inválida: se esperaba 1') instead of its own.
 */
const pagoFormSchema = pagoCuentaBodySchema
  .omit({ clienteId: true, tipo: true })
  .extend({ monedaId: z.literal([1, 2], { message: MSG_PAGO_CAMPOS }) });
const CAMPOS = ['monto', 'descripcion', 'monedaId', 'cotizacion', 'cajaId'] as const;

/** Label of the rate field (spec section 5, word for word). */
export const LABEL_COTIZACION = 'Cotización dólar (obligatoria para conversión)';

const Cotizacion = styled.div`
  display: flex;
  gap: 10px;
  align-items: center;
  & > input { flex: 1 1 auto; }
  & > span { white-space: nowrap; font-size: 13px; }
  & > span[data-error] { color: ${({ theme }) => theme.colors.danger}; }
`;

/** The server's 409 for a rate outside the tolerance (it ends asking for an authorization code). */
function pideCodigoCotizacion(err: unknown): err is ApiError {
  return err instanceof ApiError && err.status === 409 && err.message.endsWith(MSG_COTIZACION_PEDIR_CODIGO);
}

/** The 400 of a code the server refused ('Código de autorización inválido'). */
function codigoRechazado(err: unknown): err is ApiError {
  return err instanceof ApiError && err.status === 400 && /código de autorización/i.test(err.message);
}

/** A payment refused for its rate: what was sent (to send it again with the code) and the server's message. */
interface PagoPorAutorizar {
  body: PagoCuentaBody;
  pago: PagoRegistrado;
  mensaje: string;
}

/** The rate as the field proposes it: the system's 4-decimal rate without trailing zeros ('1180.0000' → '1180'). */
function propuesta(valor: string): string {
  try {
    return new Dec(valor).toFixed();
  } catch {
    return '';
  }
}

/** Props of {@link PagoDialog}. */
export interface PagoDialogProps {
  cliente: Pick<Cliente, 'id' | 'nombreApellido' | 'documento'>;
  onClose: () => void;
}

/**
 * 'Ingresar Pago' of /cuentas-corrientes/{id} (cuentas_corrientes.post; docs/cuentas-corrientes.md,
 * «Pagos»). Fields: Monto (money: at most 2 decimals, no sign, no leading zeros, no thousands
 * separator), Descripción, Moneda ('Seleccione Moneda', Pesos, Dólares), 'Cotización dólar
 * (obligatoria para conversión)' (up to 4 decimals) proposed with the system rate shown beside it
 * (GET cuentas-corrientes/valor_dolar; 'Error al obtener el valor del dólar' when it fails) and,
 * for a user with cajas.get, the optional 'Caja (efectivo)': the open boxes of the chosen currency.
 * Validated with the API's pagoCuentaBodySchema before sending: 'Debe ingresar monto, descripción y
 * moneda', 'Debe ingresar una cotización para el dólar' (one message above the fields, the first
 * that applies). Sends POST cuentas-corrientes/movimientos { clienteId, tipo: CREDITO, monto,
 * descripcion, monedaId, cotizacion, cajaId? }; on failure the server's message or 'Error al
 * registrar el pago' (the form stays). A rate further than the tolerance from the system one (409
 * '… se necesita un código de autorización.', docs/cuentas-corrientes.md, «Cotización de un pago»)
 * shows that message above the fields and opens {@link PedirCodigoDialog} ('Autorizar cotización',
 * 'Registrar pago'): with a code, the same payment goes again with `codigo_pass` (its own
 * Idempotency-Key: the server kept the 409 under the first one); 'Ingresar código de autorización'
 * opens it again after 'Cancelar'. On success 'Pago registrado correctamente' and the dialog turns
 * into {@link ResultadoPago} (what the payment paid, the credit left, the new balances and 'Imprimir
 * recibo'). Mount it when it opens: each opening starts empty.
 */
export function PagoDialog({ cliente, onClose }: PagoDialogProps) {
  const id = useId();
  const puedeVerCajas = usePermission(P.cajasGet);
  const valorDolar = useValorDolar(true);
  const cajas = useCajas(puedeVerCajas);
  const registrar = useRegistrarPago();
  const [resultado, setResultado] = useState<ReciboPagoDatos | null>(null);
  const [porAutorizar, setPorAutorizar] = useState<PagoPorAutorizar | null>(null);
  const [pidiendoCodigo, setPidiendoCodigo] = useState(false);
  const [errorCodigo, setErrorCodigo] = useState<string | null>(null);
  const form = useZodForm(pagoFormSchema, { defaultValues: { monto: '', descripcion: '', monedaId: undefined, cotizacion: '', cajaId: null } });
  const { register, setValue, watch, handleSubmit, getFieldState, getValues } = form;
  useEffect(() => {
    register('monto');
    register('monedaId');
    register('cotizacion');
    register('cajaId');
  }, [register]);
  const [monto, monedaId, cotizacion, cajaId] = watch(['monto', 'monedaId', 'cotizacion', 'cajaId']);
  const opciones = { shouldValidate: form.formState.isSubmitted, shouldDirty: true };

  // Propose the system rate once it arrives, unless the user already typed one.
  useEffect(() => {
    if (valorDolar.data && !getFieldState('cotizacion').isDirty && !getValues('cotizacion')) {
      setValue('cotizacion', propuesta(valorDolar.data));
    }
  }, [valorDolar.data, getFieldState, getValues, setValue]);

  const cajasAbiertas = (cajas.data ?? []).filter((c) => c.abierta && c.monedaId === monedaId);
  const mensaje = firstFieldError(form, [...CAMPOS]);
  const invalido = (campo: (typeof CAMPOS)[number]) => fieldError(form, campo) !== undefined;

  /** Sends `body` (with `codigoPass`, the code the dialog asked for). */
  const mandar = (body: PagoCuentaBody, pago: PagoRegistrado, codigoPass?: string) => {
    if (registrar.isPending) return;
    registrar.mutate(codigoPass ? { ...body, codigo_pass: codigoPass } : body, {
      onSuccess: (respuesta) => {
        setPorAutorizar(null);
        setPidiendoCodigo(false);
        toast.success(MSG_PAGO_OK);
        setResultado({ cliente, fecha: new Date(), pago, respuesta });
      },
      onError: (err) => {
        if (pideCodigoCotizacion(err)) {
          setPorAutorizar({ body, pago, mensaje: err.message });
          setErrorCodigo(null);
          setPidiendoCodigo(true);
        } else if (codigoPass && codigoRechazado(err)) {
          setErrorCodigo(err.message);
        } else {
          setPidiendoCodigo(false);
          toast.error(errorMessage(err, MSG_ERROR_PAGO));
        }
      },
    });
  };

  const enviar = handleSubmit((body) => {
    if (registrar.isPending) return;
    const pago: PagoRegistrado = { monto: body.monto, monedaId: body.monedaId, cotizacion: body.cotizacion, descripcion: body.descripcion };
    setPorAutorizar(null);
    mandar(
      {
        clienteId: cliente.id,
        tipo: 'CREDITO',
        monto: body.monto,
        descripcion: body.descripcion,
        monedaId: body.monedaId,
        cotizacion: body.cotizacion,
        ...(body.cajaId ? { cajaId: body.cajaId } : {}),
      },
      pago,
    );
  });

  if (resultado) return <ResultadoPago datos={resultado} onClose={onClose} />;

  const formId = `${id}-form`;
  return (
    <Dialog
      open
      title="Ingresar Pago"
      width="560px"
      onClose={() => !registrar.isPending && onClose()}
      footer={<FormDialogFooter formId={formId} submitLabel={registrar.isPending ? 'Registrando...' : 'Registrar pago'} pending={registrar.isPending} onCancel={onClose} />}
    >
      <form id={formId} noValidate onSubmit={enviar} aria-label={`Pago de ${cliente.nombreApellido}`}>
        {mensaje ? <ErrorFormulario role="alert">{mensaje}</ErrorFormulario> : null}
        {!mensaje && porAutorizar ? (
          <ErrorFormulario role="alert">
            {porAutorizar.mensaje}{' '}
            <Button size="sm" onClick={() => setPidiendoCodigo(true)}>
              Ingresar código de autorización
            </Button>
          </ErrorFormulario>
        ) : null}
        <FormGrid>
          <Field label="Monto" htmlFor={`${id}-monto`} required>
            <DecimalInput id={`${id}-monto`} decimales={2} value={String(monto ?? '')} invalid={invalido('monto')} onChange={(v) => setValue('monto', v, opciones)} />
          </Field>
          <Field label="Moneda" htmlFor={`${id}-moneda`} required>
            <MonedaSelect
              id={`${id}-moneda`}
              value={monedaId}
              invalid={invalido('monedaId')}
              onChange={(m) => {
                setValue('monedaId', m, opciones);
                if (cajaId && !cajas.data?.some((c) => c.id === cajaId && c.monedaId === m)) setValue('cajaId', null);
              }}
            />
          </Field>
          <div data-full>
            <Field label="Descripción" htmlFor={`${id}-descripcion`} required>
              <Input id={`${id}-descripcion`} maxLength={200} autoComplete="off" aria-invalid={invalido('descripcion') || undefined} {...register('descripcion')} />
            </Field>
          </div>
          <div data-full>
            <Field label={LABEL_COTIZACION} htmlFor={`${id}-cotizacion`} required>
              <Cotizacion>
                <DecimalInput
                  id={`${id}-cotizacion`}
                  decimales={4}
                  value={String(cotizacion ?? '')}
                  invalid={invalido('cotizacion')}
                  aria-describedby={`${id}-valor-dolar`}
                  onChange={(v) => setValue('cotizacion', v, opciones)}
                />
                {valorDolar.isError ? (
                  <span id={`${id}-valor-dolar`} data-error="">
                    {MSG_ERROR_VALOR_DOLAR}
                  </span>
                ) : (
                  <span id={`${id}-valor-dolar`}>{valorDolar.data ? `Valor del sistema: $ ${formatQuantity(valorDolar.data)}` : 'Valor del sistema: …'}</span>
                )}
              </Cotizacion>
            </Field>
          </div>
          {puedeVerCajas ? (
            <div data-full>
              <Field
                label="Caja (efectivo)"
                htmlFor={`${id}-caja`}
                hint={cajas.isError ? MSG_ERROR_CAJAS : 'Opcional: la caja abierta que recibió el pago en efectivo.'}
              >
                <Select
                  id={`${id}-caja`}
                  value={cajaId ? String(cajaId) : ''}
                  disabled={monedaId === undefined}
                  onChange={(e) => setValue('cajaId', e.target.value ? Number(e.target.value) : null, opciones)}
                >
                  <option value="">Sin caja</option>
                  {cajasAbiertas.map((c) => (
                    <option key={c.id} value={c.id}>
                      {`${c.sucursal.nombre} (${c.moneda.simbolo})`}
                    </option>
                  ))}
                </Select>
              </Field>
            </div>
          ) : null}
        </FormGrid>
      </form>
      {porAutorizar ? (
        <PedirCodigoDialog
          open={pidiendoCodigo}
          titulo={TITULO_AUTORIZAR_COTIZACION}
          mensaje={porAutorizar.mensaje}
          explicacion={`${MSG_PEDIR_CODIGO_COTIZACION} ${MSG_QUIEN_DA_EL_CODIGO}`}
          confirmLabel="Registrar pago"
          pendingLabel="Registrando..."
          pending={registrar.isPending}
          error={errorCodigo}
          onConfirm={(codigo) => mandar(porAutorizar.body, porAutorizar.pago, codigo)}
          onCancel={() => setPidiendoCodigo(false)}
        />
      ) : null}
    </Dialog>
  );
}
