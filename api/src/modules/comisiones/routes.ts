import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  comisionesQuerySchema,
  comisionesResponseSchema,
  comisionPagoBodySchema,
  comisionPagoCreateResponseSchema,
  comisionPagoSchema,
  comisionPagosPageSchema,
  comisionPagosQuerySchema,
  comisionVentasPageSchema,
  comisionVentasQuerySchema,
  emptyQuerySchema,
  idParamsSchema,
  P,
} from 'shared';
import { currentUser } from '../../plugins/auth';
import type { Deps } from '../../types';
import { getPago, listComisiones, listComisionVentas, listPagos, pagarComision } from './service';

/**
 * comisiones, seller commissions (rules in docs/cajas-gastos-comisiones.md). Every GET needs
 * comisiones.get and, without comisiones.post, shows only the caller's own commissions:
 * - GET comisiones?fechaDesde&fechaHasta&vendedorId → { items } per seller and currency;
 * - GET comisiones/ventas?vendedorId&fechaDesde&fechaHasta&monedaId&page&pageSize → the sales;
 * - POST comisiones/pagos (comisiones.post) → 201 { id }; 409 when more than what is owed, or the
 *   box is closed or short of money;
 * - GET comisiones/pagos?vendedorId&page&pageSize → payouts newest first;
 * - GET comisiones/pagos/{id} → one payout; 404 'No se encontró el pago de comisión.'.
 */
export const comisionesRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/comisiones',
    { config: { permission: P.comisionesGet }, schema: { querystring: comisionesQuerySchema, response: { 200: comisionesResponseSchema } } },
    async (request) => listComisiones(db, currentUser(request), request.query),
  );

  app.get(
    '/comisiones/ventas',
    {
      config: { permission: P.comisionesGet },
      schema: { querystring: comisionVentasQuerySchema, response: { 200: comisionVentasPageSchema } },
    },
    async (request) => listComisionVentas(db, currentUser(request), request.query),
  );

  app.post(
    '/comisiones/pagos',
    {
      config: { permission: P.comisionesPost },
      schema: { body: comisionPagoBodySchema, response: { 201: comisionPagoCreateResponseSchema } },
    },
    async (request, reply) => {
      const id = await pagarComision(db, currentUser(request), request.body);
      return reply.code(201).send({ id });
    },
  );

  app.get(
    '/comisiones/pagos',
    {
      config: { permission: P.comisionesGet },
      schema: { querystring: comisionPagosQuerySchema, response: { 200: comisionPagosPageSchema } },
    },
    async (request) => listPagos(db, currentUser(request), request.query),
  );

  app.get(
    '/comisiones/pagos/:id',
    {
      config: { permission: P.comisionesGet },
      schema: { params: idParamsSchema, querystring: emptyQuerySchema, response: { 200: comisionPagoSchema } },
    },
    async (request) => getPago(db, currentUser(request), request.params.id),
  );
};
