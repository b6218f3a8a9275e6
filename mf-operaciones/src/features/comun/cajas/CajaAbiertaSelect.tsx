import { forwardRef, type SelectHTMLAttributes } from 'react';
import { formatMoney } from 'shared/format';
import { Field, Select } from 'shared/ui';
import { useCajasAbiertas } from './get-cajas';

/** Under 'Caja' when no box of the currency is open. */
export const MSG_SIN_CAJAS_ABIERTAS = 'No hay cajas abiertas en esta moneda.';
/** Under 'Caja' when GET cajas fails. */
export const MSG_ERROR_CAJAS_SELECT = 'No se pudieron cargar las cajas.';

/** Props of {@link CajaAbiertaSelect}: a native select's, plus the field's label, id, currency and error. */
export interface CajaAbiertaSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  /** Only the open boxes of this currency are offered (an expense or payout leaves the box of its own currency). */
  monedaId: number | undefined;
  /** The field's error (e.g. the API's 'Caja inválida.'). */
  error?: string;
}

/**
 * The optional 'Caja' of an expense or a commission payout (docs/cajas-gastos-comisiones.md):
 * 'Sin caja' (the value '') and each open box of `monedaId` as 'Casa Central (saldo $ 3.920,00)'
 * (GET cajas). Mount it only for users with cajas.get. Says so when no box of the currency is open
 * or the boxes cannot be loaded. The value is the box id as text.
 */
export const CajaAbiertaSelect = forwardRef<HTMLSelectElement, CajaAbiertaSelectProps>(function CajaAbiertaSelect(
  { id, monedaId, error, ...rest },
  ref,
) {
  const { cajas, isPending, isError } = useCajasAbiertas(monedaId, true);
  const hint = isError ? MSG_ERROR_CAJAS_SELECT : !isPending && cajas.length === 0 ? MSG_SIN_CAJAS_ABIERTAS : undefined;
  return (
    <Field label="Caja" htmlFor={id} error={error} hint={hint}>
      <Select ref={ref} id={id} {...rest}>
        <option value="">Sin caja</option>
        {cajas.map((c) => (
          <option key={c.id} value={String(c.id)}>
            {`${c.sucursal.nombre} (saldo ${formatMoney(c.saldo, c.moneda.simbolo)})`}
          </option>
        ))}
      </Select>
    </Field>
  );
});
