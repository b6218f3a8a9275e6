import { metodoPagoBodySchema } from 'shared';
import { fakeMetodoPago } from 'shared/testing';
import { EMPTY_METODO_PAGO, toFormValues, type MetodoPagoFormValues } from './metodo-pago-form';

/** What the form's submit handler receives (useZodForm parses the values with this schema). */
const check = (values: MetodoPagoFormValues) => metodoPagoBodySchema.safeParse(values);

describe('payment-method form values', () => {
  it('fills the form from a method, a null description as empty text', () => {
    expect(toFormValues(fakeMetodoPago({ nombre: 'Tarjeta', descripcion: null }))).toEqual({ nombre: 'Tarjeta', descripcion: '' });
    expect(toFormValues(fakeMetodoPago({ nombre: 'Tarjeta', descripcion: 'Débito' }))).toEqual({ nombre: 'Tarjeta', descripcion: 'Débito' });
  });

  it('requires a name that is not blank after trimming', () => {
    const result = check({ ...EMPTY_METODO_PAGO, nombre: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['nombre', 'El nombre es obligatorio']]);
  });

  it('trims both fields and sends an empty description as null', () => {
    expect(check({ nombre: '  Cheque ', descripcion: '   ' })).toEqual({
      success: true,
      data: { nombre: 'Cheque', descripcion: null },
    });
    expect(check({ nombre: 'Cheque', descripcion: ' A 30 días ' })).toEqual({
      success: true,
      data: { nombre: 'Cheque', descripcion: 'A 30 días' },
    });
  });

  it('limits the name to 50 characters and the description to 200', () => {
    const result = check({ nombre: 'x'.repeat(51), descripcion: 'y'.repeat(201) });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    expect(messages.nombre).toMatch(/50/);
    expect(messages.descripcion).toMatch(/200/);
    expect(check({ nombre: 'x'.repeat(50), descripcion: 'y'.repeat(200) }).success).toBe(true);
  });
});
