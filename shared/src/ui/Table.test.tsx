import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useListSearchParams } from '../hooks';
import { LocationProbe, renderWithProviders } from '../testing';
import { Button } from './Button';
import { Table } from './Table';

type Row = { id: number; codigo: string; nombre: string };
const rows: Row[] = [
  { id: 1, codigo: 'A1', nombre: 'Uno' },
  { id: 2, codigo: 'B2', nombre: 'Dos' },
];
const onAction = jest.fn();

function State() {
  const location = useLocation();
  return <output data-testid="state">{JSON.stringify(location.state)}</output>;
}

function renderTable(props: Partial<Parameters<typeof Table<Row>>[0]> = {}) {
  return renderWithProviders(
    <>
      <Routes>
        <Route
          path="/lista"
          element={
            <Table<Row>
              columns={[
                { key: 'codigo', header: 'Código' },
                { key: 'nombre', header: 'Nombre' },
                {
                  key: 'acciones',
                  header: '',
                  render: (r) => (
                    <Button size="sm" onClick={() => onAction(r.id)}>
                      {`Acción ${r.id}`}
                    </Button>
                  ),
                },
              ]}
              rows={rows}
              rowKey={(r) => r.id}
              {...props}
            />
          }
        />
        <Route path="/items/:id" element={<State />} />
      </Routes>
      <LocationProbe />
    </>,
    { route: '/lista?page=2' },
  );
}

const location = () => screen.getByTestId('location').textContent;
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

beforeEach(() => onAction.mockClear());

