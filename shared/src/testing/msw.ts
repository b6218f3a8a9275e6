import { setupServer, type SetupServer } from 'msw/node';
import { infraccionDelContrato } from './contrato';
import { resetFakeIds } from './factories';

/** Base URL the shared API client uses in tests (no window.__APP_CONFIG__). */
export const API_URL = 'http://localhost:3000/api';

/** A request handler msw accepts (http.get(...), http.post(...), ...). */
export type MswHandler = Parameters<SetupServer['use']>[number];

/** What {@link setupMswServer} returns. */
export interface MswTestServer<S> {
  /** The msw server of this test file: `server.use(...)` overrides a handler for one test. */
  server: SetupServer;
  /** The store of the running test (a fresh one per test). */
  store: () => S;
}

/**
 * Test helper (docs/pruebas.md): an msw server for one test file, registered with jest's hooks.
 * beforeAll: listen, failing on any request no handler answers (`onUnhandledRequest: 'error'`);
 * beforeEach: restart the factories' id sequences, build a fresh store with `createStore()` and
 * install `handlers(store)` (dropping the previous test's `server.use` overrides); afterEach: fail
 * the test when a handler gave an answer the API contract does not allow (testing/contrato.ts:
 * an unknown route, an undeclared status, a body outside its schema); afterAll: close.
 * Call it once at the top level of a test file, never inside a test.
 * @returns the server and an accessor for the current test's store (throws before the first test).
 */
export function setupMswServer<S>(createStore: () => S, handlers: (store: S) => MswHandler[]): MswTestServer<S> {
  const testServer = setupServer();
  let current: { store: S } | null = null;
  const revisiones: Promise<string | null>[] = [];
  testServer.events.on('response:mocked', ({ request, response }) => {
    revisiones.push(infraccionDelContrato(request, response, API_URL));
  });
  beforeAll(() => testServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(async () => {
    const infracciones = (await Promise.all(revisiones.splice(0))).filter((r): r is string => r !== null);
    if (infracciones.length > 0) {
      throw new Error(`Un handler de msw respondió fuera del contrato de la API:\n- ${[...new Set(infracciones)].join('\n- ')}`);
    }
  });
  beforeEach(() => {
    resetFakeIds();
    const store = createStore();
    current = { store };
    testServer.resetHandlers(...handlers(store));
  });
  afterAll(() => testServer.close());
  return {
    server: testServer,
    store: () => {
      if (!current) throw new Error('setupMswServer: el store existe recién desde el beforeEach de cada prueba.');
      return current.store;
    },
  };
}
