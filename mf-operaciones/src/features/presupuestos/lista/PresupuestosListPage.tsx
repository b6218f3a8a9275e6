import { useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { canOpen, findRoute, P, type PresupuestoListItem, type Usuario } from 'shared';
import { useAuth, usePermission } from 'shared/auth';
import { formatDateTime, formatMoney } from 'shared/format';
import { Badge, Button, Card, ErrorPanel, Field, Input, PageHeader, Select, Table, RangoFechas } from 'shared/ui';
import { usePresupuestos } from '../api/get-presupuestos';
import { useVendedores } from '../api/get-vendedores';
import { estadoPresupuesto, MSG_NOTA_CONVERTIDOS } from '../utils/estado';
import { usePresupuestosListParams, type FiltrosPresupuestos } from './use-presupuestos-list-params';

/** The detail route of a quote in ROUTE_TABLE: who may open it decides the links and 'Ver'. */
const DETALLE = findRoute('/presupuestos/:id');
/** Sizes of 'Filas por página' (the spec's 15 first). */
const TAMANIOS = [15, 30, 50, 100] as const;

const Filtros = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 12px 14px;
  align-items: end;
  .buscar { display: flex; align-items: flex-end; }
`;
const Nota = styled.p`
  margin: 0 0 12px;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The filter form of /presupuestos: free text (client or seller), seller (GET users, which answers
 * holders of presupuestos.get with the sellers only; 'Error al cargar los vendedores' when it fails), Desde, Hasta and Estado (Todos,
 * activo, anulado: the specification's labels, lower case: docs/presupuestos.md). Nothing is asked until 'Buscar' (or Enter in a field), which writes every filter
 * to the URL.
 */
function FiltrosForm({ inicial, verVendedores, onBuscar }: { inicial: FiltrosPresupuestos; verVendedores: boolean; onBuscar: (f: FiltrosPresupuestos) => void }) {
  const [f, setF] = useState(inicial);
  // The URL changed (Buscar, back/forward, a link): the form shows its filters, keeping the focus.
  const clave = JSON.stringify(inicial);
  const [claveVista, setClaveVista] = useState(clave);
  if (claveVista !== clave) {
    setClaveVista(clave);
    setF(inicial);
  }
  const vendedores = useVendedores(verVendedores);
  const set = (cambio: Partial<FiltrosPresupuestos>) => setF((prev) => ({ ...prev, ...cambio }));
  // Enter in a text or date field searches, as a form would (a <form> is avoided: its submit event
  // would carry the router's navigation as a form action).
  const alPresionar = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter' && e.target instanceof HTMLInputElement) {
      e.preventDefault();
      onBuscar(f);
    }
  };
  // A seller code in the URL that is not in the list still shows (and can be cleared).
  const opciones: Array<Pick<Usuario, 'name' | 'cod_vendedor'>> = vendedores.data ?? [];
  const desconocido = f.codVendedor && !opciones.some((v) => v.cod_vendedor === f.codVendedor);
  return (
    <Card>
      <Filtros role="search" aria-label="Filtrar presupuestos" onKeyDown={alPresionar}>
        <Field label="Buscar" htmlFor="presupuestos-buscar">
          <Input id="presupuestos-buscar" type="search" placeholder="Cliente o vendedor..." value={f.search} onChange={(e) => set({ search: e.target.value })} />
        </Field>
        {verVendedores ? (
          <Field label="Vendedor" htmlFor="presupuestos-vendedor" error={vendedores.isError ? 'Error al cargar los vendedores' : undefined}>
            <Select id="presupuestos-vendedor" value={f.codVendedor} onChange={(e) => set({ codVendedor: e.target.value })}>
              <option value="">Todos</option>
              {opciones.map((v) => (
                <option key={v.cod_vendedor} value={v.cod_vendedor ?? ''}>
                  {`${v.name} (${v.cod_vendedor})`}
                </option>
              ))}
              {desconocido ? <option value={f.codVendedor}>{f.codVendedor}</option> : null}
            </Select>
          </Field>
        ) : null}
        <RangoFechas idPrefix="presupuestos" fechaDesde={f.fechaDesde} fechaHasta={f.fechaHasta} onChange={(campo, valor) => set({ [campo]: valor })} enlazadas={false} />
        <Field label="Estado" htmlFor="presupuestos-estado">
          <Select id="presupuestos-estado" value={f.estado} onChange={(e) => set({ estado: e.target.value as FiltrosPresupuestos['estado'] })}>
            <option value="">Todos</option>
            <option value="activo">activo</option>
            <option value="anulado">anulado</option>
          </Select>
        </Field>
        <div className="buscar">
          <Button variant="primary" onClick={() => onBuscar(f)}>
            Buscar
          </Button>
        </div>
      </Filtros>
    </Card>
  );
}

