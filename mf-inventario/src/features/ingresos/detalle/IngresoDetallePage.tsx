/** /ingresos/:id (placeholder while the screen is being built). */
export default function IngresoDetallePage() {
  return <h1>Ingreso</h1>;
}
