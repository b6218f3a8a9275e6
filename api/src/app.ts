import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { appConfig, type AppConfig } from './config';
import type { Db } from './db/client';
import { auditoriaRoutes } from './modules/auditoria/routes';
import { cajasRoutes } from './modules/cajas/routes';
import { comisionesRoutes } from './modules/comisiones/routes';
import { cuentasCorrientesRoutes } from './modules/cuentas-corrientes/routes';
import { gastosRoutes } from './modules/gastos/routes';
import { authRoutes } from './modules/auth/routes';
import { catalogosRoutes } from './modules/catalogos/routes';
import { clientesRoutes } from './modules/clientes/routes';
import { fijarSecretoCodigos } from './modules/codigos/service';
import { fabricacionesRoutes } from './modules/fabricaciones/routes';
import { fijarSecretoFiscal } from './modules/fiscal/service';
import { cerrarSimuladorLocal, configurarArca } from './modules/fiscal/conexion';
import { fiscalRoutes } from './modules/fiscal/routes';
import { ingresosRoutes } from './modules/ingresos/routes';
import { metodosPagoRoutes } from './modules/metodos-pago/routes';
import { monedasRoutes } from './modules/monedas/routes';
import { presupuestosRoutes } from './modules/presupuestos/routes';
import { productosRoutes } from './modules/productos/routes';
import { proveedoresRoutes } from './modules/proveedores/routes';
import { reportesRoutes } from './modules/reportes/routes';
import { rolesRoutes } from './modules/roles/routes';
import { saludRoutes } from './modules/salud/routes';
import { usuariosRoutes } from './modules/usuarios/routes';
import { ventasRoutes } from './modules/ventas/routes';
import { registerAuthHooks } from './plugins/auth';
import { registerCabeceras } from './plugins/cabeceras';
import { registerContract } from './plugins/contract';
import { registerErrorHandlers } from './plugins/errors';
import { registerIdempotencia } from './plugins/idempotencia';
import { registerOpenApi } from './plugins/openapi';
import type { Deps } from './types';
import './types';

/**
 * Builds the API (docs/arquitectura.md, docs/seguridad.md): Fastify with CORS (credentials; GET, POST, PUT, PATCH, DELETE,
 * OPTIONS from the configured origins), cookies, rate limits, the single auth/permission hook, the
 * Spanish error handler and every module under /api. `saludDb` (default `db`) is what GET /api/salud
 * asks: `DbHandle.saludDb`, a pool of its own on PostgreSQL. Does not listen: main.ts does, tests use
 * `app.inject`.
 */
export async function buildApp({ db, config, saludDb }: { db: Db; config?: Partial<AppConfig>; saludDb?: Db }): Promise<FastifyInstance> {
  const cfg = appConfig(config);
  fijarSecretoCodigos(cfg.authCodeSecret);
  fijarSecretoFiscal(cfg.fiscalSecret);
  configurarArca(cfg.arca);
  const app = Fastify({ logger: cfg.logger, trustProxy: cfg.trustProxy, bodyLimit: 1024 * 1024 });

  await app.register(cors, {
    origin: cfg.corsOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    // Idempotency-Key: the create calls of the screens (plugins/idempotencia.ts, docs/seguridad.md).
    allowedHeaders: ['Content-Type', 'Idempotency-Key'],
    maxAge: 600,
  });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  registerCabeceras(app);
  registerErrorHandlers(app, { checkResponses: cfg.checkResponses });
  registerContract(app, { checkResponses: cfg.checkResponses });

  // The ARCA simulator this process may have started for `db` (docs/facturacion.md «El simulador»).
  app.addHook('onClose', () => cerrarSimuladorLocal(db));

  const deps: Deps = { db, config: cfg };
  registerAuthHooks(app, deps);
  registerIdempotencia(app, deps);
  // Before the routes: @fastify/swagger collects them as they are registered (GET /api/openapi.json, /api/docs).
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      for (const routes of [
        authRoutes,
        usuariosRoutes,
        rolesRoutes,
        catalogosRoutes,
        monedasRoutes,
        metodosPagoRoutes,
        productosRoutes,
        ingresosRoutes,
        fabricacionesRoutes,
        proveedoresRoutes,
        clientesRoutes,
        ventasRoutes,
        presupuestosRoutes,
        cuentasCorrientesRoutes,
        cajasRoutes,
        gastosRoutes,
        comisionesRoutes,
        auditoriaRoutes,
        reportesRoutes,
        fiscalRoutes,
      ]) {
        await api.register(routes, deps);
      }
      // GET /salud asks its own pool when there is one (DbHandle.saludDb): it answers while the
      // requests' pool is saturated (docs/arquitectura.md «Despliegue»).
      await api.register(saludRoutes, { ...deps, db: saludDb ?? db });
    },
    { prefix: '/api' },
  );
  return app;
}
