import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { IngresoListItem, Paged } from 'shared';
import { ingresos } from 'shared/contrato';
import { enviarJson } from '../../lib/json-sql';
import { opciones } from '../../lib/rutas';
import { currentUser } from '../../plugins/auth';
import type { Deps } from '../../types';
import { anularIngreso, crearIngreso, getIngreso, listIngresos } from './service';

/**
 * ingresos, stock entries: the routes of `ingresos` in shared/src/contrato (rules in docs/ingresos.md):
 * - POST ingresos (stock.add_stock) → 201 { id }; 409 { message, confirmaciones } when a lower cost
 *   or another currency comes without `confirmarCosto: true` (any other 409 is { message });
 * - GET ingresos?fechaDesde&fechaHasta&proveedorId&search&page&pageSize (ingresos.get) → page, newest first;
 * - GET ingresos/{id} (ingresos.detail.get) → the entry; 404 'No se encontró el ingreso.';
 * - PUT ingresos/anular/{id} (ingresos.delete) → { message, costosNoRestaurados }: stock back, previous
 *   costs back where still this entry's; 409 when already annulled or the stock was consumed.
 */
export const ingresosRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, config }) => {
  app.route({
    ...opciones(ingresos.crear),
    handler: async (request, reply) => {
      const id = await crearIngreso(db, currentUser(request), request.body);
      return reply.code(201).send({ id });
    },
  });

  app.route({ ...opciones(ingresos.anular), handler: async (request) => anularIngreso(db, currentUser(request), request.params.id) });

  app.route({
    ...opciones(ingresos.listar),
    handler: async (request, reply) => enviarJson<Paged<IngresoListItem>>(reply, config, await listIngresos(db, request.query)),
  });

  app.route({ ...opciones(ingresos.detalle), handler: async (request) => getIngreso(db, request.params.id) });
};
