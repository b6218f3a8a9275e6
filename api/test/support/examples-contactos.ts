import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { clientes, proveedores } from '../../src/db/schema';
import { rows } from '../helpers';
import type { Example } from './examples';

/** Ids of the seed (or rows made for them) that the client and supplier examples need. */
export interface ContactosExampleContext {
  /** The seed's first active client (PUT). */
  clienteId: number;
  /** A client made for DELETE: no sales, quotes nor balance point at it. */
  clienteBorrableId: number;
  /** The seed's first active supplier (PUT). */
  proveedorId: number;
  /** A supplier made for DELETE: no products, stock entries nor expenses point at it. */
  proveedorBorrableId: number;
}

/** Prepares what the client and supplier examples need (docs/contactos-y-administracion.md). */
export async function contactosExampleContext(db: Db, clienteId: number): Promise<ContactosExampleContext> {
  const [borrable] = await db
    .insert(clientes)
    .values({ nombreApellido: 'Cliente borrable de ejemplo', documento: '35111222', tipo: 'particular', condicionIva: 'Exento' })
    .returning({ id: clientes.id });
  const [proveedor] = await rows<{ id: number }>(db, sql`select id from proveedores where is_deleted = false order by id limit 1`);
  const [proveedorBorrable] = await db
    .insert(proveedores)
    .values({ nombre: 'Proveedor borrable de ejemplo', cuit: '30-71777333-7' })
    .returning({ id: proveedores.id });
  return { clienteId, clienteBorrableId: borrable.id, proveedorId: proveedor.id, proveedorBorrableId: proveedorBorrable.id };
}

/**
 * One valid call per mutating route of clients and suppliers, keyed "METHOD /api/path", on the demo
 * seed (docs/contactos-y-administracion.md).
 */
export function contactosExamples(c: ContactosExampleContext): Record<string, Example> {
  const cliente = {
    nombreApellido: 'Cliente de Prueba',
    documento: '23-99999999-9',
    tipo: 'particular',
    condicionIVA: 'Monotributista',
    email: 'prueba@example.com',
    telefono: '11 5555-0000',
    direccion: 'Av. Siempre Viva 742',
    codigoPostal: '1000',
    zona: 'Centro',
    provincia: 'Córdoba',
    notas: 'Nota',
    nombreEmpresa: null,
  };
  const proveedor = {
    nombre: 'Proveedor de Prueba S.A.',
    cuit: '30-71777111-3',
    contacto: 'Ana Prueba',
    telefono: '011 4555-0000',
    email: 'compras@proveedorprueba.com.ar',
    direccion: 'Av. Belgrano 1234',
    provincia: 'Santa Fe',
    notas: 'Entrega los lunes.',
  };
  return {
    'POST /api/clientes': { body: cliente },
    'PUT /api/clientes/:id': { params: { id: String(c.clienteId) }, body: { ...cliente, documento: '27-88888888-3' } },
    'DELETE /api/clientes/:id': { params: { id: String(c.clienteBorrableId) } },
    'POST /api/proveedores': { body: proveedor },
    'PUT /api/proveedores/:id': { params: { id: String(c.proveedorId) }, body: { ...proveedor, nombre: 'Proveedor editado S.A.', cuit: '30-71777222-5' } },
    'DELETE /api/proveedores/:id': { params: { id: String(c.proveedorBorrableId) } },
  };
}
