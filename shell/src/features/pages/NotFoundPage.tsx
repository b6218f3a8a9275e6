import { SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MessagePage } from './MessagePage';

/** Fallback for any path outside the route table (docs/permisos.md). */
export function NotFoundPage() {
  return (
    <MessagePage
      icon={<SearchX size={40} aria-hidden="true" />}
      title="Página no encontrada"
      message="La dirección que buscó no existe o fue movida."
      action={<HomeLink to="/home">Volver al inicio</HomeLink>}
    />
  );
}

const HomeLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;
