import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 500;
  cursor: pointer;
  white-space: nowrap;
  padding: ${({ $size }) => ($size === 'sm' ? '4px 10px' : '8px 14px')};
  font-size: ${({ $size }) => ($size === 'sm' ? '13px' : '14px')};
  transition: background 0.15s, border-color 0.15s;
  &:disabled { opacity: 0.55; cursor: not-allowed; }
  ${({ $variant, theme }) => {
    const c = theme.colors;
    switch ($variant) {
      case 'primary':
        return css`background: ${c.primary}; color: ${c.primaryText}; &:hover:not(:disabled) { background: ${c.primaryHover}; }`;
      case 'danger':
        return css`background: ${c.danger}; color: ${c.dangerText}; &:hover:not(:disabled) { filter: brightness(0.92); }`;
      case 'ghost':
        return css`background: transparent; color: ${c.text}; &:hover:not(:disabled) { background: ${c.surfaceAlt}; }`;
      default:
        return css`background: ${c.surface}; color: ${c.text}; border-color: ${c.border}; &:hover:not(:disabled) { background: ${c.surfaceAlt}; }`;
    }
  }}
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight; 'secondary' by default. */
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** Disables the button and marks it busy (aria-busy) while an operation runs. */
  loading?: boolean;
  children?: ReactNode;
}

/** Button of the UI kit (type="button" unless told otherwise). */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size = 'md', loading = false, disabled, type = 'button', children, ...rest },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {children}
    </StyledButton>
  );
});

export interface IconButtonProps extends Omit<ButtonProps, 'aria-label'> {
  /** Required: the accessible name of an icon-only button. */
  'aria-label': string;
}

/** Square icon-only button; `aria-label` is required and also used as tooltip. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { variant = 'ghost', size = 'md', title, ...rest },
  ref,
) {
  return <Button ref={ref} variant={variant} size={size} title={title ?? rest['aria-label']} {...rest} style={{ padding: size === 'sm' ? 4 : 8, ...rest.style }} />;
});
