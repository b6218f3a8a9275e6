import { DIAS_AVISO_CERTIFICADO } from 'shared';
import { configuracionVacia, fakeConfiguracionFiscal } from '../testing/configuracion-fiscal-handlers';
import { avisoCertificado, leerTexto, textoDiasParaVencer } from './certificado';
import { toFormValues } from './datos-negocio-form';

describe('avisoCertificado', () => {
  it('warns from DIAS_AVISO_CERTIFICADO days before the expiry, and once expired', () => {
    expect(avisoCertificado({ diasParaVencer: DIAS_AVISO_CERTIFICADO + 1 })).toBeNull();
    expect(avisoCertificado({ diasParaVencer: DIAS_AVISO_CERTIFICADO })).toBe(
      `El certificado vence en ${DIAS_AVISO_CERTIFICADO} días: pida uno nuevo a ARCA y súbalo aquí.`,
    );
    expect(avisoCertificado({ diasParaVencer: 1 })).toBe('El certificado vence en 1 día: pida uno nuevo a ARCA y súbalo aquí.');
    expect(avisoCertificado({ diasParaVencer: 0 })).toBe('El certificado vence hoy: pida uno nuevo a ARCA y súbalo aquí.');
    expect(avisoCertificado({ diasParaVencer: -1 })).toBe('El certificado está vencido: pida uno nuevo a ARCA y súbalo aquí.');
  });

  it('says the days left', () => {
    expect([210, 1, 0, -1, -4].map(textoDiasParaVencer)).toEqual(['Faltan 210 días', 'Falta 1 día', 'Vence hoy', 'Vencido hace 1 día', 'Vencido hace 4 días']);
  });
});

describe('leerTexto', () => {
  it('reads a chosen file as text', async () => {
    await expect(leerTexto(new File(['-----BEGIN CERTIFICATE-----\nx\n-----END CERTIFICATE-----'], 'a.crt'))).resolves.toBe(
      '-----BEGIN CERTIFICATE-----\nx\n-----END CERTIFICATE-----',
    );
  });
});

describe('toFormValues', () => {
  it('copies a saved configuration and leaves the fields still null empty', () => {
    expect(toFormValues(fakeConfiguracionFiscal())).toEqual({
      cuit: '30-71234567-1',
      razonSocial: 'Insumos del Centro S.A.',
      condicionIva: 'Responsable Inscripto',
      ingresosBrutos: '901-123456-7',
      inicioActividades: '2015-03-01',
      domicilioComercial: 'Av. Colón 1234, Córdoba',
      entorno: 'simulador',
      limiteConsumidorFinal: '10000000.00',
    });
    expect(toFormValues(configuracionVacia())).toEqual({
      cuit: '',
      razonSocial: '',
      condicionIva: '',
      ingresosBrutos: '',
      inicioActividades: '',
      domicilioComercial: '',
      entorno: 'simulador',
      limiteConsumidorFinal: '10000000.00',
    });
  });
});
