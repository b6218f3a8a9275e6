import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { type SessionUser } from 'shared';
import { queryKeys } from 'shared/query';
import { fakeSessionUser, renderWithProviders } from 'shared/testing';
import { toast } from 'shared/toast';
import { ActualizarPreciosPage } from './ActualizarPreciosPage';
import { API_URL, setupPreciosServer } from './testing/precios-handlers';

const { server, store } = setupPreciosServer();
afterEach(() => {
  act(() => toast.remove()); // toasts live in a module-level store: do not leak them into the next test
});

const inventario = fakeSessionUser({ roleName: 'Inventario' });
const vendedor = fakeSessionUser({ roleName: 'Vendedor' });

function renderPrecios(user: SessionUser = inventario) {
  return renderWithProviders(<ActualizarPreciosPage />, { route: '/actualizar-precios', path: '/actualizar-precios', user });
}

const valor = (name: RegExp | string = 'Porcentaje (%)') => screen.getByRole('textbox', { name });
const verVistaPrevia = () => screen.getByRole('button', { name: 'Ver vista previa' });
const confirmar = () => screen.getByRole('button', { name: 'Confirmar actualización' });
/** The cells of each body row of the preview or result table. */
const filas = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell').map((c) => c.textContent?.replace(/\u00a0/g, ' ')));

