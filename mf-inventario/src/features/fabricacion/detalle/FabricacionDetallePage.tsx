/** /fabricacion/:id (placeholder while the screen is being built). */
export default function FabricacionDetallePage() {
  return <h1>Fabricación</h1>;
}
