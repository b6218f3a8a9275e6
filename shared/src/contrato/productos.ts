import { z } from 'zod';
import { idParamsSchema, messageSchema, pagingQuerySchema } from '../schemas/common';
import {
  actualizarPreciosBodySchema,
  actualizarPreciosResponseSchema,
  costosPageSchema,
  movimientosStockPageSchema,
  movimientosStockQuerySchema,
  productoBodySchema,
  productoCreateResponseSchema,
  productoDetailQuerySchema,
  productoDetalleSchema,
  productosPageSchema,
  productosQuerySchema,
  productosSelectSchema,
  reposicionQuerySchema,
  reposicionResponseSchema,
} from '../schemas/productos';
import { P, PRODUCT_READERS } from '../permissions';
import { ruta } from './ruta';

/** A product as the forms send it: a raw material with its supplier, cost and price in pesos. */
const productoEjemplo = {
  nombre: 'Cinta de embalar 48 mm',
  descripcion: 'Cinta adhesiva transparente de 48 mm × 100 m.',
  categoria: 'materia_prima',
  unidad: 'rollo',
  proveedorId: 3,
  stockMinimo: '24',
  costo: '850.00',
  costoMonedaId: 1,
  precio: '1450.00',
  alicuotaIva: '21',
  monedaId: 1,
} as const;

/**
 * productos (docs/stock-y-productos.md). The fixed paths (reposicion, actualizar-precios) come
 * before productos/:id.
 */
export const productos = {
  listar: ruta({
    method: 'GET',
    path: '/productos',
    acceso: { permission: PRODUCT_READERS },
    resumen:
      'Productos activos: con select=true la lista completa para elegir ({ products }); si no, una página filtrada por búsqueda, categoría y bajo mínimo, con el stock de la sucursal pedida o de todas.',
    schema: { querystring: productosQuerySchema, response: { 200: z.union([productosSelectSchema, productosPageSchema]) } },
  }),
  reposicion: ruta({
    method: 'GET',
    path: '/productos/reposicion',
    acceso: { permission: P.stockGet },
    resumen: 'Productos con stock por debajo de su mínimo en una sucursal, por proveedor, con lo que falta para llegar al mínimo.',
    schema: { querystring: reposicionQuerySchema, response: { 200: reposicionResponseSchema } },
  }),
  actualizarPrecios: ruta({
    method: 'POST',
    path: '/productos/actualizar-precios',
    acceso: { permission: P.stockPut },
    resumen:
      'Actualización masiva de precios por porcentaje o por cotización del dólar: sin confirmar devuelve la vista previa; con confirmar: true la aplica.',
    schema: { body: actualizarPreciosBodySchema, response: { 200: actualizarPreciosResponseSchema } },
    ejemplos: { body: [{ categoria: 'materia_prima', proveedorId: 3, porcentaje: '8.50', confirmar: false }] },
  }),
  crear: ruta({
    method: 'POST',
    path: '/productos',
    acceso: { permission: P.stockPost },
    resumen: 'Da de alta un producto con el próximo código libre de su categoría, y su fórmula si la lleva.',
    errores: { 409: 'La categoría del producto ya usó todos los códigos de su rango: no quedan códigos libres.' },
    schema: { body: productoBodySchema, response: { 201: productoCreateResponseSchema } },
    ejemplos: { body: [productoEjemplo] },
  }),
  detalle: ruta({
    method: 'GET',
    path: '/productos/:id',
    acceso: { permission: PRODUCT_READERS },
    resumen: 'Un producto con su fórmula, el stock de la sucursal pedida (o de todas) y su stock en cada sucursal.',
    schema: { params: idParamsSchema, querystring: productoDetailQuerySchema, response: { 200: productoDetalleSchema } },
  }),
  actualizar: ruta({
    method: 'PUT',
    path: '/productos/:id',
    acceso: { permission: P.stockPut },
    resumen: 'Modifica un producto (la categoría no cambia); cambiar el costo requiere además stock.editar_costo.',
    schema: { params: idParamsSchema, body: productoBodySchema, response: { 200: productoDetalleSchema } },
    ejemplos: { body: [{ ...productoEjemplo, costo: '920.00', precio: '1590.00' }] },
  }),
  eliminar: ruta({
    method: 'DELETE',
    path: '/productos/:id',
    acceso: { permission: P.stockDelete },
    resumen: 'Da de baja un producto sin movimientos de stock que ninguna fórmula activa use.',
    errores: { 409: 'El producto tiene movimientos de stock, o forma parte de la fórmula de un producto activo.' },
    schema: { params: idParamsSchema, response: { 200: messageSchema } },
  }),
  movimientos: ruta({
    method: 'GET',
    path: '/productos/:id/movimientos',
    acceso: { permission: P.stockDetail },
    resumen: 'Movimientos de stock de un producto, los más nuevos primero, de una sucursal o de todas.',
    schema: { params: idParamsSchema, querystring: movimientosStockQuerySchema, response: { 200: movimientosStockPageSchema } },
  }),
  costos: ruta({
    method: 'GET',
    path: '/productos/:id/costos',
    acceso: { permission: P.stockDetail },
    resumen: 'Historial de costos de un producto, los más nuevos primero.',
    schema: { params: idParamsSchema, querystring: pagingQuerySchema, response: { 200: costosPageSchema } },
  }),
};
