import styled from 'styled-components';
import { ApiError, errorMessage, type FabricacionPreview } from 'shared';
import { formatQuantity } from 'shared/format';
import { Badge, Card, ErrorPanel, Table } from 'shared/ui';
import { MSG_ERROR_PREVISUALIZAR, MSG_STOCK_NO_ALCANZA } from '../utils/mensajes';

type Linea = FabricacionPreview['lineas'][number];

const SectionTitle = styled.h2`
  font-size: 1rem;
  margin: 0 0 6px;
`;
const Resumen = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Aviso = styled.p`
  margin: 0 0 12px;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.warningBg};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
`;

/** 'Alcanza' of one line: a symbol and a word ('✓ Sí' / '✗ No'), so it never depends on the colour alone. */
function Alcanza({ alcanza }: { alcanza: boolean }) {
  return alcanza ? (
    <Badge tone="success">
      <span aria-hidden="true">✓</span> Sí
    </Badge>
  ) : (
    <Badge tone="danger">
      <span aria-hidden="true">✗</span> No
    </Badge>
  );
}

const COLUMNS = [
  { key: 'codigo', header: 'Código', width: '7rem', render: (l: Linea) => l.producto.codigo },
  { key: 'nombre', header: 'Materia prima', render: (l: Linea) => l.producto.nombre },
  { key: 'cantidad', header: 'Cantidad necesaria', align: 'right' as const, render: (l: Linea) => formatQuantity(l.cantidad, l.producto.unidad) },
  { key: 'stock', header: 'Stock en sucursal', align: 'right' as const, render: (l: Linea) => formatQuantity(l.stock, l.producto.unidad) },
  { key: 'alcanza', header: 'Alcanza', render: (l: Linea) => <Alcanza alcanza={l.alcanza} /> },
];

export interface PreviewMateriasPrimasProps {
  preview: FabricacionPreview | undefined;
  /** The lines are being (re)calculated. */
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

/**
 * The preview of /crear-fabricacion (docs/fabricacion.md, «Corrida de fabricación»): the raw
 * materials the run would take, Código, Materia prima, Cantidad necesaria and Stock en sucursal
 * (up to 4 decimals with the unit) and 'Alcanza'. When some line does not suffice it warns 'El stock
 * de algunas materias primas no alcanza: podrá confirmar cada una cuando haya stock.' (creating is
 * still allowed: stock is taken on confirmation). A 4xx shows the server's message (a product
 * without formula: 'El producto no tiene fórmula: no se puede fabricar.'); another failure
 * 'Error al calcular las materias primas' with a retry.
 */
export function PreviewMateriasPrimas({ preview, loading, error, onRetry }: PreviewMateriasPrimasProps) {
  const rechazado = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (
    <Card aria-labelledby="fabricacion-preview" aria-busy={loading || undefined}>
      <SectionTitle id="fabricacion-preview">Materias primas necesarias</SectionTitle>
      {error ? (
        <ErrorPanel title={rechazado ? errorMessage(error, MSG_ERROR_PREVISUALIZAR) : MSG_ERROR_PREVISUALIZAR} onRetry={rechazado ? undefined : onRetry} />
      ) : (
        <>
          {preview ? (
            <Resumen>
              {`Para ${formatQuantity(preview.cantidad, preview.producto.unidad)} de ${preview.producto.codigo} - ${preview.producto.nombre} (la fórmula rinde ${formatQuantity(preview.cantidadProducida, preview.producto.unidad)}).`}
            </Resumen>
          ) : null}
          {preview && !preview.alcanza ? <Aviso role="status">{MSG_STOCK_NO_ALCANZA}</Aviso> : null}
          <Table caption="Materias primas necesarias" columns={COLUMNS} rows={preview?.lineas ?? []} rowKey={(l: Linea) => l.producto.id} loading={loading && !preview} />
        </>
      )}
    </Card>
  );
}
