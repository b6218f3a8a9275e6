/**
 * Root jest configuration: one run over every package's unit, component and API tests
 * (the end-to-end suite in tests/ runs separately, see scripts/test.mjs).
 */
module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/api',
    '<rootDir>/shell',
    '<rootDir>/mf-inventario',
    '<rootDir>/mf-operaciones',
    '<rootDir>/mf-contactos',
    '<rootDir>/mf-administracion',
  ],
};
