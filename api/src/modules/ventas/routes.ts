import type { FastifyPluginAsync } from 'fastify';
import { checkCodePassBodySchema, idParamsSchema, P, ventaCreateBodySchema, ventasListQuerySchema } from 'shared';
import { parseInput } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import type { Deps } from '../../types';
import { checkCodigo, crearVenta, generarCodigo, getVenta, listVentas } from './service';

/**
 * ventas (spec.md 7, design.md 5):
 * - POST ventas/codigos-autorizacion (ventas.autorizar_precio) → { codigo, expiraEn };
 * - POST ventas/check-code-pass (ventas.post) → { valid } (rate limited per user);
 * - POST ventas (ventas.post) → 201 { ventaId };
 * - GET ventas/{id} (ventas.detail.get) → Venta;
 * - GET ventas?search&fechaDesde&fechaHasta&page&pageSize (ventas.get or facturacion.get).
 */
export const ventasRoutes: FastifyPluginAsync<Deps> = async (app, { db, config }) => {
  app.post('/ventas/codigos-autorizacion', { config: { permission: P.ventasAutorizarPrecio } }, async (request) =>
    generarCodigo(db, currentUser(request)),
  );

  app.post(
    '/ventas/check-code-pass',
    {
      config: {
        permission: P.ventasPost,
        rateLimit: {
          max: config.codeRateLimit.max,
          timeWindow: config.codeRateLimit.windowMs,
          keyGenerator: (request) => (request.user ? `usuario:${request.user.id}` : request.ip),
        },
      },
    },
    async (request) => {
      const { codigo_pass } = parseInput(checkCodePassBodySchema, request.body);
      return { valid: await checkCodigo(db, codigo_pass) };
    },
  );

  app.post('/ventas', { config: { permission: P.ventasPost } }, async (request, reply) => {
    const body = parseInput(ventaCreateBodySchema, request.body);
    const ventaId = await crearVenta(db, currentUser(request), body);
    return reply.code(201).send({ ventaId });
  });

  app.get('/ventas/:id', { config: { permission: P.ventasDetail } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    return getVenta(db, id);
  });

  app.get('/ventas', { config: { permission: [P.ventasGet, P.facturacionGet] } }, async (request) =>
    listVentas(db, parseInput(ventasListQuerySchema, request.query)),
  );
};
