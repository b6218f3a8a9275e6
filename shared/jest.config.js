/** Component and unit tests of shared (preset: shared/jest/preset.cjs). */
const { createJestConfig } = require('./jest/preset.cjs');

module.exports = createJestConfig(__dirname, 'shared');
