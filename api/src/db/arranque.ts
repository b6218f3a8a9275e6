import { inArray } from 'drizzle-orm';
import { crearAdministrador, type AdministradorCreado } from './admin';
import type { Db, DbHandle } from './client';
import { usuarios } from './schema';
import { DEMO_LOGINS, isEmpty, seedIfEmpty } from './seed';

/**
 * What the API does with the data of the database it opened, on every start (docs/arquitectura.md
 * «Datos de demostración»; README «Producción»). Production never gets demo data.
 */

/** Inputs of {@link prepararDatosIniciales}, from ServerConfig. */
export interface OpcionesDatosIniciales {
  /** The demo data for a database with no users (config.ts `datosDemoHabilitados`). */
  demo: boolean;
  /** Password of the demo users. */
  seedPassword: string;
  /** ADMIN_EMAIL / ADMIN_PASSWORD / ADMIN_NAME, or null. */
  adminInicial: { email: string; password: string; nombre?: string } | null;
  /** SUCURSAL_INICIAL (default 'Casa Central'). */
  sucursalInicial?: string;
}

/** What {@link prepararDatosIniciales} found or did. `adminIgnorado`: ADMIN_EMAIL was set but not used. */
export type DatosIniciales =
  | { tipo: 'demo'; ms: number; adminIgnorado: boolean }
  | { tipo: 'administrador'; administrador: AdministradorCreado }
  | { tipo: 'sin_usuarios' }
  | { tipo: 'existente'; conUsuariosDemo: boolean; adminIgnorado: boolean };

/**
 * On a database with no users: the demo data when `demo` (one transaction; see seed.ts), otherwise
 * the first administrator from `adminInicial` with the base catalogue (admin.ts
 * `crearAdministrador`), otherwise nothing ('sin_usuarios': the API still starts and says how to
 * create the administrator). A database with users is left as it is.
 * @throws AppError 400 when ADMIN_EMAIL / ADMIN_PASSWORD are invalid (e-mail, 8 to 200 characters);
 *   whatever the seed throws (everything it wrote is rolled back).
 */
export async function prepararDatosIniciales(db: Db, opciones: OpcionesDatosIniciales): Promise<DatosIniciales> {
  const adminDefinido = opciones.adminInicial !== null;
  if (await isEmpty(db)) {
    if (opciones.demo) {
      const inicio = Date.now();
      if (await seedIfEmpty(db, { password: opciones.seedPassword })) {
        return { tipo: 'demo', ms: Date.now() - inicio, adminIgnorado: adminDefinido };
      }
    } else if (opciones.adminInicial) {
      const creado = await crearAdministrador(
        db,
        { ...opciones.adminInicial, sucursal: opciones.sucursalInicial },
        { soloSinUsuarios: true },
      );
      if (creado) return { tipo: 'administrador', administrador: creado };
    } else {
      return { tipo: 'sin_usuarios' };
    }
  }
  // Users existed, or another process created them while this one waited for the lock.
  const demo = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(inArray(usuarios.email, DEMO_LOGINS.map((u) => u.email)))
    .limit(1);
  return { tipo: 'existente', conUsuariosDemo: demo.length > 0, adminIgnorado: adminDefinido };
}

/**
 * What every API start does with its database, under the start-up lock (`handle.exclusivo`,
 * docs/arquitectura.md «Despliegue»): applies the pending migrations of `migrationsFolder`, then
 * {@link prepararDatosIniciales}. Two instances starting at once against one new PostgreSQL do not
 * both migrate (the second waits, then finds every migration applied and the data prepared).
 * @param alEsperar called when another process holds the lock (e.g. to print that this one waits).
 * @throws whatever the migrations or {@link prepararDatosIniciales} throw (the lock is released).
 */
