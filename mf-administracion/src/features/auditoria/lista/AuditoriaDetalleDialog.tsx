import { useId } from 'react';
import styled from 'styled-components';
import { accionAuditoriaLabel, entidadAuditoriaLabel, type AuditoriaItem } from 'shared';
import { formatDateTime } from 'shared/format';
import { Dialog } from 'shared/overlays';
import { Button } from 'shared/ui';
import { formatAuditJson } from '../utils/json';

const Meta = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 12px;
  margin: 0 0 12px;
  dt { font-weight: 600; }
  dd { margin: 0; }
`;
const States = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 12px;
  @media (min-width: 720px) { grid-template-columns: 1fr 1fr; }
  h3 { margin: 0 0 6px; font-size: 14px; }
`;
const Json = styled.pre`
  margin: 0;
  max-height: 50vh;
  overflow: auto;
  padding: 10px;
  font-size: 12px;
  line-height: 1.45;
  white-space: pre-wrap;
  word-break: break-word;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
`;

/** One state block: a heading and the pretty-printed JSON, scrollable from the keyboard. */
function EstadoJson({ titulo, value }: { titulo: string; value: unknown }) {
  const headingId = useId();
  return (
    <section>
      <h3 id={headingId}>{titulo}</h3>
      <Json tabIndex={0} aria-labelledby={headingId}>
        {formatAuditJson(value)}
      </Json>
    </section>
  );
}

/**
 * Detail of one audit row in the kit's Dialog (shared/overlays): date, user ('Sistema' when null), entity, id and action,
 * then the state 'Antes' and 'Después' as JSON indented by 2 spaces ('Sin datos' when null).
 * Closed with 'Cerrar', Escape or the backdrop. `item` null renders nothing.
 */
export function AuditoriaDetalleDialog({ item, onClose }: { item: AuditoriaItem | null; onClose: () => void }) {
  return (
    <Dialog
      open={item !== null}
      title={item ? `Registro de auditoría N° ${item.id}` : ''}
      onClose={onClose}
      width="860px"
      footer={<Button onClick={onClose}>Cerrar</Button>}
    >
      {item ? (
        <>
          <Meta>
            <dt>Fecha</dt>
            <dd>{formatDateTime(item.fecha)}</dd>
            <dt>Usuario</dt>
            <dd>{item.usuario?.name ?? 'Sistema'}</dd>
            <dt>Entidad</dt>
            <dd>{entidadAuditoriaLabel(item.entidad)}</dd>
            <dt>ID</dt>
            <dd>{item.entidadId ?? '-'}</dd>
            <dt>Acción</dt>
            <dd>{accionAuditoriaLabel(item.accion)}</dd>
          </Meta>
          <States>
            <EstadoJson titulo="Antes" value={item.antes} />
            <EstadoJson titulo="Después" value={item.despues} />
          </States>
        </>
      ) : null}
    </Dialog>
  );
}
