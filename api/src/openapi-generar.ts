/**
 * Writes api/openapi.json, the committed copy of the published contract (docs/arquitectura.md «El
 * contrato publicado»): `pnpm --filter api openapi`. Builds the app without a database (no route
 * touches it while registering) and writes {@link textoOpenApi}: the same text on every machine.
 * test/openapi.test.ts fails while the committed copy differs from what the routes declare.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import type { Db } from './db/client';
import { textoOpenApi } from './plugins/openapi';

/** Where the committed copy lives. */
export const ARCHIVO_OPENAPI = path.resolve(__dirname, '..', 'openapi.json');

async function main(): Promise<void> {
  const app = await buildApp({ db: null as unknown as Db, config: { logger: false } });
  await app.ready();
  const texto = textoOpenApi(app);
  await app.close();
  writeFileSync(ARCHIVO_OPENAPI, texto);
  const operaciones = Object.values(JSON.parse(texto).paths as Record<string, object>).reduce((n, p) => n + Object.keys(p).length, 0);
  console.log(`api/openapi.json: ${operaciones} operaciones.`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
