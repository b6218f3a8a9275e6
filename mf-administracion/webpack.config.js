/** mf-administracion: Module Federation remote on port 3004 (factory: shared/build/webpack.cjs). */
const { createRemoteConfig } = require('../shared/build/webpack.cjs');

module.exports = createRemoteConfig({ name: 'mf-administracion', port: 3004, dirname: __dirname });
