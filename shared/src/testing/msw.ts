import { setupServer } from 'msw/node';

/** Base URL the shared API client uses in tests (no window.__APP_CONFIG__). */
export const API_URL = 'http://localhost:3000/api';

/** A shared msw server: call server.listen() / resetHandlers() / close() in your test file. */
export const server = setupServer();