export function arrancarBase(
  handle: DbHandle,
  migrationsFolder: string,
  opciones: OpcionesDatosIniciales,
  alEsperar?: () => void,
): Promise<DatosIniciales> {
  return handle.exclusivo(async () => {
    await handle.migrate(migrationsFolder);
    return prepararDatosIniciales(handle.db, opciones);
  }, alEsperar);
}

/** The command that creates the first administrator, as printed. */
export const COMANDO_CREAR_ADMIN = "pnpm --filter api crear-admin -- --email admin@empresa.com.ar --password 'una-contraseña-segura'";

/** The same command inside the production container (docker-compose.yml; README «Producción»). */
export const COMANDO_CREAR_ADMIN_DOCKER =
  "docker compose exec api node api/dist/crear-admin.js --email admin@empresa.com.ar --password 'una-contraseña-segura'";

/**
 * The Spanish lines the API prints about its data after {@link prepararDatosIniciales}.
 * @param contexto.seedPassword the demo password, and whether it came from SEED_PASSWORD (then not printed).
 * @param contexto.sinDemoPorque why a database with no users gets no demo (e.g. 'DATABASE_URL definida').
 */
export function lineasDatosIniciales(
  datos: DatosIniciales,
  contexto: { seedPassword: string; seedPasswordPropia: boolean; sinDemoPorque: string },
): string[] {
  const demoLogins = [
    `Usuarios de demostración (contraseña: ${contexto.seedPasswordPropia ? 'la de SEED_PASSWORD' : contexto.seedPassword}):`,
    ...DEMO_LOGINS.map((u) => `  ${u.email.padEnd(24)} ${u.role}`),
  ];
  const adminIgnorado = 'ADMIN_EMAIL y ADMIN_PASSWORD no se usaron: solo crean el primer administrador de una base sin usuarios que no recibe la demostración.';
  switch (datos.tipo) {
    case 'demo':
      return [
        `Base de datos nueva: se cargaron los datos de demostración (${datos.ms} ms).`,
        ...(datos.adminIgnorado ? [adminIgnorado] : []),
        ...demoLogins,
      ];
    case 'administrador': {
      const a = datos.administrador;
      const creados = [
        a.creados.roles.length > 0 ? `roles ${a.creados.roles.join(', ')}` : '',
        a.creados.monedas.length > 0 ? `monedas ${a.creados.monedas.join(' y ')}` : '',
        a.creados.metodosPago.length > 0 ? `métodos de pago ${a.creados.metodosPago.join(', ')}` : '',
        a.creados.sucursal ? `sucursal «${a.creados.sucursal}»` : '',
      ].filter(Boolean);
      return [
        `Base de datos nueva, sin datos de demostración: se creó el primer administrador ${a.email} (ADMIN_EMAIL), sucursal «${a.sucursal}».`,
        ...(creados.length > 0 ? [`Datos base creados: ${creados.join('; ')}.`] : []),
        'Revisar la cotización del dólar en Monedas. ADMIN_PASSWORD ya se puede quitar del entorno.',
      ];
    }
    case 'sin_usuarios':
      return [
        `Base de datos sin usuarios y sin datos de demostración (${contexto.sinDemoPorque}). Nadie puede iniciar sesión todavía.`,
        'Para crear el primer administrador (y los roles, monedas, métodos de pago y la sucursal inicial):',
        `  ${COMANDO_CREAR_ADMIN}`,
        `(con Docker: ${COMANDO_CREAR_ADMIN_DOCKER})`,
        'o definir ADMIN_EMAIL y ADMIN_PASSWORD (opcionales: ADMIN_NAME, SUCURSAL_INICIAL) y reiniciar la API.',
      ];
    case 'existente':
      return [
        'Base de datos existente: no se cargaron datos de demostración.',
        ...(datos.adminIgnorado ? ['ADMIN_EMAIL y ADMIN_PASSWORD no se usaron: la base ya tiene usuarios (se pueden quitar del entorno).'] : []),
        ...(datos.conUsuariosDemo ? demoLogins : []),
      ];
  }
}
