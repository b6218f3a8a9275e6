import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styled from 'styled-components';
import { Button } from '../ui/Button';
import { OverlayLocale } from './locale';
import { fadeInOut, Z_MODAL } from './styles';

const Backdrop = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${Z_MODAL};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 8vh 16px 16px;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.overlay};
  ${fadeInOut}
`;
const Panel = styled(Modal)<{ $width: string }>`
  width: 100%;
  max-width: ${({ $width }) => $width};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.25);
`;
const Content = styled(AriaDialog)`
  outline: none;
  h2 { margin: 0; font-size: 17px; }
`;
const Head = styled.div`padding: 16px 18px 8px;`;
const Body = styled.div`padding: 8px 18px 16px;`;
const Foot = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  padding: 12px 18px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The first enabled form field of a dialog body: the one a form dialog opens on. */
const FIRST_FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** The opener of each open kit dialog, by its dialog element. */
const openers = new WeakMap<Element, HTMLElement | null>();

/**
 * Where the focus goes back when a dialog closes: the element that had it when the dialog opened;
 * when that was an item of a menu (which closes as the dialog opens), the button of that menu; when
 * it was another dialog itself (a loading dialog this one replaces), that dialog's opener.
 */
function openerOf(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  if (openers.has(active)) return openers.get(active) ?? null;
  const menu = active.closest('[role="menu"]');
  if (menu?.id) {
    const button = Array.from(document.querySelectorAll<HTMLElement>('[aria-controls]')).find((el) => el.getAttribute('aria-controls') === menu.id);
    if (button) return button;
  }
  return active;
}

/**
 * Gives the focus back to the dialog's opener (see openerOf) as soon as the dialog closes; React Aria
 * does it a frame later, and not to a menu button. Only when the focus was still in the dialog, never
 * taking it from where the user moved it.
 */
function useFocusBackOnClose(inside: RefObject<HTMLElement | null>) {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : openerOf(document.activeElement)));
  useLayoutEffect(() => {
    const dialog = inside.current?.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]') ?? null;
    if (dialog) openers.set(dialog, opener);
    return () => {
      const active = document.activeElement;
      const focusWasInside = !active || active === document.body || Boolean(dialog?.contains(active));
      if (opener?.isConnected && focusWasInside) opener.focus();
    };
  }, [inside, opener]);
}

/**
 * The body of a dialog. On opening it focuses the first form field, if there is one (a form dialog
 * opens ready to type); otherwise React Aria focuses the dialog itself and a screen reader reads
 * its title. On closing the focus goes back to where it was.
 */
function DialogBody({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusBackOnClose(ref);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  }, []);
  return (
    <Body ref={ref}>{children}</Body>
  );
}

/** Props of {@link Dialog} (the same as the kit's dialog always had). */
export interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** Called on Escape, a click outside the panel, or the caller's own close button. */
  onClose: () => void;
  children?: ReactNode;
  /** Buttons under a separator, aligned right. */
  footer?: ReactNode;
  /** Max width, e.g. '520px' (default). */
  width?: string;
}

/**
 * Modal dialog on React Aria Components (docs/arquitectura.md, "Kit de UI: overlays"): role="dialog"
 * named by its title (an h2), rendered in a portal over a backdrop. Escape or a click outside the panel
 * call `onClose`; Tab stays inside while it is open, and closing gives the focus back to where it was.
 * Opens on its first form field, or on the dialog itself when it has none.
 */
export function Dialog({ open, title, onClose, children, footer, width = '520px' }: DialogProps) {
  return (
    <OverlayLocale>
      <Backdrop isOpen={open} onOpenChange={(isOpen) => !isOpen && onClose()} isDismissable>
        <Panel $width={width}>
          <Content>
            <Head>
              <Heading slot="title" level={2}>
                {title}
              </Heading>
            </Head>
            <DialogBody>{children}</DialogBody>
            {footer ? <Foot>{footer}</Foot> : null}
          </Content>
        </Panel>
      </Backdrop>
    </OverlayLocale>
  );
}

/** Props of {@link ConfirmDialog} (the same as the kit's confirmation always had). */
export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
  /** Disables both buttons, Escape and the click outside while the confirmed action runs. */
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Yes/no confirmation ('Confirmar' / 'Cancelar' by default) as role="alertdialog", named by its
 * title and described by its message (docs/arquitectura.md, "Kit de UI: overlays"). It opens on
 * the cancel button, the harmless choice; Escape or a click outside cancel, except while `loading`.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  danger = false,
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <OverlayLocale>
      <Backdrop
        isOpen={open}
        onOpenChange={(isOpen) => !isOpen && !loading && onCancel()}
        isDismissable={!loading}
        isKeyboardDismissDisabled={loading}
      >
        <Panel $width="520px">
          <Content role="alertdialog" aria-describedby={messageId}>
            <Head>
              <Heading slot="title" level={2}>
                {title}
              </Heading>
            </Head>
            <Body id={messageId}>{message}</Body>
            <Foot>
              <CancelButton onPress={onCancel} disabled={loading}>
                {cancelLabel}
              </CancelButton>
              <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={loading}>
                {confirmLabel}
              </Button>
            </Foot>
          </Content>
        </Panel>
      </Backdrop>
    </OverlayLocale>
  );
}

/** The cancel button of a confirmation: focused when the dialog opens (and the focus goes back on closing). */
function CancelButton({ onPress, disabled, children }: { onPress: () => void; disabled: boolean; children: ReactNode }) {
  const ref = useRef<HTMLButtonElement>(null);
  useFocusBackOnClose(ref);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Button ref={ref} onClick={onPress} disabled={disabled}>
      {children}
    </Button>
  );
}

/** Props of {@link FormDialogFooter}. */
export interface FormDialogFooterProps {
  /** The id of the `<form>` inside the dialog that the primary button submits. */
  formId: string;
  /** The primary button's text (e.g. 'Registrar pago', or 'Registrando...' while pending). */
  submitLabel: ReactNode;
  /** While true the submit button shows its spinner and Cancelar is disabled. */
  pending: boolean;
  onCancel: () => void;
}

/**
 * The footer of a dialog holding a form (docs/arquitectura.md, "Kit de UI: overlays"): 'Cancelar'
 * (disabled while the form is being sent) and the primary submit button of the form `formId`.
 */
export function FormDialogFooter({ formId, submitLabel, pending, onCancel }: FormDialogFooterProps) {
  return (
    <>
      <Button onClick={onCancel} disabled={pending}>
        Cancelar
      </Button>
      <Button type="submit" form={formId} variant="primary" loading={pending}>
        {submitLabel}
      </Button>
    </>
  );
}
