import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../types';

/** fabricaciones routes (being built). */
export const fabricacionesRoutes: FastifyPluginAsyncZod<Deps> = async () => {};
