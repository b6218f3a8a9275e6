/**
 * The SQL of every projection's trigger functions, generated from the predicates of ./reglas.ts
 * (docs/rendimiento.md): `pnpm --filter api proyecciones` prints it;
 * `-- --dias-deuda-vencida=N` generates it with another DIAS_DEUDA_VENCIDA; `-- --salida=DIR` writes
 * DIR/proyecciones.sql instead of printing; `-- --migracion` writes it as the next migration in
 * api/drizzle (with its journal entry and a copy of the last snapshot, so drizzle-kit still finds no
 * schema changes) when it differs from the last migration that holds it. api/test/proyecciones.test.ts
 * fails while the last such migration differs from this output.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { PROYECCIONES } from './index';
import { REGLAS, type Reglas } from './reglas';

/** The first line of every generated migration: how {@link ultimaMigracion} finds the last one. */
export const MARCA = '-- Generado por api/src/db/proyecciones/generar.ts (pnpm --filter api proyecciones): no editar a mano.';

/** The migrations folder of the API. */
export const CARPETA_MIGRACIONES = path.resolve(__dirname, '..', '..', '..', 'drizzle');

const SEPARADOR = '\n--> statement-breakpoint\n';

/**
 * The whole text: {@link MARCA}, then per projection a comment line and its functions as
 * `CREATE OR REPLACE FUNCTION` statements (each with its comment), separated by drizzle's
 * statement breakpoints. The same text for the same rules on every machine.
 */
export function generarSql(reglas: Reglas = REGLAS): string {
  const bloques = PROYECCIONES.flatMap((p) =>
    p.funciones(reglas).map((f, i) => (i === 0 ? `-- Proyección ${p.nombre} (creada en ${p.origen}).\n${f.sql}` : f.sql)),
  );
  const encabezado = `${MARCA}
-- The trigger functions of every projection (api/src/db/proyecciones/), with the business rules of
-- api/src/db/proyecciones/reglas.ts. CREATE OR REPLACE: the tables, triggers and data stay; each
-- function takes the text generated from the rules.
`;
  return `${encabezado}${bloques.join(SEPARADOR)}\n`;
}

interface Journal {
  version: string;
  dialect: string;
  entries: Array<{ idx: number; version: string; when: number; tag: string; breakpoints: boolean }>;
}

const leerJournal = (carpeta: string): Journal => JSON.parse(readFileSync(path.join(carpeta, 'meta', '_journal.json'), 'utf8')) as Journal;

/** The last migration of `carpeta` (journal order) that starts with {@link MARCA}: its tag and text, or null. */
export function ultimaMigracion(carpeta = CARPETA_MIGRACIONES): { tag: string; sql: string } | null {
  const entradas = leerJournal(carpeta).entries;
  for (let i = entradas.length - 1; i >= 0; i--) {
    const sql = readFileSync(path.join(carpeta, `${entradas[i].tag}.sql`), 'utf8');
    if (sql.startsWith(MARCA)) return { tag: entradas[i].tag, sql };
  }
  return null;
}

/**
 * Writes {@link generarSql} as the next migration of `carpeta` when it differs from
 * {@link ultimaMigracion}: `NNNN_proyecciones.sql`, its journal entry and `meta/NNNN_snapshot.json`
 * (the last snapshot with a new id: the schema did not change). Returns the new tag, or null when
 * nothing changed.
 */
export function escribirMigracion(carpeta = CARPETA_MIGRACIONES, reglas: Reglas = REGLAS): string | null {
  const sql = generarSql(reglas);
  if (ultimaMigracion(carpeta)?.sql === sql) return null;
  const journal = leerJournal(carpeta);
  const ultima = journal.entries[journal.entries.length - 1];
  const idx = ultima.idx + 1;
  const numero = String(idx).padStart(4, '0');
  const tag = `${numero}_proyecciones`;
  writeFileSync(path.join(carpeta, `${tag}.sql`), sql);
  const snapshots = journal.entries
    .map((e) => path.join(carpeta, 'meta', `${e.tag.slice(0, 4)}_snapshot.json`))
    .filter((f) => existsSync(f));
  const anterior = snapshots.length > 0 ? (JSON.parse(readFileSync(snapshots[snapshots.length - 1], 'utf8')) as { id: string }) : null;
  if (anterior) {
    writeFileSync(path.join(carpeta, 'meta', `${numero}_snapshot.json`), `${JSON.stringify({ ...anterior, prevId: anterior.id, id: randomUUID() }, null, 2)}\n`);
  }
  journal.entries.push({ idx, version: ultima.version, when: ultima.when + 1000, tag, breakpoints: true });
  writeFileSync(path.join(carpeta, 'meta', '_journal.json'), `${JSON.stringify(journal, null, 2)}\n`);
  return tag;
}

/** Writes {@link generarSql} into `carpeta/proyecciones.sql` (created if needed) and returns the file's path. */
export function escribirEn(carpeta: string, reglas: Reglas = REGLAS): string {
  mkdirSync(carpeta, { recursive: true });
  const archivo = path.join(carpeta, 'proyecciones.sql');
  writeFileSync(archivo, generarSql(reglas));
  return archivo;
}

/** The rules and the action the command line asks for (`--dias-deuda-vencida=N`, `--salida=DIR`, `--migracion`). */
export function leerArgumentos(argv: string[]): { reglas: Reglas; salida?: string; migracion: boolean } {
  const valor = (nombre: string) => argv.find((a) => a.startsWith(`--${nombre}=`))?.slice(nombre.length + 3);
  const dias = valor('dias-deuda-vencida');
  if (dias !== undefined && !/^[1-9][0-9]*$/.test(dias)) throw new Error(`--dias-deuda-vencida: un entero positivo, no «${dias}».`);
  return {
    reglas: { ...REGLAS, ...(dias !== undefined ? { diasDeudaVencida: Number(dias) } : {}) },
    salida: valor('salida'),
    migracion: argv.includes('--migracion'),
  };
}

function main(): void {
  const { reglas, salida, migracion } = leerArgumentos(process.argv.slice(2));
  if (migracion) {
    const tag = escribirMigracion(CARPETA_MIGRACIONES, reglas);
    console.log(tag ? `api/drizzle/${tag}.sql escrita.` : 'Sin cambios: la última migración ya tiene estas funciones.');
  } else if (salida) {
    console.log(escribirEn(path.resolve(salida), reglas));
  } else {
    process.stdout.write(generarSql(reglas));
  }
}

if (require.main === module) {
  try {
    main();
  } catch (error: unknown) {
    console.error(error);
    process.exit(1);
  }
}
