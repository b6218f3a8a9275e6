import { Bug, ChevronDown, KeyRound, LogOut } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useAuth } from 'shared/auth';
import { MenuButton, type MenuSection } from 'shared/overlays';
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
 * Header user menu (docs/arquitectura.md): the shared MenuButton (shared/overlays) on a button with
 * the user's initials and name. The menu opens with the user's name, role name and e-mail at the top
 * (they also name that block for screen readers) and the actions 'Cambiar Contraseña' (dialog),
 * 'Reportar un problema' (window.__APP_CONFIG__.reportProblemUrl in a new tab, noopener; disabled with
 * 'Enlace no configurado' when there is none) and 'Cerrar sesión' (logout()). Renders nothing without a
 * signed-in user. Keyboard as in every kit menu: arrows move, Enter runs, Escape closes and returns focus.
 */
export function UserMenu() {
  const { user, logout } = useAuth();
  const [passwordOpen, setPasswordOpen] = useState(false);

  if (!user) return null;

  const reportUrl = reportProblemUrl();
  const sections: MenuSection[] = [
    {
      id: 'cuenta',
      header: (
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
      ),
      items: [
        {
          id: 'cambiar-contrasena',
          label: 'Cambiar Contraseña',
          icon: <KeyRound size={16} />,
          onAction: () => setPasswordOpen(true),
        },
        {
          id: 'reportar-problema',
          label: 'Reportar un problema',
          icon: <Bug size={16} />,
          isDisabled: !reportUrl,
          description: reportUrl ? undefined : 'Enlace no configurado',
          onAction: () => {
            if (reportUrl) window.open(reportUrl, '_blank', 'noopener,noreferrer');
          },
        },
      ],
    },
    {
      id: 'sesion',
      'aria-label': 'Sesión',
      items: [{ id: 'cerrar-sesion', label: 'Cerrar sesión', icon: <LogOut size={16} />, onAction: () => void logout() }],
    },
  ];

  return (
    <>
      <MenuButton
        sections={sections}
        trigger={
          // Named by its content ('Menú de usuario: <name>'), not aria-label: the visible name stays part of
          // the accessible name (axe label-content-name-mismatch). The menu takes the same name.
          <>
            <Avatar aria-hidden="true">{initials(user.name)}</Avatar>
            <VisuallyHidden>Menú de usuario: </VisuallyHidden>
            <TriggerName>{user.name}</TriggerName>
            <ChevronDown size={16} aria-hidden="true" />
          </>
        }
      />
      <ChangePasswordDialog open={passwordOpen} userId={user.id} onClose={() => setPasswordOpen(false)} />
    </>
  );
}

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

const Identity = styled.div`
  display: flex;
  gap: 0.65rem;
  align-items: center;
`;

const Name = styled.div`
  font-weight: 600;
`;

const Muted = styled.div`
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
  word-break: break-all;
`;

