import { memo, useEffect, useId, useRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { ACTION_LABELS, AREA_LABELS, AREAS, perm, SPECIAL_LABELS, SPECIAL_PERMISSIONS } from 'shared';
import { TableFrame, visuallyHidden } from 'shared/ui';
import {
  alternarGrupo,
  alternarPermiso,
  COLUMNAS,
  estadoGrupo,
  permisosDeAccion,
  permisosDeArea,
  tieneCelda,
  type EstadoGrupo,
} from '../utils/permisos';

const Tabla = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption { ${visuallyHidden} }
  th, td { padding: 8px 10px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; vertical-align: middle; }
  thead th {
    font-size: 12px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    text-align: center;
  }
  thead th:first-child, tbody th { text-align: left; }
  tbody th { font-weight: 500; white-space: nowrap; }
  tbody td { text-align: center; }
  tbody tr:last-child th, tbody tr:last-child td { border-bottom: none; }
  tbody tr:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  input[type='checkbox'] { width: 16px; height: 16px; margin: 0; accent-color: ${({ theme }) => theme.colors.primary}; cursor: pointer; }
  input[type='checkbox']:disabled { cursor: not-allowed; }
`;
const Encabezado = styled.label`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  cursor: pointer;
`;
const Especiales = styled.fieldset`
  margin: 20px 0 0;
  padding: 0;
  border: none;
  legend { font-weight: 600; font-size: 15px; margin-bottom: 10px; padding: 0; }
`;
const Especial = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px 10px;
  align-items: start;
  padding: 8px 0;
  input { width: 16px; height: 16px; margin: 2px 0 0; accent-color: ${({ theme }) => theme.colors.primary}; }
  label { font-weight: 500; cursor: pointer; }
  p { grid-column: 2; margin: 0; font-size: 13px; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** Tooltip of a checkbox the signed-in user cannot give (they lack that permission). */
export const MSG_NO_OTORGABLE = 'No tiene este permiso: no puede otorgarlo.';

/** A checkbox for a whole row or column: checked when all of it is selected, indeterminate when part is. */
function CasillaGrupo({ estado, ...rest }: { estado: EstadoGrupo } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked'>) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = estado === 'algunos';
  }, [estado]);
  return <input ref={ref} type="checkbox" checked={estado === 'todos'} {...rest} />;
}

/** Props of {@link PermisosMatriz}. */
export interface PermisosMatrizProps {
  /** The permissions checked. */
  seleccion: ReadonlySet<string>;
  /** Every checkbox read-only (no roles.put, or the Administrador role). */
  disabled?: boolean;
  /**
   * The permissions the signed-in user may give (their own, docs/seguridad.md «Escalamiento de
   * permisos»): the others' checkboxes are disabled and the 'Todos' checkboxes only switch these.
   * Comfort only: the API refuses anyway. Undefined: every permission.
   */
  otorgables?: ReadonlySet<string>;
  /** Receives the whole new selection after each change. */
  onChange: (seleccion: Set<string>) => void;
}

/**
 * The permissions of a role (docs/permisos.md): a real table with a row per area (its name is the
 * row header) and a column per action ('Ver listado', 'Ver detalle', 'Crear', 'Editar', 'Eliminar',
 * 'Ingresar stock', which only Stock has). Each cell is a checkbox named «Área: Acción» ('Clientes:
 * Ver listado'); the 'Todos' column selects a whole area ('Clientes: Todos') and each action header
 * a whole column ('Ver listado: todas las áreas'), both tri-state (indeterminate when partly
 * selected; activating a partial group selects all of it, a full one clears it). Below, 'Permisos
 * especiales' with their label and description. Everything works with Tab and Space. Memoised:
 * it draws again only when the selection, `disabled`, `otorgables` or `onChange` change.
 */
export const PermisosMatriz = memo(function PermisosMatriz({ seleccion, disabled = false, otorgables, onChange }: PermisosMatrizProps) {
  const uid = useId();
  const puedeDar = (permiso: string) => otorgables === undefined || otorgables.has(permiso);
  /** A group's checkbox switches the part of the group the user may give. */
  const propiedadesGrupo = (grupo: readonly string[]) => {
    const dar = grupo.filter(puedeDar);
    return {
      estado: estadoGrupo(seleccion, grupo),
      disabled: disabled || dar.length === 0,
      onChange: () => onChange(alternarGrupo(seleccion, dar)),
    };
  };
  const sinPermiso = (permiso: string) => (puedeDar(permiso) ? undefined : MSG_NO_OTORGABLE);
  return (
    <>
      <TableFrame>
        <Tabla>
          <caption>Permisos por área y acción</caption>
          <thead>
            <tr>
              <th scope="col">Área</th>
              <th scope="col">Todos</th>
              {COLUMNAS.map((action) => {
                const grupo = permisosDeAccion(action);
                return (
                  <th scope="col" key={action}>
                    <Encabezado>
                      <span>{ACTION_LABELS[action]}</span>
                      <CasillaGrupo {...propiedadesGrupo(grupo)} aria-label={`${ACTION_LABELS[action]}: todas las áreas`} />
                    </Encabezado>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {AREAS.map((area) => {
              const grupo = permisosDeArea(area);
              return (
                <tr key={area}>
                  <th scope="row">{AREA_LABELS[area]}</th>
                  <td>
                    <CasillaGrupo {...propiedadesGrupo(grupo)} aria-label={`${AREA_LABELS[area]}: Todos`} />
                  </td>
                  {COLUMNAS.map((action) => {
                    if (!tieneCelda(area, action)) return <td key={action} />;
                    const permiso = perm(area, action);
                    return (
                      <td key={action}>
                        <input
                          type="checkbox"
                          aria-label={`${AREA_LABELS[area]}: ${ACTION_LABELS[action]}`}
                          checked={seleccion.has(permiso)}
                          disabled={disabled || !puedeDar(permiso)}
                          title={sinPermiso(permiso)}
                          onChange={(e) => onChange(alternarPermiso(seleccion, permiso, e.target.checked))}
                        />
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </Tabla>
      </TableFrame>
      <Especiales>
        <legend>Permisos especiales</legend>
        {SPECIAL_PERMISSIONS.map((permiso, i) => {
          const { label, descripcion } = SPECIAL_LABELS[permiso];
          const inputId = `${uid}-especial-${i}`;
          return (
            <Especial key={permiso}>
              <input
                id={inputId}
                type="checkbox"
                checked={seleccion.has(permiso)}
                disabled={disabled || !puedeDar(permiso)}
                title={sinPermiso(permiso)}
                aria-describedby={`${inputId}-desc`}
                onChange={(e) => onChange(alternarPermiso(seleccion, permiso, e.target.checked))}
              />
              <label htmlFor={inputId}>{label}</label>
              <p id={`${inputId}-desc`}>{descripcion}</p>
            </Especial>
          );
        })}
      </Especiales>
    </>
  );
});
