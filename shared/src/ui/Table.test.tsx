import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
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
