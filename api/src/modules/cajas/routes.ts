import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  abrirCajaBodySchema,
  cajaMovimientoBodySchema,
  cajaMovimientoCreateResponseSchema,
  cajaMovimientosPageSchema,
  cajaMovimientosQuerySchema,
  cajaSchema,
  cajaSesionesPageSchema,
  cajaSesionesQuerySchema,
  cajaSesionSchema,
  cajasListSchema,
  cerrarCajaBodySchema,
  emptyQuerySchema,
  idParamsSchema,
  P,
} from 'shared';
import { currentUser } from '../../plugins/auth';
import type { Deps } from '../../types';
import { abrirCaja, cerrarCaja, crearMovimientoManual, listCajas, listMovimientos, listSesiones } from './service';

/**
 * cajas, cash boxes (rules in docs/cajas-gastos-comisiones.md):
 * - GET cajas (cajas.get) → Caja[]: one per active branch and currency, created on demand;
 * - POST cajas/{id}/abrir { montoInicial } (cajas.put) → Caja; 409 'La caja ya está abierta.';
 * - POST cajas/{id}/cerrar { contado: [{ metodoPagoId, monto }] } (cajas.put) → the closed session;
 * - POST cajas/{id}/movimientos { tipo, monto, descripcion } (cajas.post) → 201 { id }; 409 when the
 *   box is closed or an EGRESO exceeds the balance;
 * - GET cajas/{id}/movimientos?sesionId&page&pageSize (cajas.get) → page, newest first;
 * - GET cajas/{id}/sesiones?page&pageSize (cajas.get) → the history with each closing.
 * 404 'No se encontró la caja.' for an unknown id.
 */
export const cajasRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.get(
    '/cajas',
    { config: { permission: P.cajasGet }, schema: { querystring: emptyQuerySchema, response: { 200: cajasListSchema } } },
    async (request) => listCajas(db, currentUser(request)),
  );

  app.post(
    '/cajas/:id/abrir',
    {
      config: { permission: P.cajasPut },
      schema: { params: idParamsSchema, body: abrirCajaBodySchema, response: { 200: cajaSchema } },
    },
    async (request) => abrirCaja(db, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/cajas/:id/cerrar',
    {
      config: { permission: P.cajasPut },
      schema: { params: idParamsSchema, body: cerrarCajaBodySchema, response: { 200: cajaSesionSchema } },
    },
    async (request) => cerrarCaja(db, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/cajas/:id/movimientos',
    {
      config: { permission: P.cajasPost, idempotente: true },
      schema: { params: idParamsSchema, body: cajaMovimientoBodySchema, response: { 201: cajaMovimientoCreateResponseSchema } },
    },
    async (request, reply) => {
      const id = await crearMovimientoManual(db, currentUser(request), request.params.id, request.body);
      return reply.code(201).send({ id });
    },
  );

  app.get(
    '/cajas/:id/movimientos',
    {
      config: { permission: P.cajasGet },
      schema: { params: idParamsSchema, querystring: cajaMovimientosQuerySchema, response: { 200: cajaMovimientosPageSchema } },
    },
    async (request) => listMovimientos(db, request.params.id, request.query),
  );

  app.get(
    '/cajas/:id/sesiones',
    {
      config: { permission: P.cajasGet },
      schema: { params: idParamsSchema, querystring: cajaSesionesQuerySchema, response: { 200: cajaSesionesPageSchema } },
    },
    async (request) => listSesiones(db, request.params.id, request.query),
  );
};
