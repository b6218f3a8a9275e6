import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CuentasPage, MovimientosCuentaPage, ResumenCuenta } from 'shared';
import { cuentasCorrientes } from 'shared/contrato';
import { enviarJson } from '../../lib/json-sql';
import { opciones } from '../../lib/rutas';
import { currentUser } from '../../plugins/auth';
import type { Deps } from '../../types';
import { getCuenta, getDeudaManual, listCuentas, movimientosCuenta, resumenDeCuenta } from './consultas';
import { conIntentoDeCodigo } from '../codigos/service';
import { anularPago, crearDeudaManual, estadoCredito, registrarPago, valorDolar } from './service';

/**
 * Current accounts: the routes of `cuentasCorrientes` in shared/src/contrato (rules in
 * docs/cuentas-corrientes.md): the list, the dollar rate, a client's account, movements, statement
 * and credit, payments (a rate outside the tolerance → 409 unless `codigo_pass` or
 * cuentas_corrientes.cotizacion; a code sent counts as an attempt of the user) and their annulment,
 * and manual debts. An unknown client → 404 'Cliente no encontrado.'. The list, the movements and
 * the statement are JSON text written by the database (consultas.ts), sent as it is
 * (lib/json-sql.ts `enviarJson`).
 */
export const cuentasCorrientesRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, config }) => {
  app.route({
    ...opciones(cuentasCorrientes.listar),
    handler: async (request, reply) => enviarJson<CuentasPage>(reply, config, await listCuentas(db, request.query)),
  });

  app.route({ ...opciones(cuentasCorrientes.valorDolar), handler: async () => ({ valor: await valorDolar(db) }) });

  app.route({ ...opciones(cuentasCorrientes.detalle), handler: async (request) => getCuenta(db, request.params.id) });

  app.route({
    ...opciones(cuentasCorrientes.movimientos),
    handler: async (request, reply) =>
      enviarJson<MovimientosCuentaPage>(reply, config, await movimientosCuenta(db, request.params.id, request.query)),
  });

  app.route({
    ...opciones(cuentasCorrientes.resumen),
    handler: async (request, reply) => enviarJson<ResumenCuenta>(reply, config, await resumenDeCuenta(db, request.params.id, request.query)),
  });

  app.route({ ...opciones(cuentasCorrientes.credito), handler: async (request) => estadoCredito(db, request.params.id) });

  app.route({
    ...opciones(cuentasCorrientes.registrarPago),
    handler: async (request, reply) => {
      const actor = currentUser(request);
      const pagar = () => registrarPago(db, actor, request.body, { toleranciaPct: config.controlCotizacion.toleranciaPct });
      // Only a code someone sent is an attempt (counted, forgiven unless it was refused).
      const r = request.body.codigo_pass ? await conIntentoDeCodigo(db, actor, { config, ip: request.ip }, pagar) : await pagar();
      return reply.code(201).send(r);
    },
  });

  app.route({
    ...opciones(cuentasCorrientes.anularPago),
    handler: async (request) => anularPago(db, currentUser(request), request.params.id),
  });

  app.route({
    ...opciones(cuentasCorrientes.crearDeudaManual),
    handler: async (request, reply) => reply.code(201).send(await crearDeudaManual(db, currentUser(request), request.body)),
  });

  app.route({ ...opciones(cuentasCorrientes.detalleDeudaManual), handler: async (request) => getDeudaManual(db, request.params.id) });
};
