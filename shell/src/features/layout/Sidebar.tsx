import { useEffect, useId, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { visuallyHidden } from 'shared/ui';
import { ModuleVersions } from '../../remotes/ModuleVersions';
import { Logo } from '../auth/Logo';
import { isItemActive, menuItems, type MenuGroup, type MenuItem } from './menu';

/** Version label of the sidebar footer (docs/arquitectura.md). */
export const APP_VERSION = '1.0.0';
/** Sidebar widths of docs/arquitectura.md. */
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_COLLAPSED = '3rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';

/** Props of {@link SidebarNav}. */
interface SidebarNavProps {
  menu: MenuGroup[];
  /** Icons only, labels in tooltips (desktop collapsed state). */
  collapsed: boolean;
  /** Called after a link is followed (closes the mobile sheet). */
  onNavigate?: () => void;
}

/** Where the collapsed-sidebar tooltip is drawn (viewport px) and what it says. */
interface TooltipState {
  label: string;
  top: number;
  left: number;
}

/**
 * The sidebar content: logo, the permitted groups of docs/permisos.md, and the version
 * footer. Collapsed, every link keeps its accessible name and shows a tooltip without delay
 * (docs/arquitectura.md). The tooltip is fixed-positioned so the icon column can still scroll on short
 * screens without clipping it.
 */
export function SidebarNav({ menu, collapsed, onNavigate }: SidebarNavProps) {
  const { pathname } = useLocation();
  const all = menuItems(menu);
  const baseId = useId();
  const [tip, setTip] = useState<TooltipState | null>(null);

  useEffect(() => {
    if (!collapsed) setTip(null);
  }, [collapsed]);

  const showTip = (label: string) => (e: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>) => {
    if (!collapsed) return;
    const r = e.currentTarget.getBoundingClientRect();
    setTip({ label, top: r.top + r.height / 2, left: r.right + 8 });
  };
  const hideTip = () => setTip(null);

  const renderItem = (item: MenuItem) => {
    const Icon = item.icon;
    const active = isItemActive(pathname, item.to, all);
    return (
      <li key={item.to}>
        <ItemLink
          to={item.to}
          onClick={() => {
            hideTip();
            onNavigate?.();
          }}
          onMouseEnter={showTip(item.label)}
          onMouseLeave={hideTip}
          onFocus={showTip(item.label)}
          onBlur={hideTip}
          aria-current={active ? 'page' : undefined}
          $active={active}
          $collapsed={collapsed}
          data-tooltip={collapsed ? item.label : undefined}
        >
          <Icon size={18} aria-hidden="true" strokeWidth={2} />
          <ItemLabel $collapsed={collapsed}>{item.label}</ItemLabel>
        </ItemLink>
      </li>
    );
  };

  return (
    <NavBox aria-label="Menú principal" $collapsed={collapsed}>
      <Brand $collapsed={collapsed}>
        <Logo size={28} title="" />
        {!collapsed && <BrandName>Back-office</BrandName>}
      </Brand>
      <Groups onScroll={hideTip}>
        {menu.map((group, gi) => {
          const headingId = `${baseId}-g${gi}`;
          return (
            <Group key={group.label ?? `g${gi}`} aria-labelledby={group.label ? headingId : undefined} role="group">
              {group.label && (
                <GroupLabel id={headingId} $collapsed={collapsed}>
                  {group.label}
                </GroupLabel>
              )}
              {group.sections.map((section, si) => (
                <div key={section.heading ?? `s${si}`}>
                  {section.heading && <SectionLabel $collapsed={collapsed}>{section.heading}</SectionLabel>}
                  <ItemList>{section.items.map(renderItem)}</ItemList>
                </div>
              ))}
            </Group>
          );
        })}
      </Groups>
      {tip && (
        <Tooltip aria-hidden="true" data-testid="sidebar-tooltip" style={{ top: tip.top, left: tip.left }}>
          {tip.label}
        </Tooltip>
      )}
      <Footer $collapsed={collapsed}>
        <ModuleVersions>
          <VisuallyHiddenWhen $hide={collapsed}>Versión </VisuallyHiddenWhen>
          <span>{APP_VERSION}</span>
        </ModuleVersions>
      </Footer>
    </NavBox>
  );
}

/** Props of {@link MobileSheet}. */
interface MobileSheetProps {
  open: boolean;
  onClose: () => void;
  menu: MenuGroup[];
}

/** Off-canvas sheet (18rem) with a backdrop for viewports under 768 px; Escape or the backdrop closes it. */
export function MobileSheet({ open, onClose, menu }: MobileSheetProps) {
  const sheetRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) sheetRef.current?.focus();
  }, [open]);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <>
      <Backdrop data-testid="sidebar-backdrop" onClick={onClose} aria-hidden="true" />
      <Sheet ref={sheetRef} tabIndex={-1} role="dialog" aria-modal="true" aria-label="Menú lateral">
        <SidebarNav menu={menu} collapsed={false} onNavigate={onClose} />
      </Sheet>
    </>
  );
}

