import { MSG_CUIT_DIGITO, MSG_CUIT_FORMATO, MSG_PROVEEDOR_NOMBRE } from 'shared';
import { fakeProveedor } from 'shared/testing';
import { EMPTY_PROVEEDOR_FORM, proveedorFormSchema, proveedorToFormValues } from './proveedor-form';

/** The message of each field at fault, as the form shows them. */
function errores(values: typeof EMPTY_PROVEEDOR_FORM) {
  const r = proveedorFormSchema.safeParse(values);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('proveedorFormSchema', () => {
  it('outputs the body of the API: trimmed, CUIT normalised, empty texts and province as null', () => {
    const r = proveedorFormSchema.parse({
      ...EMPTY_PROVEEDOR_FORM,
      nombre: '  Química Sur ',
      cuit: '30 71234567 1',
      email: ' ventas@quimicasur.com.ar ',
    });
    expect(r).toEqual({
      nombre: 'Química Sur',
      cuit: '30-71234567-1',
      contacto: null,
      telefono: null,
      email: 'ventas@quimicasur.com.ar',
      direccion: null,
      provincia: null,
      notas: null,
    });
  });

  it('gives each field its own message, the server one', () => {
    expect(errores({ ...EMPTY_PROVEEDOR_FORM, nombre: '  ', cuit: '30-71234567-2', email: 'ventas@' })).toEqual({
      nombre: MSG_PROVEEDOR_NOMBRE,
      cuit: MSG_CUIT_DIGITO,
      email: 'Ingrese un e-mail válido.',
    });
    expect(errores({ ...EMPTY_PROVEEDOR_FORM, nombre: 'X', cuit: '3071234567' })).toEqual({ cuit: MSG_CUIT_FORMATO });
    expect(errores({ ...EMPTY_PROVEEDOR_FORM, nombre: 'X', provincia: 'Narnia' })).toEqual({ provincia: 'Provincia inválida.' });
  });

  it('round-trips a supplier of the API', () => {
    const proveedor = fakeProveedor({ id: 4, notas: 'Entrega los martes', provincia: null });
    const { id: _id, ...body } = proveedor;
    expect(proveedorFormSchema.parse(proveedorToFormValues(proveedor))).toEqual(body);
  });
});
