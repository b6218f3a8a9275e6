import { useMemo } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { formatMoney } from 'shared/format';
import type { SerieVentas } from '../utils/dashboard';
import { diaCorto, diaLargo } from '../utils/fechas';

/** Props of {@link VentasDiariasChart}. */
export interface VentasDiariasChartProps {
  /** Every day of the window with each currency's total (see serieVentas). */
  serie: SerieVentas;
  /** Accessible name of the chart (role="img"): what it shows, in words (see resumenSerie). */
  etiqueta: string;
}

/** Height of the chart in px; its width follows the section (640 px until measured, e.g. in tests). */
const ALTO = 260;

/** A short axis tick: the symbol and the amount in es-AR compact notation ('$ 1,2 M'). Drawing only. */
const compacto = new Intl.NumberFormat('es-AR', { notation: 'compact', maximumFractionDigits: 1 });

/** Series label of a currency in the legend and the tooltip. */
export const nombreSerie = (simbolo: string) => `Ventas en ${simbolo}`;

/**
 * «Ventas de los últimos 30 días» of /home (docs/reportes.md, «Inicio (pantalla)»), a recharts line
 * chart: X every day of the window (dd/mm), one line per currency on its own Y axis (the first on
 * the left, the second on the right, dashed, so lines differ by more than colour); the tooltip gives
 * the day in words and each currency's exact total in es-AR money. The svg is an image named by
 * `etiqueta`; the table beside it is its accessible equivalent. Loaded lazily (React.lazy), so
 * recharts is only downloaded by this chunk, never with /home or the login.
 */
export function VentasDiariasChart({ serie, etiqueta }: VentasDiariasChartProps) {
  const theme = useTheme();
  const colores = [theme.colors.primary, theme.colors.success, theme.colors.warning, theme.colors.danger, theme.colors.info];
  const filas = useMemo(
    () =>
      serie.dias.map((d) => {
        const fila: Record<string, string | number> = { fecha: d.fecha };
        for (const m of serie.monedas) {
          const total = d.totales[m.monedaId] ?? '0.00';
          // The number only draws the point; the tooltip shows the exact text.
          fila[m.clave] = Number(total);
          fila[`texto-${m.clave}`] = total;
        }
        return fila;
      }),
    [serie],
  );
  const simbolo = new Map(serie.monedas.map((m) => [m.clave, m.simbolo]));

  return (
    <ResponsiveContainer width="100%" height={ALTO} initialDimension={{ width: 640, height: ALTO }}>
      <LineChart data={filas} role="img" aria-label={etiqueta} title={etiqueta} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 4, left: 8 }}>
        <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" />
        <XAxis dataKey="fecha" tickFormatter={(v: string) => diaCorto(v)} interval="preserveStartEnd" minTickGap={16} stroke={theme.colors.textMuted} fontSize={12} />
        {serie.monedas.map((m, i) => (
          <YAxis
            key={m.clave}
            yAxisId={m.clave}
            orientation={i % 2 === 0 ? 'left' : 'right'}
            hide={i > 1}
            allowDecimals={false}
            tickFormatter={(v: number) => `${m.simbolo} ${compacto.format(v)}`}
            stroke={theme.colors.textMuted}
            fontSize={12}
            width={72}
          />
        ))}
        <Tooltip
          labelFormatter={(label) => diaLargo(String(label))}
          formatter={(_valor, _nombre, item) => {
            const clave = String(item.dataKey);
            const s = simbolo.get(clave) ?? '$';
            return [formatMoney(String((item.payload as Record<string, string | number>)[`texto-${clave}`]), s), nombreSerie(s)];
          }}
          contentStyle={{ background: theme.colors.surface, borderColor: theme.colors.border, color: theme.colors.text }}
        />
        <Legend wrapperStyle={{ color: theme.colors.text, fontSize: 13 }} />
        {serie.monedas.map((m, i) => (
          <Line
            key={m.clave}
            yAxisId={m.clave}
            type="linear"
            dataKey={m.clave}
            name={nombreSerie(m.simbolo)}
            stroke={colores[i % colores.length]}
            strokeWidth={2}
            strokeDasharray={i % 2 === 1 ? '6 3' : undefined}
            dot={{ r: 2 }}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}

export default VentasDiariasChart;
