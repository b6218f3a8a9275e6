/** Component and unit tests of mf-administracion (preset: shared/jest/preset.cjs). */
const { createJestConfig } = require('../shared/jest/preset.cjs');

module.exports = createJestConfig(__dirname, 'mf-administracion');
