import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from 'shared/ui';

const Titulo = styled.h2`
  font-size: 1rem;
  margin: 0 0 14px;
`;

/** Props of {@link Seccion}. */
export interface SeccionProps {
  /** id of the h2, which names the section (aria-labelledby: a `region` for assistive technology). */
  id: string;
  titulo: string;
  children: ReactNode;
}

/** One section of /configuracion-fiscal: a Card named by its h2 title. */
export function Seccion({ id, titulo, children }: SeccionProps) {
  return (
    <Card aria-labelledby={id}>
      <Titulo id={id}>{titulo}</Titulo>
      {children}
    </Card>
  );
}
