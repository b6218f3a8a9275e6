import { EMPTY_CLIENTE_FORM, validateClienteForm, type ClienteFormValues } from './cliente-form';

const valid: ClienteFormValues = {
  ...EMPTY_CLIENTE_FORM,
  nombreApellido: '  Ana Gómez ',
  documento: '27123456',
  tipo: 'particular',
  condicionIVA: 'Monotributista',
  nombreEmpresa: 'No debería viajar',
};

describe('validateClienteForm', () => {
  it('returns the trimmed body with nulls for empty optional fields and the default province', () => {
    const result = validateClienteForm(valid);
    expect(result).toEqual({
      ok: true,
      body: expect.objectContaining({
        nombreApellido: 'Ana Gómez',
        documento: '27123456',
        email: null,
        nombreEmpresa: null,
        provincia: 'Buenos Aires',
      }),
    });
  });

  it('keeps the company name only for empresa', () => {
    const result = validateClienteForm({ ...valid, tipo: 'empresa', nombreEmpresa: 'Ana SRL' });
    expect(result.ok && result.body.nombreEmpresa).toBe('Ana SRL');
  });

  it('asks for the required fields before anything else', () => {
    const result = validateClienteForm({ ...valid, documento: '   ', tipo: 'otro' });
    expect(result).toEqual({
      ok: false,
      message: 'Por favor, completa todos los campos obligatorios.',
      fields: ['documento'],
    });
  });

  it('rejects a type or VAT condition outside their lists', () => {
    expect(validateClienteForm({ ...valid, tipo: 'otro' })).toMatchObject({ ok: false, message: 'Tipo inválido.' });
    expect(validateClienteForm({ ...valid, condicionIVA: 'Consumidor Final' })).toMatchObject({
      ok: false,
      message: 'Condición IVA inválida.',
      fields: ['condicionIVA'],
    });
  });
});
