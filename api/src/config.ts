import path from 'node:path';

/**
 * Configuration of the API (docs/arquitectura.md and docs/seguridad.md). `AppConfig` is what `buildApp` needs; `ServerConfig`
 * adds what only the process entry (main.ts) uses. Everything has a default so tests can pass `{}`.
 */
export interface AppConfig {
  /** Front-end origins allowed by CORS and for mutations (POST/PUT/PATCH/DELETE). */
  corsOrigins: string[];
  /**
   * Adds `Secure` to the session cookie (behind HTTPS). From the environment: on with
   * NODE_ENV=production unless COOKIE_SECURE=false ({@link cookieSeguraDe}).
   */
  cookieSecure: boolean;
  /** Idle expiry of a session, ms (default 8 h). */
  sessionIdleMs: number;
  /** Absolute expiry of a session, ms (default 7 days). */
  sessionAbsoluteMs: number;
  /** POST auth/login: at most `max` requests per `windowMs` per IP (counts failed validations too). */
  loginRateLimit: { max: number; windowMs: number };
  /** POST ventas/check-code-pass: at most `max` per `windowMs` per user (guards against guessing codes). */
  codeRateLimit: { max: number; windowMs: number };
  /** Failed authorization codes (check-code-pass and every operation that takes `codigo_pass`), per user. */
  codeAttempts: { max: number; windowMs: number };
  /**
   * Failed authorization codes counted against each issuer of codes usable at that moment; past it
   * their usable codes are revoked (docs/seguridad.md, «Códigos de autorización»).
   */
  codeIssuerAttempts: { max: number; windowMs: number };
  /** HMAC key of the authorization codes (AUTH_CODE_SECRET); null keeps one made once in the database. */
  authCodeSecret: string | null;
  /**
   * Key that encrypts the ARCA private key (FISCAL_SECRET, docs/facturacion.md); null keeps one made
   * once in the database (then a copy of the database carries both: set it in production).
   */
  fiscalSecret: string | null;
  /** ARCA, the electronic invoices (docs/facturacion.md «Entornos y variables»). */
  arca: ConfigArca;
  /**
   * Failed sign-ins per account (e-mail) AND address: failures from one address never lock the
   * account out from another (docs/seguridad.md). Also the failed current passwords of a user
   * changing their own password.
   */
  loginAccountAttempts: { max: number; windowMs: number };
  /** Failed sign-ins per address, any account (in the database: adds up across API instances). */
  loginAddressAttempts: { max: number; windowMs: number };
  /** Fastify logger: true/false or pino options (a `stream` lets tests read every log line). */
  logger: boolean | { level: string; stream?: { write(line: string): void } };
  /**
   * Parse every response with its declared schema and fail on a mismatch or an undeclared field
   * (plugins/contract.ts). On in the tests; off in production, where it would only cost time.
   */
  checkResponses: boolean;
  /** Trust X-Forwarded-* headers (behind a load balancer). */
  trustProxy: boolean;
  /**
   * The dollar-rates provider (docs/contactos-y-administracion.md, «Monedas»): base URL of its
   * GET /v1/dolares (default https://dolarapi.com), the time allowed per request, and how often
   * the official rate is refreshed on its own (minutes; 0 = never).
   */
  cotizaciones: { baseUrl: string; timeoutMs: number; autoMinutos: number };
  /**
   * Controls of the dollar rate (docs/cuentas-corrientes.md «Cotización de un pago», docs/seguridad.md
   * «Aprobaciones y alcance»): `toleranciaPct`, how far (percent, decimal string; default '2') a
   * payment's rate may be from the system one without an authorization code or
   * cuentas_corrientes.cotizacion (COTIZACION_TOLERANCIA_PCT); `saltoPendientePct`, how far (default
   * '20') a provider rate may jump from the current one before it waits for a monedas.put holder's
   * confirmation (DOLAR_SALTO_PENDIENTE_PCT).
   */
  controlCotizacion: { toleranciaPct: string; saltoPendientePct: string };
}

