import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../types';

/** cuentas-corrientes routes (docs/). TODO(#12). */
export const cuentasCorrientesRoutes: FastifyPluginAsyncZod<Deps> = async () => {};
