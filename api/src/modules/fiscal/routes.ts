import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fiscal } from 'shared/contrato';
import { opciones } from '../../lib/rutas';
import { currentUser } from '../../plugins/auth';
import type { Deps } from '../../types';
import { libroIvaVentas } from './libro-iva';
import { actualizarConfiguracion, fijarPuntoVenta, getConfiguracion, guardarCertificado } from './service';

/**
 * fiscal: the routes of `fiscal` in shared/src/contrato (docs/facturacion.md): GET fiscal/configuracion
 * (fiscal.get or fiscal.put), PUT fiscal/configuracion, PUT fiscal/certificado and PUT sucursales/{id}
 * (fiscal.put), and GET fiscal/libro-iva-ventas (reportes.get or fiscal.get; libro-iva.ts).
 */
export const fiscalRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.route({ ...opciones(fiscal.configuracion), handler: async () => getConfiguracion(db) });

  app.route({
    ...opciones(fiscal.actualizarConfiguracion),
    handler: async (request) => actualizarConfiguracion(db, currentUser(request), request.body),
  });

  app.route({
    ...opciones(fiscal.certificado),
    handler: async (request) => guardarCertificado(db, currentUser(request), request.body),
  });

  app.route({
    ...opciones(fiscal.puntoVenta),
    handler: async (request) => fijarPuntoVenta(db, currentUser(request), request.params.id, request.body),
  });

  app.route({ ...opciones(fiscal.libroIvaVentas), handler: async (request) => libroIvaVentas(db, request.query) });
};
