import { Bug, ChevronDown, KeyRound, LogOut } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useAuth } from 'shared/auth';
import { visuallyHidden } from 'shared/ui';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/** The external 'Reportar un problema' form, from the shell's runtime config (config.json). */
export function reportProblemUrl(): string | undefined {
  const cfg = (window as unknown as { __APP_CONFIG__?: { reportProblemUrl?: unknown } }).__APP_CONFIG__;
  return typeof cfg?.reportProblemUrl === 'string' && cfg.reportProblemUrl ? cfg.reportProblemUrl : undefined;
}

/** Initials for the avatar: first letters of the first two words of the name. */
function initials(name: string): string {
  return (
    name
      .trim()
      .split(/\s+/)
      .slice(0, 2)
      .map((w) => w.charAt(0).toLocaleUpperCase('es-AR'))
      .join('') || '?'
  );
}

/**
 * Header user menu (docs/arquitectura.md): a button with the user's initials opens a menu with
 * name, role name and e-mail, and the actions 'Cambiar Contraseña' (dialog), 'Reportar un problema'
 * (window.__APP_CONFIG__.reportProblemUrl in a new tab, noopener) and 'Cerrar sesión' (logout()).
 * Renders nothing without a signed-in user. Keyboard: arrows move, Escape closes and returns focus.
 */
export function UserMenu() {
  const { user, logout } = useAuth();
  const [open, setOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // Outside click closes the menu.
  useEffect(() => {
    if (!open) return undefined;
    const onDown = (e: MouseEvent) => {
      const target = e.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  // Opening focuses the first action.
  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus();
  }, [open]);

  if (!user) return null;

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      list[(current + step + list.length) % list.length]?.focus();
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      list[e.key === 'Home' ? 0 : list.length - 1]?.focus();
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  const reportUrl = reportProblemUrl();

  return (
    <Wrapper>
      <Trigger
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        {/* Named by its content ('Menú de usuario: <name>'), not aria-label: the visible name stays part of
            the accessible name (axe label-content-name-mismatch). */}
        <Avatar aria-hidden="true">{initials(user.name)}</Avatar>
        <VisuallyHidden>Menú de usuario: </VisuallyHidden>
        <TriggerName>{user.name}</TriggerName>
        <ChevronDown size={16} aria-hidden="true" />
      </Trigger>

      {open && (
        <Menu ref={menuRef} id={menuId} role="menu" aria-label="Menú de usuario" onKeyDown={onMenuKey}>
          <Identity>
            <Avatar aria-hidden="true" $large>
              {initials(user.name)}
            </Avatar>
            <div>
              <Name>{user.name}</Name>
              <Muted>{user.roleName}</Muted>
              <Muted>{user.email}</Muted>
            </div>
          </Identity>
          <Separator role="separator" />
          <MenuItem
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={() => {
              setOpen(false);
              setPasswordOpen(true);
            }}
          >
            <KeyRound size={16} aria-hidden="true" />
            Cambiar Contraseña
          </MenuItem>
          <MenuItem
            type="button"
            role="menuitem"
            tabIndex={-1}
            aria-disabled={reportUrl ? undefined : true}
            title={reportUrl ? undefined : 'Enlace no configurado'}
            onClick={() => {
              if (!reportUrl) return;
              window.open(reportUrl, '_blank', 'noopener,noreferrer');
              close(true);
            }}
          >
            <Bug size={16} aria-hidden="true" />
            Reportar un problema
          </MenuItem>
          <Separator role="separator" />
          <MenuItem
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={() => {
              setOpen(false);
              void logout();
            }}
          >
            <LogOut size={16} aria-hidden="true" />
            Cerrar sesión
          </MenuItem>
        </Menu>
      )}

      <ChangePasswordDialog open={passwordOpen} userId={user.id} onClose={() => setPasswordOpen(false)} />
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  height: 2.25rem;
  padding: 0 0.5rem 0 0.25rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.hover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

const TriggerName = styled.span`
  font-size: 0.9rem;
  max-width: 12rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  /* Hidden on small screens but still part of the button's accessible name. */
  @media (max-width: 767px) {
    ${visuallyHidden}
  }
`;

const Avatar = styled.span<{ $large?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $large }) => ($large ? '2.5rem' : '1.85rem')};
  height: ${({ $large }) => ($large ? '2.5rem' : '1.85rem')};
  border-radius: 50%;
  font-size: ${({ $large }) => ($large ? '0.95rem' : '0.75rem')};
  font-weight: 600;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const Menu = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 0.35rem);
  z-index: 60;
  min-width: 16rem;
  padding: 0.35rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.15);
`;

const Identity = styled.div`
  display: flex;
  gap: 0.65rem;
  align-items: center;
  padding: 0.5rem;
`;

const Name = styled.div`
  font-weight: 600;
`;

const Muted = styled.div`
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
  word-break: break-all;
`;

const Separator = styled.div`
  height: 1px;
  margin: 0.3rem 0;
  background: ${({ theme }) => theme.colors.border};
`;

const MenuItem = styled.button`
  display: flex;
  align-items: center;
  gap: 0.55rem;
  width: 100%;
  padding: 0.5rem;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 0.9rem;
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.hover};
    outline: none;
  }
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
