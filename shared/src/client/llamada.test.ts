import { gastos, productos, ventas } from '../contrato';
import { createApiClient } from '.';
import { ApiError, llamador, metodo } from './llamada';

/** The client derived from the contract (docs/arquitectura.md «El contrato publicado»). */

function fetchQueRegistra(respuesta: Response = Response.json({ id: 5 }, { status: 201 })) {
  const pedidos: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    pedidos.push({ url, init });
    return respuesta.clone();
  }) as unknown as typeof fetch;
  return { pedidos, fetchImpl };
}

test('a method takes the path parameter, then the body, then the options: method, path and headers from the route', async () => {
  const { pedidos, fetchImpl } = fetchQueRegistra(Response.json({ message: 'Gasto anulado correctamente.' }));
  const client = createApiClient({ baseUrl: 'https://x.test/api/', fetch: fetchImpl });
  await expect(client.gastos.anular(12)).resolves.toEqual({ message: 'Gasto anulado correctamente.' });
  expect(pedidos[0].url).toBe('https://x.test/api/gastos/anular/12');
  expect(pedidos[0].init).toMatchObject({ method: 'PUT', credentials: 'include', body: undefined });

  const body = { fecha: '2026-11-30', categoria: 'Otros' as const, descripcion: 'Café', monto: '10.00', monedaId: 1, metodoPagoId: 1 };
  await client.gastos.create(body, { idempotencyKey: 'k-1' });
  expect(pedidos[1].url).toBe('https://x.test/api/gastos');
  expect(pedidos[1].init).toMatchObject({ method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k-1' } });
});

test('a GET sends its query without the empty values, and the parameter goes URL-encoded', async () => {
  const { pedidos, fetchImpl } = fetchQueRegistra(Response.json({}));
  const llamar = llamador(() => 'https://x.test/api', () => fetchImpl);
  await metodo(llamar, productos.detalle)(7, { sucursalId: 2 });
  await metodo(llamar, gastos.listar)({ page: 2, fechaDesde: '', monedaId: undefined });
  await llamar(ventas.detalle, { params: { id: '1/2' } });
  expect(pedidos.map((p) => `${p.init.method} ${p.url}`)).toEqual([
    'GET https://x.test/api/productos/7?sucursalId=2',
    'GET https://x.test/api/gastos?page=2',
    'GET https://x.test/api/ventas/1%2F2',
  ]);
});

test('a non-OK answer rejects with the status and the server message; a failed fetch is status 0', async () => {
  const { fetchImpl } = fetchQueRegistra(Response.json({ message: 'No se encontró el gasto.' }, { status: 404 }));
  const client = createApiClient({ baseUrl: 'https://x.test/api', fetch: fetchImpl });
  await expect(client.gastos.get(9)).rejects.toEqual(expect.objectContaining({ status: 404, message: 'No se encontró el gasto.' }));
  const caido = createApiClient({ baseUrl: 'https://x.test/api', fetch: (async () => Promise.reject(new TypeError('offline'))) as typeof fetch });
  const error = await caido.gastos.get(9).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).isNetworkError).toBe(true);
});

test('the select variants answer only their own shape', async () => {
  const { fetchImpl, pedidos } = fetchQueRegistra(Response.json({ products: [] }));
  const client = createApiClient({ baseUrl: 'https://x.test/api', fetch: fetchImpl });
  await expect(client.productos.select(3)).resolves.toEqual({ products: [] });
  expect(pedidos[0].url).toBe('https://x.test/api/productos?select=true&sucursalId=3');
  await expect(client.productos.list({ page: 1 })).rejects.toEqual(expect.objectContaining({ message: 'Respuesta inesperada del servidor.' }));
});
