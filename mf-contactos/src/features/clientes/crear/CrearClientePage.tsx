import { useNavigate } from 'react-router-dom';
import { errorMessage, type ClienteBody } from 'shared';
import { PageHeader } from 'shared/ui';
import { toast } from 'shared/toast';
import { useCreateCliente } from '../api/create-cliente';
import { ClienteForm } from '../components/ClienteForm';
import { useGoBack } from '../hooks/use-go-back';

/**
 * /crear-cliente (docs/contactos-y-administracion.md): the client form. Success shows
 * 'Cliente creado correctamente' and goes to /listados/clientes; failure shows the server message
 * or 'Error al crear cliente'. 'Cancelar' goes back.
 */
export function CrearClientePage() {
  const navigate = useNavigate();
  const crear = useCreateCliente();
  const goBack = useGoBack('/listados/clientes');

  const handleSubmit = (body: ClienteBody) => {
    crear.mutate(body, {
      onSuccess: () => {
        toast.success('Cliente creado correctamente');
        navigate('/listados/clientes');
      },
      onError: (err) => {
        toast.error(errorMessage(err, 'Error al crear cliente'));
      },
    });
  };

  return (
    <>
      <PageHeader title="Nuevo Cliente" subtitle="Los campos marcados con * son obligatorios." />
      <ClienteForm submitLabel="Crear Cliente" submitting={crear.isPending} onSubmit={handleSubmit} onCancel={goBack} />
    </>
  );
}

export default CrearClientePage;
