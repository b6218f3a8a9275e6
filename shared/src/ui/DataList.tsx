import type { ReactNode } from 'react';
import styled from 'styled-components';

const Lista = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 12px 24px;
  margin: 0;
  dt { font-size: 12px; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 2px 0 0; overflow-wrap: anywhere; white-space: pre-wrap; }
`;

/** Props of {@link DataList}. */
export interface DataListProps {
  /** The fields in order: label (also the React key, so unique) and value, already formatted. */
  items: ReadonlyArray<readonly [string, ReactNode]>;
}

/**
 * The read-only fields of a record ('Datos del cliente' of /clientes/{id} and /cuentas-corrientes/{id}):
 * a description list (`dl`, each label a `dt` and its value a `dd`) laid out in as many columns of at
 * least 200 px as fit, labels small and muted, long values wrapped and line breaks kept.
 */
export function DataList({ items }: DataListProps) {
  return (
    <Lista>
      {items.map(([label, valor]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{valor}</dd>
        </div>
      ))}
    </Lista>
  );
}
