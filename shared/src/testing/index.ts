/** Component-test helpers: renderWithProviders, LocationProbe, mountLifecycles, the msw server and the API base URL. */
export * from './render';
export * from './location-probe';
export * from './lifecycles';
export * from './msw';
