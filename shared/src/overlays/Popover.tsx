import type { DOMAttributes, ReactElement, ReactNode } from 'react';
import { Dialog as AriaDialog, DialogTrigger, Heading, Popover as AriaPopover, Pressable } from 'react-aria-components';
import styled from 'styled-components';
import { OverlayLocale } from './locale';
import { fadeInOut, floatingSurface, Z_POPOVER } from './styles';

/**
 * React Aria types the child of Pressable as a DOM element; a component that forwards its ref and
 * props to one (the kit's Button) works the same at run time.
 */
type HostElement = ReactElement<DOMAttributes<HTMLElement>, string>;

/** Props of {@link Popover}. */
export interface PopoverProps {
  /**
   * The element that opens it: a kit Button (or any element that forwards its ref to a focusable
   * DOM element); it gets aria-expanded and the press handling.
   */
  trigger: ReactElement;
  /** Visible title of the panel; it names it. Without one, pass `aria-label`. */
  title?: ReactNode;
  /** Name of the panel for screen readers when it has no `title`. */
  'aria-label'?: string;
  /** The panel's content, or a function of `close` (a button inside that closes it). */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Where the panel opens, relative to the trigger ('bottom start' by default). */
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end' | 'bottom' | 'top';
}

/**
 * A non-modal panel anchored to a button (docs/arquitectura.md, "Kit de UI: overlays"), on React
 * Aria's DialogTrigger, Popover and Dialog: role="dialog" named by its title. Pressing the trigger
 * opens it and moves the focus inside; Escape or a click outside close it and the focus goes back to
 * the trigger.
 */
export function Popover({ trigger, title, 'aria-label': ariaLabel, children, placement = 'bottom start' }: PopoverProps) {
  return (
    <OverlayLocale>
      <DialogTrigger>
        <Pressable>{trigger as HostElement}</Pressable>
        <Panel placement={placement} offset={6}>
          <Content aria-label={title ? undefined : ariaLabel}>
            {({ close }) => (
              <>
                {title ? (
                  <Heading slot="title" level={2}>
                    {title}
                  </Heading>
                ) : null}
                {typeof children === 'function' ? children(close) : children}
              </>
            )}
          </Content>
        </Panel>
      </DialogTrigger>
    </OverlayLocale>
  );
}

const Panel = styled(AriaPopover)`
  ${floatingSurface}
  ${fadeInOut}
  z-index: ${Z_POPOVER};
  max-width: min(24rem, calc(100vw - 16px));
  overflow: auto;
`;

const Content = styled(AriaDialog)`
  padding: 12px 14px;
  outline: none;
  h2 { margin: 0 0 8px; font-size: 15px; }
`;
