import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkCodePassBodySchema,
  anularVentaBodySchema,
  checkCodePassResponseSchema,
  codigoAutorizacionSchema,
  emptyBodySchema,
  emptyQuerySchema,
  idParamsSchema,
  messageSchema,
  MSG_VENTA_ANULADA_OK,
  CODE_CHECKERS,
  P,
  ventaCreateBodySchema,
  ventaCreateResponseSchema,
  ventaSchema,
  ventasListQuerySchema,
  ventasPageSchema,
  ventaUpdateBodySchema,
  type Paged,
  type VentaListItem,
} from 'shared';
import { enviarJson } from '../../lib/json-sql';
import { currentUser } from '../../plugins/auth';
import type { Deps } from '../../types';
import { listVentas } from './listado';
import { checkCodigo, generarCodigo } from '../codigos/service';
import { actualizarVenta, anularVenta, crearVenta, getVenta } from './service';

/**
 * ventas (rules in docs/ventas-y-presupuestos.md and docs/seguridad.md):
 * - POST ventas/codigos-autorizacion (ventas.autorizar_precio) → 201 { codigo, expiraEn };
 * - POST ventas/check-code-pass (any of CODE_CHECKERS: ventas.post/put, presupuestos.post/put) → { valid }
 *   (failed attempts limited per user and per issuer);
 * - POST ventas (ventas.post) → 201 { ventaId };
 * - GET ventas/{id} (ventas.detail.get) → Venta;
 * - GET ventas?search&fechaDesde&fechaHasta&vendedorId&estadoPago&anulada&page&pageSize&sort&dir
 *   (ventas.get or facturacion.get; sortable columns in VENTAS_SORT_KEYS);
 * - PUT ventas/{id} (ventas.put) { metodoPagoId, descuento, monedaId?, total?, codigo_pass? } → Venta
 *   (total recomputed, Cuenta Corriente adjusted; annulled → 409; a seller's own sales of the day
 *   only; a discount above the role's limit or credit past the limit → 409 asking for the code);
 * - PUT ventas/anular/{id} (ventas.delete, or ventas.post with { codigo_pass }) → { message: 'Venta
 *   anulada correctamente' } (stock returned, account credited; already annulled → 409).
 */
export const ventasRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, config }) => {
  app.post(
    '/ventas/codigos-autorizacion',
    {
      config: { permission: P.ventasAutorizarPrecio },
      schema: { body: emptyBodySchema, response: { 201: codigoAutorizacionSchema } },
    },
    async (request, reply) => reply.code(201).send(await generarCodigo(db, currentUser(request))),
  );

  app.post(
    '/ventas/check-code-pass',
    {
      config: {
        permission: CODE_CHECKERS,
        rateLimit: {
          max: config.codeRateLimit.max,
          timeWindow: config.codeRateLimit.windowMs,
          keyGenerator: (request) => (request.user ? `usuario:${request.user.id}` : request.ip),
        },
      },
      schema: { body: checkCodePassBodySchema, response: { 200: checkCodePassResponseSchema } },
    },
    async (request) => ({
      valid: await checkCodigo(db, config, request.body.codigo_pass, { usuarioId: currentUser(request).id }),
    }),
  );

  app.post(
    '/ventas',
    { config: { permission: P.ventasPost, idempotente: true }, schema: { body: ventaCreateBodySchema, response: { 201: ventaCreateResponseSchema } } },
    async (request, reply) => {
      const ventaId = await crearVenta(db, currentUser(request), request.body, { config, ip: request.ip });
      return reply.code(201).send({ ventaId });
    },
  );

  app.get(
    '/ventas/:id',
    {
      config: { permission: P.ventasDetail },
      schema: { params: idParamsSchema, querystring: emptyQuerySchema, response: { 200: ventaSchema } },
    },
    async (request) => getVenta(db, request.params.id),
  );

  app.put(
    '/ventas/:id',
    {
      config: { permission: P.ventasPut },
      schema: { params: idParamsSchema, body: ventaUpdateBodySchema, response: { 200: ventaSchema } },
    },
    async (request) => actualizarVenta(db, currentUser(request), request.params.id, request.body, { config, ip: request.ip }),
  );

  app.put(
    '/ventas/anular/:id',
    {
      // ventas.delete annuls; a seller (ventas.post) only with an authorization code (service).
      config: { permission: [P.ventasDelete, P.ventasPost] },
      schema: { params: idParamsSchema, body: anularVentaBodySchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await anularVenta(db, currentUser(request), request.params.id, request.body, { config, ip: request.ip });
      return { message: MSG_VENTA_ANULADA_OK };
    },
  );

  app.get(
    '/ventas',
    {
      config: { permission: [P.ventasGet, P.facturacionGet] },
      schema: { querystring: ventasListQuerySchema, response: { 200: ventasPageSchema } },
    },
    async (request, reply) => enviarJson<Paged<VentaListItem>>(reply, config, await listVentas(db, request.query)),
  );
};
