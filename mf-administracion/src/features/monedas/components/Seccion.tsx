import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from 'shared/ui';

const Cabecera = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 10px;
  margin-bottom: 14px;
  h2 { font-size: 1rem; margin: 0; }
`;

/** Props of {@link Seccion}. */
export interface SeccionProps {
  /** id of the h2, which names the section (aria-labelledby). */
  id: string;
  titulo: string;
  /** Buttons on the right of the title. */
  acciones?: ReactNode;
  children: ReactNode;
}

/** One section of /monedas: a Card named by its h2 title, with optional actions beside the title. */
export function Seccion({ id, titulo, acciones, children }: SeccionProps) {
  return (
    <Card aria-labelledby={id}>
      <Cabecera>
        <h2 id={id}>{titulo}</h2>
        {acciones}
      </Cabecera>
      {children}
    </Card>
  );
}
