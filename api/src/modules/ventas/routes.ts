import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG_VENTA_ANULADA_OK, type Paged, type VentaListItem } from 'shared';
import { ventas } from 'shared/contrato';
import { enviarJson } from '../../lib/json-sql';
import { opciones } from '../../lib/rutas';
import { currentUser } from '../../plugins/auth';
import type { Deps } from '../../types';
import { listVentas } from './listado';
import { checkCodigo, generarCodigo } from '../codigos/service';
import { actualizarVenta, anularVenta, crearVenta, getVenta, reintentarComprobante } from './service';

/**
 * ventas: the routes of `ventas` in shared/src/contrato (rules in docs/ventas-y-presupuestos.md and
 * docs/seguridad.md): authorization codes (issued, and checked with failed attempts limited per user
 * and per issuer), and sales created, read, listed, edited (a seller's own sales of the day only;
 * approvals ask for the code) and annulled (ventas.delete, or ventas.post with { codigo_pass }).
 */
export const ventasRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, config }) => {
  app.route({
    ...opciones(ventas.emitirCodigo),
    handler: async (request, reply) => reply.code(201).send(await generarCodigo(db, currentUser(request))),
  });

  app.route({
    ...opciones(ventas.verificarCodigo, {
      rateLimit: {
        max: config.codeRateLimit.max,
        timeWindow: config.codeRateLimit.windowMs,
        keyGenerator: (request: FastifyRequest) => (request.user ? `usuario:${request.user.id}` : request.ip),
      },
    }),
    handler: async (request) => ({
      valid: await checkCodigo(db, config, request.body.codigo_pass, { usuarioId: currentUser(request).id }),
    }),
  });

  app.route({
    ...opciones(ventas.crear),
    handler: async (request, reply) => {
      const ventaId = await crearVenta(db, currentUser(request), request.body, { config, ip: request.ip });
      return reply.code(201).send({ ventaId });
    },
  });

  app.route({ ...opciones(ventas.detalle), handler: async (request) => getVenta(db, request.params.id) });

  app.route({
    ...opciones(ventas.actualizar),
    handler: async (request) => actualizarVenta(db, currentUser(request), request.params.id, request.body, { config, ip: request.ip }),
  });

  app.route({
    ...opciones(ventas.anular),
    handler: async (request) => {
      await anularVenta(db, currentUser(request), request.params.id, request.body, { config, ip: request.ip });
      return { message: MSG_VENTA_ANULADA_OK };
    },
  });

  app.route({
    ...opciones(ventas.reintentarComprobante),
    handler: async (request) => reintentarComprobante(db, currentUser(request), request.params.id),
  });

  app.route({
    ...opciones(ventas.listar),
    handler: async (request, reply) => enviarJson<Paged<VentaListItem>>(reply, config, await listVentas(db, request.query)),
  });
};
