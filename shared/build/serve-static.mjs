#!/usr/bin/env node
/**
 * Serves a built app: `node serve-static.mjs <dir> <port>` (sirv). Everything carries
 * Access-Control-Allow-Origin: * (remotes are fetched cross-origin by the shell); unknown paths fall
 * back to index.html (client-side routes). For the shell, GET /config.json can be overridden at
 * serve time with env SHELL_CONFIG (a JSON string) or API_URL / REPORT_PROBLEM_URL /
 * REMOTE_MF_INVENTARIO_URL (… one per remote), without rebuilding.
 */
import { readFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
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
const configBody = existsSync(join(dir, 'config.json')) || process.env.SHELL_CONFIG ? shellConfig() : null;

const assets = sirv(dir, {
  single: existsSync(join(dir, 'index.html')),
  dev: false,
  etag: true,
  setHeaders(res, pathname) {
    // Entry points must be revalidated so a redeployed remote is picked up; hashed chunks are immutable.
    if (/\.[0-9a-f]{8}\.js$/.test(pathname)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
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
  if (configBody && req.url?.split('?')[0] === '/config.json') {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' }).end(configBody);
    return;
  }
  assets(req, res, () => {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('No encontrado');
  });
});
server.listen(port, () => console.log(`${dirArg} servido en http://localhost:${port}`));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close(() => process.exit(0)));
