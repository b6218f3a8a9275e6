import { sucursalesListSchema } from '../schemas/catalogos';
import { emptyQuerySchema } from '../schemas/common';
import { ruta } from './ruta';

/** sucursales, the branches (docs/contactos-y-administracion.md). GET monedas is in ./monedas. */
export const sucursales = {
  listar: ruta({
    method: 'GET',
    path: '/sucursales',
    acceso: { signedIn: true },
    resumen: 'Las sucursales activas, por id.',
    schema: { querystring: emptyQuerySchema, response: { 200: sucursalesListSchema } },
  }),
};
