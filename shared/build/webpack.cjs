/**
 * webpack 5 + Module Federation (@module-federation/enhanced) configuration factories for the shell
 * and the four remotes (docs/arquitectura.md, "Module Federation en tiempo de ejecución").
 * The shared singletons are listed here, in one place, so the browser downloads react-dom once.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/** Third-party packages every app shares as singletons. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'styled-components',
  'react-hot-toast',
];
/**
 * Entry points of the workspace `shared` package (auth context, theme, toasts must be one instance).
 * 'shared/client', 'shared/permissions' and 'shared/routes' are light entries (no zod, no decimal.js)
 * for what the login page needs; the full 'shared' entry loads only after sign-in (docs/rendimiento.md).
 */
const WORKSPACE = ['shared', 'shared/client', 'shared/permissions', 'shared/routes', 'shared/ui', 'shared/overlays', 'shared/auth', 'shared/theme', 'shared/toast', 'shared/format', 'shared/query', 'shared/hooks', 'shared/print', 'shared/forms'];

/**
 * 'loaded-first': a shared module already loaded (the shell's) is used as is. The default
 * 'version-first' fetches every registered remote's entry to compare versions the first time a
 * shared module is needed after sign-in, so one remote down would keep the whole layout from loading.
 */
const SHARE_STRATEGY = 'loaded-first';

/** The `shared` option of ModuleFederationPlugin. */
function sharedModules() {
  const out = {};
  for (const name of SINGLETONS) out[name] = { singleton: true, requiredVersion: false };
  for (const name of WORKSPACE) out[name] = { singleton: true, requiredVersion: false, version: '1.0.0' };
  return out;
}

/** The index.html template of every app: `<div id="root">` and the title given by the factory. */
const HTML_TEMPLATE = path.join(__dirname, 'index.html');

/** Module Federation name of an app: 'mf-inventario' → 'mf_inventario'. */
function federationName(app) {
  return app.replace(/-/g, '_');
}

function common({ dirname, port, production, htmlTitle }) {
  return {
    mode: production ? 'production' : 'development',
    context: dirname,
    entry: './src/index.ts',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dirname, 'dist'),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
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
        // Standalone pages live on deep client-side routes: load the entry from the root, and only
        // the app's own entry (not remoteEntry.js, which is for hosts).
        publicPath: '/',
        chunks: ['main'],
      }),
    ],
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
 * Config of a remote: exposes './routes' (src/routes.tsx) and './lifecycles' (single-spa-react,
 * src/lifecycles.tsx), emits mf-manifest.json and remoteEntry.js; index.html runs it standalone.
 */
function createRemoteConfig({ name, port, dirname }) {
  return (_env, argv = {}) => {
    const production = argv.mode !== 'development';
    const config = common({ dirname, port, production, htmlTitle: name });
    config.output.uniqueName = federationName(name);
    config.plugins.push(
      new ModuleFederationPlugin({
        name: federationName(name),
        filename: 'remoteEntry.js',
        exposes: { './routes': './src/routes.tsx', './lifecycles': './src/lifecycles.tsx' },
        shared: sharedModules(),
        shareStrategy: SHARE_STRATEGY,
        manifest: true,
        dts: false,
      }),
    );
    return config;
  };
}

/** Config of the shell (host): no build-time remotes; they are registered from config.json at run time. */
function createShellConfig({ dirname, port }) {
  return (_env, argv = {}) => {
    const production = argv.mode !== 'development';
    const config = common({ dirname, port, production, htmlTitle: 'Back-office · Insumos y distribución' });
    config.output.uniqueName = 'shell';
    // The shell is served from the site root and owns deep client-side routes (/ventas/nueva…):
    // its scripts must load from absolute URLs, not relative to the current path.
    config.output.publicPath = '/';
    config.plugins.push(
      new ModuleFederationPlugin({ name: 'shell', remotes: {}, shared: sharedModules(), shareStrategy: SHARE_STRATEGY, dts: false, manifest: false }),
      // public/ holds config.json (index.html comes from the shared template; an index.html there is ignored).
      new CopyWebpackPlugin({ patterns: [{ from: path.join(dirname, 'public'), globOptions: { ignore: ['**/index.html'] } }] }),
    );
    return config;
  };
}

module.exports = { createRemoteConfig, createShellConfig, sharedModules, federationName, SINGLETONS, WORKSPACE };
