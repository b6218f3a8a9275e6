/**
 * Bundles the API into dist/server.js (esbuild, Node 20, CommonJS). The workspace package `shared`
 * (TypeScript source) is bundled in; every other package stays external and is loaded from
 * node_modules at run time. Migrations stay in ../drizzle, found from dist/ (see src/main.ts).
 */
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
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

rmSync(join(here, 'dist'), { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints: [join(here, 'src/main.ts')],
  outfile: join(here, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages],
});
console.log(`api: dist/server.js listo en ${Date.now() - started} ms`);