describe('/actualizar-precios', () => {
  it('offers the filters, both modes and the system dollar', async () => {
    const user = userEvent.setup();
    renderPrecios();
    expect(screen.getByRole('heading', { level: 1, name: 'Actualizar precios' })).toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'Categoría' })).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Todas',
      'Materia prima',
      'Esencia',
      'Elaborado',
    ]);
    const proveedor = screen.getByRole('combobox', { name: 'Proveedor' });
    await waitFor(() => expect(within(proveedor).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'Aromas del Plata', 'Química Sur']));
    expect(screen.getByRole('textbox', { name: 'Texto' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Porcentaje' })).toBeChecked();
    expect(screen.queryByText(/Dólar del sistema/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Nueva cotización del dólar' }));
    expect(valor('Cotización del dólar')).toBeInTheDocument();
    expect(await screen.findByText('Dólar del sistema: $ 1.000')).toBeInTheDocument();
    expect(confirmar()).toBeDisabled();
  });

  it('previews a percentage, confirms it from the keyboard and shows the result', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderPrecios();
    const lista = queryKeys.productos.list({ sucursalId: 1, page: 1, pageSize: 10 });
    queryClient.setQueryData(lista, { items: [] });

    await user.type(valor(), '12,5');
    await user.click(verVistaPrevia());
    expect(await screen.findByRole('heading', { name: 'Vista previa' })).toBeInTheDocument();
    expect(store().bodies).toEqual([{ porcentaje: '12.5' }]);
    expect(screen.getByText('4 productos')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Código',
      'Producto',
      'Precio anterior',
      'Precio nuevo',
      'Valor final anterior',
      'Valor final nuevo',
    ]);
    expect(filas()).toEqual([
      ['20001', 'Esencia de lavanda', 'US$ 100,00', 'US$ 112,50', 'US$ 121,00', 'US$ 136,13'],
      ['10002', 'Alcohol etílico', '$ 1.000,00', '$ 1.125,00', '$ 1.210,00', '$ 1.361,25'],
      ['10003', 'Glicerina', '$ 250,00', '$ 281,25', '$ 276,25', '$ 310,78'],
      ['30004', 'Frasco 30 ml', '$ 80,00', '$ 90,00', '$ 96,80', '$ 108,90'],
    ]);
    // Nothing changed yet.
    expect(store().productos.map((p) => p.precio)).toEqual(['100.00', '1000.00', '250.00', '80.00']);

    // Cancel first: nothing is sent.
    confirmar().focus();
    await user.keyboard('{Enter}');
    let dialog = await screen.findByRole('alertdialog', { name: 'Confirmar actualización' });
    expect(dialog).toHaveTextContent('Se actualizarán los precios de 4 productos. Esta acción no se puede deshacer.');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(store().bodies).toHaveLength(1);

    confirmar().focus();
    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('alertdialog', { name: 'Confirmar actualización' });
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Actualizar precios' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Precios actualizados: 4 productos.')).toBeInTheDocument();
    expect(store().bodies.at(-1)).toEqual({ porcentaje: '12.5', confirmar: true });
    expect(store().productos.map((p) => p.precio)).toEqual(['112.50', '1125.00', '281.25', '90.00']);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Precios actualizados' })).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Vista previa' })).not.toBeInTheDocument();
    expect(filas()[0]).toEqual(['20001', 'Esencia de lavanda', 'US$ 100,00', 'US$ 112,50', 'US$ 121,00', 'US$ 136,13']);
    expect(confirmar()).toBeDisabled();
    // Every product query is stale: /stock shows the new prices.
    expect(queryClient.getQueryState(lista)?.isInvalidated).toBe(true);
  });

  it('clears the preview when a filter changes and previews with the filters', async () => {
    const user = userEvent.setup();
    renderPrecios();
    await user.type(valor(), '10');
    await user.click(verVistaPrevia());
    await screen.findByRole('heading', { name: 'Vista previa' });
    expect(confirmar()).toBeEnabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'Materia prima');
    expect(screen.queryByRole('heading', { name: 'Vista previa' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(confirmar()).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Proveedor' }), 'Química Sur');
    await user.click(verVistaPrevia());
    expect(await screen.findByText('2 productos')).toBeInTheDocument();
    expect(store().bodies.at(-1)).toEqual({ categoria: 'materia_prima', proveedorId: 2, porcentaje: '10' });
    expect(filas().map((f) => f[1])).toEqual(['Alcohol etílico', 'Glicerina']);

    await user.type(screen.getByRole('textbox', { name: 'Texto' }), 'gli');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(confirmar()).toBeDisabled();
    await user.click(verVistaPrevia());
    expect(await screen.findByText('1 producto')).toBeInTheDocument();
    expect(store().bodies.at(-1)).toEqual({ categoria: 'materia_prima', proveedorId: 2, search: 'gli', porcentaje: '10' });

    // Changing the value clears it too.
    await user.clear(valor());
    await user.type(valor(), '-10');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(verVistaPrevia());
    await screen.findByText('1 producto');
    expect(filas()).toEqual([['10003', 'Glicerina', '$ 250,00', '$ 225,00', '$ 276,25', '$ 248,63']]);
  });

  it('previews a new dollar rate for products priced in pesos with cost in dollars', async () => {
    const user = userEvent.setup();
    renderPrecios();
    await user.click(screen.getByRole('radio', { name: 'Nueva cotización del dólar' }));
    await user.type(valor('Cotización del dólar'), '1250');
    await user.click(verVistaPrevia());
    expect(await screen.findByText('1 producto')).toBeInTheDocument();
    expect(store().bodies).toEqual([{ cotizacion: '1250' }]);
    expect(filas()).toEqual([['10002', 'Alcohol etílico', '$ 1.000,00', '$ 1.250,00', '$ 1.210,00', '$ 1.512,50']]);
  });

  it('validates the value like the API before sending', async () => {
    const user = userEvent.setup();
    renderPrecios();
    await user.click(verVistaPrevia());
    expect(await screen.findByText('Indique un porcentaje o una cotización del dólar.')).toBeInTheDocument();
    await user.type(valor(), '12,555');
    await user.click(verVistaPrevia());
    expect(await screen.findByText('El porcentaje admite hasta 2 decimales, entre -99,99 y 1000.')).toBeInTheDocument();
    expect(valor()).toHaveAttribute('aria-invalid', 'true');
    expect(store().bodies).toEqual([]);
    expect(confirmar()).toBeDisabled();
  });

  it("says 'Ningún producto coincide con los filtros.' and cannot confirm an empty preview", async () => {
    const user = userEvent.setup();
    renderPrecios();
    await user.type(screen.getByRole('textbox', { name: 'Texto' }), 'inexistente');
    await user.type(valor(), '5');
    await user.click(verVistaPrevia());
    expect(await screen.findByText('Ningún producto coincide con los filtros.')).toBeInTheDocument();
    expect(screen.getByText('0 productos')).toBeInTheDocument();
    expect(confirmar()).toBeDisabled();
  });

  it("shows the server's message when it refuses the preview", async () => {
    store().maximo = 3;
    const user = userEvent.setup();
    renderPrecios();
    await user.type(valor(), '5');
    await user.click(verVistaPrevia());
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('No se pudo obtener la vista previa');
    expect(alerta).toHaveTextContent('La actualización alcanza 4 productos; el máximo es 3. Acote los filtros.');
    expect(within(alerta).queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(confirmar()).toBeDisabled();

    // Narrowing the filter clears the message and the preview works.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'Materia prima');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(verVistaPrevia());
    expect(await screen.findByText('2 productos')).toBeInTheDocument();
  });

  it("shows the server's message in a toast when the update fails, and keeps the preview", async () => {
    const user = userEvent.setup();
    renderPrecios();
    await user.type(valor(), '5');
    await user.click(verVistaPrevia());
    await screen.findByText('4 productos');
    server.use(
      http.post(`${API_URL}/productos/actualizar-precios`, () =>
        HttpResponse.json({ message: 'Otro usuario cambió los precios. Vuelva a ver la vista previa.' }, { status: 409 }),
      ),
    );
    await user.click(confirmar());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Actualizar precios' }));
    expect(await screen.findByText('Otro usuario cambió los precios. Vuelva a ver la vista previa.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vista previa' })).toBeInTheDocument();
    expect(store().productos.map((p) => p.precio)).toEqual(['100.00', '1000.00', '250.00', '80.00']);
  });

  it('offers neither action without stock.put', async () => {
    renderPrecios(vendedor);
    expect(screen.getByRole('heading', { level: 1, name: 'Actualizar precios' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Proveedor' })).toHaveTextContent('Química Sur'));
    expect(screen.queryByRole('button', { name: 'Ver vista previa' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar actualización' })).not.toBeInTheDocument();
  });
});
