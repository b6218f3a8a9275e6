import { fakeCliente, fakeProducto, fakeProveedor } from 'shared/testing';
import { searchGroups, type SearchData } from './search-results';

/** What the server found, as its list calls send it (checked by the factories). */
const data: SearchData = {
  productos: [
    fakeProducto({ id: 1, categoria: 'materia_prima', codigo: '10001', nombre: 'Alcohol etílico' }),
    fakeProducto({ id: 2, categoria: 'esencia', codigo: '20001', nombre: 'Esencia de lavanda' }),
  ],
  proveedores: [fakeProveedor({ id: 7, nombre: 'Química del Sur' })],
  clientes: [fakeCliente({ id: 3, nombreApellido: 'María López', documento: '27123456' })],
};

describe('searchGroups', () => {
  it('builds the three groups in the server order, with the texts and target routes', () => {
    expect(searchGroups(data)).toEqual([
      {
        heading: 'Productos',
        results: [
          { key: 'producto-1', label: '10001 - Alcohol etílico', to: '/productos/1' },
          { key: 'producto-2', label: '20001 - Esencia de lavanda', to: '/productos/2' },
        ],
      },
      { heading: 'Proveedores', results: [{ key: 'proveedor-7', label: 'Química del Sur', to: '/proveedores/7' }] },
      { heading: 'Clientes', results: [{ key: 'cliente-3', label: 'María López', detail: '27123456', to: '/clientes/3' }] },
    ]);
  });

  it('drops empty groups and caps each group', () => {
    expect(searchGroups({ ...data, productos: [], clientes: [] }).map((g) => g.heading)).toEqual(['Proveedores']);
    expect(searchGroups({ productos: [], proveedores: [], clientes: [] })).toEqual([]);
    const many: SearchData = {
      ...data,
      productos: Array.from({ length: 30 }, (_, i) => fakeProducto({ id: 100 + i, codigo: `${10100 + i}`, nombre: `Insumo ${i}` })),
    };
    expect(searchGroups(many, 5)[0].results).toHaveLength(5);
    expect(searchGroups(many)[0].results).toHaveLength(8);
  });
});
