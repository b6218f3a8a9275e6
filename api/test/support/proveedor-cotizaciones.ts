import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the dollar-rates provider (dolarapi.com, GET /v1/dolares), so no test reaches
 * the internet (docs/contactos-y-administracion.md, «Monedas»). `modo` says how it answers the next
 * calls: the list, a 500, a body that is not JSON, JSON of another shape, or no answer at all (until
 * the server closes: beyond any small `timeoutMs`).
 */
export type ModoProveedor = 'ok' | 'error500' | 'jsonInvalido' | 'otraForma' | 'sinRespuesta';

export interface ProveedorFalso {
  /** Base URL to put in `config.cotizaciones.baseUrl`. */
  baseUrl: string;
  /** How the next calls are answered (default 'ok'). */
  modo: ModoProveedor;
  /** The official sell rate the list answers (default 1200; a number, as the provider sends it). */
  oficialVenta: number | string | null;
  /** Paths requested so far. */
  pedidos: string[];
  close(): Promise<void>;
}

/** The provider's list as dolarapi.com answers it, with the official sell rate `oficialVenta`. */
export function listaProveedor(oficialVenta: number | string | null = 1200) {
  const fecha = '2026-11-20T15:00:00.000Z';
  return [
    { moneda: 'USD', casa: 'oficial', nombre: 'Oficial', compra: 1160, venta: oficialVenta, fechaActualizacion: fecha },
    { moneda: 'USD', casa: 'blue', nombre: 'Blue', compra: 1205.5, venta: '1225.50', fechaActualizacion: fecha },
    { moneda: 'USD', casa: 'bolsa', nombre: 'Bolsa', compra: 1198.3, venta: 1203.1, fechaActualizacion: fecha },
    { moneda: 'USD', casa: 'contadoconliqui', nombre: 'Contado con liquidación', compra: 1210.4, venta: 1215.9, fechaActualizacion: fecha },
    { moneda: 'USD', casa: 'mayorista', nombre: 'Mayorista', compra: 1150, venta: 1153, fechaActualizacion: fecha },
    { moneda: 'USD', casa: 'cripto', nombre: 'Cripto', compra: 1230.12, venta: 1232.4567, fechaActualizacion: fecha },
    { moneda: 'USD', casa: 'tarjeta', nombre: 'Tarjeta', compra: null, venta: 1560, fechaActualizacion: fecha },
  ];
}

/** Starts the stand-in on 127.0.0.1 (a free port). Close it in afterAll. */
export async function iniciarProveedorFalso(): Promise<ProveedorFalso> {
  const colgados = new Set<ServerResponse>();
  const estado: ProveedorFalso = {
    baseUrl: '',
    modo: 'ok',
    oficialVenta: 1200,
    pedidos: [],
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of colgados) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    estado.pedidos.push(req.url ?? '');
    if (req.url !== '/v1/dolares') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"not found"}');
      return;
    }
    switch (estado.modo) {
      case 'ok':
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(listaProveedor(estado.oficialVenta)));
        return;
      case 'error500':
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"Internal Server Error"}');
        return;
      case 'jsonInvalido':
        res.writeHead(200, { 'content-type': 'application/json' }).end('<html>Mantenimiento</html>');
        return;
      case 'otraForma':
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ dolares: listaProveedor() }));
        return;
      case 'sinRespuesta':
        colgados.add(res);
        return;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  estado.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return estado;
}

/** A base URL where nothing listens (a port opened and closed again): connection refused. */
export async function urlSinServidor(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
