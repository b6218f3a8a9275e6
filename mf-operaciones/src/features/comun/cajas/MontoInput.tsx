import { forwardRef, type InputHTMLAttributes } from 'react';
import { isMoneyInput } from 'shared/format';
import { Input } from 'shared/ui';

/** Props of {@link MontoInput}: those of an input, with the typed text in `onValue`. */
export interface MontoInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  value: string;
  /** Receives the new text, only when it is a valid money string so far (see isMoneyInput). */
  onValue: (value: string) => void;
}

/**
 * A money text box (docs/dinero-y-cantidades.md): keystrokes that would make it something other than
 * a non-negative amount with up to 2 decimals, without leading zeros or thousands separators, are
 * ignored; the decimal keyboard on phones. The value is a decimal string ('1234.5').
 */
export const MontoInput = forwardRef<HTMLInputElement, MontoInputProps>(function MontoInput({ value, onValue, ...rest }, ref) {
  return (
    <Input
      ref={ref}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(e) => {
        if (isMoneyInput(e.target.value)) onValue(e.target.value);
      }}
      {...rest}
    />
  );
});
