/** Cuentas corrientes (docs/cuentas-corrientes.md). Placeholder until the screen lands (#12). */
export default function CuentasListPage() {
  return <h1>Cuentas corrientes</h1>;
}
