import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { formatDate, formatDateTime, formatQuantity } from 'shared/format';
import { formatCotizacion, type PuntoHistorial } from '../utils/monedas';

/** Props of {@link HistorialChart}. */
export interface HistorialChartProps {
  /** The points, oldest first (see puntosHistorial). */
  puntos: PuntoHistorial[];
  /** Accessible name of the chart (role="img"): what it shows, in words. */
  etiqueta: string;
}

/** Height of the chart in px; its width follows the section (640 px until measured, e.g. in tests). */
const ALTO = 240;

/**
 * The dollar rate over time for «Historial del dólar» of /monedas, a recharts step line (the rate
 * holds until the next change): X the instant of each change (dd/mm/aaaa), Y the new rate in pesos;
 * the tooltip gives the date and time and the exact rate with 4 decimals. The svg is an image named
 * by `etiqueta`; the history table beside it is its accessible equivalent. Loaded lazily (React.lazy)
 * so recharts stays out of the screen's first chunk.
 */
export function HistorialChart({ puntos, etiqueta }: HistorialChartProps) {
  const theme = useTheme();
  return (
    <ResponsiveContainer width="100%" height={ALTO} initialDimension={{ width: 640, height: ALTO }}>
      <LineChart data={puntos} role="img" aria-label={etiqueta} title={etiqueta} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 4, left: 8 }}>
        <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" />
        <XAxis
          dataKey="fecha"
          type="number"
          scale="time"
          domain={['dataMin', 'dataMax']}
          tickFormatter={(v: number) => formatDate(new Date(v))}
          stroke={theme.colors.textMuted}
          fontSize={12}
        />
        <YAxis
          domain={['auto', 'auto']}
          tickFormatter={(v: number) => `$ ${formatQuantity(v)}`}
          stroke={theme.colors.textMuted}
          fontSize={12}
          width={90}
        />
        <Tooltip
          labelFormatter={(label) => formatDateTime(new Date(Number(label)))}
          formatter={(_valor, _nombre, item) => [formatCotizacion((item.payload as PuntoHistorial).texto), 'Valor del dólar']}
          contentStyle={{ background: theme.colors.surface, borderColor: theme.colors.border, color: theme.colors.text }}
        />
        <Line type="stepAfter" dataKey="valor" stroke={theme.colors.primary} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}

export default HistorialChart;
