/** /fabricacion (placeholder while the screen is being built). */
export default function FabricacionesListPage() {
  return <h1>Fabricación</h1>;
}
