import { MSG_ACTUALIZAR_MODO } from 'shared';
import { normalizarDecimal, PRECIOS_FORM_DEFAULTS, preciosFormSchema } from './precios-form';

const MSG_PORCENTAJE = 'El porcentaje admite hasta 2 decimales, entre -99,99 y 1000.';

describe('normalizarDecimal', () => {
  it('takes a comma or a dot as the decimal separator', () => {
    expect(normalizarDecimal('12,5')).toBe('12.5');
    expect(normalizarDecimal(' 12.5 ')).toBe('12.5');
    expect(normalizarDecimal('-7,25')).toBe('-7.25');
    expect(normalizarDecimal('1.180,5')).toBe('1180.5');
    expect(normalizarDecimal('1250')).toBe('1250');
  });
});

describe('preciosFormSchema', () => {
  const parse = (values: Partial<typeof PRECIOS_FORM_DEFAULTS>) => preciosFormSchema.safeParse({ ...PRECIOS_FORM_DEFAULTS, ...values });
  const errores = (values: Partial<typeof PRECIOS_FORM_DEFAULTS>) => {
    const result = parse(values);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('turns the values into the API body, leaving out empty filters', () => {
    expect(parse({ valor: '12,5' })).toMatchObject({ success: true, data: { porcentaje: '12.5', confirmar: false } });
    const result = parse({ categoria: 'materia_prima', proveedorId: '2', search: '  alco ', modo: 'cotizacion', valor: '1250' });
    expect(result.success && result.data).toEqual({ categoria: 'materia_prima', proveedorId: 2, search: 'alco', cotizacion: '1250', confirmar: false });
  });

  it("puts the API's messages on the value", () => {
    expect(errores({ valor: '' })).toEqual([['valor', MSG_ACTUALIZAR_MODO]]);
    expect(errores({ valor: '12,555' })).toEqual([['valor', MSG_PORCENTAJE]]);
    expect(errores({ valor: '-100' })).toEqual([['valor', MSG_PORCENTAJE]]);
    expect(errores({ valor: '0' })).toEqual([['valor', MSG_PORCENTAJE]]);
    expect(errores({ valor: 'doce' })).toEqual([['valor', MSG_PORCENTAJE]]);
    expect(errores({ modo: 'cotizacion', valor: '0' })).toEqual([['valor', 'La cotización debe ser mayor a cero.']]);
    expect(errores({ modo: 'cotizacion', valor: '1,23456' })).toEqual([['valor', 'La cotización admite hasta 4 decimales y no puede ser negativa.']]);
    expect(errores({ valor: '-99,99' })).toEqual([]);
    expect(errores({ valor: '1000' })).toEqual([]);
  });

  it('keeps an error of a filter on that filter', () => {
    expect(errores({ search: 'x'.repeat(101), valor: '10' })).toEqual([['search', 'Búsqueda inválida.']]);
  });
});
