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
import { fabricacionesRoutes } from './modules/fabricaciones/routes';
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
import { registerContract } from './plugins/contract';
import { registerErrorHandlers } from './plugins/errors';
import type { Deps } from './types';
import './types';

/**
 * Builds the API (docs/arquitectura.md, docs/seguridad.md): Fastify with CORS (credentials; GET, POST, PUT, PATCH, DELETE,
 * OPTIONS from the configured origins), cookies, rate limits, the single auth/permission hook, the
 * Spanish error handler and every module under /api. Does not listen: main.ts does, tests use
 * `app.inject`.
 */
export async function buildApp({ db, config }: { db: Db; config?: Partial<AppConfig> }): Promise<FastifyInstance> {
  const cfg = appConfig(config);
  const app = Fastify({ logger: cfg.logger, trustProxy: cfg.trustProxy, bodyLimit: 1024 * 1024 });

  await app.register(cors, {
    origin: cfg.corsOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  registerErrorHandlers(app);
  registerContract(app, { checkResponses: cfg.checkResponses });

  const deps: Deps = { db, config: cfg };
  registerAuthHooks(app, deps);

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
        saludRoutes,
      ]) {
        await api.register(routes, deps);
      }
    },
    { prefix: '/api' },
  );
  return app;
}
