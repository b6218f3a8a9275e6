import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../types';

/** comisiones routes (docs/). TODO(#12). */
export const comisionesRoutes: FastifyPluginAsyncZod<Deps> = async () => {};
