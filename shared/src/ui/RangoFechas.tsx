import { Field, Input } from './form';

/** Props of {@link RangoFechas}. */
export interface RangoFechasProps {
  /** Prefix of the two inputs' ids: `${idPrefix}-desde` and `${idPrefix}-hasta` ('ventas'). */
  idPrefix: string;
  /** The two values, yyyy-mm-dd or '' (no filter). */
  fechaDesde: string;
  fechaHasta: string;
  /** A typed value of one end ('' when cleared). */
  onChange: (campo: 'fechaDesde' | 'fechaHasta', value: string) => void;
  /** The labels the list shows ('Desde' / 'Hasta' by default, docs/textos.md). */
  labelDesde?: string;
  labelHasta?: string;
  /** Each end limits the other (`max` of Desde is Hasta, `min` of Hasta is Desde); true by default. */
  enlazadas?: boolean;
}

/**
 * The date-range filter of a list (docs/arquitectura.md «Listas»): two labelled date inputs, Desde
 * and Hasta, yyyy-mm-dd, each bounding the other. Goes inside the list's filter toolbar, with
 * `useRangoFechasParams` of shared/hooks for the URL.
 */
export function RangoFechas({ idPrefix, fechaDesde, fechaHasta, onChange, labelDesde = 'Desde', labelHasta = 'Hasta', enlazadas = true }: RangoFechasProps) {
  return (
    <>
      <Field label={labelDesde} htmlFor={`${idPrefix}-desde`}>
        <Input
          id={`${idPrefix}-desde`}
          type="date"
          value={fechaDesde}
          max={enlazadas ? fechaHasta || undefined : undefined}
          onChange={(e) => onChange('fechaDesde', e.target.value)}
        />
      </Field>
      <Field label={labelHasta} htmlFor={`${idPrefix}-hasta`}>
        <Input
          id={`${idPrefix}-hasta`}
          type="date"
          value={fechaHasta}
          min={enlazadas ? fechaDesde || undefined : undefined}
          onChange={(e) => onChange('fechaHasta', e.target.value)}
        />
      </Field>
    </>
  );
}
