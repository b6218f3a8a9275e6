import { ApiError, MSG_CUIT_DIGITO, MSG_DOCUMENTO_INVALIDO } from 'shared';
import { clienteFormSchema, EMPTY_CLIENTE_FORM, errorDeCampo, type ClienteFormValues } from './cliente-form';

const valid: ClienteFormValues = {
  ...EMPTY_CLIENTE_FORM,
  nombreApellido: '  Ana Gómez ',
  documento: '27123456',
  tipo: 'particular',
  condicionIVA: 'Monotributista',
  nombreEmpresa: 'No debería viajar',
};

/** The problems the form shows: each as [field, message]. */
function problems(values: ClienteFormValues) {
  const result = clienteFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('clienteFormSchema', () => {
  it('returns the trimmed body with nulls for empty optional fields and the default province', () => {
    const result = clienteFormSchema.safeParse(valid);
    expect(result).toEqual({
      success: true,
      data: expect.objectContaining({
        nombreApellido: 'Ana Gómez',
        documento: '27123456',
        email: null,
        nombreEmpresa: null,
        provincia: 'Buenos Aires',
      }),
    });
  });

  it('keeps the company name only for empresa', () => {
    const result = clienteFormSchema.safeParse({ ...valid, tipo: 'empresa', nombreEmpresa: 'Ana SRL' });
    expect(result.success && result.data.nombreEmpresa).toBe('Ana SRL');
  });

  it('asks for the required fields before anything else', () => {
    expect(problems({ ...valid, documento: '   ', tipo: 'otro' })).toEqual([
      ['documento', 'Por favor, completa todos los campos obligatorios.'],
    ]);
    expect(problems({ ...valid, nombreApellido: '', documento: '', email: 'no-es-un-mail' })).toEqual([
      ['nombreApellido', 'Por favor, completa todos los campos obligatorios.'],
      ['documento', 'Por favor, completa todos los campos obligatorios.'],
    ]);
  });

  it('sends the credit limits trimmed, empty as null, and refuses anything but money with up to 2 decimals', () => {
    const result = clienteFormSchema.safeParse({ ...valid, limiteCreditoPesos: ' 1500.5 ', limiteCreditoDolares: '' });
    expect(result.success && [result.data.limiteCreditoPesos, result.data.limiteCreditoDolares]).toEqual(['1500.5', null]);
    const msg = 'El límite de crédito debe ser un importe de hasta 2 decimales, mayor o igual a 0.';
    expect(problems({ ...valid, limiteCreditoPesos: '-1' })).toEqual([['limiteCreditoPesos', msg]]);
    expect(problems({ ...valid, limiteCreditoDolares: '10.005' })).toEqual([['limiteCreditoDolares', msg]]);
    expect(problems({ ...valid, limiteCreditoDolares: '1.000,50' })).toEqual([['limiteCreditoDolares', msg]]);
  });

  it('rejects a type or VAT condition outside their lists', () => {
    expect(problems({ ...valid, tipo: 'otro' })).toEqual([['tipo', 'Tipo inválido.']]);
    expect(problems({ ...valid, condicionIVA: 'Responsable No Inscripto' })).toEqual([['condicionIVA', 'Condición IVA inválida.']]);
  });
});

describe('errorDeCampo', () => {
  it("puts the server's refusals of the document under Documento", () => {
    expect(errorDeCampo(new ApiError(409, 'Ya existe un cliente con ese documento.'))).toEqual({
      field: 'documento',
      message: 'Ya existe un cliente con ese documento.',
    });
    expect(errorDeCampo(new ApiError(400, MSG_CUIT_DIGITO))).toEqual({ field: 'documento', message: MSG_CUIT_DIGITO });
    expect(errorDeCampo(new ApiError(400, MSG_DOCUMENTO_INVALIDO))).toEqual({ field: 'documento', message: MSG_DOCUMENTO_INVALIDO });
  });

  it('leaves any other failure to the toast', () => {
    expect(errorDeCampo(new ApiError(403, 'No tiene permiso para cambiar el límite de crédito del cliente.'))).toBeUndefined();
    expect(errorDeCampo(new ApiError(500, 'Error al guardar el documento'))).toBeUndefined();
    expect(errorDeCampo(new ApiError(0, 'Error de red'))).toBeUndefined();
    expect(errorDeCampo(new Error('documento'))).toBeUndefined();
  });
});
