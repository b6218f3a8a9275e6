import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { MSG_RESUMEN_FECHAS } from 'shared';
import { Dialog, FormDialogFooter } from 'shared/overlays';
import { MSG_VENTANA_BLOQUEADA, openPrintWindow } from 'shared/print';
import { toast } from 'shared/toast';
import { Field, FormGrid, Input } from 'shared/ui';
import { resumenCuentaQueryOptions } from '../api/get-resumen';
import { resumenCuentaHtml } from '../print/resumen';
import { ErrorFormulario } from './campos';
import { MSG_ERROR_RESUMEN, MSG_RESUMEN_RANGO } from './textos';

/** Props of {@link ResumenDialog}. */
export interface ResumenDialogProps {
  clienteId: number;
  onClose: () => void;
}

/**
 * 'Imprimir Resumen' of /cuentas-corrientes/{id} (docs/cuentas-corrientes.md, «Resumen de cuenta»):
 * Desde and Hasta (days), both required ('Debe seleccionar una fecha Desde y Hasta para imprimir el
 * resumen') and in order. 'Imprimir' opens the print window at once (inside the click, so pop-up
 * blockers allow it), asks GET cuentas-corrientes/{id}/resumen?fechaDesde&fechaHasta&moneda=ARS&
 * cotizacion=0 and writes the statement into it (docs/impresion.md), then the dialog closes. On any
 * failure the window closes and 'No se pudo generar el resumen' shows; a blocked window says so.
 * Mount it when it opens: each opening starts without dates.
 */
export function ResumenDialog({ clienteId, onClose }: ResumenDialogProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const [mensaje, setMensaje] = useState<string | null>(null);
  const [generando, setGenerando] = useState(false);

  const imprimir = async (e: FormEvent) => {
    e.preventDefault();
    if (generando) return;
    if (!desde || !hasta) {
      setMensaje(MSG_RESUMEN_FECHAS);
      return;
    }
    if (desde > hasta) {
      setMensaje(MSG_RESUMEN_RANGO);
      return;
    }
    setMensaje(null);
    const ventana = openPrintWindow();
    if (ventana.blocked) {
      toast.error(MSG_VENTANA_BLOQUEADA);
      return;
    }
    setGenerando(true);
    try {
      const resumen = await queryClient.fetchQuery(resumenCuentaQueryOptions(clienteId, desde, hasta));
      ventana.write(resumenCuentaHtml(resumen));
      onClose();
    } catch {
      ventana.close();
      toast.error(MSG_ERROR_RESUMEN);
      setGenerando(false);
    }
  };

  const formId = `${id}-form`;
  return (
    <Dialog
      open
      title="Imprimir Resumen"
      onClose={() => !generando && onClose()}
      footer={<FormDialogFooter formId={formId} submitLabel={generando ? 'Generando...' : 'Imprimir'} pending={generando} onCancel={onClose} />}
    >
      <form id={formId} noValidate onSubmit={(e) => void imprimir(e)}>
        {mensaje ? <ErrorFormulario role="alert">{mensaje}</ErrorFormulario> : null}
        <FormGrid>
          <Field label="Desde" htmlFor={`${id}-desde`} required>
            <Input
              id={`${id}-desde`}
              type="date"
              value={desde}
              max={hasta || undefined}
              aria-invalid={(mensaje !== null && !desde) || undefined}
              onChange={(e) => setDesde(e.target.value)}
            />
          </Field>
          <Field label="Hasta" htmlFor={`${id}-hasta`} required>
            <Input
              id={`${id}-hasta`}
              type="date"
              value={hasta}
              min={desde || undefined}
              aria-invalid={(mensaje !== null && !hasta) || undefined}
              onChange={(e) => setHasta(e.target.value)}
            />
          </Field>
        </FormGrid>
      </form>
    </Dialog>
  );
}
