/** /actualizar-precios (placeholder while the screen is being built). */
export default function ActualizarPreciosPage() {
  return <h1>Actualizar precios</h1>;
}
