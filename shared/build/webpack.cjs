/**
 * webpack 5 + Module Federation (@module-federation/enhanced) configuration factories for the shell
 * and the four remotes (docs/arquitectura.md, "Module Federation en tiempo de ejecución";
 * docs/rendimiento.md «Navegador»). The shared singletons are listed here, in one place, so the
 * browser downloads react-dom once.
 */
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { DefinePlugin } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/** Third-party packages every app shares as singletons (react-router: see ROUTER_FACADE). */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  '@tanstack/react-query',
  'styled-components',
  'react-hot-toast',
  // The charts of /home (shell) and /monedas (mf-administracion): downloaded once, only with a chart.
  'recharts',
];
/**
 * Entry points of the workspace `shared` package (auth context, theme, toasts must be one instance).
 * 'shared/client', 'shared/permissions' and 'shared/routes' are light entries (no zod, no decimal.js)
 * for what the login page needs; the full 'shared' entry loads only after sign-in (docs/rendimiento.md).
 */
const WORKSPACE = ['shared', 'shared/client', 'shared/permissions', 'shared/routes', 'shared/ui', 'shared/saldo', 'shared/overlays', 'shared/auth', 'shared/theme', 'shared/toast', 'shared/format', 'shared/query', 'shared/hooks', 'shared/print', 'shared/forms'];

/**
 * The one react-router of every app: `shared/build/react-router.mjs`, a module that re-exports only
 * the names the code uses. Both 'react-router-dom' and 'react-router' resolve to it and share it under
 * one key, so the shell and the remotes get the same router (and the same contexts) and the login page
 * does not download the whole library (docs/rendimiento.md «Navegador»).
 */
const ROUTER_FACADE = path.join(__dirname, 'react-router.mjs');
/** What the code imports the router as; both end at {@link ROUTER_FACADE}. */
const ROUTER_REQUESTS = ['react-router-dom', 'react-router'];
const ROUTER_DIR = path.dirname(require.resolve('react-router/package.json', { paths: [path.dirname(require.resolve('react-router-dom/package.json'))] }));
const ROUTER_VERSION = require(path.join(ROUTER_DIR, 'package.json')).version;

/**
 * The runtime plugin that publishes the shell's federation runtime for the remotes (global
 * `_FEDERATION_RUNTIME_CORE`, read by remotes built with `experiments.externalRuntime`). It is what
 * `experiments.provideExternalRuntime` adds, but its ESM build: that option adds the CommonJS one,
 * which brings a second, CommonJS copy of the runtime into the shell (24 KB gzip more on /login).
 */
const PROVIDE_RUNTIME_PLUGIN = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [path.dirname(require.resolve('@module-federation/enhanced/webpack'))] })),
  'index.js',
);

/** The names {@link ROUTER_FACADE} re-exports (its single `export { … } from` list). */
function routerFacadeExports() {
  const text = fs.readFileSync(ROUTER_FACADE, 'utf8');
  const list = /export\s*\{([^}]*)\}\s*from/.exec(text);
  if (!list) throw new Error(`${ROUTER_FACADE}: no export list`);
  return new Set(list[1].split(',').map((s) => s.trim()).filter(Boolean));
}

/**
 * Fails the build when the code imports from react-router(-dom) something the facade does not
 * re-export (it would be `undefined` at run time: a shared module's exports are not checked).
 */
class RouterFacadeCheckPlugin {
  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.compilation.tap('RouterFacadeCheckPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('RouterFacadeCheckPlugin', (modules) => {
        const allowed = routerFacadeExports();
        const problems = new Map();
        for (const module of modules) {
          for (const dep of module.dependencies || []) {
            if (!ROUTER_REQUESTS.includes(dep.request) || dep.type === 'harmony side effect evaluation') continue;
            const name = Array.isArray(dep.ids) && dep.ids.length > 0 ? dep.ids[0] : null;
            if (name !== null && allowed.has(name)) continue;
            const what = name === null ? `el módulo entero (${dep.type})` : `'${name}'`;
            const where = module.nameForCondition?.() || module.identifier();
            problems.set(`${what} en ${path.relative(compiler.context, where)}`, true);
          }
        }
        for (const problem of problems.keys()) {
          compilation.errors.push(
            new WebpackError(`react-router: ${problem} no está en shared/build/react-router.mjs; agréguelo a su lista (docs/rendimiento.md).`),
          );
        }
      });
    });
  }
}

