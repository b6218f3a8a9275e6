import { eq } from 'drizzle-orm';
import { ALL_PERMISSIONS, P } from 'shared';
import type { Db } from './client';
import { roles, sucursales, usuarios } from './schema';

/** The custom demo role: cash boxes and expenses, assigned to nobody (it can be edited and deleted). */
export const ROL_DEMO_CAJA = {
  name: 'Tesorería',
  permissions: ALL_PERMISSIONS.filter((p) => ([P.home, P.cajasGet, P.cajasPost, P.cajasPut, P.gastosGet, P.gastosPost] as string[]).includes(p)),
};

/**
 * Demo data of the administracion area (docs/contactos-y-administracion.md, «Usuarios» and «Roles»),
 * after the base seed (which gives each demo user its branch, Casa Central, and creates the Sucursal
 * Norte seller norte@demo.local, 'Valeria Ruiz', code V003, 4 % commission: VENDEDOR_NORTE); one inactive user (exempleado@demo.local, Solo
 * lectura, cannot sign in); and the custom role {@link ROL_DEMO_CAJA} with no users. The new users
 * share the demo users' password (the seed password). No audit rows: it is the initial state.
 */
export async function seedAdministracion(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const suc = new Map((await tx.select({ id: sucursales.id, nombre: sucursales.nombre }).from(sucursales)).map((s) => [s.nombre, s.id]));
    const rol = new Map((await tx.select({ id: roles.id, name: roles.name }).from(roles)).map((r) => [r.name, r.id]));
    const [vendedor] = await tx
      .select({ passwordHash: usuarios.passwordHash })
      .from(usuarios)
      .where(eq(usuarios.email, 'vendedor@demo.local'));
    await tx.insert(usuarios).values([
      {
        name: 'Ernesto Paz',
        email: 'exempleado@demo.local',
        passwordHash: vendedor.passwordHash,
        roleId: rol.get('Solo lectura')!,
        activo: false,
        sucursalId: suc.get('Casa Central')!,
      },
    ]);
    await tx.insert(roles).values(ROL_DEMO_CAJA);
  });
}
