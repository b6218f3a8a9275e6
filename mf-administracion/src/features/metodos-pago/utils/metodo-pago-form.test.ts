import { validateMetodoPago } from './metodo-pago-form';

describe('validateMetodoPago', () => {
  it('requires a name that is not blank after trimming', () => {
    expect(validateMetodoPago({ nombre: '   ', descripcion: '' })).toEqual({
      ok: false,
      errors: { nombre: 'El nombre es obligatorio' },
    });
  });

  it('trims both fields and sends an empty description as null', () => {
    expect(validateMetodoPago({ nombre: '  Cheque ', descripcion: '   ' })).toEqual({
      ok: true,
      data: { nombre: 'Cheque', descripcion: null },
    });
    expect(validateMetodoPago({ nombre: 'Cheque', descripcion: ' A 30 días ' })).toEqual({
      ok: true,
      data: { nombre: 'Cheque', descripcion: 'A 30 días' },
    });
  });

  it('limits the name to 50 characters and the description to 200', () => {
    const result = validateMetodoPago({ nombre: 'x'.repeat(51), descripcion: 'y'.repeat(201) });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.nombre).toMatch(/50/);
      expect(result.errors.descripcion).toMatch(/200/);
    }
    expect(validateMetodoPago({ nombre: 'x'.repeat(50), descripcion: 'y'.repeat(200) }).ok).toBe(true);
  });
});
