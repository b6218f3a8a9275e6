import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { Badge, ErrorPanel, Field, Input, Table, useClientPaging } from './index';

type Row = { id: number; nombre: string };
const rows: Row[] = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, nombre: `Fila ${i + 1}` }));

function PagedTable({ data }: { data: Row[] }) {
  const paging = useClientPaging(data, 10);
  return (
    <Table
      columns={[{ key: 'nombre', header: 'Nombre' }]}
      rows={paging.rows}
      rowKey={(r) => r.id}
      page={paging.page}
      totalPages={paging.totalPages}
      onPageChange={paging.setPage}
    />
  );
}

describe('Table', () => {
  it("shows 'No hay resultados.' when empty", () => {
    renderWithProviders(<PagedTable data={[]} />);
    expect(screen.getByText('No hay resultados.')).toBeInTheDocument();
  });

  it('pages through rows with Anterior / Siguiente', async () => {
    const u = userEvent.setup();
    renderWithProviders(<PagedTable data={rows} />);
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Siguiente' }));
    await u.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('Página 3 de 3')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(1 + 3);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });
});

describe('Field', () => {
  it('labels its control and announces the error instead of the hint', () => {
    const { rerender } = renderWithProviders(
      <Field label="Nombre" htmlFor="f-nombre" hint="Máximo 50 caracteres" required>
        <Input id="f-nombre" />
      </Field>,
    );
    expect(screen.getByLabelText(/Nombre/)).toBeInTheDocument();
    expect(screen.getByText('Máximo 50 caracteres')).toBeInTheDocument();
    rerender(
      <Field label="Nombre" htmlFor="f-nombre" hint="Máximo 50 caracteres" error="El nombre es obligatorio">
        <Input id="f-nombre" />
      </Field>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('El nombre es obligatorio');
    expect(screen.queryByText('Máximo 50 caracteres')).not.toBeInTheDocument();
  });
});

describe('Field without htmlFor', () => {
  it('still labels its single control and marks it invalid with the error', () => {
    renderWithProviders(
      <Field label="Descripción" error="Máximo 200 caracteres">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText('Descripción');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Máximo 200 caracteres');
  });
});

describe('ErrorPanel and Badge', () => {
  it("offers 'Reintentar' only with onRetry", async () => {
    const u = userEvent.setup();
    const onRetry = jest.fn();
    const { rerender } = renderWithProviders(<ErrorPanel title="No se pudo cargar" message="Error de red" />);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo cargarError de red');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    rerender(<ErrorPanel title="No se pudo cargar" onRetry={onRetry} />);
    await u.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('does not leak the tone prop into the DOM', () => {
    renderWithProviders(<Badge tone="success">Pagada</Badge>);
    expect(screen.getByText('Pagada')).not.toHaveAttribute('tone');
  });
});
