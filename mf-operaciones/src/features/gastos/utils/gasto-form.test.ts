import { gastoBodySchema } from 'shared';
import { gastoFormSchema, type GastoFormValues } from './gasto-form';

const valido: GastoFormValues = {
  fecha: '2026-11-23',
  categoria: 'Servicios',
  descripcion: '  Factura de gas  ',
  monto: '1234.5',
  monedaId: '1',
  metodoPagoId: '2',
  proveedorId: '',
  cajaId: '',
};

const mensajes = (v: Partial<GastoFormValues>) => {
  const r = gastoFormSchema.safeParse({ ...valido, ...v });
  // A field may fail two checks with the same message (an empty amount): the form shows it once.
  return r.success ? [] : [...new Set(r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`))];
};

it('turns the form into a body the API accepts: trimmed, ids as numbers, no supplier nor box when none is chosen', () => {
  const body = gastoFormSchema.parse(valido);
  expect(body).toEqual({ fecha: '2026-11-23', categoria: 'Servicios', descripcion: 'Factura de gas', monto: '1234.5', monedaId: 1, metodoPagoId: 2 });
  expect(gastoBodySchema.safeParse(body).success).toBe(true);
  expect(gastoFormSchema.parse({ ...valido, proveedorId: '3', cajaId: '1' })).toMatchObject({ proveedorId: 3, cajaId: 1 });
});

it('refuses what the API refuses, with its messages', () => {
  expect(mensajes({ categoria: '' })).toEqual(['categoria: Categoría inválida.']);
  expect(mensajes({ metodoPagoId: '' })).toEqual(['metodoPagoId: Debe seleccionar un método de pago.']);
  expect(mensajes({ descripcion: '   ' })).toEqual(['descripcion: Debe ingresar una descripción.']);
  expect(mensajes({ monto: '0' })).toEqual(['monto: El monto debe ser mayor a cero, con hasta 2 decimales.']);
  expect(mensajes({ monto: '' })).toEqual(['monto: El monto debe ser mayor a cero, con hasta 2 decimales.']);
  expect(mensajes({ fecha: '' })).toEqual(['fecha: Fecha inválida.']);
  expect(mensajes({ descripcion: 'x'.repeat(201) })).toEqual(['descripcion: La descripción no puede superar los 200 caracteres.']);
});
