/**
 * End-to-end suite: global setup builds and starts the API (fresh PGlite data folder), the shell and
 * the four remotes on their own ports; each test drives Debian's Chromium through playwright-core.
 */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.e2e.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 90_000,
  maxWorkers: 1,
};