describe('Table row links', () => {
  it('puts a real link in the first column by default, with the href of rowHref', () => {
    renderTable({ rowHref: (r) => `/items/${r.id}` });
    const link = screen.getByRole('link', { name: 'A1' });
    expect(link).toHaveAttribute('href', '/items/1');
    expect(within(rowOf('Dos')).getByRole('link', { name: 'B2' })).toHaveAttribute('href', '/items/2');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /A1|Uno/ })).not.toBeInTheDocument();
  });

  it('opens the row with the keyboard (Tab to the link, Enter) and hands over the state', async () => {
    const user = userEvent.setup();
    renderTable({ rowHref: (r) => `/items/${r.id}`, rowLinkState: () => ({ from: '/lista?page=2' }) });
    await user.tab();
    expect(screen.getByRole('link', { name: 'A1' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/items/1');
    expect(screen.getByTestId('state')).toHaveTextContent('{"from":"/lista?page=2"}');
  });

  it('uses linkColumn and rowLinkLabel', () => {
    renderTable({ rowHref: (r) => `/items/${r.id}`, linkColumn: 'nombre', rowLinkLabel: (r) => `Ítem ${r.nombre}` });
    expect(screen.getByRole('link', { name: 'Ítem Dos' })).toHaveAttribute('href', '/items/2');
    expect(within(rowOf('A1')).getByRole('link')).toHaveTextContent('Uno');
  });

  it('follows the link on a plain mouse click elsewhere in the row, but not from its buttons', async () => {
    const user = userEvent.setup();
    renderTable({ rowHref: (r) => `/items/${r.id}` });
    await user.click(screen.getByRole('button', { name: 'Acción 2' }));
    expect(onAction).toHaveBeenCalledWith(2);
    expect(location()).toBe('/lista?page=2');
    await user.click(screen.getByText('Dos'));
    expect(location()).toBe('/items/2');
  });

  it('leaves a modified click on the row to the browser', async () => {
    const user = userEvent.setup();
    renderTable({ rowHref: (r) => `/items/${r.id}` });
    await user.keyboard('{Control>}');
    await user.click(screen.getByText('Dos'));
    await user.keyboard('{/Control}');
    expect(location()).toBe('/lista?page=2');
  });

  it('has no links and no clickable rows without rowHref, or where rowHref gives undefined', async () => {
    const user = userEvent.setup();
    const { unmount } = renderTable();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(rowOf('Uno')).not.toHaveAttribute('data-clickable');
    await user.click(screen.getByText('Uno'));
    expect(location()).toBe('/lista?page=2');
    unmount();

    renderTable({ rowHref: (r) => (r.id === 1 ? undefined : `/items/${r.id}`) });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(within(rowOf('Uno')).queryByRole('link')).not.toBeInTheDocument();
  });
});

/** A list screen in miniature: sort and page size in the URL through useListSearchParams. */
function ListaOrdenable() {
  const list = useListSearchParams({ sortKeys: ['codigo', 'nombre'] });
  return (
    <Table<Row, 'codigo' | 'nombre'>
      columns={[
        { key: 'codigo', header: 'Código', sortKey: 'codigo' },
        { key: 'nombre', header: 'Nombre', sortKey: 'nombre' },
        { key: 'extra', header: 'Extra', render: () => '-' },
      ]}
      rows={rows}
      rowKey={(r) => r.id}
      sort={list.sorting}
      onSortChange={list.changeSort}
      page={list.page}
      totalPages={3}
      onPageChange={list.changePage}
      pageSize={list.pageSize}
      onPageSizeChange={list.changePageSize}
    />
  );
}

function renderLista(route = '/lista') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/lista" element={<ListaOrdenable />} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}

const header = (name: string) => screen.getByRole('columnheader', { name });

describe('Table sortable columns', () => {
  it('renders a sortable header as a button inside the th, with aria-sort and an arrow', () => {
    renderLista('/lista?sort=nombre&dir=desc');
    expect(within(header('Código')).getByRole('button', { name: 'Código' })).toBeInTheDocument();
    expect(header('Código')).toHaveAttribute('aria-sort', 'none');
    expect(header('Nombre')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Nombre')).toHaveTextContent('▼');
    expect(header('Código')).toHaveTextContent('↕');
    // A column without sortKey is plain text, not announced as sortable.
    expect(header('Extra')).not.toHaveAttribute('aria-sort');
    expect(within(header('Extra')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sorts from the keyboard: Tab to the header, Enter and Space cycle asc, desc and back to the default', async () => {
    const user = userEvent.setup();
    renderLista('/lista?page=2');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Código' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/lista?sort=codigo&dir=asc');
    expect(header('Código')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Código')).toHaveTextContent('▲');
    await user.keyboard(' ');
    expect(location()).toBe('/lista?sort=codigo&dir=desc');
    expect(header('Código')).toHaveAttribute('aria-sort', 'descending');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/lista');
    expect(header('Código')).toHaveAttribute('aria-sort', 'none');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Nombre' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/lista?sort=nombre&dir=asc');
    expect(header('Nombre')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Código')).toHaveAttribute('aria-sort', 'none');
  });

  it('has no sort buttons without onSortChange', () => {
    renderTable();
    expect(within(screen.getByRole('table')).queryAllByRole('button', { name: /Código|Nombre/ })).toHaveLength(0);
    expect(header('Código')).not.toHaveAttribute('aria-sort');
  });
});

describe('Table page size', () => {
  it("offers 'Filas por página' 10, 20, 50 and 100 beside the pagination and resets the page", async () => {
    const user = userEvent.setup();
    renderLista('/lista?sort=codigo&dir=asc&page=2');
    const select = screen.getByRole('combobox', { name: 'Filas por página' });
    expect(within(screen.getByRole('navigation', { name: 'Paginación' })).getByRole('combobox')).toBe(select);
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '20', '50', '100']);
    expect(select).toHaveValue('10');
    await user.selectOptions(select, '50');
    expect(location()).toBe('/lista?sort=codigo&dir=asc&pageSize=50');
    expect(screen.getByRole('combobox', { name: 'Filas por página' })).toHaveValue('50');
  });

  it("uses the screen's own sizes and adds the current one when it is not among them", () => {
    const onPageSizeChange = jest.fn();
    renderTable({ page: 1, totalPages: 1, onPageChange: jest.fn(), pageSize: 30, onPageSizeChange, pageSizeOptions: [10, 25, 50] });
    const select = screen.getByRole('combobox', { name: 'Filas por página' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '30', '50']);
    expect(select).toHaveValue('30');
  });

  it('shows no size select without onPageSizeChange', () => {
    renderTable({ page: 1, totalPages: 2, onPageChange: jest.fn(), pageSize: 10 });
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Filas por página' })).not.toBeInTheDocument();
  });
});
