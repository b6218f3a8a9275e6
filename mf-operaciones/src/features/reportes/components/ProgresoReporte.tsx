import { useEffect, useState } from 'react';
import styled from 'styled-components';

/** What the page says while a report is generated. */
export const MSG_GENERANDO = 'Generando reporte…';

const Caja = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 8px 0 16px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
  progress { width: 100%; max-width: 420px; height: 6px; accent-color: ${({ theme }) => theme.colors.primary}; }
`;

/**
 * The progress of a report being generated: an indeterminate progress bar and 'Generando reporte…'
 * (a polite status, announced once) with the seconds elapsed since it started beside it (visible
 * only, so screen readers are not told every second).
 */
export function ProgresoReporte() {
  const [inicio] = useState(() => Date.now());
  const [segundos, setSegundos] = useState(0);
  useEffect(() => {
    const t = setInterval(() => setSegundos(Math.floor((Date.now() - inicio) / 1000)), 1000);
    return () => clearInterval(t);
  }, [inicio]);
  return (
    <Caja>
      <span>
        <span role="status">{MSG_GENERANDO}</span>
        {segundos > 0 ? <span aria-hidden="true">{` ${segundos} s`}</span> : null}
      </span>
      <progress aria-label={MSG_GENERANDO} />
    </Caja>
  );
}
