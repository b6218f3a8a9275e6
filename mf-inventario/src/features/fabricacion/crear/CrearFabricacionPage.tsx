/** /crear-fabricacion (placeholder while the screen is being built). */
export default function CrearFabricacionPage() {
  return <h1>Nueva fabricación</h1>;
}
