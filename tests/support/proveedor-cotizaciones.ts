import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The official sell rate the stand-in answers, in pesos per dollar: the seeded system dollar
 * (1180.0000, api/src/db/seed.ts), so refreshing it from the provider leaves every other e2e file
 * with the rate it expects.
 */
export const OFICIAL_VENTA_E2E = 1180;

/**
 * The dollar types of the day as dolarapi.com answers GET /v1/dolares (numbers, a missing buy rate
 * as null), the same shape as api/test/support/proveedor-cotizaciones.ts. `fechaActualizacion` is
 * the moment of the request.
 */
export function listaDolaresE2E(): unknown[] {
  const fecha = new Date().toISOString();
  const tipos: Array<[casa: string, nombre: string, compra: number | null, venta: number]> = [
    ['oficial', 'Oficial', 1140, OFICIAL_VENTA_E2E],
    ['blue', 'Blue', 1205.5, 1225.5],
    ['bolsa', 'Bolsa', 1198.3, 1203.1],
    ['contadoconliqui', 'Contado con liquidación', 1210.4, 1215.9],
    ['mayorista', 'Mayorista', 1150, 1153],
    ['cripto', 'Cripto', 1230.12, 1232.45],
    ['tarjeta', 'Tarjeta', null, 1534],
  ];
  return tipos.map(([casa, nombre, compra, venta]) => ({ moneda: 'USD', casa, nombre, compra, venta, fechaActualizacion: fecha }));
}

/** The running stand-in: its base URL (for DOLAR_API_URL) and how to stop it. */
export interface ProveedorE2E {
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Starts a local stand-in for the dollar-rates provider on 127.0.0.1 (a free port), so the e2e API
 * never reaches the internet (docs/contactos-y-administracion.md, «Monedas»): GET /v1/dolares
 * answers {@link listaDolaresE2E}; any other path a 404.
 */
export async function iniciarProveedorE2E(): Promise<ProveedorE2E> {
  const server: Server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/v1/dolares') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(listaDolaresE2E()));
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"not found"}');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  // Never keeps the test process alive by itself (the teardown closes it anyway).
  server.unref();
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
