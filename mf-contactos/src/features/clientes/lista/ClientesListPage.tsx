import { useNavigate } from 'react-router-dom';
import { P, type Cliente } from 'shared';
import { usePermission } from 'shared/auth';
import { Button, ErrorPanel, PageHeader, SearchInput, Table, Toolbar } from 'shared/ui';
import { useClientes } from '../api/get-clientes';
import { SaldoCliente } from '../components/SaldoCliente';
import { TIPO_LABEL } from '../components/ClienteForm';
import { useClientesListParams } from './use-clientes-list-params';

const tipoLabel = (tipo: string) => TIPO_LABEL[tipo as Cliente['tipo']] ?? tipo;

/**
 * /listados/clientes (docs/contactos-y-administracion.md): the paged client list, 10 per page, with a debounced
 * search by name or document. Search and page live in the URL. The name is a link to /clientes/{id}
 * (with clientes.detail.get; a click on the row and the 'Ver' button open it too);
 * 'Nuevo Cliente' (permission clientes.post) opens /crear-cliente. A failed load
 * shows 'Error al cargar los clientes' with a retry.
 */
export function ClientesListPage() {
  const navigate = useNavigate();
  const puedeCrear = usePermission(P.clientesPost);
  const puedeVerDetalle = usePermission(P.clientesDetail);
  const { search, page, searchText, changeSearch, changePage } = useClientesListParams();
  const { data, isPending, isFetching, isError, refetch } = useClientes({ search, page });

  const verCliente = (cliente: Cliente) => navigate(`/clientes/${cliente.id}`);

  const columns = [
    { key: 'nombreApellido', header: 'Nombre y apellido' },
    { key: 'documento', header: 'Documento' },
    { key: 'tipo', header: 'Tipo', render: (c: Cliente) => tipoLabel(c.tipo) },
    { key: 'condicionIVA', header: 'Condición IVA' },
    { key: 'telefono', header: 'Teléfono', render: (c: Cliente) => c.telefono || '-' },
    { key: 'provincia', header: 'Provincia' },
    {
      key: 'saldo',
      header: 'Saldo',
      align: 'right' as const,
      render: (c: Cliente) => <SaldoCliente cuenta={c.cuentaCorriente} />,
    },
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
      <Toolbar>
        <SearchInput
          value={searchText}
          onChange={changeSearch}
          placeholder="Buscar por nombre o documento..."
          aria-label="Buscar clientes"
        />
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
          rowHref={puedeVerDetalle ? (c: Cliente) => `/clientes/${c.id}` : undefined}
          linkColumn="nombreApellido"
        />
      )}
    </>
  );
}

export default ClientesListPage;
