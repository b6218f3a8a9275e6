/**
 * Jest preset for the browser packages (shared, shell, the four remotes): jsdom with the fetch
 * globals msw 2 needs (jest-fixed-jsdom), @swc/jest with React's automatic runtime, and the
 * ESM-only dependencies of msw transformed (docs/pruebas.md).
 */
const path = require('node:path');

const swc = [
  require.resolve('@swc/jest'),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** ESM-only packages pulled in by msw 2 that must go through the transform. */
const esmPackages = ['msw', '@mswjs', '@open-draft', 'rettime', 'until-async', 'outvariant', 'strict-event-emitter', 'headers-polyfill', '@bundled-es-modules', 'is-node-process', 'graphql'];

/** Builds a jest config for the package in `dir` (tests live beside the code under src/). */
function createJestConfig(dir, displayName) {
  return {
    displayName,
    rootDir: dir,
    roots: ['<rootDir>/src'],
    testEnvironment: require.resolve('jest-fixed-jsdom'),
    testEnvironmentOptions: { customExportConditions: [''] },
    transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${esmPackages.join('|')})/)`],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    setupFilesAfterEnv: [path.join(__dirname, 'setup.ts')],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  };
}

module.exports = { createJestConfig };
