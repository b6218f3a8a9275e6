/** Cuenta corriente (docs/cuentas-corrientes.md). Placeholder until the screen lands (#12). */
export default function CuentaDetallePage() {
  return <h1>Cuenta corriente</h1>;
}
