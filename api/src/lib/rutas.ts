import type { RutaApi } from 'shared/contrato';

/**
 * The fastify route options of a route of the contract (shared/src/contrato, docs/arquitectura.md
 * «El contrato publicado»): method, url, access (`config.public`, `config.signedIn` or
 * `config.permission`, enforced by plugins/auth.ts), `config.idempotente`, the schemas (validated
 * and, in the tests, checked against every answer by plugins/contract.ts) and the contract itself
 * as `config.ruta` (read by the OpenAPI document and by the check of undeclared errors).
 * `config` adds server-only options (a rate limit). Use as
 * `app.route({ ...opciones(gastos.crear), handler: async (request, reply) => … })`.
 */
export function opciones<const R extends RutaApi>(ruta: R, config: Record<string, unknown> = {}) {
  const configRuta: ConfigRuta = { ...ruta.acceso, ...(ruta.idempotente ? { idempotente: true } : {}), ruta, ...config };
  return { method: ruta.method, url: ruta.path, config: configRuta, schema: ruta.schema as R['schema'] };
}

/** The route `config` that `opciones` writes (one flat shape, whatever the access kind). */
export interface ConfigRuta {
  public?: true;
  signedIn?: true;
  permission?: string | readonly string[];
  idempotente?: true;
  ruta: RutaApi;
  [otra: string]: unknown;
}
