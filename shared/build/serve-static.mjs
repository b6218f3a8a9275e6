#!/usr/bin/env node
/**
 * Serves a built app: `node serve-static.mjs <dir> <port>` (sirv). Everything carries
 * Access-Control-Allow-Origin: * (remotes are fetched cross-origin by the shell on localhost, one
 * port each); env CORS_ALLOW_ORIGIN replaces that value, and set to an empty string leaves the
 * header out (docker-compose.yml: behind the proxy shell and remotes share one origin). Unknown paths
 * fall back to index.html (client-side routes).
 * The shell's run-time config, GET /config.json (docs/arquitectura.md «config.json»), is built on
 * each request, each layer over the previous one (`remotes` merged by remote name):
 *   1. dist/config.json (from the build);
 *   2. env SHELL_CONFIG (a JSON string);
 *   3. env API_URL, REPORT_PROBLEM_URL, REMOTE_MF_INVENTARIO_URL (… one per remote);
 *   4. the JSON file named by env SHELL_CONFIG_FILE, outside dist (so a shell redeploy keeps it):
 *      the layer to edit while the server runs, e.g. to point the shell at another deployment of one
 *      remote. A file that cannot be read or parsed at start stops the server; later, the last good
 *      content is served and the problem is logged.
 * Caching (docs/arquitectura.md, «Servir y caché»): names with a content hash are immutable for a
 * year; everything else (remoteEntry.js, mf-manifest.json, index.html, config.json) is `no-cache`
 * with an ETag, so a redeploy is seen at the next load.
 * Edges (docs/seguridad.md «Transporte y bordes»): a path that cannot be decoded (`/%C0`) is a 400
 * 'Solicitud inválida'; no request ends the process.
 */
import { readFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { createHash } from 'node:crypto';
import { join, resolve, sep } from 'node:path';
import sirv from 'sirv';

const [dirArg, portArg] = process.argv.slice(2);
if (!dirArg || !portArg) {
  console.error('Uso: node serve-static.mjs <carpeta> <puerto>');
  process.exit(2);
}
const dir = resolve(dirArg);
const port = Number(portArg);
if (!existsSync(join(dir, 'index.html')) && !existsSync(join(dir, 'mf-manifest.json'))) {
  console.error(`No hay una aplicación construida en ${dir}: ejecute antes el build.`);
  process.exit(1);
}

/** `patch` over `config`: top-level keys replaced, `remotes` merged by name. */
function merge(config, patch) {
  return { ...config, ...patch, remotes: { ...(config.remotes ?? {}), ...(patch.remotes ?? {}) } };
}

const configFile = process.env.SHELL_CONFIG_FILE ? resolve(process.env.SHELL_CONFIG_FILE) : null;
/** The last content of SHELL_CONFIG_FILE that parsed (served while the file is broken or missing). */
let lastGoodFile = null;

/** The SHELL_CONFIG_FILE layer; `strict` (at start) throws on a missing or malformed file. */
function fileLayer(strict) {
  if (!configFile) return {};
  try {
    const parsed = JSON.parse(readFileSync(configFile, 'utf8'));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('no es un objeto JSON');
    lastGoodFile = parsed;
  } catch (err) {
    const message = `SHELL_CONFIG_FILE ${configFile}: ${err instanceof Error ? err.message : err}`;
    if (strict) throw new Error(message);
    console.error(`${message}; se sigue sirviendo su último contenido válido`);
  }
  return lastGoodFile ?? {};
}

/** The shell's run-time config: the layers of the header comment, read now. */
function shellConfig(strict = false) {
  const file = join(dir, 'config.json');
  let config = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { remotes: {} };
  if (process.env.SHELL_CONFIG) config = merge(config, JSON.parse(process.env.SHELL_CONFIG));
  if (process.env.API_URL) config.apiUrl = process.env.API_URL;
  if (process.env.REPORT_PROBLEM_URL) config.reportProblemUrl = process.env.REPORT_PROBLEM_URL;
  config.remotes = { ...(config.remotes ?? {}) };
  for (const name of Object.keys(config.remotes)) {
    const key = `REMOTE_${name.replace(/-/g, '_').toUpperCase()}_URL`;
    if (process.env[key]) config.remotes[name] = process.env[key];
  }
  return JSON.stringify(merge(config, fileLayer(strict)));
}
// The shell's config is read on each request, so editing dist/config.json or SHELL_CONFIG_FILE
// applies at once; its ETag is a hash of the content.
const hasConfig = existsSync(join(dir, 'config.json')) || Boolean(process.env.SHELL_CONFIG) || Boolean(configFile);
try {
  shellConfig(true); // a malformed config stops the server at start, not at the first request
} catch (err) {
  console.error(`Configuración del shell inválida: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}

const assets = sirv(dir, {
  single: existsSync(join(dir, 'index.html')),
  dev: false,
  etag: true,
  setHeaders(res, pathname) {
    // Entry points must be revalidated so a redeployed remote is picked up; hashed chunks are immutable.
    if (/\.[0-9a-f]{8}\.js(\.map)?$/.test(pathname)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    else res.setHeader('Cache-Control', 'no-cache');
  },
});

/** A plain-text answer with no caching (errors: 400, 404, 500). */
function plain(res, status, text) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end(text);
}

/**
 * The request's path decoded (`/productos/a%20b` → `/productos/a b`), or null when it cannot be
 * decoded (`/%C0`, `/%`, a lone byte of a multi-byte character): the caller answers 400. A path with
 * a NUL character is refused the same way (no file name holds one).
 */
function decodedPath(url) {
  try {
    const path = decodeURIComponent((url ?? '/').split('?')[0]);
    return path.includes('\0') ? null : path;
  } catch {
    return null;
  }
}

/** Access-Control-Allow-Origin of every answer ('*' unless CORS_ALLOW_ORIGIN says; '' = none). */
const allowOrigin = process.env.CORS_ALLOW_ORIGIN ?? '*';

function handle(req, res) {
  if (allowOrigin) res.setHeader('Access-Control-Allow-Origin', allowOrigin);
  if (req.method === 'OPTIONS') {
    if (allowOrigin) {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', '*');
    }
    res.writeHead(204).end();
    return;
  }
  const path = decodedPath(req.url);
  if (path === null) {
    plain(res, 400, 'Solicitud inválida');
    return;
  }
  if (hasConfig && path === '/config.json') {
    const body = shellConfig();
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const headers = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache', ETag: etag };
    if (req.headers['if-none-match'] === etag) res.writeHead(304, headers).end();
    else res.writeHead(200, headers).end(body);
    return;
  }
  // A file name (with an extension) that is not in the build, e.g. a chunk of an older deploy: 404,
  // never index.html (only client-side routes fall back to it).
  const file = resolve(dir, `.${path}`);
  if (/\.[a-z0-9]+$/i.test(path) && (!file.startsWith(dir + sep) || !existsSync(file))) {
    plain(res, 404, 'No encontrado');
    return;
  }
  assets(req, res, () => plain(res, 404, 'No encontrado'));
}

// No request ends the process (docs/seguridad.md «Transporte y bordes»): an unexpected error answers
// 500 (or closes that connection if the answer already started) and is logged; a request the HTTP
// parser refuses gets Node's own 400 (its default `clientError` handling).
const server = createServer((req, res) => {
  try {
    handle(req, res);
  } catch (err) {
    console.error(`serve-static: error al servir ${JSON.stringify(req.url)}:`, err);
    if (res.headersSent) res.destroy();
    else plain(res, 500, 'Error interno');
  }
});
// Port 0 takes a free port: the line says the real one (the serve-static test reads it).
server.listen(port, () => console.log(`${dirArg} servido en http://localhost:${server.address().port}`));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close(() => process.exit(0)));
