import { auth } from '../contrato/auth';
import { RUTAS_AUTH_LIGERAS } from './auth';

describe('the light auth client (what /login loads)', () => {
  test("its routes are the contract's: method, path and whether each takes a body or a query", () => {
    const deContrato = Object.fromEntries(
      Object.entries(auth).map(([k, r]) => {
        const schema: { body?: unknown; querystring?: unknown } = r.schema;
        return [k, { method: r.method, path: r.path, schema: { ...(schema.body ? { body: true } : {}), ...(schema.querystring ? { querystring: true } : {}) } }];
      }),
    );
    expect(RUTAS_AUTH_LIGERAS).toEqual(deContrato);
  });
});
