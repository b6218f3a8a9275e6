import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage, MONEDA_DOLARES, MONEDA_PESOS, P, type ComisionVendedor } from 'shared';
import { usePermission } from 'shared/auth';
import { formatMoney } from 'shared/format';
import { fieldError, useZodForm } from 'shared/forms';
import { Dialog, FormDialogFooter } from 'shared/overlays';
import { toast } from 'shared/toast';
import { Button, Field, FormGrid, Input, Select } from 'shared/ui';
import { CajaAbiertaSelect } from '../../comun/cajas/CajaAbiertaSelect';
import { MontoInput } from '../../comun/cajas/MontoInput';
import { formatDia } from '../../comun/utils/fechas';
import { usePagarComision } from '../api/pagar-comision';
import type { PeriodoComision } from '../print/recibo-comision';
import { useImprimirReciboComision } from '../print/use-imprimir-recibo';
import { pagoFormSchema, type PagoFormValues } from '../utils/pago-form';

/** Toast after a payout. */
export const MSG_PAGO_COMISION_OK = 'Pago de comisión registrado correctamente';
/** Toast when POST comisiones/pagos fails without a message of the server. */
export const MSG_ERROR_PAGAR_COMISION = 'Error al registrar el pago de la comisión';

/** The description a payout starts with: 'Comisiones del 01/11/2026 al 30/11/2026'. */
export const descripcionPeriodo = (p: PeriodoComision) => `Comisiones del ${formatDia(p.desde)} al ${formatDia(p.hasta)}`;

/** The money in the box's `monto` text: as typed ('1010.00' stays so). */
const montoInicial = (adeudado: string) => (adeudado === '0.00' ? '' : adeudado);

/**
 * 'Pagar comisión' (comisiones.post; docs/cajas-gastos-comisiones.md) for one seller line: Monto
 * (the owed amount by default; money, up to 2 decimals), Moneda (the line's), Caja (optional, only
 * with cajas.get: the open boxes of that currency; a payout from a box is its withdrawal; changing
 * the currency drops the box) and Descripción ('Comisiones del {desde} al {hasta}' by default),
 * checked with the API's rules and messages. POST comisiones/pagos → 'Pago de comisión registrado
 * correctamente', then the dialog offers 'Imprimir recibo' (the payout's printable receipt with the
 * period) and 'Listo'; on failure the server's message (or 'Error al registrar el pago de la
 * comisión') and the form stays. Mount it on each opening.
 */
export function PagarComisionDialog({ linea, periodo, onClose }: { linea: ComisionVendedor; periodo: PeriodoComision; onClose: () => void }) {
  const id = useId();
  const puedeVerCajas = usePermission(P.cajasGet);
  const pagar = usePagarComision();
  const imprimir = useImprimirReciboComision();
  const [pagoId, setPagoId] = useState<number | null>(null);
  const [pagado, setPagado] = useState<{ monto: string; simbolo: string } | null>(null);
  const imprimirRef = useRef<HTMLButtonElement>(null);
  const form = useZodForm(pagoFormSchema, {
    defaultValues: {
      vendedorId: linea.vendedor.id,
      monto: montoInicial(linea.adeudado),
      monedaId: String(linea.monedaId),
      cajaId: '',
      descripcion: descripcionPeriodo(periodo),
    } satisfies PagoFormValues,
  });
  const { register, setValue, watch, handleSubmit } = form;
  useEffect(() => {
    register('monto');
  }, [register]);
  useEffect(() => {
    if (pagoId !== null) imprimirRef.current?.focus();
  }, [pagoId]);
  const monto = String(watch('monto') ?? '');
  const monedaId = Number(watch('monedaId')) || undefined;
  const campo = (nombre: keyof PagoFormValues) => `${id}-${nombre}`;
  const simboloDe = (m: number | undefined) => (m === MONEDA_DOLARES ? 'US$' : '$');

  const enviar = handleSubmit((body) => {
    if (pagar.isPending) return;
    pagar.mutate(body, {
      onSuccess: (r) => {
        toast.success(MSG_PAGO_COMISION_OK);
        setPagado({ monto: String(body.monto), simbolo: simboloDe(body.monedaId) });
        setPagoId(r.id);
      },
      onError: (err) => toast.error(errorMessage(err, MSG_ERROR_PAGAR_COMISION)),
    });
  });

  const cerrar = () => !pagar.isPending && onClose();
  const monedaRegistro = register('monedaId');
  const vendedor = `${linea.vendedor.name}${linea.vendedor.cod_vendedor ? ` (${linea.vendedor.cod_vendedor})` : ''}`;

  if (pagoId !== null && pagado) {
    return (
      <Dialog
        open
        title="Pagar comisión"
        onClose={onClose}
        footer={
          <>
            <Button ref={imprimirRef} variant="primary" onClick={() => void imprimir(pagoId, periodo)}>
              Imprimir recibo
            </Button>
            <Button onClick={onClose}>Listo</Button>
          </>
        }
      >
        <p role="status">{`Se registró el pago N° ${pagoId} de ${formatMoney(pagado.monto, pagado.simbolo)} a ${linea.vendedor.name}.`}</p>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      title="Pagar comisión"
      onClose={cerrar}
      footer={<FormDialogFooter formId={`${id}-form`} submitLabel={'Registrar pago'} pending={pagar.isPending} onCancel={cerrar} />}
    >
      <form id={`${id}-form`} noValidate onSubmit={enviar} aria-label="Pagar comisión">
        <p>{`${vendedor} · adeudado ${formatMoney(linea.adeudado, linea.moneda.simbolo)} al ${formatDia(periodo.hasta)}`}</p>
        <FormGrid>
          <Field label="Monto" htmlFor={campo('monto')} error={fieldError(form, 'monto')} required>
            <MontoInput id={campo('monto')} value={monto} onValue={(v) => setValue('monto', v, { shouldValidate: form.formState.isSubmitted })} />
          </Field>
          <Field label="Moneda" htmlFor={campo('monedaId')} error={fieldError(form, 'monedaId')} required>
            <Select
              id={campo('monedaId')}
              {...monedaRegistro}
              onChange={(e) => {
                void monedaRegistro.onChange(e);
                // A box holds one currency: the chosen one may not fit the new currency.
                setValue('cajaId', '');
              }}
            >
              <option value={String(MONEDA_PESOS)}>Pesos ($)</option>
              <option value={String(MONEDA_DOLARES)}>Dólares (US$)</option>
            </Select>
          </Field>
          {puedeVerCajas ? <CajaAbiertaSelect id={campo('cajaId')} monedaId={monedaId} error={fieldError(form, 'cajaId')} {...register('cajaId')} /> : null}
          <div data-full>
            <Field label="Descripción" htmlFor={campo('descripcion')} error={fieldError(form, 'descripcion')}>
              <Input id={campo('descripcion')} autoComplete="off" maxLength={200} {...register('descripcion')} />
            </Field>
          </div>
        </FormGrid>
      </form>
    </Dialog>
  );
}
