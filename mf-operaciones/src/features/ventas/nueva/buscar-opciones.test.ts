import { buscarOpciones, MAX_OPCIONES } from './buscar-opciones';

const productos = Array.from({ length: 12 }, (_, i) => ({ codigo: String(30001 + i), nombre: i === 0 ? 'Esencia de Lavanda' : `Perfume ${i}` }));
const texto = (p: { codigo: string; nombre: string }) => `${p.codigo} ${p.nombre}`;

describe('buscarOpciones', () => {
  it('matches nothing until something is typed', () => {
    expect(buscarOpciones(productos, '', texto)).toEqual([]);
    expect(buscarOpciones(productos, '   ', texto)).toEqual([]);
  });

  it('matches by any part of the text, ignoring case and surrounding spaces', () => {
    expect(buscarOpciones(productos, ' LAVANDA ', texto)).toEqual([productos[0]]);
    expect(buscarOpciones(productos, '30012', texto)).toEqual([productos[11]]);
  });

  it(`keeps ${MAX_OPCIONES} matches at most, or the limit given`, () => {
    expect(buscarOpciones(productos, 'perfume', texto)).toHaveLength(MAX_OPCIONES);
    expect(buscarOpciones(productos, 'perfume', texto, 3)).toEqual(productos.slice(1, 4));
  });
});