export interface ServerConfig extends AppConfig {
  port: number;
  host: string;
  /** PGlite data folder (created if missing). Ignored when `databaseUrl` is set. */
  dataDir: string;
  /** node-postgres connection string; empty means embedded PGlite. */
  databaseUrl: string | null;
  /** Password of the seeded demo users. */
  seedPassword: string;
  /**
   * Whether a database with no users gets the demo data ({@link datosDemoHabilitados}); production
   * (DATABASE_URL, or a first administrator in ADMIN_EMAIL) never does unless SEED_DEMO=true.
   */
  seedDemo: boolean;
  /**
   * The first administrator created on a database with no users when it gets no demo data
   * (ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME); null when ADMIN_EMAIL and ADMIN_PASSWORD are unset.
   * Validated when used (api/src/db/admin.ts: e-mail, password of 8 to 200 characters).
   */
  adminInicial: { email: string; password: string; nombre: string | undefined } | null;
  /** Name of the branch created with the first administrator (SUCURSAL_INICIAL; empty = 'Casa Central'). */
  sucursalInicial: string | undefined;
  /** Folder of the SQL migrations generated by drizzle-kit. */
  migrationsFolder: string;
  /** Timeouts and size of the PostgreSQL pool ({@link tiemposBaseDe}); PGlite ignores them. */
  baseDatos: TiemposBase;
}

/**
 * How the API reaches ARCA (docs/facturacion.md «Entornos y variables»): `entorno` (ARCA_ENTORNO)
 * overrides the environment of the fiscal settings when set (`pnpm start` and the tests force
 * 'simulador', so a demo never calls ARCA); `simuladorUrl` (ARCA_SIMULADOR_URL, the base address of a
 * simulator running elsewhere) — without it the API starts its own on loopback; `timeoutMs`
 * (ARCA_TIMEOUT_MS) each answer, `reintentoMs` (ARCA_REINTENTO_MS) the period of the retry of pending
 * comprobantes (0: none, main.ts).
 */
export interface ConfigArca {
  entorno: 'simulador' | 'homologacion' | 'produccion' | null;
  simuladorUrl: string | null;
  timeoutMs: number;
  reintentoMs: number;
}

/**
 * Limits of the PostgreSQL pool (api/src/db/client.ts; docs/seguridad.md «Transporte y bordes»), all
 * in milliseconds except `maxConexiones`. A request that reaches one answers 503 'El sistema está
 * ocupado, intente nuevamente.' (plugins/errors.ts). PGlite (one connection, in process) has none.
 */
export interface TiemposBase {
  /** Waiting for a connection of the pool, or for a new one to open (DB_CONNECTION_TIMEOUT_MS). */
  conexionMs: number;
  /** One SQL statement (`statement_timeout`, DB_STATEMENT_TIMEOUT_MS). */
  sentenciaMs: number;
  /** Waiting for a row or table lock (`lock_timeout`, DB_LOCK_TIMEOUT_MS). */
  bloqueoMs: number;
  /** A transaction left open with nothing running (`idle_in_transaction_session_timeout`, DB_IDLE_IN_TRANSACTION_TIMEOUT_MS). */
  inactivoEnTransaccionMs: number;
  /** Connections of the pool of each API process (DB_POOL_MAX). */
  maxConexiones: number;
}

/**
 * Defaults of {@link TiemposBase}: a connection within 5 s; a statement within 30 s (the longest
 * report on the large data set takes well under that, and the proxy waits 120 s); a lock within 10 s;
 * an idle transaction is ended after 60 s; 10 connections per process.
 */
export const TIEMPOS_BASE_POR_DEFECTO: TiemposBase = {
  conexionMs: 5000,
  sentenciaMs: 30_000,
  bloqueoMs: 10_000,
  inactivoEnTransaccionMs: 60_000,
  maxConexiones: 10,
};

/**
 * {@link TiemposBase} from DB_CONNECTION_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS, DB_LOCK_TIMEOUT_MS,
 * DB_IDLE_IN_TRANSACTION_TIMEOUT_MS and DB_POOL_MAX (positive integers; unset, empty or invalid →
 * {@link TIEMPOS_BASE_POR_DEFECTO}).
 */
export function tiemposBaseDe(env: NodeJS.ProcessEnv): TiemposBase {
  const d = TIEMPOS_BASE_POR_DEFECTO;
  return {
    conexionMs: int(env.DB_CONNECTION_TIMEOUT_MS, d.conexionMs),
    sentenciaMs: int(env.DB_STATEMENT_TIMEOUT_MS, d.sentenciaMs),
    bloqueoMs: int(env.DB_LOCK_TIMEOUT_MS, d.bloqueoMs),
    inactivoEnTransaccionMs: int(env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS, d.inactivoEnTransaccionMs),
    maxConexiones: int(env.DB_POOL_MAX, d.maxConexiones),
  };
}

/**
 * Whether the session cookie carries `Secure` (docs/seguridad.md «Transporte y bordes»): COOKIE_SECURE
 * decides when it is 'true' or 'false'; otherwise it is on exactly when NODE_ENV=production (the
 * Docker images, behind the TLS proxy). COOKIE_SECURE=false in production is only for a trial served
 * over plain HTTP to another machine, where a Secure cookie would never be sent back and nobody could
 * sign in.
 */
