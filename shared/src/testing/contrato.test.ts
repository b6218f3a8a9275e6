import { HttpResponse } from 'msw';
import { fueraDelContrato, infraccionDelContrato, rutaDelContrato } from './contrato';

/** The check of the msw doubles against the API contract (docs/arquitectura.md «El contrato publicado»). */

const API = 'http://localhost:3000/api';
const pedido = (method: string, path: string) => new Request(`${API}${path}`, { method });

test('a path is matched to its route, the fixed segment before the parameter', () => {
  expect(rutaDelContrato('GET', '/productos/reposicion')?.path).toBe('/productos/reposicion');
  expect(rutaDelContrato('GET', '/productos/7')?.path).toBe('/productos/:id');
  expect(rutaDelContrato('PUT', '/gastos/anular/3')?.path).toBe('/gastos/anular/:id');
  expect(rutaDelContrato('DELETE', '/gastos/3')).toBeNull();
});

test('an answer the contract allows passes: the success shape, a generic error, an empty error body', async () => {
  expect(await infraccionDelContrato(pedido('POST', '/gastos'), HttpResponse.json({ id: 4 }, { status: 201 }), API)).toBeNull();
  expect(await infraccionDelContrato(pedido('GET', '/gastos/9'), HttpResponse.json({ message: 'No se encontró el gasto.' }, { status: 404 }), API)).toBeNull();
  expect(await infraccionDelContrato(pedido('PUT', '/gastos/anular/9'), new HttpResponse(null, { status: 500 }), API)).toBeNull();
});

test('each way of breaking the contract is named: unknown route, undeclared status, wrong type, extra field, bad error', async () => {
  expect(await infraccionDelContrato(pedido('GET', '/gastoz'), HttpResponse.json([]), API)).toBe('GET /gastoz: no es una ruta del contrato (shared/src/contrato).');
  expect(await infraccionDelContrato(pedido('POST', '/gastos'), HttpResponse.json({ id: 4 }), API)).toBe('POST /gastos: responde 200, y el contrato declara 201.');
  expect(await infraccionDelContrato(pedido('POST', '/gastos'), HttpResponse.json({ id: '4' }, { status: 201 }), API)).toMatch(/^POST \/gastos: la respuesta 201 no cumple su esquema — id: /);
  expect(await infraccionDelContrato(pedido('POST', '/gastos'), HttpResponse.json({ id: 4, hash: 'x' }, { status: 201 }), API)).toBe(
    'POST /gastos: la respuesta 201 tiene el campo «hash», que su esquema no declara.',
  );
  expect(await infraccionDelContrato(pedido('PUT', '/gastos/anular/9'), HttpResponse.json({ error: 'x' }, { status: 409 }), API)).toMatch(
    /^PUT \/gastos\/anular\/9: la respuesta 409 no cumple su esquema — message: /,
  );
  expect(await infraccionDelContrato(pedido('GET', '/gastos/9'), new HttpResponse('<html>', { status: 200 }), API)).toBe('GET /gastos/9: responde 200 con un cuerpo que no es JSON.');
});

test('an answer marked fueraDelContrato is let through; requests to other hosts are not checked', async () => {
  expect(await infraccionDelContrato(pedido('POST', '/gastos'), fueraDelContrato(HttpResponse.json({ id: '4' }, { status: 201 }), 'prueba'), API)).toBeNull();
  expect(await infraccionDelContrato(new Request('https://dolarapi.com/v1/dolares'), HttpResponse.json([]), API)).toBeNull();
});
