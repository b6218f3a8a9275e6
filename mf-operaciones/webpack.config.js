/** mf-operaciones: Module Federation remote on port 3002 (factory: shared/build/webpack.cjs). */
const { createRemoteConfig } = require('../shared/build/webpack.cjs');

module.exports = createRemoteConfig({ name: 'mf-operaciones', port: 3002, dirname: __dirname });
