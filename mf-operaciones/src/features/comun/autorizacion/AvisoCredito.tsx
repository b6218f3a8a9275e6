import { forwardRef } from 'react';
import styled from 'styled-components';
import { MSG_CREDITO_PEDIR_CODIGO } from 'shared';
import { Button, Field, Input } from 'shared/ui';

/** Title of the credit warning of New Sale (docs/cuentas-corrientes.md, «Límite de crédito»). */
export const TITULO_AVISO_CREDITO = 'Esta venta en Cuenta Corriente necesita autorización.';
/** How a user with ventas.autorizar_precio gets the code. */
export const COMO_GENERAR_CODIGO = 'Puede generarlo usted con el botón «Generar código de autorización», arriba.';
/** What a user without ventas.autorizar_precio does. */
export const PEDIR_CODIGO_A_QUIEN_AUTORIZA = 'Pídaselo a quien pueda autorizar precios.';
/** While GET cuentas-corrientes/{id}/credito runs. */
export const MSG_CONSULTANDO_CREDITO = 'Consultando el crédito del cliente…';
/** When GET cuentas-corrientes/{id}/credito fails: the server still checks it on saving. */
export const MSG_ERROR_CREDITO = 'No se pudo consultar el crédito del cliente: se controlará al guardar la venta.';

const Caja = styled.div`
  margin-top: 14px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.warningBg};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  display: grid;
  gap: 10px;
  ul { margin: 4px 0; padding-left: 20px; }
  p { margin: 0; }
  .titulo { font-weight: 700; }
`;
const Estado = styled.p`margin: 14px 0 0; font-size: 13px; color: ${({ theme }) => theme.colors.textMuted};`;
const Campo = styled.div`max-width: 260px;`;

/** Title of the warning when the sale needs a code for another reason (a discount above the role's limit). */
export const TITULO_AVISO_AUTORIZACION = 'Esta venta necesita autorización.';

/** Props of {@link AvisoCredito}. */
export interface AvisoCreditoProps {
  /** The title (default {@link TITULO_AVISO_CREDITO}). */
  titulo?: string;
  /** The reasons of `evaluarCredito` (shared), one Spanish sentence each. */
  motivos: string[];
  /** The user has ventas.autorizar_precio: it is told how to generate the code itself. */
  puedeAutorizar: boolean;
  /** The authorization code typed (the same one an unlocked price uses). */
  codigo: string;
  onCodigoChange: (codigo: string) => void;
  /** 'Debe ingresar un código de autorización' when saving without it. */
  error?: string | null;
}

/**
 * The warning New Sale shows before saving a Cuenta Corriente sale that needs an authorization code
 * (docs/cuentas-corrientes.md, «Límite de crédito»): an alert with the reasons (limit of the sale's
 * currency exceeded, debt older than 90 days), the request for the code and how to get one; below
 * it, the required 'Código de autorización' field, sent as `codigo_pass`. The ref is the field's.
 */
export const AvisoCredito = forwardRef<HTMLInputElement, AvisoCreditoProps>(function AvisoCredito(
  { titulo = TITULO_AVISO_CREDITO, motivos, puedeAutorizar, codigo, onCodigoChange, error },
  ref,
) {
  return (
    <Caja>
      <div role="alert">
        <p className="titulo">{titulo}</p>
        <ul>
          {motivos.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
        <p>{MSG_CREDITO_PEDIR_CODIGO}</p>
        <p>{puedeAutorizar ? COMO_GENERAR_CODIGO : PEDIR_CODIGO_A_QUIEN_AUTORIZA}</p>
      </div>
      <Campo>
        <Field label="Código de autorización" htmlFor="venta-codigo-credito" error={error ?? undefined} required>
          <Input
            ref={ref}
            id="venta-codigo-credito"
            value={codigo}
            autoComplete="off"
            inputMode="numeric"
            aria-required
            onChange={(e) => onCodigoChange(e.target.value)}
          />
        </Field>
      </Campo>
    </Caja>
  );
});

/** The credit query's state while it has no answer: asking, or failed with 'Reintentar'. */
export function ConsultaCredito({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  if (!failed) return <Estado role="status">{MSG_CONSULTANDO_CREDITO}</Estado>;
  return (
    <Estado>
      {MSG_ERROR_CREDITO}{' '}
      <Button size="sm" variant="ghost" onClick={onRetry}>
        Reintentar
      </Button>
    </Estado>
  );
}
