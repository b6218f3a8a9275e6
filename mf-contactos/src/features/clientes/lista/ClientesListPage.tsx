import { useNavigate } from 'react-router-dom';
import { canOpen, findRoute, P, PROVINCIAS, TIPOS_CLIENTE, type Cliente } from 'shared';
import { useAuth, usePermission } from 'shared/auth';
import { Button, ErrorPanel, Field, PageHeader, SearchInput, Select, Table, Toolbar } from 'shared/ui';
import { useClientes } from '../api/get-clientes';
import { useZonasClientes } from '../api/get-zonas';
import { SaldoCliente } from '../components/SaldoCliente';
import { TIPO_LABEL } from '../components/ClienteForm';
import { useClientesListParams } from './use-clientes-list-params';

const tipoLabel = (tipo: string) => TIPO_LABEL[tipo as Cliente['tipo']] ?? tipo;

/** The detail route of a client in ROUTE_TABLE: who may open it decides the links and 'Ver'. */
const DETALLE = findRoute('/clientes/:id');

/**
 * /listados/clientes (docs/contactos-y-administracion.md): the paged client list with a debounced
 * search by name or document and the filters Tipo (Particular / Empresa), Provincia (PROVINCIAS) and
 * Zona (the zones of GET clientes/zonas; a zone in the URL that is not in that list is still offered),
 * all applied on the server. Search, filters, order (every column sorts on the server; Saldo by the
 * balance in pesos), page size ('Filas por página', 10 by default) and page live in the URL
 * (docs/arquitectura.md, "Listas"). For a user who may open /clientes/:id (`canOpen`,
 * docs/permisos.md) the name is a link to the client and a click on the row and the 'Ver' button
 * open it too; without it there is neither link nor 'Ver'. 'Nuevo Cliente' (permission
 * clientes.post) opens /crear-cliente. A failed load shows 'Error al cargar los clientes' with a retry.
 */
export function ClientesListPage() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const puedeCrear = usePermission(P.clientesPost);
  const puedeVerDetalle = DETALLE !== undefined && canOpen(DETALLE, user?.permissions);
  const {
    search,
    tipo,
    provincia,
    zona,
    page,
    pageSize,
    sort,
    dir,
    sorting,
    searchText,
    changeSearch,
    changeTipo,
    changeProvincia,
    changeZona,
    changePage,
    changeSort,
    changePageSize,
  } = useClientesListParams();
  const { data, isPending, isFetching, isError, refetch } = useClientes({ search, tipo, provincia, zona, page, pageSize, sort, dir });
  const zonas = useZonasClientes();
  // The zone of the URL stays selectable while the zones load, or when no active client has it any more.
  const opcionesZona = zona && !(zonas.data ?? []).includes(zona) ? [...(zonas.data ?? []), zona] : (zonas.data ?? []);

  const verCliente = (cliente: Cliente) => navigate(`/clientes/${cliente.id}`);

  const columns = [
    { key: 'nombreApellido', header: 'Nombre y apellido', sortKey: 'nombreApellido' as const },
    { key: 'documento', header: 'Documento', sortKey: 'documento' as const },
    { key: 'tipo', header: 'Tipo', sortKey: 'tipo' as const, render: (c: Cliente) => tipoLabel(c.tipo) },
    { key: 'condicionIVA', header: 'Condición IVA', sortKey: 'condicionIVA' as const },
    { key: 'telefono', header: 'Teléfono', sortKey: 'telefono' as const, render: (c: Cliente) => c.telefono || '-' },
    { key: 'provincia', header: 'Provincia', sortKey: 'provincia' as const },
    {
      key: 'saldo',
      header: 'Saldo',
      align: 'right' as const,
      sortKey: 'saldo' as const,
      render: (c: Cliente) => <SaldoCliente cuenta={c.cuentaCorriente} />,
    },
    ...(puedeVerDetalle
      ? [
          {
            key: 'acciones',
            header: '',
            align: 'right' as const,
            render: (c: Cliente) => (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Ver ${c.nombreApellido}`}
                onClick={(e) => {
                  e.stopPropagation();
                  verCliente(c);
                }}
              >
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
        title="Clientes"
        subtitle={data ? `${data.total} cliente${data.total === 1 ? '' : 's'}` : undefined}
        actions={
          puedeCrear ? (
            <Button variant="primary" onClick={() => navigate('/crear-cliente')}>
              Nuevo Cliente
            </Button>
          ) : undefined
        }
      />
      <Toolbar role="search" aria-label="Filtros de clientes">
        <SearchInput
          value={searchText}
          onChange={changeSearch}
          placeholder="Buscar por nombre o documento..."
          aria-label="Buscar clientes"
        />
        <Field label="Tipo" htmlFor="clientes-tipo">
          <Select id="clientes-tipo" value={tipo ?? ''} onChange={(e) => changeTipo(e.target.value)}>
            <option value="">Todos</option>
            {TIPOS_CLIENTE.map((t) => (
              <option key={t} value={t}>
                {TIPO_LABEL[t]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Provincia" htmlFor="clientes-provincia">
          <Select id="clientes-provincia" value={provincia ?? ''} onChange={(e) => changeProvincia(e.target.value)}>
            <option value="">Todas</option>
            {PROVINCIAS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Zona" htmlFor="clientes-zona">
          <Select id="clientes-zona" value={zona ?? ''} onChange={(e) => changeZona(e.target.value)}>
            <option value="">Todas</option>
            {opcionesZona.map((z) => (
              <option key={z} value={z}>
                {z}
              </option>
            ))}
          </Select>
        </Field>
      </Toolbar>
      {isError ? (
        <ErrorPanel title="Error al cargar los clientes" onRetry={() => void refetch()} />
      ) : (
        <Table
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(c: Cliente) => c.id}
          loading={isPending || (isFetching && !data)}
          page={data?.currentPage ?? page}
          totalPages={data?.totalPages ?? 1}
          onPageChange={changePage}
          pageSize={pageSize}
          onPageSizeChange={changePageSize}
          sort={sorting}
          onSortChange={changeSort}
          rowHref={puedeVerDetalle ? (c: Cliente) => `/clientes/${c.id}` : undefined}
          linkColumn="nombreApellido"
        />
      )}
    </>
  );
}

export default ClientesListPage;
