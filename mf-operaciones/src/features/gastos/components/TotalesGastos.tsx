import styled from 'styled-components';
import type { GastosPage } from 'shared';
import { formatMoney } from 'shared/format';
import { Card, Table } from 'shared/ui';
import { formatMes } from '../../comun/utils/fechas';

const Grilla = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: 14px;
  h2 { font-size: 16px; margin: 0 0 8px; }
  h3 { font-size: 14px; margin: 0 0 6px; }
`;
const Resumen = styled.div`margin: 0 0 12px; font-size: 18px; font-weight: 700; display: flex; flex-wrap: wrap; gap: 6px 18px;`;

type Totales = GastosPage['totales'];
interface Fila {
  clave: string;
  etiqueta: string;
  porMoneda: Map<number, string>;
}

/** Rows of a totals table: one per key (category or month) in the order they come, with each currency's total. */
function filas(items: ReadonlyArray<{ clave: string; monedaId: number; total: string }>, etiqueta: (clave: string) => string): Fila[] {
  const porClave = new Map<string, Fila>();
  for (const it of items) {
    const fila = porClave.get(it.clave) ?? { clave: it.clave, etiqueta: etiqueta(it.clave), porMoneda: new Map() };
    fila.porMoneda.set(it.monedaId, it.total);
    porClave.set(it.clave, fila);
  }
  return [...porClave.values()];
}

/**
 * The totals of /gastos (docs/cajas-gastos-comisiones.md): over every non-annulled expense that
 * matches the filters (all pages), never adding different currencies: the total per currency, then
 * 'Por categoría' and 'Por mes' ('Noviembre 2026', Buenos Aires months) with one column per
 * currency. `simbolo(monedaId)` gives each currency's symbol. Money, 2 decimals.
 */
export function TotalesGastos({ totales, simbolo }: { totales: Totales; simbolo: (monedaId: number) => string }) {
  const monedas = [...new Set(totales.porMoneda.map((t) => t.monedaId))].sort((a, b) => a - b);
  const columnas = monedas.map((m) => ({
    key: `m${m}`,
    header: `Total ${simbolo(m)}`,
    align: 'right' as const,
    render: (f: Fila) => (f.porMoneda.has(m) ? formatMoney(f.porMoneda.get(m), simbolo(m)) : '—'),
  }));
  const porCategoria = filas(
    totales.porCategoria.map((t) => ({ clave: t.categoria, monedaId: t.monedaId, total: t.total })),
    (c) => c,
  );
  const porMes = filas(
    totales.porMes.map((t) => ({ clave: t.mes, monedaId: t.monedaId, total: t.total })),
    formatMes,
  );
  return (
    <Card aria-labelledby="gastos-totales">
      <Grilla>
        <div>
          <h2 id="gastos-totales">Totales (sin anulados)</h2>
          <Resumen role="group" aria-label="Total por moneda">
            {monedas.length === 0
              ? formatMoney(0)
              : totales.porMoneda
                  .slice()
                  .sort((a, b) => a.monedaId - b.monedaId)
                  .map((t) => <span key={t.monedaId}>{formatMoney(t.total, simbolo(t.monedaId))}</span>)}
          </Resumen>
          <h3>Por categoría</h3>
          <Table caption="Totales por categoría" columns={[{ key: 'etiqueta', header: 'Categoría' }, ...columnas]} rows={porCategoria} rowKey={(f) => f.clave} />
        </div>
        <div>
          <h3>Por mes</h3>
          <Table caption="Totales por mes" columns={[{ key: 'etiqueta', header: 'Mes' }, ...columnas]} rows={porMes} rowKey={(f) => f.clave} />
        </div>
      </Grilla>
    </Card>
  );
}
