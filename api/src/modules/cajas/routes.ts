import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cajas } from 'shared/contrato';
import { opciones } from '../../lib/rutas';
import { currentUser } from '../../plugins/auth';
import type { Deps } from '../../types';
import { abrirCaja, cerrarCaja, crearMovimientoManual, listCajas, listMovimientos, listSesiones } from './service';

/**
 * cajas, cash boxes: the routes of `cajas` in shared/src/contrato (rules in
 * docs/cajas-gastos-comisiones.md): the boxes (one per active branch and currency, created on
 * demand), opening, closing with the count, manual movements, and the movements and sessions of a
 * box. 404 'No se encontró la caja.' for an unknown id.
 */
export const cajasRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.route({ ...opciones(cajas.listar), handler: async (request) => listCajas(db, currentUser(request)) });

  app.route({
    ...opciones(cajas.abrir),
    handler: async (request) => abrirCaja(db, currentUser(request), request.params.id, request.body),
  });

  app.route({
    ...opciones(cajas.cerrar),
    handler: async (request) => cerrarCaja(db, currentUser(request), request.params.id, request.body),
  });

  app.route({
    ...opciones(cajas.crearMovimiento),
    handler: async (request, reply) => {
      const id = await crearMovimientoManual(db, currentUser(request), request.params.id, request.body);
      return reply.code(201).send({ id });
    },
  });

  app.route({
    ...opciones(cajas.listarMovimientos),
    handler: async (request) => listMovimientos(db, request.params.id, request.query),
  });

  app.route({
    ...opciones(cajas.listarSesiones),
    handler: async (request) => listSesiones(db, request.params.id, request.query),
  });
};