/**
 * /presupuestos (presupuestos.get; docs/ventas-y-presupuestos.md): the paged list of quotes (GET
 * presupuestos, 15 per page, newest first) with the filters of {@link FiltrosForm}; filters, page size
 * and page live in the URL (docs/arquitectura.md, "Listas"). Columns Num. Presupuesto, Fecha, Cliente
 * ('Sin cliente'), Vendedor ('Sin vendedor'), Total (with the quote's currency symbol), Estado and
 * 'Ver' (for a user who may open /presupuestos/:id, who also gets the number as a link; the quote
 * gets the list's URL to return to). When a listed quote was converted, a note says converted quotes
 * cannot be edited. 'Nuevo Presupuesto' with presupuestos.post. A failed load shows 'Error al cargar
 * los presupuestos' with 'Reintentar'.
 */
export function PresupuestosListPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useAuth();
  const puedeCrear = usePermission(P.presupuestosPost);
  // GET users gives the sellers to whoever may see this list (docs/contactos-y-administracion.md).
  const verVendedores = usePermission([P.usuariosGet, P.presupuestosGet]);
  const params = usePresupuestosListParams();
  const { data, isPending, isError, refetch } = usePresupuestos(params.query);
  const puedeVerDetalle = DETALLE !== undefined && canOpen(DETALLE, user?.permissions);
  const volverA = { from: location.pathname + location.search };
  const filas = isError ? [] : (data?.presupuestos ?? []);

  const columns = [
    { key: 'id', header: 'Num. Presupuesto', render: (p: PresupuestoListItem) => p.id },
    { key: 'fecha', header: 'Fecha', render: (p: PresupuestoListItem) => formatDateTime(p.fecha) },
    { key: 'cliente', header: 'Cliente', render: (p: PresupuestoListItem) => p.cliente?.nombreApellido ?? 'Sin cliente' },
    { key: 'vendedor', header: 'Vendedor', render: (p: PresupuestoListItem) => p.vendedor ?? 'Sin vendedor' },
    { key: 'total', header: 'Total', align: 'right' as const, render: (p: PresupuestoListItem) => formatMoney(p.total, p.moneda.simbolo) },
    {
      key: 'estado',
      header: 'Estado',
      render: (p: PresupuestoListItem) => {
        const e = estadoPresupuesto(p);
        return <Badge tone={e.tone}>{e.label}</Badge>;
      },
    },
    ...(puedeVerDetalle
      ? [
          {
            key: 'acciones',
            header: '',
            align: 'right' as const,
            render: (p: PresupuestoListItem) => (
              <Button size="sm" aria-label={`Ver presupuesto ${p.id}`} onClick={() => navigate(`/presupuestos/${p.id}`, { state: volverA })}>
                Ver
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title="Presupuestos"
        subtitle={data && !isError ? `${data.total} presupuesto${data.total === 1 ? '' : 's'}` : undefined}
        actions={
          puedeCrear ? (
            <Button variant="primary" onClick={() => navigate('/presupuestos/nuevo')}>
              Nuevo Presupuesto
            </Button>
          ) : undefined
        }
      />
      <FiltrosForm inicial={params.filtros} verVendedores={verVendedores} onBuscar={params.aplicar} />
      {filas.some((p) => p.convertidoEnVenta) ? <Nota role="note">{MSG_NOTA_CONVERTIDOS}</Nota> : null}
      {isError ? <ErrorPanel title="Error al cargar los presupuestos" onRetry={() => void refetch()} /> : null}
      <Table
        columns={columns}
        rows={filas}
        rowKey={(p) => p.id}
        loading={isPending}
        page={isError ? 1 : (data?.currentPage ?? params.page)}
        totalPages={isError ? 1 : (data?.totalPages ?? 0)}
        onPageChange={params.changePage}
        pageSize={params.pageSize}
        onPageSizeChange={params.changePageSize}
        pageSizeOptions={TAMANIOS}
        rowHref={puedeVerDetalle ? (p: PresupuestoListItem) => `/presupuestos/${p.id}` : undefined}
        linkColumn="id"
        rowLinkState={() => volverA}
        rowLinkLabel={(p: PresupuestoListItem) => `Presupuesto ${p.id}`}
        caption="Presupuestos"
      />
    </>
  );
}

export default PresupuestosListPage;
