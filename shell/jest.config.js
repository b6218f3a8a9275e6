/** Component and unit tests of shell (preset: shared/jest/preset.cjs). */
const { createJestConfig } = require('../shared/jest/preset.cjs');

module.exports = createJestConfig(__dirname, 'shell');
