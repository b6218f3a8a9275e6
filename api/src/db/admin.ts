import { and, asc, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { changePasswordBodySchema, MONEDA_DOLARES, MONEDA_PESOS, ROL_CLAVE_ADMINISTRADOR, ROLE_PERMISSIONS } from 'shared';
import { audit } from '../lib/audit';
import { badRequest, conflict } from '../lib/errors';
import { hashPassword } from '../lib/passwords';
import { limpiarIntentosDeCuenta } from '../modules/auth/service';
import { getUsuario } from '../modules/usuarios/service';
import type { Db, DbOrTx, Tx } from './client';
import { metodosPago, monedas, roles, sucursales, usuarios } from './schema';
import { METODOS_PAGO } from './seed-data';

/**
 * The first administrator and the base catalogue of a real (non-demo) database
 * (docs/arquitectura.md «Datos de demostración»; README «Producción»).
 */

/** The two system currencies (1 Pesos, 2 Dólares) with their starting rate in pesos (4 decimals). */
export const MONEDAS_BASE = [
  { id: MONEDA_PESOS, nombre: 'Pesos', simbolo: '$', valor: '1.0000' },
  { id: MONEDA_DOLARES, nombre: 'Dólares', simbolo: 'US$', valor: '1180.0000' },
] as const;

/** Default name of the branch created with the first administrator (env SUCURSAL_INICIAL). */
export const SUCURSAL_INICIAL_PREDETERMINADA = 'Casa Central';
/** Default display name of the first administrator (env ADMIN_NAME). */
export const NOMBRE_ADMIN_PREDETERMINADO = 'Administrador';

/**
 * Serialises every writer of the initial data (the demo seed, the first administrator) across API
 * instances and the CLI: a transaction-scoped advisory lock, released at commit or rollback. Two
 * processes starting on the same empty PostgreSQL do not both seed: the second waits, then finds users.
 */
export async function bloquearDatosIniciales(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('backoffice.datos_iniciales'))`);
}

/** Number of users (any state): 0 means a database nobody can sign in to yet. */
export async function contarUsuarios(db: DbOrTx): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(usuarios);
  return n;
}

const emailSchema = z
  .string({ message: 'Falta el e-mail del administrador.' })
  .trim()
  .toLowerCase()
  .min(1, { message: 'Falta el e-mail del administrador.' })
  .max(120, { message: 'El e-mail no puede superar los 120 caracteres.' })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: 'Ingrese un e-mail válido.' });

/** The first administrator's data: the password follows the change-password rule (8 to 200 characters). */
const administradorSchema = z.object({
  email: emailSchema,
  password: z.string({ message: 'Falta la contraseña del administrador.' }).pipe(changePasswordBodySchema.shape.newPassword),
  nombre: z
    .string()
    .trim()
    .max(120, { message: 'El nombre no puede superar los 120 caracteres.' })
    .optional()
    .transform((v) => v || NOMBRE_ADMIN_PREDETERMINADO),
  sucursal: z
    .string()
    .trim()
    .max(120, { message: 'El nombre de la sucursal no puede superar los 120 caracteres.' })
    .optional()
    .transform((v) => v || SUCURSAL_INICIAL_PREDETERMINADA),
});

/** Input of {@link crearAdministrador}: e-mail and password required; name and branch have defaults. */
export type DatosAdministrador = z.input<typeof administradorSchema>;

/** What {@link crearAdministrador} did: the user, its branch, and the catalogue rows it had to create. */
export interface AdministradorCreado {
  usuarioId: number;
  email: string;
  nombre: string;
  sucursal: string;
  creados: { monedas: string[]; metodosPago: string[]; roles: string[]; sucursal: string | null };
}

export const MSG_ADMIN_EXISTENTE = (email: string) =>
  `Ya existe un administrador activo (${email}). Para crear otro de todos modos, repetir con --forzar.`;
export const MSG_ADMIN_EMAIL_DUPLICADO = (email: string) => `Ya existe un usuario con el e-mail ${email}.`;

/**
 * Creates the base catalogue a real database needs, where missing (every row audited 'crear', no user):
 * the currencies 1 Pesos and 2 Dólares ({@link MONEDAS_BASE}); the payment methods (all four of the
 * demo on an empty table, otherwise only the system ones with keys 'efectivo' and 'cuenta_corriente'
 * if missing); the four roles of ROLE_PERMISSIONS (Administrador with key 'administrador' and every
 * permission); and one active branch named `sucursal` when there is none.
 * @returns the names of what it created, and the id and name of the branch the administrator gets.
 * @throws AppError 409 when a role named Administrador exists without the system key.
 */
async function asegurarCatalogoBase(tx: Tx, sucursal: string) {
  const creados: AdministradorCreado['creados'] = { monedas: [], metodosPago: [], roles: [], sucursal: null };

  const nuevasMonedas = await tx.insert(monedas).values([...MONEDAS_BASE]).onConflictDoNothing().returning();
  for (const m of nuevasMonedas) {
    creados.monedas.push(m.nombre);
    await audit(tx, { usuarioId: null, entidad: 'monedas', entidadId: m.id, accion: 'crear', despues: m });
  }

  const [{ n: metodos }] = await tx.select({ n: count() }).from(metodosPago);
  const claves = new Set((await tx.select({ clave: metodosPago.clave }).from(metodosPago)).map((m) => m.clave));
  const faltantes = metodos === 0 ? METODOS_PAGO : METODOS_PAGO.filter((m) => m.clave && !claves.has(m.clave));
  if (faltantes.length > 0) {
    const nuevos = await tx.insert(metodosPago).values(faltantes).onConflictDoNothing().returning();
    for (const m of nuevos) {
      creados.metodosPago.push(m.nombre);
      await audit(tx, { usuarioId: null, entidad: 'metodos_pago', entidadId: m.id, accion: 'crear', despues: m });
    }
  }

  const [adminRol] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.clave, ROL_CLAVE_ADMINISTRADOR));
  const nuevosRoles = await tx
    .insert(roles)
    .values(
      Object.entries(ROLE_PERMISSIONS)
        .filter(([name]) => !(adminRol && name === 'Administrador'))
        .map(([name, permissions]) => ({ name, permissions, clave: name === 'Administrador' ? ROL_CLAVE_ADMINISTRADOR : null })),
    )
    .onConflictDoNothing()
    .returning();
  for (const r of nuevosRoles) {
    creados.roles.push(r.name);
    await audit(tx, { usuarioId: null, entidad: 'roles', entidadId: r.id, accion: 'crear', despues: r });
  }
  const [rolAdministrador] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.clave, ROL_CLAVE_ADMINISTRADOR));
  if (!rolAdministrador) {
    throw conflict('Hay un rol llamado Administrador que no es el del sistema: cambiarle el nombre y repetir.');
  }

  let [suc] = await tx
    .select({ id: sucursales.id, nombre: sucursales.nombre })
    .from(sucursales)
    .where(eq(sucursales.activo, true))
    .orderBy(asc(sucursales.id))
    .limit(1);
  if (!suc) {
    [suc] = await tx
      .insert(sucursales)
      .values({ nombre: sucursal })
      .onConflictDoUpdate({ target: sucursales.nombre, set: { activo: true } })
      .returning({ id: sucursales.id, nombre: sucursales.nombre });
    creados.sucursal = suc.nombre;
  }
  return { creados, rolAdministradorId: rolAdministrador.id, sucursal: suc };
}

/**
 * Creates an administrator (docs/arquitectura.md «Datos de demostración»), in ONE transaction that also
 * creates whatever base catalogue is missing (see asegurarCatalogoBase: currencies, payment methods
 * with their system keys, the four roles, one branch). Used by the API's first start (ADMIN_EMAIL /
 * ADMIN_PASSWORD) and by `pnpm --filter api crear-admin`. The user gets the Administrador role (every
 * permission), the first active branch, the e-mail lower-case and the password hashed; audited
 * 'usuarios' 'crear' with no acting user (never the hash). Clears every sign-in attempt counter of the
 * e-mail (docs/seguridad.md «Sesiones y secretos»), so the new account is never born locked out.
 * @param opciones.forzar create it even when an active administrator exists.
 * @param opciones.soloSinUsuarios do nothing (resolve null) when the database already has users,
 *   checked under the lock (the API's start: another instance may have done it first).
 * @throws AppError 400 invalid e-mail, password shorter than 8 characters or longer than 200;
 *   409 an active administrator exists (without `forzar`) or the e-mail is taken.
 */
export async function crearAdministrador(
  db: Db,
  datos: DatosAdministrador,
  opciones: { forzar?: boolean; soloSinUsuarios?: boolean } = {},
): Promise<AdministradorCreado | null> {
  const parsed = administradorSchema.safeParse(datos);
  if (!parsed.success) throw badRequest(parsed.error.issues[0].message);
  const { email, password, nombre, sucursal } = parsed.data;
  const passwordHash = await hashPassword(password);

  return db.transaction(async (tx) => {
    await bloquearDatosIniciales(tx);
    if (opciones.soloSinUsuarios && (await contarUsuarios(tx)) > 0) return null;
    if (!opciones.forzar) {
      const [existente] = await tx
        .select({ email: usuarios.email })
        .from(usuarios)
        .innerJoin(roles, eq(roles.id, usuarios.roleId))
        .where(and(eq(roles.clave, ROL_CLAVE_ADMINISTRADOR), eq(usuarios.activo, true)))
        .orderBy(asc(usuarios.id))
        .limit(1);
      if (existente) throw conflict(MSG_ADMIN_EXISTENTE(existente.email));
    }
    const [duplicado] = await tx.select({ id: usuarios.id }).from(usuarios).where(sql`lower(${usuarios.email}) = ${email}`);
    if (duplicado) throw conflict(MSG_ADMIN_EMAIL_DUPLICADO(email));

    const base = await asegurarCatalogoBase(tx, sucursal);
    const [row] = await tx
      .insert(usuarios)
      .values({ name: nombre, email, passwordHash, roleId: base.rolAdministradorId, sucursalId: base.sucursal.id })
      .returning({ id: usuarios.id });
    const despues = await getUsuario(tx, row.id);
    await audit(tx, { usuarioId: null, entidad: 'usuarios', entidadId: row.id, accion: 'crear', despues });
    await limpiarIntentosDeCuenta(tx, email);
    return { usuarioId: row.id, email, nombre, sucursal: base.sucursal.nombre, creados: base.creados };
  });
}

/** Options of the `crear-admin` command, parsed by {@link leerArgumentosCrearAdmin}. */
export interface ArgumentosCrearAdmin {
  datos: DatosAdministrador;
  forzar: boolean;
  ayuda: boolean;
}

/** Usage text of `pnpm --filter api crear-admin`. */
export const AYUDA_CREAR_ADMIN = [
  'Uso: pnpm --filter api crear-admin -- --email <e-mail> --password <contraseña> [--nombre <nombre>] [--sucursal <nombre>] [--forzar]',
  '',
  '  --email      e-mail del administrador (o ADMIN_EMAIL)',
  '  --password   contraseña, al menos 8 caracteres (o ADMIN_PASSWORD, que no queda en el historial)',
  `  --nombre     nombre visible (o ADMIN_NAME; por defecto «${NOMBRE_ADMIN_PREDETERMINADO}»)`,
  `  --sucursal   sucursal a crear si no hay ninguna (o SUCURSAL_INICIAL; por defecto «${SUCURSAL_INICIAL_PREDETERMINADA}»)`,
  '  --forzar     crearlo aunque ya haya un administrador activo',
  '',
  'Usa la misma base que la API: DATABASE_URL (PostgreSQL) o DATA_DIR (PGlite; detener la API antes).',
].join('\n');

/**
 * Parses the arguments of `crear-admin` (`--email x`, `--email=x`, `--password`, `--nombre`,
 * `--sucursal`, `--forzar`, `--ayuda`/`-h`; a bare `--` is skipped), falling back to ADMIN_EMAIL,
 * ADMIN_PASSWORD, ADMIN_NAME and SUCURSAL_INICIAL. Does not validate the values (crearAdministrador does).
 * @throws Error (Spanish) on an unknown option or an option without its value.
 */
export function leerArgumentosCrearAdmin(argv: readonly string[], env: NodeJS.ProcessEnv = {}): ArgumentosCrearAdmin {
  const valores: Record<string, string> = {};
  let forzar = false;
  let ayuda = false;
  const conValor = new Set(['email', 'password', 'nombre', 'sucursal']);
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--') continue;
    if (arg === '--forzar') forzar = true;
    else if (arg === '--ayuda' || arg === '--help' || arg === '-h') ayuda = true;
    else {
      const m = /^--([a-z]+)(?:=(.*))?$/s.exec(arg);
      if (!m || !conValor.has(m[1])) throw new Error(`Opción desconocida: ${arg}\n\n${AYUDA_CREAR_ADMIN}`);
      const valor = m[2] ?? argv[i + 1];
      if (m[2] === undefined) i += 1;
      if (valor === undefined || (m[2] === undefined && valor.startsWith('--'))) throw new Error(`Falta el valor de --${m[1]}.\n\n${AYUDA_CREAR_ADMIN}`);
      valores[m[1]] = valor;
    }
  }
  return {
    datos: {
      email: valores.email ?? env.ADMIN_EMAIL ?? '',
      password: valores.password ?? env.ADMIN_PASSWORD ?? '',
      nombre: valores.nombre ?? env.ADMIN_NAME,
      sucursal: valores.sucursal ?? env.SUCURSAL_INICIAL,
    },
    forzar,
    ayuda,
  };
}
