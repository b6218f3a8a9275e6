/**
 * Toasts (react-hot-toast) with the limits of docs/arquitectura.md: bottom-right, 4000 ms, at most 3
 * visible, 356 px wide, 14 px apart, swipe right 45 px to dismiss, Alt+T focuses the region.
 */
import { useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import toast, { resolveValue, useToaster, type Toast } from 'react-hot-toast';
import styled from 'styled-components';

export { toast };

const MAX_VISIBLE = 3;
const WIDTH = 356;
const GAP = 14;
const SWIPE = 45;

const Region = styled.section`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 2000;
  display: flex;
  flex-direction: column-reverse;
  gap: ${GAP}px;
  width: ${WIDTH}px;
  max-width: calc(100vw - 32px);
  outline: none;
`;
const Item = styled.div<{ $type: Toast['type'] }>`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid
    ${({ theme, $type }) => ($type === 'error' ? theme.colors.danger : $type === 'success' ? theme.colors.success : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 6px 24px rgba(0, 0, 0, 0.15);
  padding: 12px 14px;
  touch-action: pan-y;
  transition: transform 0.15s, opacity 0.15s;
`;

function ToastItem({ t }: { t: Toast }) {
  const start = useRef<number | null>(null);
  const node = useRef<HTMLDivElement>(null);
  const onDown = (e: ReactPointerEvent) => {
    start.current = e.clientX;
  };
  const onMove = (e: ReactPointerEvent) => {
    if (start.current === null || !node.current) return;
    const dx = Math.max(0, e.clientX - start.current);
    node.current.style.transform = `translateX(${dx}px)`;
  };
  const onUp = (e: ReactPointerEvent) => {
    if (start.current === null) return;
    const dx = e.clientX - start.current;
    start.current = null;
    if (dx > SWIPE) toast.dismiss(t.id);
    else if (node.current) node.current.style.transform = '';
  };
  return (
    <Item
      ref={node}
      $type={t.type}
      {...t.ariaProps}
      role={t.type === 'error' ? 'alert' : 'status'}
      aria-hidden={t.visible ? undefined : true}
      data-toast-type={t.type}
      onPointerDown={onDown}
      onPointerMove={onMove}
      onPointerUp={onUp}
      style={{ opacity: t.visible ? 1 : 0 }}
    >
      {resolveValue(t.message, t)}
    </Item>
  );
}

/** The toast region; render once near the app root. */
export function AppToaster() {
  const { toasts, handlers } = useToaster({ duration: 4000 });
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    // Keep at most 3 visible: dismiss the oldest beyond that.
    const visible = toasts.filter((t) => t.visible).sort((a, b) => b.createdAt - a.createdAt);
    visible.slice(MAX_VISIBLE).forEach((t) => toast.dismiss(t.id));
  }, [toasts]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && (e.key === 't' || e.key === 'T' || e.code === 'KeyT')) {
        e.preventDefault();
        region.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Region
      ref={region}
      tabIndex={-1}
      aria-label="Notificaciones alt+T"
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
    >
      {toasts.slice(0, MAX_VISIBLE + 2).map((t) => (
        <ToastItem key={t.id} t={t} />
      ))}
    </Region>
  );
}
