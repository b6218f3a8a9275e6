import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cuentaClienteSchema,
  type CuentasPage,
  cuentasListQuerySchema,
  cuentasPageSchema,
  deudaManualBodySchema,
  deudaManualCreateResponseSchema,
  deudaManualSchema,
  emptyBodySchema,
  emptyQuerySchema,
  estadoCreditoSchema,
  idParamsSchema,
  movimientosCuentaPageSchema,
  type MovimientosCuentaPage,
  movimientosCuentaQuerySchema,
  P,
  pagoAnuladoSchema,
  pagoCuentaBodySchema,
  pagoCuentaResponseSchema,
  type ResumenCuenta,
  resumenCuentaQuerySchema,
  resumenCuentaSchema,
  valorDolarSchema,
} from 'shared';
import { enviarJson } from '../../lib/json-sql';
import { currentUser } from '../../plugins/auth';
import type { Deps } from '../../types';
import { getCuenta, getDeudaManual, listCuentas, movimientosCuenta, resumenDeCuenta } from './consultas';
import { conIntentoDeCodigo } from '../codigos/service';
import { anularPago, crearDeudaManual, estadoCredito, registrarPago, valorDolar } from './service';

/**
 * Current accounts (rules in docs/cuentas-corrientes.md):
 * - GET cuentas-corrientes?search&conDeuda&page&pageSize (cuentas_corrientes.get) → balances, aging and totals;
 * - GET cuentas-corrientes/valor_dolar (cuentas_corrientes.get) → { valor }: the system dollar rate;
 * - GET cuentas-corrientes/{id} (cuentas_corrientes.get) → the client's account;
 * - GET cuentas-corrientes/{id}/movimientos?page&pageSize (cuentas_corrientes.get) → 20 per page, newest first;
 * - GET cuentas-corrientes/{id}/resumen?fechaDesde&fechaHasta (cuentas_corrientes.get) → the statement;
 * - GET cuentas-corrientes/{id}/credito (ventas.post or cuentas_corrientes.get) → limits, balances, oldest debt;
 * - POST cuentas-corrientes/movimientos (cuentas_corrientes.post) → 201 a payment and its applications
 *   (a rate outside the tolerance → 409 unless `codigo_pass` or cuentas_corrientes.cotizacion; a code
 *   sent counts as an attempt of the user);
 * - POST cuentas-corrientes/movimientos/{id}/anular (cuentas_corrientes.delete) → the payment reversed;
 * - POST deuda-manual (cuentas_corrientes.post) → 201 { id, movimientoId };
 * - GET deuda-manual/{id} (cuentas_corrientes.get) → the manual debt.
 * An unknown client → 404 'Cliente no encontrado.'. The list, the movements and the statement are
 * JSON text written by the database (consultas.ts), sent as it is (lib/json-sql.ts `enviarJson`).
 */
export const cuentasCorrientesRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, config }) => {
  app.get(
    '/cuentas-corrientes',
    {
      config: { permission: P.cuentasCorrientesGet },
      schema: { querystring: cuentasListQuerySchema, response: { 200: cuentasPageSchema } },
    },
    async (request, reply) => enviarJson<CuentasPage>(reply, config, await listCuentas(db, request.query)),
  );

  app.get(
    '/cuentas-corrientes/valor_dolar',
    {
      config: { permission: P.cuentasCorrientesGet },
      schema: { querystring: emptyQuerySchema, response: { 200: valorDolarSchema } },
    },
    async () => ({ valor: await valorDolar(db) }),
  );

  app.get(
    '/cuentas-corrientes/:id',
    {
      config: { permission: P.cuentasCorrientesGet },
      schema: { params: idParamsSchema, querystring: emptyQuerySchema, response: { 200: cuentaClienteSchema } },
    },
    async (request) => getCuenta(db, request.params.id),
  );

  app.get(
    '/cuentas-corrientes/:id/movimientos',
    {
      config: { permission: P.cuentasCorrientesGet },
      schema: { params: idParamsSchema, querystring: movimientosCuentaQuerySchema, response: { 200: movimientosCuentaPageSchema } },
    },
    async (request, reply) =>
      enviarJson<MovimientosCuentaPage>(reply, config, await movimientosCuenta(db, request.params.id, request.query)),
  );

  app.get(
    '/cuentas-corrientes/:id/resumen',
    {
      config: { permission: P.cuentasCorrientesGet },
      schema: { params: idParamsSchema, querystring: resumenCuentaQuerySchema, response: { 200: resumenCuentaSchema } },
    },
    async (request, reply) => enviarJson<ResumenCuenta>(reply, config, await resumenDeCuenta(db, request.params.id, request.query)),
  );

  app.get(
    '/cuentas-corrientes/:id/credito',
    {
      config: { permission: [P.ventasPost, P.cuentasCorrientesGet] },
      schema: { params: idParamsSchema, querystring: emptyQuerySchema, response: { 200: estadoCreditoSchema } },
    },
    async (request) => estadoCredito(db, request.params.id),
  );

  app.post(
    '/cuentas-corrientes/movimientos',
    {
      config: { permission: P.cuentasCorrientesPost, idempotente: true },
      schema: { body: pagoCuentaBodySchema, response: { 201: pagoCuentaResponseSchema } },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const pagar = () => registrarPago(db, actor, request.body, { toleranciaPct: config.controlCotizacion.toleranciaPct });
      // Only a code someone sent is an attempt (counted, forgiven unless it was refused).
      const r = request.body.codigo_pass ? await conIntentoDeCodigo(db, actor, { config, ip: request.ip }, pagar) : await pagar();
      return reply.code(201).send(r);
    },
  );

  app.post(
    '/cuentas-corrientes/movimientos/:id/anular',
    {
      config: { permission: P.cuentasCorrientesDelete },
      schema: { params: idParamsSchema, body: emptyBodySchema, response: { 200: pagoAnuladoSchema } },
    },
    async (request) => anularPago(db, currentUser(request), request.params.id),
  );

  app.post(
    '/deuda-manual',
    {
      config: { permission: P.cuentasCorrientesPost, idempotente: true },
      schema: { body: deudaManualBodySchema, response: { 201: deudaManualCreateResponseSchema } },
    },
    async (request, reply) => reply.code(201).send(await crearDeudaManual(db, currentUser(request), request.body)),
  );

  app.get(
    '/deuda-manual/:id',
    {
      config: { permission: P.cuentasCorrientesGet },
      schema: { params: idParamsSchema, querystring: emptyQuerySchema, response: { 200: deudaManualSchema } },
    },
    async (request) => getDeudaManual(db, request.params.id),
  );
};
