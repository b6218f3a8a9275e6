import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API_URL, mountLifecycles, server } from 'shared/testing';
import * as lifecycles from './lifecycles';

// Smoke test of the exposed './lifecycles' module; the factory is tested in shared/src/standalone.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('mounts the mf-contactos standalone host into its element and unmounts it', async () => {
  server.use(
    http.get(`${API_URL}/auth/me`, () => HttpResponse.json({ message: 'No autenticado. Inicie sesión.' }, { status: 401 })),
    http.post(`${API_URL}/auth/logout`, () => HttpResponse.json({ message: 'Sesión cerrada.' })),
  );
  const app = await mountLifecycles(lifecycles, 'mf-contactos');
  expect(await screen.findByRole('heading', { name: 'mf-contactos' })).toBeInTheDocument();
  await app.unmount();
  expect(app.domElement).toBeEmptyDOMElement();
});
