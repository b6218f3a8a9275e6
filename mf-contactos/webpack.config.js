/** mf-contactos: Module Federation remote on port 3003 (factory: shared/build/webpack.cjs). */
const { createRemoteConfig } = require('../shared/build/webpack.cjs');

module.exports = createRemoteConfig({ name: 'mf-contactos', port: 3003, dirname: __dirname });
