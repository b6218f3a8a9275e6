/** mf-inventario: Module Federation remote on port 3001 (factory: shared/build/webpack.cjs). */
const { createRemoteConfig } = require('../shared/build/webpack.cjs');

module.exports = createRemoteConfig({ name: 'mf-inventario', port: 3001, dirname: __dirname });
