/** /ingresos (placeholder while the screen is being built). */
export default function IngresosListPage() {
  return <h1>Ingresos</h1>;
}
