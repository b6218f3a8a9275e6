import { fakeCliente, fakeProducto, fakeProveedorSelect } from 'shared/testing';
import { searchGroups, type SearchData } from './search-results';

/** The lists as the API's select calls send them (checked by the factories). */
const data: SearchData = {
  productos: [
    fakeProducto({ id: 1, categoria: 'materia_prima', codigo: '10001', nombre: 'Alcohol etílico' }),
    fakeProducto({ id: 2, categoria: 'esencia', codigo: '20001', nombre: 'Esencia de lavanda' }),
  ],
  proveedores: [fakeProveedorSelect({ id: 7, nombre: 'Química del Sur' })],
  clientes: [fakeCliente({ id: 3, nombreApellido: 'María López', documento: '27123456' })],
};

describe('searchGroups', () => {
  it('filters case-insensitively and builds the target routes', () => {
    expect(searchGroups(data, 'LAVANDA')).toEqual([
      { heading: 'Productos', results: [{ key: 'producto-2', label: '20001 - Esencia de lavanda', to: '/productos/2' }] },
    ]);
    expect(searchGroups(data, 'sur')[0]).toEqual({
      heading: 'Proveedores',
      results: [{ key: 'proveedor-7', label: 'Química del Sur', to: '/proveedores/7' }],
    });
  });

  it('finds products by code and clients by document', () => {
    expect(searchGroups(data, '1000').map((g) => g.heading)).toEqual(['Productos']);
    expect(searchGroups(data, '2712')).toEqual([
      {
        heading: 'Clientes',
        results: [{ key: 'cliente-3', label: 'María López', detail: '27123456', to: '/clientes/3' }],
      },
    ]);
  });

  it('returns no groups when nothing matches and caps each group', () => {
    expect(searchGroups(data, 'zzz')).toEqual([]);
    const many: SearchData = {
      ...data,
      productos: Array.from({ length: 30 }, (_, i) => fakeProducto({ id: 100 + i, codigo: `${10100 + i}`, nombre: `Insumo ${i}` })),
    };
    expect(searchGroups(many, 'insumo', 5)[0].results).toHaveLength(5);
  });
});
