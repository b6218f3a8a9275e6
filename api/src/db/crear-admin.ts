import path from 'node:path';
import { ConfigError, loadServerConfig } from '../config';
import { AppError } from '../lib/errors';
import { AYUDA_CREAR_ADMIN, crearAdministrador, leerArgumentosCrearAdmin } from './admin';
import { MSG_ESPERANDO_ARRANQUE, openDb } from './client';

/**
 * `pnpm --filter api crear-admin -- --email x --password y [--nombre n] [--sucursal s] [--forzar]`, or
 * from the build (`node api/dist/crear-admin.js --email x …`, the production image: README «Producción»):
 * creates an administrator (and whatever base catalogue is missing: roles, currencies, payment methods,
 * one branch) in the database of the environment, like the server (DATABASE_URL, or the PGlite
 * folder DATA_DIR: stop the API first, two processes must never open one folder). Migrates first,
 * so it also works on a brand-new database, under the API's start-up lock (db/client.ts `exclusivo`):
 * it waits while an instance is migrating. Refuses when an active administrator exists, unless
 * --forzar. The same function as the API's first start with ADMIN_EMAIL / ADMIN_PASSWORD (admin.ts).
 * Exit code 0 when created, 1 on any error (printed in Spanish), 2 on wrong arguments.
 */
async function main(): Promise<number> {
  let args;
  try {
    args = leerArgumentosCrearAdmin(process.argv.slice(2), process.env);
  } catch (err) {
    console.error((err as Error).message);
    return 2;
  }
  if (args.ayuda) {
    console.log(AYUDA_CREAR_ADMIN);
    return 0;
  }
  // The api/ folder: this file is src/db/crear-admin.ts (tsx) or dist/crear-admin.js (api/build.mjs).
  const packageDir = path.basename(__dirname) === 'dist' ? path.resolve(__dirname, '..') : path.resolve(__dirname, '../..');
  const config = loadServerConfig({ ...process.env, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }, packageDir);
  const handle = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const creado = await handle.exclusivo(
      async () => {
        await handle.migrate(config.migrationsFolder);
        return crearAdministrador(handle.db, args.datos, { forzar: args.forzar });
      },
      () => console.log(MSG_ESPERANDO_ARRANQUE),
    );
    const where = handle.driver === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.dataDir}`;
    console.log(`Administrador creado: ${creado!.email} («${creado!.nombre}», sucursal «${creado!.sucursal}») en ${where}.`);
    const c = creado!.creados;
    const datosBase = [...c.roles.map((r) => `rol ${r}`), ...c.monedas.map((m) => `moneda ${m}`), ...c.metodosPago.map((m) => `método de pago ${m}`)];
    if (c.sucursal) datosBase.push(`sucursal ${c.sucursal}`);
    if (datosBase.length > 0) console.log(`Datos base creados: ${datosBase.join(', ')}.`);
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    const known = err instanceof AppError || err instanceof ConfigError;
    console.error('No se pudo crear el administrador:', known ? err.message : err);
    process.exit(1);
  },
);
