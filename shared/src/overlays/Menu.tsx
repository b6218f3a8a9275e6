import { Fragment, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger,
  Popover as AriaPopover,
  RouterProvider,
  Separator,
  Text,
} from 'react-aria-components';
import { useHref, useInRouterContext, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { OverlayLocale } from './locale';
import { fadeInOut, floatingSurface, itemRow, Z_POPOVER } from './styles';

/** One action of a {@link MenuButton}: it runs `onAction` or follows `href`. */
export interface MenuAction {
  /** Unique within the menu. */
  id: string;
  /** Visible text; it names the menu item. */
  label: string;
  /** Decorative icon before the label. */
  icon?: ReactNode;
  onAction?: () => void;
  /** An app path (client-side navigation inside the router) or an external URL. */
  href?: string;
  /** With `href`: '_blank' opens a new tab (rel="noopener noreferrer" is added). */
  target?: '_blank';
  /** Destructive action: drawn in the danger colour. */
  danger?: boolean;
  /** Shown but not selectable. */
  isDisabled?: boolean;
  /** Second, muted line; read as the item's description (e.g. why it is disabled). */
  description?: string;
}

/** A block of actions, separated from the previous block by a line. */
export interface MenuSection {
  /** Unique within the menu. */
  id: string;
  /** Content shown at the top of the block (not focusable); it also names the block. */
  header?: ReactNode;
  /** Name of the block for screen readers when it has no header. */
  'aria-label'?: string;
  items: MenuAction[];
}

/** Props of {@link MenuButton}. */
export interface MenuButtonProps {
  /** Content of the button that opens the menu; its text names the button and the menu. */
  trigger: ReactNode;
  /** Accessible name of the button (and so of the menu) when its content has no text: an icon only. */
  triggerLabel?: string;
  /** The actions, in one block... */
  items?: MenuAction[];
  /** ...or in blocks separated by lines. */
  sections?: MenuSection[];
  /** Where the menu opens, relative to the button ('bottom end' by default: right-aligned). */
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
}

/**
 * A button that opens a menu of actions (docs/arquitectura.md, "Kit de UI: overlays"), on React
 * Aria's MenuTrigger, Menu and Popover: the user menu of the header, and row action menus. As in the
 * WAI-ARIA menu button pattern the menu is named by its button. Enter, Space or ArrowDown open it
 * on the first item (a click opens it on the menu); the arrows, Home and End move; Enter runs an
 * action; Escape, Tab or a click outside close it and the focus goes back to the button. Items with
 * `href` navigate with react-router when inside a router.
 */
export function MenuButton({ trigger, triggerLabel, items, sections, placement = 'bottom end' }: MenuButtonProps) {
  const blocks: MenuSection[] = sections ?? [{ id: 'acciones', items: items ?? [] }];
  return (
    <OverlayLocale>
      <WithRouter>
        <MenuTrigger>
          <Trigger aria-label={triggerLabel}>{trigger}</Trigger>
          <MenuPopover placement={placement} offset={6}>
            <MenuList>
              {blocks.map((block, index) => (
                <Fragment key={block.id}>
                  {index > 0 ? <Line /> : null}
                  <AriaMenuSection id={block.id} aria-label={block['aria-label']}>
                    {block.header ? <BlockHeader>{block.header}</BlockHeader> : null}
                    {block.items.map((item) => (
                      <Item
                        key={item.id}
                        id={item.id}
                        textValue={item.label}
                        onAction={item.onAction}
                        href={item.href}
                        target={item.target}
                        rel={item.target === '_blank' ? 'noopener noreferrer' : undefined}
                        isDisabled={item.isDisabled}
                        data-danger={item.danger || undefined}
                      >
                        {item.icon ? <ItemIcon aria-hidden="true">{item.icon}</ItemIcon> : null}
                        <ItemText>
                          <Text slot="label">{item.label}</Text>
                          {item.description ? <ItemDescription slot="description">{item.description}</ItemDescription> : null}
                        </ItemText>
                      </Item>
                    ))}
                  </AriaMenuSection>
                </Fragment>
              ))}
            </MenuList>
          </MenuPopover>
        </MenuTrigger>
      </WithRouter>
    </OverlayLocale>
  );
}

/** Lets React Aria links (menu items with `href`) navigate through react-router, when there is one. */
function WithRouter({ children }: { children: ReactNode }) {
  return useInRouterContext() ? <RouterBridge>{children}</RouterBridge> : <>{children}</>;
}

function RouterBridge({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}

const Trigger = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.25rem;
  padding: 0 0.5rem 0 0.25rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  outline: none;
  &[data-hovered],
  &[data-pressed] {
    background: ${({ theme }) => theme.colors.hover};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const MenuPopover = styled(AriaPopover)`
  ${floatingSurface}
  ${fadeInOut}
  z-index: ${Z_POPOVER};
  min-width: 16rem;
  max-width: min(22rem, calc(100vw - 16px));
  overflow: auto;
`;

const MenuList = styled(AriaMenu)`
  padding: 0.35rem;
  outline: none;
` as typeof AriaMenu;

const BlockHeader = styled(Header)`
  padding: 0.5rem;
`;

const Line = styled(Separator)`
  height: 1px;
  margin: 0.3rem 0;
  border: 0;
  background: ${({ theme }) => theme.colors.border};
`;

const Item = styled(AriaMenuItem)`
  ${itemRow}
  font-size: 0.9rem;
  text-decoration: none;
  &[data-danger] {
    color: ${({ theme }) => theme.colors.danger};
  }
  &[data-danger][data-focused] {
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
` as typeof AriaMenuItem;

const ItemIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
`;

const ItemText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const ItemDescription = styled(Text)`
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
