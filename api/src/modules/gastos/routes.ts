import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../types';

/** gastos routes (docs/). TODO(#12). */
export const gastosRoutes: FastifyPluginAsyncZod<Deps> = async () => {};
