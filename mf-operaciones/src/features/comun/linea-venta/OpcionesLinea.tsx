import { useId } from 'react';
import styled from 'styled-components';
import { LINEA_DEFAULT } from 'shared';

/** Label of Línea 1: the electronic invoice ARCA authorises (docs/facturacion.md). */
export const ETIQUETA_LINEA_1 = 'Línea 1 (Factura electrónica)';
/** Label of Línea 2: the internal receipt without fiscal validity (docs/ventas-y-presupuestos.md). */
export const ETIQUETA_LINEA_2 = 'Línea 2 (Comprobante interno)';
/** Why Línea 1 is disabled: the sale's branch has no ARCA punto de venta (docs/facturacion.md, «Punto de venta por sucursal»). */
export const MSG_LINEA_1_SIN_PUNTO_VENTA = 'La sucursal no tiene punto de venta de ARCA.';

/** The label of a sale's line on the screens: {@link ETIQUETA_LINEA_1} or {@link ETIQUETA_LINEA_2}. */
export const etiquetaLinea = (linea: number) => (linea === 1 ? ETIQUETA_LINEA_1 : ETIQUETA_LINEA_2);

/**
 * The line a choice really sends: Línea 1 only when the branch has a punto de venta
 * (`puntoVenta` a number), otherwise the default Línea 2 (a choice made before the branch changed
 * is not kept).
 */
export function lineaPosible(linea: number, puntoVenta: number | null | undefined): number {
  return linea === 1 && (puntoVenta === null || puntoVenta === undefined) ? LINEA_DEFAULT : linea;
}

const Opciones = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  legend { margin-bottom: 8px; }
  label { display: flex; gap: 8px; align-items: center; }
  label[data-disabled='true'] { color: ${({ theme }) => theme.colors.textMuted}; }
`;
const Ayuda = styled.p`margin: -6px 0 0 24px; font-size: 13px; color: ${({ theme }) => theme.colors.textMuted};`;

/** Props of {@link OpcionesLinea}. */
export interface OpcionesLineaProps {
  /** `name` of the radio group (one per form). */
  name: string;
  /** Text of the fieldset's legend. */
  legend: string;
  /** The chosen line (1 or 2); shown as {@link lineaPosible} of it. */
  value: number;
  onChange: (linea: number) => void;
  /**
   * ARCA's punto de venta of the sale's branch (GET sucursales): a number enables Línea 1, `null`
   * disables it with {@link MSG_LINEA_1_SIN_PUNTO_VENTA}, `undefined` (branch not known yet) disables it silently.
   */
  puntoVenta: number | null | undefined;
  /** Both options disabled (while saving). */
  disabled?: boolean;
  className?: string;
}

/**
 * The choice of the line of a sale (New Sale and a quote's conversion; docs/facturacion.md): radio
 * buttons {@link ETIQUETA_LINEA_1} and {@link ETIQUETA_LINEA_2} in a fieldset, usable with the
 * arrow keys. Línea 1 is disabled, with its reason described, when the branch has no punto de venta.
 */
export function OpcionesLinea({ name, legend, value, onChange, puntoVenta, disabled = false, className }: OpcionesLineaProps) {
  const ayudaId = useId();
  const sinPunto = puntoVenta === null || puntoVenta === undefined;
  const linea1Deshabilitada = sinPunto || disabled;
  const elegida = lineaPosible(value, puntoVenta);
  return (
    <Opciones className={className}>
      <legend>{legend}</legend>
      <label data-disabled={linea1Deshabilitada ? 'true' : 'false'}>
        <input
          type="radio"
          name={name}
          value="1"
          disabled={linea1Deshabilitada}
          checked={elegida === 1}
          onChange={() => onChange(1)}
          aria-describedby={puntoVenta === null ? ayudaId : undefined}
        />
        {ETIQUETA_LINEA_1}
      </label>
      {puntoVenta === null ? <Ayuda id={ayudaId}>{MSG_LINEA_1_SIN_PUNTO_VENTA}</Ayuda> : null}
      <label data-disabled={disabled ? 'true' : 'false'}>
        <input type="radio" name={name} value="2" disabled={disabled} checked={elegida === 2} onChange={() => onChange(2)} />
        {ETIQUETA_LINEA_2}
      </label>
    </Opciones>
  );
}
