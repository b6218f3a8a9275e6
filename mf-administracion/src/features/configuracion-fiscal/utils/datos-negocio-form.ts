import type { ConfiguracionFiscal, ConfiguracionFiscalBody } from 'shared';

/**
 * What «Datos del negocio» edits: the raw values of its inputs, checked on submit with the shared
 * `configuracionFiscalBodySchema` (the same rules as the API: the CUIT's check digit, the required
 * texts, a date that exists, a money amount > 0 with up to 2 decimals).
 */
export type DatosNegocioValues = ConfiguracionFiscalBody;

/**
 * The form values of a configuration: a field still null (before the first save) as empty text.
 * An empty `condicionIva` is "not chosen": the schema rejects it with its message.
 */
export function toFormValues(c: ConfiguracionFiscal): DatosNegocioValues {
  return {
    cuit: c.cuit ?? '',
    razonSocial: c.razonSocial ?? '',
    condicionIva: c.condicionIva ?? ('' as DatosNegocioValues['condicionIva']),
    ingresosBrutos: c.ingresosBrutos ?? '',
    inicioActividades: c.inicioActividades ?? '',
    domicilioComercial: c.domicilioComercial ?? '',
    entorno: c.entorno,
    limiteConsumidorFinal: c.limiteConsumidorFinal,
  };
}
