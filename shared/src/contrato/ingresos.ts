import { z } from 'zod';
import { apiErrorSchema, emptyBodySchema, emptyQuerySchema, idParamsSchema } from '../schemas/common';
import {
  costoConfirmacionSchema,
  ingresoAnuladoSchema,
  ingresoBodySchema,
  ingresoCreateResponseSchema,
  ingresoSchema,
  ingresosListQuerySchema,
  ingresosPageSchema,
} from '../schemas/ingresos';
import { P } from '../permissions';
import { ruta } from './ruta';

/** ingresos, stock entries (rules in docs/ingresos.md). */
export const ingresos = {
  crear: ruta({
    method: 'POST',
    path: '/ingresos',
    acceso: { permission: P.stockAdd },
    resumen:
      'Registra un ingreso de stock en una sucursal y actualiza los costos; un costo menor o en otra moneda requiere confirmarCosto: true (si no, 409 con las confirmaciones).',
    idempotente: true,
    schema: {
      body: ingresoBodySchema,
      response: { 201: ingresoCreateResponseSchema, 409: z.union([costoConfirmacionSchema, apiErrorSchema]) },
    },
    ejemplos: {
      body: [
        {
          sucursalId: 1,
          detalles: [
            { productoId: 12, cantidad: '120', costo: '850.00', costoMonedaId: 1, proveedorId: 3 },
            { productoId: 15, cantidad: '40.5', costo: '2300.00', costoMonedaId: 1, proveedorId: 3 },
          ],
          confirmarCosto: false,
        },
      ],
    },
  }),
  anular: ruta({
    method: 'PUT',
    path: '/ingresos/anular/:id',
    acceso: { permission: P.ingresosDelete },
    resumen: 'Anula un ingreso: el stock vuelve atrás y cada producto recupera su costo anterior si este ingreso fue su último cambio de costo.',
    errores: { 409: 'El ingreso ya está anulado, o la sucursal ya no tiene el stock que ingresó (se vendió o se usó).' },
    schema: { params: idParamsSchema, body: emptyBodySchema, response: { 200: ingresoAnuladoSchema } },
  }),
  listar: ruta({
    method: 'GET',
    path: '/ingresos',
    acceso: { permission: P.ingresosGet },
    resumen: 'Ingresos de stock, los más nuevos primero, filtrados por fechas, proveedor o búsqueda.',
    schema: { querystring: ingresosListQuerySchema, response: { 200: ingresosPageSchema } },
  }),
  detalle: ruta({
    method: 'GET',
    path: '/ingresos/:id',
    acceso: { permission: P.ingresosDetail },
    resumen: 'Un ingreso de stock con sus líneas (cantidad, costo, costo anterior y proveedor).',
    schema: { params: idParamsSchema, querystring: emptyQuerySchema, response: { 200: ingresoSchema } },
  }),
};
