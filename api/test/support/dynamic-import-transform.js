/**
 * Jest transform for the CommonJS files that load packages with a dynamic `import("name")`:
 * @electric-sql/pglite (Node built-ins) and @fastify/cookie (the ESM-only `cookie` package). jest's
 * module sandbox refuses dynamic imports without --experimental-vm-modules ("A dynamic import
 * callback was invoked without --experimental-vm-modules"), so `import("name")` becomes a resolved
 * `require("name")` through a captured `require` (PGlite's Emscripten code declares its own
 * `var require` inside functions). ESM-only packages reached this way are compiled by @swc/jest
 * (see transformIgnorePatterns in jest.config.js).
 */
const crypto = require('node:crypto');

module.exports = {
  process(source) {
    return {
      code:
        'var __capturedRequire = require;\n' +
        source.replace(
          /\bimport\((["'])((?:node:)?[a-z@][a-z0-9_@/.-]*)\1\)/g,
          (_m, q, name) => `Promise.resolve().then(() => __capturedRequire(${q}${name}${q}))`,
        ),
    };
  },
  getCacheKey(source, filename) {
    return crypto.createHash('sha1').update('dynamic-import-transform-v3').update(filename).update(source).digest('hex');
  },
};
