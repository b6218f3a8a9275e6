/** /reposicion (placeholder while the screen is being built). */
export default function ReposicionPage() {
  return <h1>Reposición</h1>;
}
