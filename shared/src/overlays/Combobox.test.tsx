import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../testing';
import { Combobox, type ComboboxGroup } from './index';

type Producto = { id: number; codigo: string; nombre: string };
const productos: Producto[] = [
  { id: 1, codigo: '30001', nombre: 'Perfume 1' },
  { id: 2, codigo: '30002', nombre: 'Perfume 2' },
  { id: 3, codigo: '40001', nombre: 'Esencia de lavanda' },
];
const texto = (p: Producto) => `${p.codigo} - ${p.nombre}`;

/** A picker whose options the caller filters, like a screen that asks the server. */
function Picker({ onSelect, loading = false, error }: { onSelect: (p: Producto) => void; loading?: boolean; error?: string }) {
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const items = q && !loading && !error ? productos.filter((p) => texto(p).toLowerCase().includes(q)) : [];
  return (
    <>
      <Combobox
        label="Buscar producto"
        placeholder="Nombre o código..."
        description="Escriba al menos una letra."
        items={items}
        inputValue={query}
        onInputChange={setQuery}
        onSelect={onSelect}
        itemKey={(p) => p.id}
        itemText={texto}
        itemDescription={(p) => (p.id === 3 ? 'Sin stock' : undefined)}
        loading={loading}
        error={error}
      />
      <button type="button">Después</button>
    </>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Buscar producto' });
const optionNames = () => screen.getAllByRole('option').map((o) => o.textContent);

describe('Combobox', () => {
  it('is a labelled combobox with its hint, whose listbox opens as the user types', async () => {
    const u = userEvent.setup();
    renderWithProviders(<Picker onSelect={jest.fn()} />);
    const input = combobox();
    expect(input).toHaveAttribute('placeholder', 'Nombre o código...');
    expect(input).toHaveAccessibleDescription('Escriba al menos una letra.');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await u.type(input, 'perfume');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(optionNames()).toEqual(['30001 - Perfume 1', '30002 - Perfume 2']);
  });

  it('highlights the first option, moves with the arrows and chooses with Enter', async () => {
    const u = userEvent.setup();
    const onSelect = jest.fn();
    renderWithProviders(<Picker onSelect={onSelect} />);
    const input = combobox();
    await u.type(input, '0');
    const [first, second, third] = screen.getAllByRole('option');
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', first.id));
    await u.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await u.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', third.id);
    await u.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await u.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith(productos[1]);
    // Chosen: the text box is emptied for the next search and the list closes; the focus stays.
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it('picks the first option with Enter right after typing, and any option with a click', async () => {
    const u = userEvent.setup();
    const onSelect = jest.fn();
    renderWithProviders(<Picker onSelect={onSelect} />);
    await u.type(combobox(), 'lavanda{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(productos[2]);
    await u.type(combobox(), 'perfume');
    await u.click(screen.getByRole('option', { name: '30002 - Perfume 2' }));
    expect(onSelect).toHaveBeenLastCalledWith(productos[1]);
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('reads an option by its text and its second line as description', async () => {
    const u = userEvent.setup();
    renderWithProviders(<Picker onSelect={jest.fn()} />);
    await u.type(combobox(), 'lavanda');
    const option = screen.getByRole('option', { name: '40001 - Esencia de lavanda' });
    expect(option).toHaveAccessibleDescription('Sin stock');
  });

  it('closes with Escape keeping the text, and Tab leaves without choosing', async () => {
    const u = userEvent.setup();
    const onSelect = jest.fn();
    renderWithProviders(<Picker onSelect={onSelect} />);
    const input = combobox();
    await u.type(input, 'perfume');
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(input).toHaveValue('perfume');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await u.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await u.tab();
    expect(screen.getByRole('button', { name: 'Después' })).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();
    expect(input).toHaveValue('perfume');
  });

  it("says 'No hay resultados.' inside the listbox when nothing matches", async () => {
    const u = userEvent.setup();
    renderWithProviders(<Picker onSelect={jest.fn()} />);
    await u.type(combobox(), 'nada parecido');
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByText('No hay resultados.')).toBeInTheDocument();
    expect(within(listbox).queryByRole('option', { name: /Perfume/ })).not.toBeInTheDocument();
  });

  it('says it is loading inside a busy listbox, then shows the results', async () => {
    const u = userEvent.setup();
    const { rerender } = renderWithProviders(<Picker onSelect={jest.fn()} loading />);
    await u.type(combobox(), 'perfume');
    const listbox = screen.getByRole('listbox');
    expect(listbox).toHaveAttribute('aria-busy', 'true');
    expect(within(listbox).getByText('Cargando...')).toBeInTheDocument();

    rerender(<Picker onSelect={jest.fn()} />);
    expect(await screen.findByRole('option', { name: '30001 - Perfume 1' })).toBeInTheDocument();
    expect(screen.getByRole('listbox')).not.toHaveAttribute('aria-busy');
    expect(screen.queryByText('Cargando...')).not.toBeInTheDocument();
  });

  it('shows the error inside the listbox', async () => {
    const u = userEvent.setup();
    renderWithProviders(<Picker onSelect={jest.fn()} error="No se pudieron buscar los productos." />);
    await u.type(combobox(), 'perfume');
    expect(within(screen.getByRole('listbox')).getByText('No se pudieron buscar los productos.')).toBeInTheDocument();
  });
});

type Resultado = { key: string; label: string };
const grupos: ComboboxGroup<Resultado>[] = [
  { id: 'productos', heading: 'Productos', items: [{ key: 'p-1', label: '30001 - Perfume 1' }] },
  { id: 'proveedores', heading: 'Proveedores', items: [] },
  { id: 'clientes', heading: 'Clientes', items: [{ key: 'c-3', label: 'María López' }] },
];

describe('Combobox with groups, opened on focus', () => {
  function Search({ onSelect }: { onSelect: (r: Resultado) => void }) {
    const [query, setQuery] = useState('');
    return (
      <Combobox
        label="Buscar"
        hideLabel
        menuTrigger="focus"
        groups={grupos}
        inputValue={query}
        onInputChange={setQuery}
        onSelect={onSelect}
        itemKey={(r) => r.key}
        itemText={(r) => r.label}
      />
    );
  }

  it('lists the non-empty groups, named by their heading, as soon as it is focused', async () => {
    const u = userEvent.setup();
    const onSelect = jest.fn();
    renderWithProviders(<Search onSelect={onSelect} />);
    const input = screen.getByRole('combobox', { name: 'Buscar' });
    await act(async () => input.focus());
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('group', { name: 'Productos' })).toBeInTheDocument();
    expect(within(listbox).getByRole('group', { name: 'Clientes' })).toBeInTheDocument();
    expect(within(listbox).queryByRole('group', { name: 'Proveedores' })).not.toBeInTheDocument();

    await u.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith({ key: 'c-3', label: 'María López' });
  });
});
