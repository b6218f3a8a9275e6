import { QueryClientProvider } from '@tanstack/react-query';
import { Moon, PanelLeft, Sun } from 'lucide-react';
import { useCallback, useMemo, useRef, type MouseEvent } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from 'shared/auth';
import { createQueryClient } from 'shared/query';
import { useThemeMode } from 'shared/theme';
import { IconButton } from 'shared/ui';
import { GlobalSearch } from '../search/GlobalSearch';
import { UserMenu } from '../user-menu/UserMenu';
import { visibleMenu } from './menu';
import { MobileSheet, SIDEBAR_WIDTH, SIDEBAR_WIDTH_COLLAPSED, SidebarNav } from './Sidebar';
import { useRouteFocus } from './use-route-focus';
import { useSidebar } from './use-sidebar';

/** Id of the layout's <main>, target of the skip link. */
export const MAIN_ID = 'contenido';

/**
 * The signed-in frame of docs/arquitectura.md: a collapsible sidebar (16rem / 3rem, an 18rem
 * off-canvas sheet under 768 px, Ctrl/Cmd+B, state in the `sidebar_state` cookie), a header with the
 * sidebar toggle, the dark/light switch and the user menu, the global search, and the current route's
 * screen through react-router's <Outlet/> inside `<main id="contenido">`. The first focusable element
 * is the 'Saltar al contenido' link to that main; after each navigation focus moves to the new
 * page's h1 (see useRouteFocus). The sidebar shows the items the user can open (docs/permisos.md).
 *
 * It also holds the react-query cache of the session: the login page loads neither (docs/rendimiento.md),
 * and signing out unmounts the layout, so the next user starts with an empty cache.
 */
export function AppLayout() {
  const queryClient = useMemo(() => createQueryClient(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInFrame />
    </QueryClientProvider>
  );
}

function SignedInFrame() {
  const { user } = useAuth();
  const { mode, toggle: toggleTheme } = useThemeMode();
  const sidebar = useSidebar();
  const { setOpenMobile } = sidebar;
  const menu = useMemo(() => visibleMenu(user?.permissions), [user?.permissions]);
  const closeSheet = useCallback(() => setOpenMobile(false), [setOpenMobile]);
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef);

  // Focus main ourselves: following the bare '#contenido' would add a hash to the router's URL.
  const skipToContent = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    mainRef.current?.focus();
  };

  const collapsed = !sidebar.open;
  const sidebarWidth = sidebar.isMobile ? '0px' : collapsed ? SIDEBAR_WIDTH_COLLAPSED : SIDEBAR_WIDTH;

  return (
    <Frame>
      <SkipLink href={`#${MAIN_ID}`} onClick={skipToContent}>
        Saltar al contenido
      </SkipLink>
      {!sidebar.isMobile && (
        <DesktopSidebar style={{ width: sidebarWidth }} data-state={collapsed ? 'collapsed' : 'expanded'}>
          <SidebarNav menu={menu} collapsed={collapsed} />
        </DesktopSidebar>
      )}
      {sidebar.isMobile && <MobileSheet open={sidebar.openMobile} onClose={closeSheet} menu={menu} />}

      <Column style={{ marginLeft: sidebarWidth }}>
        <Header>
          <IconButton
            aria-label="Alternar menú lateral"
            aria-expanded={sidebar.isMobile ? sidebar.openMobile : sidebar.open}
            aria-keyshortcuts="Control+B Meta+B"
            onClick={sidebar.toggle}
          >
            <PanelLeft size={18} aria-hidden="true" />
          </IconButton>
          <IconButton aria-label="Cambiar tema" title={mode === 'dark' ? 'Tema claro' : 'Tema oscuro'} onClick={toggleTheme}>
            {mode === 'dark' ? <Sun size={18} aria-hidden="true" /> : <Moon size={18} aria-hidden="true" />}
          </IconButton>
          <Spacer />
          <UserMenu />
        </Header>
        <Main id={MAIN_ID} ref={mainRef} tabIndex={-1}>
          <Outlet />
        </Main>
      </Column>

      <GlobalSearch buttonLeft={`calc(${sidebarWidth} + 1rem)`} />
    </Frame>
  );
}

const Frame = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

/** Off-screen until focused, then shown over the header's top-left corner. */
const SkipLink = styled.a`
  position: fixed;
  top: 0.5rem;
  left: 0.5rem;
  z-index: 100;
  padding: 0.6rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  box-shadow: ${({ theme }) => theme.shadow};
  font-weight: 600;
  text-decoration: none;
  transform: translateY(calc(-100% - 1rem));

  &:focus {
    transform: none;
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: no-preference) {
    transition: transform 0.15s ease;
  }
`;

const DesktopSidebar = styled.aside`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: 20;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  transition: width 0.2s ease;
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-width: 0;
  transition: margin-left 0.2s ease;
`;

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: 0.25rem;
  height: 3.5rem;
  padding: 0 1rem 0 0.5rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Spacer = styled.div`
  flex: 1;
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  /* Room at the bottom so the floating 'Buscar' button never hides the last row. */
  padding: 1.5rem 1.5rem 4.5rem;

  /* Focused only from the skip link or after a navigation, never by Tab: no ring on the whole page. */
  &:focus,
  & h1[tabindex='-1']:focus {
    outline: none;
  }

  @media (max-width: 767px) {
    padding: 1rem 1rem 4.5rem;
  }
`;
