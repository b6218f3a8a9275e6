import { useEffect, useRef, useState } from 'react';

/** Rows drawn at once; the rest follow in steps of this size so a long report never freezes the page. */
export const FILAS_POR_TANDA = 500;
/**
 * How far below the visible part of the page the end of the drawn rows may be for the next step to
 * be drawn (CSS length of IntersectionObserver's rootMargin): rows are on screen before the user
 * scrolls to them.
 */
export const MARGEN_DIBUJO = '1500px';

/**
 * The progressive drawing of the /reportes tables (docs/reportes.md «Resultados»): of `total` rows,
 * the first {@link FILAS_POR_TANDA} at once and the rest in steps of as many while the end of the
 * drawn rows (the element `fin` is put on, rendered only while `faltan`) is within
 * {@link MARGEN_DIBUJO} of the visible part of the page — all of them, one step after another,
 * where IntersectionObserver does not exist. `pausada` holds the next steps back (while the Excel
 * file is built). Returns how many rows to draw.
 */
export function useDibujoProgresivo(total: number, pausada: boolean) {
  const [dibujadas, setDibujadas] = useState(() => Math.min(total, FILAS_POR_TANDA));
  // Whether the end of the drawn rows is near the visible part of the page (always, without IntersectionObserver).
  const [cercaDelFin, setCercaDelFin] = useState(() => typeof IntersectionObserver === 'undefined');
  const fin = useRef<HTMLDivElement>(null);
  const faltan = dibujadas < total;

  useEffect(() => {
    const el = fin.current;
    if (!faltan || !el || typeof IntersectionObserver === 'undefined') return;
    const observador = new IntersectionObserver((entradas) => setCercaDelFin(entradas.some((e) => e.isIntersecting)), {
      rootMargin: `0px 0px ${MARGEN_DIBUJO} 0px`,
    });
    observador.observe(el);
    return () => observador.disconnect();
  }, [faltan]);

  useEffect(() => {
    if (!faltan || !cercaDelFin || pausada) return;
    const t = setTimeout(() => setDibujadas((n) => Math.min(total, n + FILAS_POR_TANDA)), 0);
    return () => clearTimeout(t);
  }, [dibujadas, faltan, cercaDelFin, total, pausada]);

  return { dibujadas, faltan, fin };
}
