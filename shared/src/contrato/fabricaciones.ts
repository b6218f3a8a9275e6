import { emptyQuerySchema, idParamsSchema, messageSchema } from '../schemas/common';
import {
  cancelarBodySchema,
  checkMateriaBodySchema,
  fabricacionBodySchema,
  fabricacionCreateResponseSchema,
  fabricacionesListQuerySchema,
  fabricacionesPageSchema,
  fabricacionPreviewQuerySchema,
  fabricacionPreviewSchema,
  fabricacionSchema,
  finalizarBodySchema,
} from '../schemas/fabricaciones';
import { P } from '../permissions';
import { ruta } from './ruta';

/** fabricaciones, manufacturing runs (rules in docs/fabricacion.md). previsualizar comes before fabricaciones/:id. */
export const fabricaciones = {
  crear: ruta({
    method: 'POST',
    path: '/fabricaciones',
    acceso: { permission: P.fabricacionPost },
    resumen: 'Abre una fabricación en proceso de un producto con fórmula, con sus materias primas escaladas a la cantidad; el stock todavía no cambia.',
    schema: { body: fabricacionBodySchema, response: { 201: fabricacionCreateResponseSchema } },
    ejemplos: { body: [{ productoId: 31, cantidad: '50', sucursalId: 1 }] },
  }),
  previsualizar: ruta({
    method: 'GET',
    path: '/fabricaciones/previsualizar',
    acceso: { permission: P.fabricacionPost },
    resumen: 'Las materias primas que llevaría una fabricación, con el stock de la sucursal y si alcanza; no registra nada.',
    schema: { querystring: fabricacionPreviewQuerySchema, response: { 200: fabricacionPreviewSchema } },
  }),
  listar: ruta({
    method: 'GET',
    path: '/fabricaciones',
    acceso: { permission: P.fabricacionGet },
    resumen: 'Fabricaciones, las más nuevas primero, filtradas por estado o búsqueda.',
    schema: { querystring: fabricacionesListQuerySchema, response: { 200: fabricacionesPageSchema } },
  }),
  detalle: ruta({
    method: 'GET',
    path: '/fabricaciones/:id',
    acceso: { permission: P.fabricacionDetail },
    resumen: 'Una fabricación con sus materias primas y cuáles están confirmadas (también las canceladas).',
    schema: { params: idParamsSchema, querystring: emptyQuerySchema, response: { 200: fabricacionSchema } },
  }),
  confirmarMateria: ruta({
    method: 'PUT',
    path: '/fabricaciones/:id/check-materia',
    acceso: { permission: P.fabricacionPut },
    resumen: 'Confirma una materia prima de una fabricación en proceso y descuenta su cantidad del stock de la sucursal.',
    errores: {
      409: 'La fabricación ya está finalizada o cancelada, la materia prima ya fue confirmada, o no hay stock suficiente de ella en la sucursal.',
    },
    schema: { params: idParamsSchema, body: checkMateriaBodySchema, response: { 200: messageSchema } },
    ejemplos: { body: [{ materiaPrimaId: 12, sucursalId: 1 }] },
  }),
  finalizar: ruta({
    method: 'PUT',
    path: '/fabricaciones/:id/finalizar',
    acceso: { permission: P.fabricacionPut },
    resumen: 'Finaliza una fabricación con todas sus materias primas confirmadas y suma lo fabricado al stock de la sucursal.',
    errores: { 409: 'La fabricación ya está finalizada o cancelada, o faltan confirmar materias primas.' },
    schema: { params: idParamsSchema, body: finalizarBodySchema, response: { 200: messageSchema } },
    ejemplos: { body: [{ sucursalId: 1 }] },
  }),
  cancelar: ruta({
    method: 'DELETE',
    path: '/fabricaciones/:id/cancelar',
    acceso: { permission: P.fabricacionDelete },
    resumen: 'Cancela una fabricación en proceso y devuelve al stock las materias primas ya confirmadas.',
    errores: { 409: 'La fabricación ya está finalizada o cancelada.' },
    schema: { params: idParamsSchema, body: cancelarBodySchema, response: { 200: messageSchema } },
    ejemplos: { body: [{ sucursalId: 1 }] },
  }),
};
