import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';

/** Hides content from the eye but keeps it for screen readers (accessible names, captions). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** Surface with border and padding. */
export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 18px;
  margin-bottom: 16px;
`;

/** Row of filters/actions above a table; wraps on small screens. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  margin-bottom: 14px;
`;

const HeaderRow = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 18px;
  h1 { margin: 0; font-size: 22px; font-weight: 650; }
  p { margin: 4px 0 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;
const Actions = styled.div`display: flex; flex-wrap: wrap; gap: 8px;`;

/** Page title (h1) with optional subtitle and actions on the right. */
export function PageHeader({ title, subtitle, actions }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <HeaderRow>
      <div>
        <h1>{title}</h1>
        {subtitle ? <p>{subtitle}</p> : null}
      </div>
      {actions ? <Actions>{actions}</Actions> : null}
    </HeaderRow>
  );
}

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

/** Small status label: `tone` picks the colour ('neutral' by default); it is not passed to the DOM. */
export const Badge = styled.span.withConfig({ shouldForwardProp: (prop) => prop !== 'tone' })<{ tone?: BadgeTone }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 600;
  ${({ theme, tone = 'neutral' }) => {
    const c = theme.colors;
    const map: Record<BadgeTone, [string, string]> = {
      neutral: [c.surfaceAlt, c.textMuted],
      success: [c.successBg, c.success],
      warning: [c.warningBg, c.warning],
      danger: [c.dangerBg, c.danger],
      info: [c.infoBg, c.info],
    };
    const [bg, fg] = map[tone];
    return `background: ${bg}; color: ${fg};`;
  }}
`;

const spin = keyframes`to { transform: rotate(360deg); }`;
const SpinnerCircle = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
`;

/** Loading indicator (role="status", accessible name 'Cargando'). */
export function Spinner({ size = 20, label = 'Cargando' }: { size?: number; label?: string }) {
  return <SpinnerCircle role="status" aria-label={label} $size={size} />;
}

const Center = styled.div`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 24px;
`;

/** Spinner (or any content) centred on the whole screen. */
export function FullPageSpinner({ children }: { children?: ReactNode }) {
  return <Center>{children ?? <Spinner size={32} />}</Center>;
}

/** Centred muted text for an empty list or section. */
export const EmptyState = styled.div`
  padding: 28px 12px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
