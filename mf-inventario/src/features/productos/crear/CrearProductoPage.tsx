import { useNavigate } from 'react-router-dom';
import { errorMessage, type ProductoBody } from 'shared';
import { toast } from 'shared/toast';
import { PageHeader } from 'shared/ui';
import { useVolver } from 'shared/hooks';
import { useCreateProducto } from '../api/create-producto';
import { ProductoForm } from '../components/ProductoForm';

/**
 * /crear-producto (stock.post; docs/stock-y-productos.md): the product form. On save, POST
 * productos; success shows 'Producto creado correctamente. Código {codigo}.' and opens
 * /productos/{id} in place of this screen (so 'Volver' there returns to the list the user came
 * from); failure shows the server's message or 'Error al crear producto' and keeps the form.
 * 'Cancelar' goes back to /stock (with its filters when the user came from there).
 */
export function CrearProductoPage() {
  const navigate = useNavigate();
  const crear = useCreateProducto();
  const { volver, from } = useVolver('/stock', { historial: true });

  const handleSubmit = (body: ProductoBody) => {
    crear.mutate(body, {
      onSuccess: ({ id, codigo }) => {
        toast.success(`Producto creado correctamente. Código ${codigo}.`);
        navigate(`/productos/${id}`, { replace: true, state: from ? { from } : undefined });
      },
      onError: (err) => {
        toast.error(errorMessage(err, 'Error al crear producto'));
      },
    });
  };

  return (
    <>
      <PageHeader title="Nuevo producto" subtitle="Los campos marcados con * son obligatorios. El código se asigna al guardar." />
      <ProductoForm submitLabel="Crear Producto" submitting={crear.isPending} onSubmit={handleSubmit} onCancel={volver} />
    </>
  );
}

export default CrearProductoPage;
