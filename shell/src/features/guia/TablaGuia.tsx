import styled from 'styled-components';

/** Props of {@link TablaGuia}. */
export interface TablaGuiaProps {
  /** The table's caption (its accessible name). */
  titulo: string;
  /** Column headers; the first column heads each row. */
  columnas: string[];
  /** One array of cells per row, as many as `columnas`. */
  filas: string[][];
}

/**
 * A table of the usage guide: a caption, column headers, and each row headed by its first cell
 * (th scope="row"), so a screen reader reads «Botón: Convertir en Venta, Qué hace: …». On narrow
 * screens the table scrolls sideways inside its frame instead of the page.
 */
export function TablaGuia({ titulo, columnas, filas }: TablaGuiaProps) {
  return (
    <Marco>
      <Tabla>
        <caption>{titulo}</caption>
        <thead>
          <tr>
            {columnas.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {filas.map(([primera, ...resto]) => (
            <tr key={primera}>
              <th scope="row">{primera}</th>
              {resto.map((celda, i) => (
                <td key={columnas[i + 1]}>{celda}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Tabla>
    </Marco>
  );
}

const Marco = styled.div`
  overflow-x: auto;
  margin: 0.5rem 0 1rem;
`;

const Tabla = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9rem;

  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: 0.4rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.5rem 0.6rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  tbody th {
    font-weight: 600;
    min-width: 10rem;
  }
`;
