/** The shell (host) on port 8080 (factory: shared/build/webpack.cjs). Remotes come from config.json at run time. */
const { createShellConfig } = require('../shared/build/webpack.cjs');

module.exports = createShellConfig({ dirname: __dirname, port: 8080 });
