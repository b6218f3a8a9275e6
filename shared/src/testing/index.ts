/**
 * Component-test helpers (docs/pruebas.md): renderWithProviders, LocationProbe, mountLifecycles,
 * setupMswServer and the API base URL, the session API's handlers (setupSessionServer),
 * mockPrintWindow and mockDescargas, and the `fake…` factories that validate every fixture with the
 * API's response schemas.
 */
export * from './render';
export * from './location-probe';
export * from './lifecycles';
export * from './msw';
export * from './factories';
export * from './print-window';
export * from './descargas';
export * from './session-handlers';
export * from './sort-rows';
export * from './contrato';
