#!/usr/bin/env node
/**
 * Serves a built app: `node serve-static.mjs <dir> <port>` (sirv). Everything carries
 * Access-Control-Allow-Origin: * (remotes are fetched cross-origin by the shell); unknown paths fall
 * back to index.html (client-side routes). For the shell, GET /config.json can be overridden at
 * serve time with env SHELL_CONFIG (a JSON string) or API_URL / REPORT_PROBLEM_URL /
 * REMOTE_MF_INVENTARIO_URL (… one per remote), without rebuilding.
 * Caching (docs/arquitectura.md, «Servir y caché»): names with a content hash are immutable for a
 * year; everything else (remoteEntry.js, mf-manifest.json, index.html, config.json) is `no-cache`
 * with an ETag, so a redeploy is seen at the next load.
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

/** The shell's run-time config: the file in dist, with env overrides applied. */
function shellConfig() {
  const file = join(dir, 'config.json');
  let config = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { remotes: {} };
  if (process.env.SHELL_CONFIG) config = { ...config, ...JSON.parse(process.env.SHELL_CONFIG) };
  if (process.env.API_URL) config.apiUrl = process.env.API_URL;
  if (process.env.REPORT_PROBLEM_URL) config.reportProblemUrl = process.env.REPORT_PROBLEM_URL;
  for (const name of Object.keys(config.remotes ?? {})) {
    const key = `REMOTE_${name.replace(/-/g, '_').toUpperCase()}_URL`;
    if (process.env[key]) config.remotes[name] = process.env[key];
  }
  return JSON.stringify(config);
}
// The shell's config is read on each request, so editing dist/config.json (another remote's URL)
// applies at once; its ETag is a hash of the content.
const hasConfig = existsSync(join(dir, 'config.json')) || Boolean(process.env.SHELL_CONFIG);
shellConfig(); // a malformed config stops the server at start, not at the first request

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

const server = createServer((req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.writeHead(204).end();
    return;
  }
  const path = decodeURIComponent(req.url?.split('?')[0] ?? '/');
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
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('No encontrado');
    return;
  }
  assets(req, res, () => {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('No encontrado');
  });
});
// Port 0 takes a free port: the line says the real one (the serve-static test reads it).
server.listen(port, () => console.log(`${dirArg} servido en http://localhost:${server.address().port}`));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close(() => process.exit(0)));
