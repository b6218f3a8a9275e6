/**
 * The extra builds of tests/e2e/despliegue.e2e.ts, in ONE webpack run (multi-config): variants of a
 * remote's federated container, each into its own folder, with its own build id and, for the
 * deliberately incompatible one, another version of the `shared` package. tests/support/variantes.ts
 * passes them as JSON in env E2E_VARIANTES: [{ remote, outputDir, buildId, sharedVersion? }].
 *
 * They are the real production configuration of the remote (shared/build/webpack.cjs,
 * MF_SOLO_CONTENEDOR) except for two things a deployment test does not look at and that cost three
 * quarters of the time: no minification and no source maps.
 */
const path = require('node:path');
const { createRemoteConfig } = require('../../shared/build/webpack.cjs');

const root = path.join(__dirname, '..', '..');
const variantes = JSON.parse(process.env.E2E_VARIANTES || '[]');
if (variantes.length === 0) throw new Error('E2E_VARIANTES: ninguna variante para construir');

module.exports = (env, argv) =>
  variantes.map(({ remote, outputDir, buildId, sharedVersion }) => {
    const factory = createRemoteConfig({ name: remote, port: 0, dirname: path.join(root, remote), outputDir, buildId, sharedVersion });
    const previous = process.env.MF_SOLO_CONTENEDOR;
    process.env.MF_SOLO_CONTENEDOR = '1';
    const [container] = factory(env, argv);
    process.env.MF_SOLO_CONTENEDOR = previous;
    container.name = path.basename(outputDir);
    container.devtool = false;
    container.optimization = { ...container.optimization, minimize: false };
    return container;
  });