/**
 * 'loaded-first': a shared module already loaded (the shell's) is used as is. The default
 * 'version-first' fetches every registered remote's entry to compare versions the first time a
 * shared module is needed after sign-in, so one remote down would keep the whole layout from loading.
 */
const SHARE_STRATEGY = 'loaded-first';

/**
 * Singletons whose versions are enforced (`strictVersion`): a remote built against another major of
 * React, of the router or of the `shared` package would break the shell's contexts (session, router,
 * theme), so the runtime refuses it instead of running it (docs/arquitectura.md «Versiones»). The other
 * singletons declare their range too, and a mismatch only prints a warning.
 */
const STRICT = new Set(['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react-router-dom', ...WORKSPACE]);

/** The version of the `shared` package: its package.json (semver; bump the major on a breaking change). */
const SHARED_VERSION = require(path.join(__dirname, '..', 'package.json')).version;

/** The range an app built against `version` requires: the same major (`^19.0.0`; `^0.4.0` under 1.0). */
function majorRange(version) {
  const m = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!m) throw new Error(`Versión inválida: ${version}`);
  return m[1] === '0' ? `^0.${m[2]}.0` : `^${m[1]}.0.0`;
}

/**
 * The installed version of package `name` as seen from `dirname` (the app's folder): its package.json,
 * found from its entry when the package does not export './package.json'.
 */
function installedVersion(name, dirname) {
  try {
    return require(require.resolve(`${name}/package.json`, { paths: [dirname] })).version;
  } catch {
    let dir = path.dirname(require.resolve(name, { paths: [dirname] }));
    for (;;) {
      const file = path.join(dir, 'package.json');
      if (fs.existsSync(file)) {
        const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
        if (pkg.name === name) return pkg.version;
      }
      const up = path.dirname(dir);
      if (up === dir) throw new Error(`No se encontró el package.json de ${name} desde ${dirname}`);
      dir = up;
    }
  }
}

/** The package a shared key belongs to: 'react-dom/client' → 'react-dom', '@tanstack/react-query' as is. */
function packageOf(key) {
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The `shared` option of ModuleFederationPlugin for the app in `dirname`. Every entry is a singleton
 * that declares the version it was built with and requires the same major (`requiredVersion`);
 * the {@link STRICT} ones also set `strictVersion`. `sharedVersion` replaces the `shared` package's
 * version (only to build a deliberately incompatible remote, MF_SHARED_VERSION_OVERRIDE).
 */
function sharedModules({ dirname = path.join(__dirname, '..'), sharedVersion = SHARED_VERSION } = {}) {
  const out = {};
  const entry = (key, version) => ({ singleton: true, version, requiredVersion: majorRange(version), strictVersion: STRICT.has(key) });
  for (const name of SINGLETONS) {
    let version = null;
    try {
      version = installedVersion(packageOf(name), dirname);
    } catch {
      // Not a dependency of this app (e.g. recharts in a remote without charts): nothing to provide or check.
    }
    out[name] = version ? entry(name, version) : { singleton: true, requiredVersion: false };
  }
  for (const name of WORKSPACE) out[name] = entry(name, sharedVersion);
  for (const name of ROUTER_REQUESTS) {
    out[name] = { ...entry('react-router-dom', ROUTER_VERSION), import: ROUTER_FACADE, shareKey: 'react-router-dom' };
  }
  return out;
}

/**
 * The build's id, shown by the shell's «Versiones» dialog and written in the remote's manifest: env
 * MF_BUILD_ID, else the short git commit, else 'local'.
 */
function defaultBuildId(dirname) {
  if (process.env.MF_BUILD_ID) return process.env.MF_BUILD_ID;
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: dirname, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || 'local';
  } catch {
    return 'local';
  }
}

