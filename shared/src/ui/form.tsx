import { cloneElement, forwardRef, isValidElement, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

/** Look of every text control of the kit (input, select, textarea, the combobox's input): theme colours, focus ring, disabled and invalid states. */
export const controlStyles = css`
  width: 100%;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 7px 10px;
  &:focus { outline: none; border-color: ${({ theme }) => theme.colors.primary}; box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus}; }
  &:disabled, &[readonly] { background: ${({ theme }) => theme.colors.surfaceAlt}; color: ${({ theme }) => theme.colors.textMuted}; }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

/** Text input (native props). */
export const Input = styled.input`${controlStyles}`;
/** Multi-line text input (native props). */
export const TextArea = styled.textarea`${controlStyles} min-height: 80px; resize: vertical;`;
/** Native select (native props; pass <option> children). */
export const Select = styled.select`${controlStyles}`;

export type InputProps = InputHTMLAttributes<HTMLInputElement>;
export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement>;
export type SelectProps = SelectHTMLAttributes<HTMLSelectElement>;

const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  cursor: pointer;
  input { width: 16px; height: 16px; accent-color: ${({ theme }) => theme.colors.primary}; }
`;

/** Checkbox with its label. */
export const Checkbox = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode }>(
  function Checkbox({ label, ...rest }, ref) {
    return (
      <CheckboxLabel>
        <input ref={ref} type="checkbox" {...rest} />
        <span>{label}</span>
      </CheckboxLabel>
    );
  },
);

const FieldWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  label { font-weight: 500; font-size: 13px; }
`;
const Hint = styled.span`font-size: 12px; color: ${({ theme }) => theme.colors.textMuted};`;
const ErrorText = styled.span`font-size: 12px; color: ${({ theme }) => theme.colors.danger};`;
const Required = styled.span`color: ${({ theme }) => theme.colors.danger}; margin-left: 2px;`;

export interface FieldProps {
  label: ReactNode;
  /** id of the control the label names. */
  htmlFor?: string;
  /** Shown in red under the control with role="alert". */
  error?: ReactNode;
  hint?: ReactNode;
  /** Adds a red asterisk (hidden from screen readers) to the label. */
  required?: boolean;
  children: ReactNode;
}

/**
 * A labelled form field with optional hint and error text. Without `htmlFor`, a single element child
 * gets a generated id so the label still names it; with an error, that child is marked
 * aria-invalid and described by the error text.
 */
export function Field({ label, htmlFor, error, hint, required, children }: FieldProps) {
  const baseId = useId();
  const element = isValidElement<Record<string, unknown>>(children) ? children : null;
  // With htmlFor, only a child carrying that id is the control (not a wrapper around it).
  const child = element && (!htmlFor || element.props.id === htmlFor) ? element : null;
  const controlId = htmlFor ?? (child?.props.id as string | undefined) ?? `${baseId}-control`;
  const messageId = `${baseId}-message`;
  const control = child
    ? cloneElement(child, {
        id: child.props.id ?? controlId,
        ...(error ? { 'aria-invalid': child.props['aria-invalid'] ?? true, 'aria-describedby': child.props['aria-describedby'] ?? messageId } : {}),
        ...(!error && hint ? { 'aria-describedby': child.props['aria-describedby'] ?? messageId } : {}),
      })
    : children;
  return (
    <FieldWrap>
      <label htmlFor={controlId}>
        {label}
        {required ? <Required aria-hidden="true">*</Required> : null}
      </label>
      {control}
      {hint && !error ? <Hint id={messageId}>{hint}</Hint> : null}
      {error ? (
        <ErrorText id={messageId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </FieldWrap>
  );
}

/** Responsive form grid: two columns from 720 px, one below; `full` children span both. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 14px 18px;
  @media (min-width: 720px) { grid-template-columns: 1fr 1fr; }
  & > .full, & > [data-full] { grid-column: 1 / -1; }
`;

const SearchWrap = styled.div`
  position: relative;
  flex: 1 1 240px;
  max-width: 420px;
  svg { position: absolute; left: 10px; top: 50%; transform: translateY(-50%); color: ${({ theme }) => theme.colors.textMuted}; pointer-events: none; }
  input { padding-left: 32px; }
`;

export interface SearchInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'type'> {
  value: string;
  /** Receives the typed text. */
  onChange: (value: string) => void;
}

/** Search box (role searchbox) with a magnifier icon; onChange receives the text. */
export function SearchInput({ value, onChange, ...rest }: SearchInputProps) {
  return (
    <SearchWrap>
      <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <circle cx="11" cy="11" r="7" />
        <line x1="21" y1="21" x2="16.65" y2="16.65" />
      </svg>
      <Input type="search" value={value} onChange={(e) => onChange(e.target.value)} {...rest} />
    </SearchWrap>
  );
}
