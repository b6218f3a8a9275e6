import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadServerConfig } from './config';
import { arrancarBase, lineasDatosIniciales } from './db/arranque';
import { MSG_ESPERANDO_ARRANQUE, openDb } from './db/client';
import { AppError } from './lib/errors';
import { configurarArca } from './modules/fiscal/conexion';
import { iniciarReintentos } from './modules/fiscal/reintentos';
import { iniciarProgramador } from './modules/monedas/programador';

/**
 * Process entry (`node dist/server.js`, or `tsx src/main.ts`): reads the environment (config.ts),
 * opens PGlite (DATA_DIR) or PostgreSQL (DATABASE_URL), then, under the start-up lock (several
 * instances may start at once against one PostgreSQL: db/arranque.ts `arrancarBase`,
 * docs/arquitectura.md «Despliegue»), applies the migrations and prepares the data of a database with
 * no users (the demo data only on the embedded PGlite default or with SEED_DEMO=true, otherwise the
 * first administrator from ADMIN_EMAIL / ADMIN_PASSWORD, or the instructions to create it), listens
 * on HOST:PORT and prints the URL and what it did. With DOLAR_AUTO_ACTUALIZAR_MINUTOS > 0 it also
 * starts the automatic refresh of the dollar (modules/monedas/programador.ts), and the retry of the
 * pending electronic comprobantes every ARCA_REINTENTO_MS (modules/fiscal/reintentos.ts). SIGINT/SIGTERM
 * stop them and close the server and the database.
 */
async function main(): Promise<void> {
  // Both src/main.ts and dist/server.js sit one folder below the package root.
  const packageDir = path.resolve(__dirname, '..');
  const config = loadServerConfig(process.env, packageDir);
  const started = Date.now();
  // Before the seed: the demo's Línea 1 sales are authorised by the simulator (docs/facturacion.md).
  configurarArca(config.arca);

  const handle = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, tiempos: config.baseDatos });
  const datos = await arrancarBase(
    handle,
    config.migrationsFolder,
    {
      demo: config.seedDemo,
      seedPassword: config.seedPassword,
      adminInicial: config.adminInicial,
      sucursalInicial: config.sucursalInicial,
    },
    () => console.log(MSG_ESPERANDO_ARRANQUE),
  );

  const app = await buildApp({ db: handle.db, config, saludDb: handle.saludDb });
  await app.listen({ port: config.port, host: config.host });
  const { autoMinutos } = config.cotizaciones;
  const programador = autoMinutos > 0 ? iniciarProgramador(handle.db, config.cotizaciones, app.log, autoMinutos * 60_000, config.controlCotizacion.saltoPendientePct) : null;
  const reintentos = config.arca.reintentoMs > 0 ? iniciarReintentos(handle.db, config.arca.reintentoMs, app.log) : null;

  const where = handle.driver === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.dataDir}`;
  const lines = [
    '',
    `API lista en http://localhost:${config.port}/api (${where}, ${Date.now() - started} ms)`,
    autoMinutos > 0
      ? `Dólar oficial: se actualiza solo cada ${autoMinutos} min desde ${config.cotizaciones.baseUrl}.`
      : 'Dólar oficial: sin actualización automática (DOLAR_AUTO_ACTUALIZAR_MINUTOS).',
    ...lineasDatosIniciales(datos, {
      seedPassword: config.seedPassword,
      seedPasswordPropia: Boolean(process.env.SEED_PASSWORD),
      sinDemoPorque: config.databaseUrl ? 'PostgreSQL con DATABASE_URL; SEED_DEMO=true la cargaría' : 'SEED_DEMO=false',
    }),
    '',
  ];
  console.log(lines.join('\n'));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: cerrando`);
    try {
      await programador?.detener();
      await reintentos?.detener();
      await app.close();
      await handle.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  // A configuration or data error (SEED_DEMO, ADMIN_*) is explained by its message alone.
  console.error('No se pudo iniciar la API:', err instanceof ConfigError || err instanceof AppError ? err.message : err);
  process.exit(1);
});
