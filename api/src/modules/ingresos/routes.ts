import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../types';

/** ingresos routes (being built). */
export const ingresosRoutes: FastifyPluginAsyncZod<Deps> = async () => {};
