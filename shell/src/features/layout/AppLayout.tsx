import { Moon, PanelLeft, Sun } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from 'shared/auth';
import { useThemeMode } from 'shared/theme';
import { IconButton } from 'shared/ui';
import { GlobalSearch } from '../search/GlobalSearch';
import { UserMenu } from '../user-menu/UserMenu';
import { visibleMenu } from './menu';
import { MobileSheet, SIDEBAR_WIDTH, SIDEBAR_WIDTH_COLLAPSED, SidebarNav } from './Sidebar';
import { useSidebar } from './use-sidebar';

/**
 * The signed-in frame of spec.md section 2 "Layout": a collapsible sidebar (16rem / 3rem, an 18rem
 * off-canvas sheet under 768 px, Ctrl/Cmd+B, state in the `sidebar_state` cookie), a header with the
 * sidebar toggle, the dark/light switch and the user menu, the global search, and the current route's
 * screen through react-router's <Outlet/>.
 */
export function AppLayout() {
  const { user } = useAuth();
  const { mode, toggle: toggleTheme } = useThemeMode();
  const sidebar = useSidebar();
  const { setOpenMobile } = sidebar;
  const menu = useMemo(() => visibleMenu(user?.permissions), [user?.permissions]);
  const closeSheet = useCallback(() => setOpenMobile(false), [setOpenMobile]);

  const collapsed = !sidebar.open;
  const sidebarWidth = sidebar.isMobile ? '0px' : collapsed ? SIDEBAR_WIDTH_COLLAPSED : SIDEBAR_WIDTH;

  return (
    <Frame>
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
        <Main id="contenido">
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

  @media (max-width: 767px) {
    padding: 1rem 1rem 4.5rem;
  }
`;
