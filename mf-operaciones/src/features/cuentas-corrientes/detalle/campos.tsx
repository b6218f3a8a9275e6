import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { isMoneyInput, isRateInput } from 'shared/format';
import { Input, Select } from 'shared/ui';

/** Currencies of a payment or manual debt, as the spec lists them: 1 Pesos, 2 Dólares. */
export const MONEDAS_MOVIMIENTO = [
  { id: 1, nombre: 'Pesos' },
  { id: 2, nombre: 'Dólares' },
] as const;

/** The disabled first option of the currency select (spec section 5). */
export const PLACEHOLDER_MONEDA = 'Seleccione Moneda';

/** The one message above a dialog's fields (its first error, as the spec words it). */
export const ErrorFormulario = styled.p`
  margin: 0 0 12px;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** Props of {@link MonedaSelect}. */
export interface MonedaSelectProps {
  id: string;
  /** 1 or 2, or undefined while none is chosen (the placeholder shows). */
  value: number | undefined;
  onChange: (monedaId: 1 | 2) => void;
  invalid?: boolean;
  disabled?: boolean;
}

/** The currency select: the disabled placeholder 'Seleccione Moneda', then 1 Pesos and 2 Dólares. */
export function MonedaSelect({ id, value, onChange, invalid, disabled }: MonedaSelectProps) {
  return (
    <Select
      id={id}
      value={value === undefined ? '' : String(value)}
      aria-invalid={invalid || undefined}
      disabled={disabled}
      onChange={(e) => {
        const n = Number(e.target.value);
        if (n === 1 || n === 2) onChange(n);
      }}
    >
      <option value="" disabled>
        {PLACEHOLDER_MONEDA}
      </option>
      {MONEDAS_MOVIMIENTO.map((m) => (
        <option key={m.id} value={m.id}>
          {m.nombre}
        </option>
      ))}
    </Select>
  );
}

/** Props of {@link DecimalInput}: a text input whose keystrokes are filtered. */
export interface DecimalInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  value: string;
  onChange: (value: string) => void;
  /** 2 for money, 4 for the dollar rate. */
  decimales: 2 | 4;
  invalid?: boolean;
}

/**
 * A money or rate field with the amount rules of the spec (docs/dinero-y-cantidades.md): digits only,
 * at most `decimales` decimals, no sign, no leading zeros, no thousands separator. A keystroke
 * that would break them is ignored; a trailing '.' is dropped when the field is left.
 */
export function DecimalInput({ value, onChange, decimales, invalid, onBlur, ...rest }: DecimalInputProps) {
  const valido = decimales === 2 ? isMoneyInput : isRateInput;
  return (
    <Input
      {...rest}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      aria-invalid={invalid || undefined}
      onChange={(e) => {
        if (valido(e.target.value)) onChange(e.target.value);
      }}
      onBlur={(e) => {
        if (value.endsWith('.')) onChange(value.slice(0, -1));
        onBlur?.(e);
      }}
    />
  );
}
