import { z } from 'zod';
import { emptyQuerySchema, idParamsSchema, messageSchema } from '../schemas/common';
import {
  clienteBodySchema,
  clienteSchema,
  clientesListQuerySchema,
  clientesPageSchema,
  clientesSelectSchema,
  clientesZonasSchema,
} from '../schemas/clientes';
import { P } from '../permissions';
import { ruta } from './ruta';

/**
 * The client select and search (the paged list) are also needed to sell, quote and manage accounts:
 * the same clients and fields for every reader.
 */
const CLIENT_SELECT_READERS = [P.clientesGet, P.ventasPost, P.presupuestosPost, P.cuentasCorrientesGet] as const;

/** clientes (docs/contactos-y-administracion.md, «Clientes»). */
export const clientes = {
  listar: ruta({
    method: 'GET',
    path: '/clientes',
    acceso: { permission: CLIENT_SELECT_READERS },
    resumen:
      'Clientes activos: con select=true la lista completa ({ clientes }); si no, una página con búsqueda, filtros por tipo, provincia y zona, y orden.',
    schema: { querystring: clientesListQuerySchema, response: { 200: z.union([clientesSelectSchema, clientesPageSchema]) } },
  }),
  zonas: ruta({
    method: 'GET',
    path: '/clientes/zonas',
    acceso: { permission: P.clientesGet },
    resumen: 'Las zonas distintas de los clientes activos, en orden alfabético (opciones del filtro de zona).',
    schema: { querystring: emptyQuerySchema, response: { 200: clientesZonasSchema } },
  }),
  crear: ruta({
    method: 'POST',
    path: '/clientes',
    acceso: { permission: P.clientesPost },
    resumen: 'Da de alta un cliente; fijar un límite de crédito requiere además ventas.autorizar_precio.',
    errores: { 409: 'Ya existe un cliente activo con ese documento.' },
    schema: { body: clienteBodySchema, response: { 201: clienteSchema } },
    ejemplos: {
      body: [
        {
          nombreApellido: 'Martín Pereyra',
          documento: '28456123',
          tipo: 'particular',
          condicionIVA: 'Monotributista',
          email: 'martin.pereyra@gmail.com',
          telefono: '011 15-4123-4567',
          direccion: 'Belgrano 845',
          codigoPostal: '1870',
          zona: 'Avellaneda',
          provincia: 'Buenos Aires',
          notas: 'Prefiere retirar por el local.',
          limiteCreditoPesos: '150000.00',
        },
      ],
    },
  }),
  detalle: ruta({
    method: 'GET',
    path: '/clientes/:id',
    acceso: { permission: [P.clientesDetail, P.cuentasCorrientesGet] },
    resumen: 'Un cliente activo con el resumen de su cuenta corriente.',
    schema: { params: idParamsSchema, querystring: emptyQuerySchema, response: { 200: clienteSchema } },
  }),
  actualizar: ruta({
    method: 'PUT',
    path: '/clientes/:id',
    acceso: { permission: P.clientesPut },
    resumen: 'Modifica los datos de un cliente (un límite de crédito ausente se conserva; cambiarlo requiere ventas.autorizar_precio).',
    errores: { 409: 'Ya existe otro cliente activo con ese documento.' },
    schema: { params: idParamsSchema, body: clienteBodySchema, response: { 200: clienteSchema } },
    ejemplos: {
      body: [
        {
          nombreApellido: 'Librería El Ateneo de Quilmes',
          documento: '30-70895432-9',
          tipo: 'empresa',
          condicionIVA: 'Responsable Inscripto',
          email: 'compras@ateneoquilmes.com.ar',
          telefono: '011 4253-7788',
          direccion: 'Rivadavia 312',
          codigoPostal: '1878',
          zona: 'Quilmes',
          provincia: 'Buenos Aires',
          nombreEmpresa: 'El Ateneo de Quilmes S.R.L.',
        },
      ],
    },
  }),
  eliminar: ruta({
    method: 'DELETE',
    path: '/clientes/:id',
    acceso: { permission: P.clientesDelete },
    resumen: 'Da de baja un cliente sin ventas, presupuestos ni saldo en su cuenta corriente.',
    errores: { 409: 'El cliente tiene ventas o presupuestos registrados, o saldo (deuda o crédito a favor) en su cuenta corriente.' },
    schema: { params: idParamsSchema, response: { 200: messageSchema } },
  }),
};
