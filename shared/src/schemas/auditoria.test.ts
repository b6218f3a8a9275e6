import {
  accionAuditoriaLabel,
  auditoriaItemSchema,
  auditoriaPageSchema,
  auditoriaQuerySchema,
  entidadAuditoriaLabel,
} from './index';

const messages = (input: unknown) => {
  const r = auditoriaQuerySchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('auditoriaQuerySchema', () => {
  it('fills in the paging defaults and leaves the filters out', () => {
    expect(auditoriaQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
  });

  it('coerces the query-string values and trims the entity', () => {
    expect(
      auditoriaQuerySchema.parse({
        page: '2',
        pageSize: '25',
        entidad: ' ventas ',
        usuarioId: '7',
        fechaDesde: '2026-03-01',
        fechaHasta: '2026-03-31',
      }),
    ).toEqual({ page: 2, pageSize: 25, entidad: 'ventas', usuarioId: 7, fechaDesde: '2026-03-01', fechaHasta: '2026-03-31' });
    expect(auditoriaQuerySchema.parse({ entidad: '  ' })).toEqual({ page: 1, pageSize: 10 });
  });

  it('refuses malformed filters with Spanish messages', () => {
    expect(messages({ fechaDesde: '01/03/2026' })).toEqual(['Fecha inválida.']);
    expect(messages({ fechaHasta: '2026-3-1' })).toEqual(['Fecha inválida.']);
    expect(messages({ usuarioId: 'x' })).toEqual(['Usuario inválido.']);
    expect(messages({ usuarioId: '0' })).toEqual(['Usuario inválido.']);
    expect(messages({ usuarioId: '1.5' })).toEqual(['Usuario inválido.']);
    expect(messages({ entidad: 'x'.repeat(51) })).toEqual(['La entidad no puede superar los 50 caracteres.']);
    expect(messages({ page: '0' })).toEqual(['La página debe ser 1 o mayor.']);
    expect(messages({ pageSize: '101' })).toEqual(['El tamaño de página debe estar entre 1 y 100.']);
  });
});

describe('auditoriaPageSchema', () => {
  const item = {
    id: 1,
    fecha: '2026-03-05T13:05:00.000Z',
    usuario: { id: 1, name: 'Ana Pérez' },
    entidad: 'clientes',
    entidadId: '12',
    accion: 'actualizar',
    antes: { nombre: 'A' },
    despues: { nombre: 'B' },
  };

  it('accepts a page of rows, with a system user and missing states', () => {
    const page = { items: [item, { ...item, id: 2, usuario: null, entidadId: null, antes: null, despues: null }], total: 2, currentPage: 1, totalPages: 1, pageSize: 10 };
    expect(auditoriaPageSchema.parse(page)).toEqual(page);
  });

  it('needs an ISO date', () => {
    expect(auditoriaItemSchema.safeParse({ ...item, fecha: '05/03/2026' }).success).toBe(false);
    expect(auditoriaItemSchema.safeParse({ ...item, fecha: '2026-03-05T10:05:00-03:00' }).success).toBe(true);
  });
});

describe('audit labels', () => {
  it('names the audited entities and actions in Spanish', () => {
    expect(entidadAuditoriaLabel('fabricaciones')).toBe('Fabricaciones');
    expect(entidadAuditoriaLabel('codigos_autorizacion')).toBe('Códigos de autorización');
    expect(accionAuditoriaLabel('cambiar_contrasena')).toBe('Cambio de contraseña');
    expect(accionAuditoriaLabel('confirmar_materia')).toBe('Confirmación de materia prima');
  });

  it('shows an unknown key as it is', () => {
    expect(entidadAuditoriaLabel('otra')).toBe('otra');
    expect(accionAuditoriaLabel('toString')).toBe('toString');
  });
});
