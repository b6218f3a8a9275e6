/** Gastos (docs/cajas-gastos-comisiones.md). Placeholder until the screen lands (#12). */
export default function GastosPage() {
  return <h1>Gastos</h1>;
}
