/**
 * The benchmark's table (docs/rendimiento.md): each figure with its unit, its budget and whether it
 * passes. A figure without a budget is printed for information; a budget marked `pending` names the
 * issue that will make the figure measurable.
 */
export interface Figure {
  /** What was measured, in Spanish, e.g. 'JS del shell en /login (gzip)'. */
  name: string;
  /** The measured value; `null` when it could not be measured (see `note`). */
  value: number | null;
  unit: 'KB' | 'ms' | 'req/s' | 'descargas' | 'x' | 's';
  /** Upper bound (or lower bound when `atLeast`) the value must respect. */
  budget?: number;
  /** The budget is a minimum (e.g. requests per second) instead of a maximum. */
  atLeast?: boolean;
  /** Why there is no value, or how it was measured. */
  note?: string;
}

/** 'pasa' / 'NO PASA' / '—' (no budget or no value) for one figure. */
export function verdict(f: Figure): 'pasa' | 'NO PASA' | '—' {
  if (f.value === null || f.budget === undefined) return '—';
  const ok = f.atLeast ? f.value >= f.budget : f.value <= f.budget;
  return ok ? 'pasa' : 'NO PASA';
}

function fmt(value: number | null, unit: Figure['unit']): string {
  if (value === null) return 'sin medir';
  const digits = unit === 'x' ? 2 : unit === 'KB' || unit === 's' ? 1 : 0;
  return `${value.toLocaleString('es-AR', { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${unit}`;
}

/** Prints the figures as a Markdown table (pasted as is into the README) and returns how many missed. */
export function printTable(title: string, figures: Figure[]): number {
  const rows = figures.map((f) => [
    f.name,
    fmt(f.value, f.unit),
    f.budget === undefined ? '—' : `${f.atLeast ? '≥' : '≤'} ${fmt(f.budget, f.unit)}`,
    verdict(f),
    f.note ?? '',
  ]);
  console.log(`\n### ${title}\n`);
  console.log('| Cifra | Valor | Presupuesto | Resultado | Nota |');
  console.log('|---|---:|---:|---|---|');
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
  return figures.filter((f) => verdict(f) === 'NO PASA').length;
}

/** Percentile (0–100) of a list of numbers, nearest-rank. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1];
}
