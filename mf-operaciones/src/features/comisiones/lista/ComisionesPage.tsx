/** Comisiones (docs/cajas-gastos-comisiones.md). Placeholder until the screen lands (#12). */
export default function ComisionesPage() {
  return <h1>Comisiones</h1>;
}
