import { ShieldAlert } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'shared/ui';
import { MessagePage } from './MessagePage';

/** /sin-permisos (docs/permisos.md): where a user lacking a route's permission lands. */
export function SinPermisosPage() {
  const navigate = useNavigate();
  return (
    <MessagePage
      icon={<ShieldAlert size={40} aria-hidden="true" />}
      title="Acceso denegado"
      message="No tiene permisos para acceder a esta sección."
      action={<Button onClick={() => navigate('/home')}>Volver al inicio</Button>}
    />
  );
}