/**
 * Build options of an app, each with its environment variable (an explicit option wins, e.g. in a
 * multi-config build of two variants of one remote, tests/support/variantes.webpack.cjs):
 * - outputDir (MF_OUTPUT_DIR): where to write, instead of `<app>/dist`;
 * - buildId (MF_BUILD_ID): see {@link defaultBuildId};
 * - sharedVersion (MF_SHARED_VERSION_OVERRIDE): see {@link sharedModules}.
 */
function buildOptions(dirname, options = {}) {
  return {
    outputDir: options.outputDir || process.env.MF_OUTPUT_DIR || path.join(dirname, 'dist'),
    buildId: options.buildId || defaultBuildId(dirname),
    sharedVersion: options.sharedVersion || process.env.MF_SHARED_VERSION_OVERRIDE || SHARED_VERSION,
  };
}

/** The app's own version (its package.json). */
function appVersion(dirname) {
  return require(path.join(dirname, 'package.json')).version;
}

/** The index.html template of every app: `<div id="root">` and the title given by the factory. */
const HTML_TEMPLATE = path.join(__dirname, 'index.html');

/** Module Federation name of an app: 'mf-inventario' → 'mf_inventario'. */
function federationName(app) {
  return app.replace(/-/g, '_');
}

function common({ dirname, port, production, htmlTitle, outputDir }) {
  return {
    mode: production ? 'production' : 'development',
    context: dirname,
    entry: './src/index.ts',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputDir,
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // The facade's own import of the real package (a request no shared key matches).
      alias: { 'react-router-full$': path.join(ROUTER_DIR, 'dist', production ? 'production' : 'development', 'index.mjs') },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          // The workspace `shared` package is TypeScript source reached through a symlink (real
          // path outside node_modules), so it is compiled too.
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        // One page template for the shell and every remote (shared/build/index.html); only the title differs.
        template: HTML_TEMPLATE,
        title: htmlTitle,
        // Standalone pages live on deep client-side routes: load the entry from the root.
        publicPath: '/',
        chunks: ['main'],
      }),
    ],
    optimization: {
      // SWC's minifier instead of webpack's default terser: the same gzip sizes (a few hundred bytes
      // less per remote; /login 137.9 KB with either) in a third of the time (docs/pruebas.md «Tiempo»).
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } })],
      splitChunks: {
        cacheGroups: {
          // A module of the `shared` package used by two lazily loaded chunks (e.g. shared/client, also
          // imported by shared/auth) goes into its own file instead of a copy in each, however small.
          workspace: { test: /[\\/]shared[\\/]src[\\/]/, minSize: 0, priority: -5, reuseExistingChunk: true },
        },
      },
    },
    performance: { hints: false },
    // Production builds print only errors, warnings and the summary line.
    stats: production ? 'errors-warnings' : 'normal',
    devServer: {
      port,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
  };
}

/**
 * Config of a remote: two webpack compilations writing to the same dist/ (or `outputDir`).
 * - 'container': exposes './routes' (src/routes.tsx) and './lifecycles' (single-spa-react,
 *   src/lifecycles.tsx), emits mf-manifest.json and remoteEntry.js. It does not carry the federation
 *   runtime (`experiments.externalRuntime`): it uses the one the host provides (the shell, see
 *   {@link createShellConfig}), so remoteEntry.js is a few KB (docs/rendimiento.md «Navegador»).
 *   The manifest's `metaData.buildInfo` carries the remote's version (`buildVersion`, its
 *   package.json), `buildId` and `builtAt`: the shell shows them in its «Versiones» dialog.
 * - 'standalone': index.html + main.js, the remote on its own (`pnpm --filter <remote> dev`,
 *   src/bootstrap.tsx), a plain bundle without federation (it loads no remote and shares nothing).
 *   It runs after 'container', which cleans dist/. Left out with MF_SOLO_CONTENEDOR=1.
 * `options`: outputDir, buildId, sharedVersion (see {@link buildOptions}).
 */
