import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { roles, usuarios } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { PASSWORD, rows } from '../helpers';
import type { Example } from './examples';

/** Ids of the seed (or rows made for them) that the user and role examples need. */
export interface AdministracionExampleContext {
  /** A throwaway user. */
  usuarioId: number;
  /** Another throwaway user, for PUT users/{id} and its password reset. */
  editableId: number;
  /** The seeded Vendedor role (the role the examples give to users). */
  vendedorRolId: number;
  /** A role made for PUT roles/{id}. */
  rolEditableId: number;
  /** A role without users, made for DELETE roles/{id}. */
  rolBorrableId: number;
}

/** Prepares what the user and role examples need (docs/contactos-y-administracion.md). */
export async function administracionExampleContext(db: Db, usuarioId: number): Promise<AdministracionExampleContext> {
  const [vendedor] = await rows<{ id: number }>(db, sql`select id from roles where name = 'Vendedor'`);
  const [editable] = await db
    .insert(usuarios)
    .values({ name: 'Editable de ejemplo', email: 'editable@demo.local', passwordHash: await hashPassword(PASSWORD), roleId: vendedor.id })
    .returning({ id: usuarios.id });
  const [rolEditable, rolBorrable] = await db
    .insert(roles)
    .values([
      { name: 'Rol editable de ejemplo', permissions: ['home.get'] },
      { name: 'Rol borrable de ejemplo', permissions: [] },
    ])
    .returning({ id: roles.id });
  return { usuarioId, editableId: editable.id, vendedorRolId: vendedor.id, rolEditableId: rolEditable.id, rolBorrableId: rolBorrable.id };
}

/** One valid call per mutating route of users and roles, keyed "METHOD /api/path" (docs/contactos-y-administracion.md). */
export function administracionExamples(c: AdministracionExampleContext): Record<string, Example> {
  return {
    'POST /api/users': {
      body: { name: 'Usuario de ejemplo', email: 'Nuevo.Usuario@Demo.local', roleId: c.vendedorRolId, sucursalId: 1, cod_vendedor: 'V900', comision: '3.5' },
    },
    'PUT /api/users/:id': {
      params: { id: String(c.editableId) },
      body: {
        name: 'Editable de ejemplo (editado)',
        email: 'editado@demo.local',
        roleId: c.vendedorRolId,
        sucursalId: 2,
        cod_vendedor: 'V901',
        comision: '2.5',
        activo: true,
      },
    },
    'PUT /api/users/:id/reset-password': { params: { id: String(c.editableId) }, body: {} },
    'POST /api/roles': { body: { name: 'Rol de ejemplo', permissions: ['clientes.get'] } },
    'PUT /api/roles/:id': {
      params: { id: String(c.rolEditableId) },
      body: { name: 'Rol editado de ejemplo', permissions: ['home.get', 'clientes.get', 'clientes.detail.get'] },
    },
    'DELETE /api/roles/:id': { params: { id: String(c.rolBorrableId) } },
  };
}
