/** Props of {@link Logo}. */
export interface LogoProps {
  /** Height and width in px; 48 by default. */
  size?: number;
  /** Accessible name; pass `''` when a visible title already names the app. */
  title?: string;
  className?: string;
}

/**
 * The product's mark: a box of supplies on a rounded tile, drawn in `currentColor` so it follows the
 * theme. Used by the sign-in card, the sidebar and the frame's full-screen session check
 * (docs/permisos.md).
 */
export function Logo({ size = 48, title = 'Back-office de insumos y distribución', className }: LogoProps) {
  const decorative = title === '';
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 48 48"
      fill="none"
      role={decorative ? undefined : 'img'}
      aria-hidden={decorative ? true : undefined}
      aria-label={decorative ? undefined : title}
      focusable="false"
    >
      <rect x="2" y="2" width="44" height="44" rx="11" fill="currentColor" opacity="0.12" />
      <path
        d="M24 10 37 16.5v15L24 38l-13-6.5v-15L24 10Z"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M11 16.5 24 23l13-6.5M24 23v15" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="m17.5 13.2 13 6.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
