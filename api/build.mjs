/**
 * Bundles the API (esbuild, Node 20, CommonJS) into dist/server.js (the server, src/main.ts) and
 * dist/crear-admin.js (the first-administrator command, src/db/crear-admin.ts: what the production
 * image runs, README «Producción»). The workspace package `shared` (TypeScript source) is bundled in;
 * every other package stays external and is loaded from node_modules at run time (the production
 * image carries only those: deploy/api-produccion.mjs). Migrations stay in ../drizzle, found from dist/;
 * ARCA's WSDL files are copied to dist/wsdl.
 * `node build.mjs --outdir <folder>` writes elsewhere (a folder named dist beside a drizzle/ folder).
 */
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** Bare imports other than `shared` are external. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      if (args.path === 'shared' || args.path.startsWith('shared/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const flag = process.argv.indexOf('--outdir');
const outdir = flag > 0 && process.argv[flag + 1] ? resolve(process.argv[flag + 1]) : join(here, 'dist');
rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints: { server: join(here, 'src/main.ts'), 'crear-admin': join(here, 'src/db/crear-admin.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages],
});
// ARCA's WSDL files (docs/facturacion.md): the bundled ARCA client reads them from dist/wsdl.
cpSync(join(here, 'src/modules/fiscal/arca/wsdl'), join(outdir, 'wsdl'), { recursive: true, filter: (f) => !f.endsWith('.md') });
console.log(`api: server.js y crear-admin.js listos en ${outdir} (${Date.now() - started} ms)`);
