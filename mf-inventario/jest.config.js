/** Component and unit tests of mf-inventario (preset: shared/jest/preset.cjs). */
const { createJestConfig } = require('../shared/jest/preset.cjs');

module.exports = createJestConfig(__dirname, 'mf-inventario');
