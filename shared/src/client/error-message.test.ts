import { ApiError, errorMessage } from './index';

describe('errorMessage', () => {
  it("prefers the server's message, else the fallback", () => {
    expect(errorMessage(new ApiError(409, 'Ya existe un rol con ese nombre.'), 'Error al crear rol')).toBe('Ya existe un rol con ese nombre.');
    expect(errorMessage(new ApiError(500, ''), 'Error al crear rol')).toBe('Error al crear rol');
    expect(errorMessage(new Error('boom'), 'Error al crear rol')).toBe('Error al crear rol');
  });

  it('gives the network message when the request never reached the server, else the fallback', () => {
    const network = new ApiError(0, 'Error de red');
    expect(errorMessage(network, 'Error al crear rol', 'Error de red')).toBe('Error de red');
    expect(errorMessage(network, 'Error al crear rol')).toBe('Error al crear rol');
    expect(errorMessage(new ApiError(400, 'Nombre inválido.'), 'Error al crear rol', 'Error de red')).toBe('Nombre inválido.');
  });
});
