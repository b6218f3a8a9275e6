#!/usr/bin/env node
/**
 * Arma la carpeta que copia la imagen de la API (Dockerfile, etapa `api-build`; README «Producción»):
 *
 *   node deploy/api-produccion.mjs <salida>
 *
 * Deja en <salida> lo único que `node api/dist/server.js` necesita, con la misma forma que el
 * workspace (así las rutas relativas siguen valiendo):
 *   api/package.json, api/dist/ (server.js y crear-admin.js de api/build.mjs), api/drizzle/ (migraciones),
 *   api/node_modules/<dependencia> (los enlaces de pnpm) y node_modules/.pnpm/<paquete> (solo la
 *   clausura de las dependencias de producción de la API).
 * `shared` (workspace) no va: api/build.mjs ya lo incluye en el bundle. Las dependencias de
 * desarrollo y los tipos (@types/*) tampoco. Se recorren los enlaces del node_modules aislado de pnpm: cada paquete de
 * node_modules/.pnpm/<entrada>/node_modules/ que no es el propio apunta a una dependencia suya.
 * Requiere `pnpm install` y `pnpm --filter api build` hechos. Sale con 1 y un mensaje si falta algo.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, readlinkSync, realpathSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const raiz = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const salida = process.argv[2] ? resolve(process.argv[2]) : null;
if (!salida) {
  console.error('Uso: node deploy/api-produccion.mjs <carpeta de salida>');
  process.exit(2);
}
const api = join(raiz, 'api');
const almacen = existsSync(join(raiz, 'node_modules', '.pnpm')) ? realpathSync(join(raiz, 'node_modules', '.pnpm')) : join(raiz, 'node_modules', '.pnpm');
for (const falta of [join(api, 'dist', 'server.js'), join(api, 'dist', 'crear-admin.js'), join(api, 'drizzle'), almacen]) {
  if (!existsSync(falta)) {
    console.error(`Falta ${relative(raiz, falta)}: ejecute antes pnpm install y pnpm --filter api build.`);
    process.exit(1);
  }
}

/** The store entry (`node_modules/.pnpm/<entrada>`) that holds the real folder `real`. */
function entradaDe(real) {
  const rel = relative(almacen, real);
  if (rel.startsWith('..')) throw new Error(`${real} no está en node_modules/.pnpm`);
  return rel.split(sep)[0];
}

/** Package folders directly inside a node_modules folder (`a`, `@scope/b`), skipping .bin and the like. */
function paquetesEn(carpeta) {
  if (!existsSync(carpeta)) return [];
  return readdirSync(carpeta).flatMap((nombre) => {
    if (nombre.startsWith('.')) return [];
    if (nombre.startsWith('@')) return readdirSync(join(carpeta, nombre)).map((n) => `${nombre}/${n}`);
    return [nombre];
  });
}

const paquete = JSON.parse(readFileSync(join(api, 'package.json'), 'utf8'));
const directas = Object.entries(paquete.dependencies ?? {})
  .filter(([, version]) => !String(version).startsWith('workspace:'))
  .map(([nombre]) => nombre);

// Breadth-first over the store entries reachable from the API's production dependencies.
const entradas = new Set();
const pendientes = directas.map((nombre) => realpathSync(join(api, 'node_modules', nombre)));
while (pendientes.length > 0) {
  const real = pendientes.pop();
  const entrada = entradaDe(real);
  if (entradas.has(entrada)) continue;
  entradas.add(entrada);
  const modulos = join(almacen, entrada, 'node_modules');
  for (const nombre of paquetesEn(modulos)) {
    // Type definitions (peers such as @types/pg) are never loaded at run time.
    if (nombre.startsWith('@types/')) continue;
    const destino = realpathSync(join(modulos, nombre));
    if (destino !== real) pendientes.push(destino);
  }
}

rmSync(salida, { recursive: true, force: true });
mkdirSync(join(salida, 'api', 'node_modules'), { recursive: true });
cpSync(join(api, 'package.json'), join(salida, 'api', 'package.json'));
cpSync(join(api, 'dist'), join(salida, 'api', 'dist'), { recursive: true });
cpSync(join(api, 'drizzle'), join(salida, 'api', 'drizzle'), { recursive: true });
for (const entrada of entradas) {
  // verbatimSymlinks: pnpm's relative links stay relative, so they resolve in the new place too.
  cpSync(join(almacen, entrada), join(salida, 'node_modules', '.pnpm', entrada), { recursive: true, verbatimSymlinks: true });
}
for (const nombre of directas) {
  const enlace = join(salida, 'api', 'node_modules', nombre);
  mkdirSync(dirname(enlace), { recursive: true });
  symlinkSync(readlinkSync(join(api, 'node_modules', nombre)), enlace);
}

/** Total size of the regular files under `carpeta` (links not followed), bytes. */
function tamano(carpeta) {
  let total = 0;
  for (const e of readdirSync(carpeta, { withFileTypes: true })) {
    const p = join(carpeta, e.name);
    if (e.isDirectory()) total += tamano(p);
    else if (e.isFile()) total += statSync(p).size;
  }
  return total;
}
const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;
console.log(
  `API de producción en ${salida}: ${directas.length} dependencias directas, ${entradas.size} paquetes, ` +
    `node_modules ${mb(tamano(join(salida, 'node_modules')))}, dist ${mb(tamano(join(salida, 'api', 'dist')))}.`,
);