function createRemoteConfig({ name, port, dirname, ...options }) {
  return (_env, argv = {}) => {
    const production = argv.mode !== 'development';
    const { outputDir, buildId, sharedVersion } = buildOptions(dirname, options);

    const container = common({ dirname, port, production, htmlTitle: name, outputDir });
    container.name = 'container';
    container.entry = {};
    container.output.uniqueName = federationName(name);
    container.plugins = [
      new ModuleFederationPlugin({
        name: federationName(name),
        filename: 'remoteEntry.js',
        exposes: { './routes': './src/routes.tsx', './lifecycles': './src/lifecycles.tsx' },
        shared: sharedModules({ dirname, sharedVersion }),
        shareStrategy: SHARE_STRATEGY,
        // The host's runtime (no copy here); a remote loads no remote itself; browser only.
        experiments: { externalRuntime: true, optimization: { disableRemote: true, target: 'web' } },
        manifest: {
          additionalData: ({ stats }) => {
            stats.metaData.buildInfo = { ...stats.metaData.buildInfo, buildVersion: appVersion(dirname), buildId, builtAt: new Date().toISOString() };
            return stats;
          },
        },
        dts: false,
      }),
      new RouterFacadeCheckPlugin(),
    ];
    delete container.devServer;

    const standalone = common({ dirname, port, production, htmlTitle: name, outputDir });
    standalone.name = 'standalone';
    standalone.dependencies = ['container'];
    standalone.output.uniqueName = `${federationName(name)}_standalone`;
    standalone.output.clean = false;
    delete standalone.resolve.alias;

    // MF_SOLO_CONTENEDOR=1 (the e2e and bench builds, tests/support/global-setup.ts): only what a host
    // loads; the standalone page is not served there, and skipping it saves a third of the build.
    return process.env.MF_SOLO_CONTENEDOR === '1' ? [container] : [container, standalone];
  };
}

/**
 * Config of the shell (host): no build-time remotes; they are registered from config.json at run
 * time. It provides its federation runtime to the remotes ({@link PROVIDE_RUNTIME_PLUGIN}).
 * `__APP_BUILD__` ({ version, buildId }) is the shell's own line in the «Versiones» dialog.
 * `options`: outputDir, buildId (see {@link buildOptions}).
 */
function createShellConfig({ dirname, port, ...options }) {
  return (_env, argv = {}) => {
    const production = argv.mode !== 'development';
    const { outputDir, buildId, sharedVersion } = buildOptions(dirname, options);
    const config = common({ dirname, port, production, htmlTitle: 'Back-office · Insumos y distribución', outputDir });
    config.output.uniqueName = 'shell';
    // The shell is served from the site root and owns deep client-side routes (/ventas/nueva…):
    // its scripts must load from absolute URLs, not relative to the current path.
    config.output.publicPath = '/';
    config.plugins.push(
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedModules({ dirname, sharedVersion }),
        shareStrategy: SHARE_STRATEGY,
        runtimePlugins: [PROVIDE_RUNTIME_PLUGIN],
        // Browser only: the runtime leaves out its Node.js script loading.
        experiments: { optimization: { target: 'web' } },
        dts: false,
        manifest: false,
      }),
      new RouterFacadeCheckPlugin(),
      new DefinePlugin({ __APP_BUILD__: JSON.stringify({ version: appVersion(dirname), buildId }) }),
      // public/ holds config.json (index.html comes from the shared template; an index.html there is ignored).
      new CopyWebpackPlugin({ patterns: [{ from: path.join(dirname, 'public'), globOptions: { ignore: ['**/index.html'] } }] }),
    );
    return config;
  };
}

module.exports = { createRemoteConfig, createShellConfig, sharedModules, federationName, majorRange, SINGLETONS, WORKSPACE, STRICT, SHARED_VERSION, ROUTER_FACADE };