const VisuallyHiddenWhen = styled.span<{ $hide: boolean }>`
  ${({ $hide }) => ($hide ? visuallyHidden : '')}
`;

const NavBox = styled.nav<{ $collapsed: boolean }>`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  background: ${({ theme }) => theme.colors.sidebar};
  color: ${({ theme }) => theme.colors.text};
`;

const Brand = styled.div<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  height: 3.5rem;
  padding: ${({ $collapsed }) => ($collapsed ? '0' : '0 1rem')};
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-start')};
  color: ${({ theme }) => theme.colors.primary};
  flex-shrink: 0;
`;

const BrandName = styled.span`
  font-weight: 700;
  font-size: 1rem;
  color: ${({ theme }) => theme.colors.text};
`;

const Groups = styled.div`
  flex: 1;
  min-height: 0;
  overflow-x: hidden;
  overflow-y: auto;
  padding: 0.25rem 0 1rem;
`;

/** Label beside a collapsed item, shown at once on hover or keyboard focus. */
const Tooltip = styled.div`
  position: fixed;
  z-index: 50;
  transform: translateY(-50%);
  padding: 0.3rem 0.55rem;
  border-radius: 6px;
  white-space: nowrap;
  font-size: 0.8rem;
  font-weight: 500;
  pointer-events: none;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.background};
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.2);
`;

const Group = styled.div`
  padding: 0.25rem 0.5rem;
`;

const GroupLabel = styled.div<{ $collapsed: boolean }>`
  padding: 0.5rem 0.5rem 0.25rem;
  font-size: 0.7rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ $collapsed }) => ($collapsed ? visuallyHidden : '')}
`;

const SectionLabel = styled.div<{ $collapsed: boolean }>`
  padding: 0.35rem 0.5rem 0.15rem;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ $collapsed }) => ($collapsed ? visuallyHidden : '')}
`;

const ItemList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const ItemLabel = styled.span<{ $collapsed: boolean }>`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${({ $collapsed }) => ($collapsed ? visuallyHidden : '')}
`;

const ItemLink = styled(Link)<{ $active: boolean; $collapsed: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: 0.6rem;
  height: 2.1rem;
  padding: ${({ $collapsed }) => ($collapsed ? '0' : '0 0.6rem')};
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-start')};
  border-radius: ${({ theme }) => theme.radius};
  font-size: 0.9rem;
  text-decoration: none;
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.text)};
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : 'transparent')};
  font-weight: ${({ $active }) => ($active ? 600 : 400)};

  &:hover {
    background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : theme.colors.hover)};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const Footer = styled.div<{ $collapsed: boolean }>`
  flex-shrink: 0;
  padding: 0.75rem ${({ $collapsed }) => ($collapsed ? '0' : '1rem')};
  text-align: ${({ $collapsed }) => ($collapsed ? 'center' : 'left')};
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: rgba(0, 0, 0, 0.45);
`;

const Sheet = styled.div`
  outline: none;
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: 41;
  width: ${SIDEBAR_WIDTH_MOBILE};
  max-width: 85vw;
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.3);
  border-right: 1px solid ${({ theme }) => theme.colors.border};
`;
