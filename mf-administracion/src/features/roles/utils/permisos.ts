import { ACTIONS, ALL_PERMISSIONS, AREAS, perm, type Action, type Area } from 'shared';

/** The columns of the permission matrix: the five actions, then add_stock (only stock has it). */
export const COLUMNAS: readonly Action[] = [...ACTIONS, 'add_stock'];

/** True when the matrix has a checkbox for `area` × `action` (add_stock exists only for stock). */
export const tieneCelda = (area: Area, action: Action): boolean => action !== 'add_stock' || area === 'stock';

/** The permissions of one row of the matrix: every action of `area`. */
export const permisosDeArea = (area: Area): string[] =>
  COLUMNAS.filter((action) => tieneCelda(area, action)).map((action) => perm(area, action));

/** The permissions of one column of the matrix: `action` in every area that has it. */
export const permisosDeAccion = (action: Action): string[] =>
  AREAS.filter((area) => tieneCelda(area, action)).map((area) => perm(area, action));

/** How much of a group (a row or a column) is selected: drives a tri-state checkbox. */
export type EstadoGrupo = 'todos' | 'algunos' | 'ninguno';

/** 'todos' when every permission of `grupo` is in `seleccion`, 'ninguno' when none, else 'algunos'. */
export function estadoGrupo(seleccion: ReadonlySet<string>, grupo: readonly string[]): EstadoGrupo {
  const marcados = grupo.filter((p) => seleccion.has(p)).length;
  if (marcados === 0) return 'ninguno';
  return marcados === grupo.length ? 'todos' : 'algunos';
}

/**
 * The selection after activating a group's checkbox: a fully selected group is cleared; a partly
 * selected or empty one is selected whole (what a click on an indeterminate checkbox does).
 */
export function alternarGrupo(seleccion: ReadonlySet<string>, grupo: readonly string[]): Set<string> {
  const next = new Set(seleccion);
  if (estadoGrupo(seleccion, grupo) === 'todos') for (const p of grupo) next.delete(p);
  else for (const p of grupo) next.add(p);
  return next;
}

/** The selection with one permission switched on or off. */
export function alternarPermiso(seleccion: ReadonlySet<string>, permiso: string, marcado: boolean): Set<string> {
  const next = new Set(seleccion);
  if (marcado) next.add(permiso);
  else next.delete(permiso);
  return next;
}

/**
 * The permission list PUT roles/{id} receives: the known permissions of `seleccion`, in the order of
 * ALL_PERMISSIONS (areas, then the special ones), each once.
 */
export function listaPermisos(seleccion: ReadonlySet<string>): string[] {
  return ALL_PERMISSIONS.filter((p) => seleccion.has(p));
}

/** True when both lists hold the same known permissions (order and repeats aside). */
export function mismosPermisos(a: readonly string[], b: readonly string[]): boolean {
  const x = listaPermisos(new Set(a));
  const y = listaPermisos(new Set(b));
  return x.length === y.length && x.every((p, i) => p === y[i]);
}

/** The Permisos column of /roles: how many known permissions the role holds, 'Todos' when it holds all. */
export function textoPermisos(permissions: readonly string[]): string {
  const n = listaPermisos(new Set(permissions)).length;
  return n === ALL_PERMISSIONS.length ? 'Todos' : String(n);
}

/** Help of «Descuento máximo (%)» on the role screens (docs/permisos.md). */
export const AYUDA_DESCUENTO_MAXIMO = 'Un descuento mayor, en ventas y presupuestos, pide un código de autorización. 100: sin límite.';
