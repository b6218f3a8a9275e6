import { useState } from 'react';
import {
  accionAuditoriaLabel,
  ENTIDADES_AUDITORIA,
  entidadAuditoriaLabel,
  errorMessage,
  P,
  type AuditoriaItem,
} from 'shared';
import { usePermission } from 'shared/auth';
import { formatDateTime } from 'shared/format';
import { Button, ErrorPanel, Field, PageHeader, Select, Table, Toolbar, RangoFechas } from 'shared/ui';
import { useAuditoria } from '../api/get-auditoria';
import { useUsuariosFiltro } from '../api/get-usuarios-filtro';
import { AUDITORIA_PAGE_SIZES, useAuditoriaListParams } from './use-auditoria-list-params';
import { AuditoriaDetalleDialog } from './AuditoriaDetalleDialog';

/** Title of the load error panel. */
export const ERROR_CARGA_AUDITORIA = 'Error al cargar la auditoría';

/** The panel's detail line: 'Error de red' without a server answer, else the server's message (if any). */
function cargaErrorDetalle(err: unknown): string | undefined {
  return errorMessage(err, '', 'Error de red') || undefined;
}

/**
 * /auditoria (permission auditoria.get): the audit log, newest first, paged on the server
 * (GET auditoria). Filters Entidad ('Todas'), Usuario ('Todos'; filled from GET users when the user
 * holds usuarios.get), Desde and Hasta (dates, both days included), the order (Fecha, Usuario and
 * Entidad sort on the server) and 'Filas por página' (10, 25, 50 or 100, beside the pagination) live
 * in the URL with the page (docs/arquitectura.md, "Listas"). Columns Fecha (dd/mm/aaaa hh:mm,
 * Buenos Aires), Usuario ('Sistema' for the system), Entidad, ID, Acción; 'Ver' opens the detail
 * with the state before and after.
 */
export function AuditoriaPage() {
  const params = useAuditoriaListParams();
  const puedeVerUsuarios = usePermission(P.usuariosGet);
  const usuarios = useUsuariosFiltro(puedeVerUsuarios);
  const { data, isPending, isError, error, refetch } = useAuditoria(params.query);
  const [detalle, setDetalle] = useState<AuditoriaItem | null>(null);

  const usuarioOpciones = usuarios.data ?? [];
  const usuarioSeleccionado = params.usuarioId ? String(params.usuarioId) : '';
  const usuarioDesconocido =
    params.usuarioId !== undefined && !usuarioOpciones.some((u) => u.id === params.usuarioId);
  const entidadDesconocida = params.entidad !== '' && !Object.hasOwn(ENTIDADES_AUDITORIA, params.entidad);

  const columns = [
    { key: 'fecha', header: 'Fecha', sortKey: 'fecha' as const, render: (a: AuditoriaItem) => formatDateTime(a.fecha) },
    { key: 'usuario', header: 'Usuario', sortKey: 'usuario' as const, render: (a: AuditoriaItem) => a.usuario?.name ?? 'Sistema' },
    { key: 'entidad', header: 'Entidad', sortKey: 'entidad' as const, render: (a: AuditoriaItem) => entidadAuditoriaLabel(a.entidad) },
    { key: 'entidadId', header: 'ID', render: (a: AuditoriaItem) => a.entidadId ?? '-' },
    { key: 'accion', header: 'Acción', render: (a: AuditoriaItem) => accionAuditoriaLabel(a.accion) },
    {
      key: 'acciones',
      header: '',
      align: 'right' as const,
      render: (a: AuditoriaItem) => (
        <Button size="sm" variant="ghost" aria-label={`Ver registro ${a.id}`} onClick={() => setDetalle(a)}>
          Ver
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Auditoría"
        subtitle={data ? `${data.total} registro${data.total === 1 ? '' : 's'}` : undefined}
      />
      <Toolbar role="search" aria-label="Filtros de auditoría">
        <Field label="Entidad" htmlFor="auditoria-entidad">
          <Select id="auditoria-entidad" value={params.entidad} onChange={(e) => params.changeEntidad(e.target.value)}>
            <option value="">Todas</option>
            {Object.entries(ENTIDADES_AUDITORIA).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
            {entidadDesconocida ? <option value={params.entidad}>{params.entidad}</option> : null}
          </Select>
        </Field>
        <Field label="Usuario" htmlFor="auditoria-usuario">
          <Select id="auditoria-usuario" value={usuarioSeleccionado} onChange={(e) => params.changeUsuario(e.target.value)}>
            <option value="">Todos</option>
            {usuarioOpciones.map((u) => (
              <option key={u.id} value={String(u.id)}>
                {u.name}
              </option>
            ))}
            {usuarioDesconocido ? <option value={usuarioSeleccionado}>{`Usuario N° ${params.usuarioId}`}</option> : null}
          </Select>
        </Field>
        <RangoFechas idPrefix="auditoria" fechaDesde={params.fechaDesde} fechaHasta={params.fechaHasta} onChange={params.changeFecha} />
      </Toolbar>
      {isError ? (
        <ErrorPanel title={ERROR_CARGA_AUDITORIA} message={cargaErrorDetalle(error)} onRetry={() => void refetch()} />
      ) : (
        <Table
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(a: AuditoriaItem) => a.id}
          loading={isPending}
          page={data?.currentPage ?? params.page}
          totalPages={data?.totalPages ?? 0}
          onPageChange={params.changePage}
          pageSize={params.pageSize}
          onPageSizeChange={params.changePageSize}
          pageSizeOptions={AUDITORIA_PAGE_SIZES}
          sort={params.sorting}
          onSortChange={params.changeSort}
          caption="Auditoría"
        />
      )}
      <AuditoriaDetalleDialog item={detalle} onClose={() => setDetalle(null)} />
    </>
  );
}

export default AuditoriaPage;
