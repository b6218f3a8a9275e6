/** /crear-producto (placeholder while the screen is being built). */
export default function CrearProductoPage() {
  return <h1>Nuevo producto</h1>;
}
