/** /productos/:id (placeholder while the screen is being built). */
export default function ProductoDetallePage() {
  return <h1>Producto</h1>;
}
