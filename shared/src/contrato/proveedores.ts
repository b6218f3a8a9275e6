import { z } from 'zod';
import { emptyQuerySchema, idParamsSchema, messageSchema, pagingQuerySchema } from '../schemas/common';
import {
  proveedorBodySchema,
  proveedorIngresosPageSchema,
  proveedorProductosPageSchema,
  proveedorSchema,
  proveedoresListQuerySchema,
  proveedoresPageSchema,
} from '../schemas/proveedores';
import { proveedoresSelectSchema } from '../schemas/catalogos';
import { P } from '../permissions';
import { ruta } from './ruta';

/**
 * Readers of GET proveedores: the supplier select is also needed by the product forms and the stock
 * entry (stock.get); the paged list needs proveedores.get (checked by the API's handler).
 */
const PROVEEDOR_SELECT_READERS = [P.proveedoresGet, P.stockGet] as const;

/** A supplier as the form sends it. */
const proveedorEjemplo = {
  nombre: 'Distribuidora del Sur S.A.',
  cuit: '30-71234567-1',
  contacto: 'Laura Giménez',
  telefono: '011 4555-1234',
  email: 'ventas@distribuidoradelsur.com.ar',
  direccion: 'Av. Mitre 1450, Avellaneda',
  provincia: 'Buenos Aires',
  notas: 'Entrega martes y jueves por la mañana.',
} as const;

/** proveedores, suppliers (docs/contactos-y-administracion.md, «Proveedores»). */
export const proveedores = {
  listar: ruta({
    method: 'GET',
    path: '/proveedores',
    acceso: { permission: PROVEEDOR_SELECT_READERS },
    resumen:
      'Proveedores activos: con select=true la lista para elegir ({ proveedores: [{ id, nombre }] }, también con stock.get); si no, una página con búsqueda y orden (requiere proveedores.get).',
    schema: { querystring: proveedoresListQuerySchema, response: { 200: z.union([proveedoresSelectSchema, proveedoresPageSchema]) } },
  }),
  crear: ruta({
    method: 'POST',
    path: '/proveedores',
    acceso: { permission: P.proveedoresPost },
    resumen: 'Da de alta un proveedor.',
    errores: { 409: 'Ya existe un proveedor activo con ese CUIT.' },
    schema: { body: proveedorBodySchema, response: { 201: proveedorSchema } },
    ejemplos: { body: [proveedorEjemplo] },
  }),
  detalle: ruta({
    method: 'GET',
    path: '/proveedores/:id',
    acceso: { permission: P.proveedoresDetail },
    resumen: 'Un proveedor activo.',
    schema: { params: idParamsSchema, querystring: emptyQuerySchema, response: { 200: proveedorSchema } },
  }),
  actualizar: ruta({
    method: 'PUT',
    path: '/proveedores/:id',
    acceso: { permission: P.proveedoresPut },
    resumen: 'Modifica todos los datos de un proveedor.',
    errores: { 409: 'Ya existe otro proveedor activo con ese CUIT.' },
    schema: { params: idParamsSchema, body: proveedorBodySchema, response: { 200: proveedorSchema } },
    ejemplos: { body: [{ ...proveedorEjemplo, telefono: '011 4555-9876', notas: 'Entrega lunes, miércoles y viernes.' }] },
  }),
  eliminar: ruta({
    method: 'DELETE',
    path: '/proveedores/:id',
    acceso: { permission: P.proveedoresDelete },
    resumen: 'Da de baja un proveedor al que nada apunta; su CUIT queda libre.',
    errores: { 409: 'El proveedor tiene productos activos asociados, figura en ingresos de stock o en gastos registrados.' },
    schema: { params: idParamsSchema, response: { 200: messageSchema } },
  }),
  productos: ruta({
    method: 'GET',
    path: '/proveedores/:id/productos',
    acceso: { permission: P.proveedoresDetail },
    resumen: 'Productos activos que provee el proveedor, por código, con su costo actual.',
    schema: { params: idParamsSchema, querystring: pagingQuerySchema, response: { 200: proveedorProductosPageSchema } },
  }),
  ingresos: ruta({
    method: 'GET',
    path: '/proveedores/:id/ingresos',
    acceso: { permission: P.proveedoresDetail },
    resumen: 'Ingresos de stock con productos del proveedor, los más nuevos primero.',
    schema: { params: idParamsSchema, querystring: pagingQuerySchema, response: { 200: proveedorIngresosPageSchema } },
  }),
};
