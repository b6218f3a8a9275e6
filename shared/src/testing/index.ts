/** Component-test helpers: renderWithProviders, the msw server and the API base URL. */
export * from './render';
export * from './msw';