export function cookieSeguraDe(env: { NODE_ENV?: string; COOKIE_SECURE?: string }): boolean {
  const valor = env.COOKIE_SECURE?.trim().toLowerCase();
  if (valor === 'true') return true;
  if (valor === 'false') return false;
  return env.NODE_ENV === 'production';
}

export const DEFAULT_CORS_ORIGINS = [8080, 3001, 3002, 3003, 3004].flatMap((p) => [
  `http://localhost:${p}`,
  `http://127.0.0.1:${p}`,
]);

/** Defaults of `AppConfig`, overridden field by field. */
export function appConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    corsOrigins: DEFAULT_CORS_ORIGINS,
    cookieSecure: false,
    sessionIdleMs: 8 * 60 * 60 * 1000,
    sessionAbsoluteMs: 7 * 24 * 60 * 60 * 1000,
    loginRateLimit: { max: 20, windowMs: 60_000 },
    codeRateLimit: { max: 30, windowMs: 60_000 },
    codeAttempts: { max: 5, windowMs: 15 * 60_000 },
    codeIssuerAttempts: { max: 20, windowMs: 15 * 60_000 },
    authCodeSecret: null,
    fiscalSecret: null,
    arca: { entorno: null, simuladorUrl: null, timeoutMs: 15_000, reintentoMs: 60_000 },
    loginAccountAttempts: { max: 10, windowMs: 15 * 60_000 },
    loginAddressAttempts: { max: 50, windowMs: 15 * 60_000 },
    logger: false,
    checkResponses: false,
    trustProxy: false,
    cotizaciones: { baseUrl: 'https://dolarapi.com', timeoutMs: 5000, autoMinutos: 0 },
    controlCotizacion: { toleranciaPct: '2', saltoPendientePct: '20' },
    ...overrides,
  };
}

