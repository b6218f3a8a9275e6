import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { sucursalFiscalBodySchema, type ConfiguracionFiscal } from 'shared';
import { toast } from 'shared/toast';
import { Button, EmptyState, Input, TableFrame, visuallyHidden } from 'shared/ui';
import { useSetPuntoVenta } from '../api/set-punto-venta';
import { mensajeError, MSG_PUNTO_VENTA_GUARDADO } from '../utils/textos';

type PuntoVentaFila = ConfiguracionFiscal['puntosVenta'][number];

const Tabla = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { padding: 9px 12px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; vertical-align: top; text-align: left; }
  thead th { font-size: 12px; font-weight: 600; text-transform: uppercase; letter-spacing: 0.02em; color: ${({ theme }) => theme.colors.textMuted}; background: ${({ theme }) => theme.colors.surfaceAlt}; }
  tbody th { font-weight: 500; padding-top: 14px; }
  tbody tr:last-child th, tbody tr:last-child td { border-bottom: none; }
  caption { ${visuallyHidden} }
`;
const Fila = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 8px;
  input { width: 140px; }
`;
const ErrorFila = styled.span`
  flex-basis: 100%;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.danger};
`;
const Nota = styled.p`margin: 0 0 12px; font-size: 13px; color: ${({ theme }) => theme.colors.textMuted};`;

/** Props of {@link PuntosVenta}. */
export interface PuntosVentaProps {
  puntosVenta: ConfiguracionFiscal['puntosVenta'];
  /** fiscal.put: each row has its input and 'Guardar'; without it the numbers are only shown. */
  puedeEditar: boolean;
}

/**
 * «Puntos de venta» of /configuracion-fiscal (docs/facturacion.md): a table Sucursal | Punto de
 * venta, one row per branch. With fiscal.put each row has a number input and its own 'Guardar'
 * (PUT sucursales/{id} { puntoVenta }): empty sends null (the branch does not invoice on Línea 1);
 * checked with the shared `sucursalFiscalBodySchema` (1 to 99998); the server's refusal (409 'Otra
 * sucursal ya usa ese punto de venta.') is shown in the row.
 */
export function PuntosVenta({ puntosVenta, puedeEditar }: PuntosVentaProps) {
  if (puntosVenta.length === 0) return <EmptyState>No hay resultados.</EmptyState>;
  return (
    <>
      <Nota>Vacío: la sucursal no factura en Línea 1. Cada sucursal usa un punto de venta propio, dado de alta en ARCA.</Nota>
      <TableFrame>
        <Tabla>
          <caption>Puntos de venta por sucursal</caption>
          <thead>
            <tr>
              <th scope="col">Sucursal</th>
              <th scope="col">Punto de venta</th>
            </tr>
          </thead>
          <tbody>
            {puntosVenta.map((p) => (
              <tr key={p.sucursalId}>
                <th scope="row">{p.sucursal}</th>
                <td>
                  {puedeEditar ? (
                    // Remounted when the saved number changes, so the input shows it.
                    <PuntoVentaForm key={`${p.sucursalId}-${p.puntoVenta ?? ''}`} fila={p} />
                  ) : (
                    (p.puntoVenta ?? 'Sin punto de venta')
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Tabla>
      </TableFrame>
    </>
  );
}

/** The input and 'Guardar' of one branch. */
function PuntoVentaForm({ fila }: { fila: PuntoVentaFila }) {
  const guardar = useSetPuntoVenta();
  const [texto, setTexto] = useState(fila.puntoVenta === null ? '' : String(fila.puntoVenta));
  const [error, setError] = useState<string | null>(null);
  const inputId = `fiscal-punto-venta-${fila.sucursalId}`;
  const errorId = `${inputId}-error`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (guardar.isPending) return;
    const limpio = texto.trim();
    const parsed = sucursalFiscalBodySchema.safeParse({ puntoVenta: limpio === '' ? null : Number(limpio) });
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setError(null);
    guardar.mutate(
      { sucursalId: fila.sucursalId, puntoVenta: parsed.data.puntoVenta },
      {
        onSuccess: () => void toast.success(MSG_PUNTO_VENTA_GUARDADO),
        onError: (err) => setError(mensajeError(err)),
      },
    );
  };

  return (
    <Fila onSubmit={submit} noValidate aria-label={`Punto de venta de ${fila.sucursal}`}>
      <Input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={1}
        max={99998}
        step={1}
        aria-label={`Punto de venta de ${fila.sucursal}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={texto}
        onChange={(e) => {
          setTexto(e.target.value);
          setError(null);
        }}
      />
      <Button type="submit" variant="secondary" size="sm" loading={guardar.isPending} aria-label={`Guardar el punto de venta de ${fila.sucursal}`}>
        Guardar
      </Button>
      {error ? (
        <ErrorFila id={errorId} role="alert">
          {error}
        </ErrorFila>
      ) : null}
    </Fila>
  );
}
