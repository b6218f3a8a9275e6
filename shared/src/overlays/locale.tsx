import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

/** Locale of every overlay: React Aria's own texts (hidden 'Descartar' buttons, option counts) in Spanish. */
export const OVERLAY_LOCALE = 'es-AR';

/**
 * Gives React Aria the es-AR locale (docs/textos.md: everything the user hears is in Spanish), so the
 * texts React Aria adds for screen readers are not in the browser's language.
 */
export function OverlayLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale={OVERLAY_LOCALE}>{children}</I18nProvider>;
}