const int = (v: string | undefined, fallback: number): number => {
  const n = v === undefined || v.trim() === '' ? NaN : Number(v);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** A percent from the environment (COTIZACION_TOLERANCIA_PCT…): a decimal from 0 to 100 with up to 2 decimals, else `fallback`. */
const porcentaje = (v: string | undefined, fallback: string): string => {
  const t = v?.trim() ?? '';
  return /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/.test(t) ? t : fallback;
};

/** A configuration error found at start (Spanish message, printed without a stack). */
export class ConfigError extends Error {}

/**
 * Whether a database with no users gets the demo data (docs/arquitectura.md «Datos de demostración»):
 * SEED_DEMO decides when set ('true'/'1' yes, 'false'/'0' no; any database). Unset, only the embedded
 * PGlite default gets it (`pnpm start`): never a PostgreSQL (DATABASE_URL), nor a PGlite that is
 * given a first administrator (ADMIN_EMAIL), which is a real installation.
 * @throws ConfigError when SEED_DEMO holds anything else.
 */
export function datosDemoHabilitados(env: { DATABASE_URL?: string; SEED_DEMO?: string; ADMIN_EMAIL?: string }): boolean {
  const valor = env.SEED_DEMO?.trim().toLowerCase() ?? '';
  if (valor === 'true' || valor === '1') return true;
  if (valor === 'false' || valor === '0') return false;
  if (valor !== '') throw new ConfigError(`SEED_DEMO debe ser true o false (vale «${env.SEED_DEMO}»).`);
  return !env.DATABASE_URL?.trim() && !env.ADMIN_EMAIL?.trim();
}

/** ADMIN_EMAIL + ADMIN_PASSWORD (+ ADMIN_NAME), both or neither. @throws ConfigError when only one is set. */
function adminInicialDe(env: NodeJS.ProcessEnv): ServerConfig['adminInicial'] {
  const email = env.ADMIN_EMAIL?.trim() ?? '';
  const password = env.ADMIN_PASSWORD ?? '';
  if (email === '' && password === '') return null;
  if (email === '') throw new ConfigError('ADMIN_PASSWORD está definida pero falta ADMIN_EMAIL (van juntas).');
  if (password === '') throw new ConfigError('ADMIN_EMAIL está definida pero falta ADMIN_PASSWORD (van juntas).');
  return { email, password, nombre: env.ADMIN_NAME?.trim() || undefined };
}

/**
 * Reads the process environment: PORT (3000), HOST (0.0.0.0), DATA_DIR (api/.data/pglite),
 * DATABASE_URL (empty = PGlite), SEED_PASSWORD ('Demo1234!'), SEED_DEMO (see datosDemoHabilitados),
 * ADMIN_EMAIL / ADMIN_PASSWORD / ADMIN_NAME and SUCURSAL_INICIAL (the first administrator of a
 * database with no users; see api/src/db/arranque.ts), CORS_ORIGINS (comma list),
 * COOKIE_SECURE (see cookieSeguraDe), DB_*_TIMEOUT_MS and DB_POOL_MAX (see tiemposBaseDe), SESSION_IDLE_HOURS (8), SESSION_ABSOLUTE_DAYS (7), LOGIN_RATE_LIMIT (20 per
 * minute), LOG_LEVEL (info), TRUST_PROXY ('true'), DOLAR_API_URL (https://dolarapi.com),
 * DOLAR_API_TIMEOUT_MS (5000), DOLAR_AUTO_ACTUALIZAR_MINUTOS (0 = no automatic refresh),
 * COTIZACION_TOLERANCIA_PCT (2), DOLAR_SALTO_PENDIENTE_PCT (20), AUTH_CODE_SECRET
 * (HMAC key of the authorization codes; empty = one kept in the database), FISCAL_SECRET (key of the
 * ARCA private key's encryption; empty = one kept in the database).
 * @param packageDir the api/ folder (migrations and the default data folder are resolved from it).
 * @throws ConfigError on an invalid SEED_DEMO, or only one of ADMIN_EMAIL / ADMIN_PASSWORD.
 */
export function loadServerConfig(env: NodeJS.ProcessEnv, packageDir: string): ServerConfig {
  const origins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return {
    ...appConfig({
      corsOrigins: origins.length > 0 ? origins : DEFAULT_CORS_ORIGINS,
      cookieSecure: cookieSeguraDe(env),
      sessionIdleMs: int(env.SESSION_IDLE_HOURS, 8) * 60 * 60 * 1000,
      sessionAbsoluteMs: int(env.SESSION_ABSOLUTE_DAYS, 7) * 24 * 60 * 60 * 1000,
      loginRateLimit: { max: int(env.LOGIN_RATE_LIMIT, 20), windowMs: 60_000 },
      logger: { level: env.LOG_LEVEL || 'info' },
      trustProxy: env.TRUST_PROXY === 'true',
      authCodeSecret: env.AUTH_CODE_SECRET?.trim() || null,
      fiscalSecret: env.FISCAL_SECRET?.trim() || null,
      arca: {
        entorno: entornoArcaDe(env.ARCA_ENTORNO),
        simuladorUrl: env.ARCA_SIMULADOR_URL?.trim().replace(/\/$/, '') || null,
        timeoutMs: int(env.ARCA_TIMEOUT_MS, 15_000),
        reintentoMs: env.ARCA_REINTENTO_MS?.trim() ? Math.max(0, Math.floor(Number(env.ARCA_REINTENTO_MS)) || 0) : 60_000,
      },
      cotizaciones: {
        baseUrl: (env.DOLAR_API_URL?.trim() || 'https://dolarapi.com').replace(/\/$/, ''),
        timeoutMs: int(env.DOLAR_API_TIMEOUT_MS, 5000),
        autoMinutos: env.DOLAR_AUTO_ACTUALIZAR_MINUTOS?.trim() ? Math.max(0, Math.floor(Number(env.DOLAR_AUTO_ACTUALIZAR_MINUTOS)) || 0) : 0,
      },
      controlCotizacion: {
        toleranciaPct: porcentaje(env.COTIZACION_TOLERANCIA_PCT, '2'),
        saltoPendientePct: porcentaje(env.DOLAR_SALTO_PENDIENTE_PCT, '20'),
      },
    }),
    port: int(env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || path.join(packageDir, '.data', 'pglite')),
    databaseUrl: env.DATABASE_URL?.trim() ? env.DATABASE_URL.trim() : null,
    seedPassword: env.SEED_PASSWORD || 'Demo1234!',
    seedDemo: datosDemoHabilitados(env),
    adminInicial: adminInicialDe(env),
    sucursalInicial: env.SUCURSAL_INICIAL?.trim() || undefined,
    migrationsFolder: path.join(packageDir, 'drizzle'),
    baseDatos: tiemposBaseDe(env),
  };
}

/**
 * ARCA_ENTORNO: 'simulador', 'homologacion' or 'produccion'; unset or empty → null (the fiscal
 * settings decide).
 * @throws Error for any other value (a typo must not send invoices to the wrong ARCA).
 */
export function entornoArcaDe(valor: string | undefined): ConfigArca['entorno'] {
  const v = valor?.trim();
  if (!v) return null;
  if (v === 'simulador' || v === 'homologacion' || v === 'produccion') return v;
  throw new Error(`ARCA_ENTORNO debe ser simulador, homologacion o produccion (se recibió «${v}»).`);
}
