/** /ingresar-stock (placeholder while the screen is being built). */
export default function IngresarStockPage() {
  return <h1>Ingresar stock</h1>;
}
