import type { z } from 'zod';
import {
  AUDITORIA_SORT_KEYS,
  auditoriaQuerySchema,
  CLIENTES_SORT_KEYS,
  clientesListQuerySchema,
  MSG_ORDEN_COLUMNA,
  MSG_ORDEN_DIRECCION,
  PRODUCTOS_SORT_KEYS,
  productosQuerySchema,
  VENTAS_SORT_KEYS,
  ventasListQuerySchema,
} from './index';

const LISTS: Array<[string, z.ZodType, readonly string[]]> = [
  ['productos', productosQuerySchema, PRODUCTOS_SORT_KEYS],
  ['ventas', ventasListQuerySchema, VENTAS_SORT_KEYS],
  ['clientes', clientesListQuerySchema, CLIENTES_SORT_KEYS],
  ['auditoria', auditoriaQuerySchema, AUDITORIA_SORT_KEYS],
];

const messages = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe.each(LISTS)('sort and dir of GET %s', (_name, schema, keys) => {
  it('takes every sortable column in both directions', () => {
    for (const sort of keys) {
      for (const dir of ['asc', 'desc']) {
        expect(schema.parse({ sort, dir, page: '2' })).toMatchObject({ sort, dir, page: 2, pageSize: 10 });
      }
    }
  });

  it('leaves both out by default (the default order), and takes dir alone', () => {
    expect(schema.parse({})).not.toHaveProperty('sort');
    expect(schema.parse({})).not.toHaveProperty('dir');
    expect(schema.parse({ dir: 'desc' })).toMatchObject({ dir: 'desc' });
  });

  it('refuses any other column or direction with a Spanish message', () => {
    for (const sort of ['', 'desconocido', "nombre; drop table x", 'ID', 'toString']) {
      expect(messages(schema, { sort })).toEqual([MSG_ORDEN_COLUMNA]);
    }
    for (const dir of ['', 'ASC', 'descending', 'arriba']) {
      expect(messages(schema, { sort: keys[0], dir })).toEqual([MSG_ORDEN_DIRECCION]);
    }
  });
});

test('the sortable columns are named as the API fields of the rows', () => {
  expect(VENTAS_SORT_KEYS).toEqual(expect.arrayContaining(['id', 'fecha', 'total', 'cliente', 'vendedor']));
  expect(PRODUCTOS_SORT_KEYS).toEqual(expect.arrayContaining(['codigo', 'nombre', 'stock', 'precio', 'valorFinal']));
  expect(CLIENTES_SORT_KEYS).toEqual(expect.arrayContaining(['nombreApellido', 'documento', 'saldo']));
  expect(AUDITORIA_SORT_KEYS).toEqual(['fecha', 'usuario', 'entidad']);
});
