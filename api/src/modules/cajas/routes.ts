import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../types';

/** cajas routes (docs/). TODO(#12). */
export const cajasRoutes: FastifyPluginAsyncZod<Deps> = async () => {};
