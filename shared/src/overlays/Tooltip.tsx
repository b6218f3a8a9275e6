import type { DOMAttributes, ReactElement, ReactNode } from 'react';
import { Focusable, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import styled from 'styled-components';
import { OverlayLocale } from './locale';
import { fadeInOut, Z_POPOVER } from './styles';

/**
 * React Aria types the child of Focusable as a DOM element; a component that forwards its ref and
 * props to one (the kit's Button) works the same at run time.
 */
type HostElement = ReactElement<DOMAttributes<HTMLElement>, string>;

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The text shown; it becomes the trigger's accessible description while visible. */
  content: ReactNode;
  /**
   * The element it describes: a kit Button or IconButton (any element that forwards its ref to a
   * focusable DOM element). Its accessible name stays its own (e.g. an IconButton's aria-label).
   */
  children: ReactElement;
  /** Side of the trigger ('top' by default); it flips when there is no room. */
  placement?: 'top' | 'bottom' | 'start' | 'end';
  /** Wait before showing it on hover, in ms (500 by default); keyboard focus shows it at once. */
  delay?: number;
}

/**
 * A short text that describes a control (docs/arquitectura.md, "Kit de UI: overlays"), on React Aria's
 * TooltipTrigger and Tooltip: role="tooltip", shown on hover after `delay` and at once on keyboard
 * focus, hidden on Escape, blur or leaving. Not for essential information (touch users may never see
 * it): the trigger keeps its own name.
 */
export function Tooltip({ content, children, placement = 'top', delay = 500 }: TooltipProps) {
  return (
    <OverlayLocale>
      <TooltipTrigger delay={delay} closeDelay={100}>
        <Focusable>{children as HostElement}</Focusable>
        <Bubble placement={placement} offset={6}>
          {content}
        </Bubble>
      </TooltipTrigger>
    </OverlayLocale>
  );
}

const Bubble = styled(AriaTooltip)`
  ${fadeInOut}
  z-index: ${Z_POPOVER};
  max-width: 18rem;
  padding: 4px 8px;
  border-radius: 6px;
  font-size: 12px;
  line-height: 1.4;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 4px 14px rgba(0, 0, 0, 0.2);
  pointer-events: none;
`;
