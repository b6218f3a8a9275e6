/**
 * API tests (jest + @swc/jest, Node environment): each test file builds the app on its own
 * in-memory PGlite (see test/helpers.ts) and talks to it with app.inject.
 */
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }];

module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    // Dynamic import() of packages inside CommonJS code: see test/support/dynamic-import-transform.js.
    '[\\/]@electric-sql[\\/]pglite[\\/].+\\.cjs$': '<rootDir>/test/support/dynamic-import-transform.js',
    '[\\/]@fastify[\\/]cookie[\\/]index\\.js$': '<rootDir>/test/support/dynamic-import-transform.js',
    '^.+\\.(t|j)sx?$': swc,
  },
  // node_modules are not transformed, except the files above and the ESM-only `cookie` package.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(@electric-sql/pglite|@fastify/cookie|cookie)/)',
  ],
  // A fresh PGlite takes ~3.5 s to create and migrate; a few tests create a second one.
  testTimeout: 60_000,
  setupFilesAfterEnv: ['<rootDir>/test/support/timeout.ts'],
};
