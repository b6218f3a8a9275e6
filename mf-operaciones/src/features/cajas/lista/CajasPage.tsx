/** Cajas (docs/cajas-gastos-comisiones.md). Placeholder until the screen lands (#12). */
export default function CajasPage() {
  return <h1>Cajas</h1>;
}
