import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as ExcelJS from 'exceljs';
import { http, HttpResponse } from 'msw';
import { msgReporteDemasiadasFilas, P, type SessionUser } from 'shared';
import { fakeSessionUser, LocationProbe, mockDescargas, renderWithProviders, type DescargaRegistrada } from 'shared/testing';
import { toast } from 'shared/toast';
import { API_URL, setupReportesServer } from '../testing/reportes-handlers';
import { FILAS_POR_TANDA } from '../components/ReporteTable';
import { ReportesPage } from './ReportesPage';

// Typing, searching and building a workbook: slower than jest's default 5 s on a busy machine.
jest.setTimeout(20_000);

const { server, store } = setupReportesServer();

/** May see reports and search products, but not the financial figures nor the detail screens. */
const vendedor = fakeSessionUser({ roleName: 'Consulta', permissions: [P.reportesGet, P.stockGet] });
/** May see reports only: no product search. */
const soloReportes = fakeSessionUser({ roleName: 'Reportes', permissions: [P.reportesGet] });

function open(route = '/reportes', user?: SessionUser) {
  renderWithProviders(
    <>
      <ReportesPage />
      <LocationProbe />
    </>,
    { route, user },
  );
  return userEvent.setup();
}

type User = ReturnType<typeof userEvent.setup>;

const boton = (name: string) => screen.getByRole('button', { name });
const url = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://x');
const ultimoPedido = () => Object.fromEntries(store().pedidos.at(-1)!);
const tabla = (name: 'Reporte de ventas' | 'Reporte de ingresos') => screen.getByRole('table', { name });
/** The report's rows (not the product lines under them) as the text of their cells. */
const filas = (name: 'Reporte de ventas' | 'Reporte de ingresos') =>
  within(tabla(name))
    .getAllByRole('row')
    .filter((r) => r.closest('table') === tabla(name) && within(r).queryAllByRole('cell').length > 1)
    .map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
const encabezados = (name: 'Reporte de ventas' | 'Reporte de ingresos') =>
  within(tabla(name).querySelector('thead')!)
    .getAllByRole('columnheader')
    .map((c) => c.textContent);

async function generar(u: User, tipo: 'Ingresos' | 'Ventas', desde?: string, hasta?: string) {
  await u.click(boton(tipo));
  if (desde) await u.type(screen.getByLabelText('Desde'), desde);
  if (hasta) await u.type(screen.getByLabelText('Hasta'), hasta);
  await u.click(boton('Generar Reporte'));
}

afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.remove());
});

describe('/reportes', () => {
  it("asks for a type first: 'Selecciona un tipo de reporte' and no request", async () => {
    const u = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Reportes' })).toBeInTheDocument();
    expect(boton('Ingresos')).toHaveAttribute('aria-pressed', 'false');
    expect(boton('Ventas')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: 'Descargar Excel' })).not.toBeInTheDocument();

    await u.click(boton('Generar Reporte'));
    expect(await screen.findByText('Selecciona un tipo de reporte')).toBeInTheDocument();

    // Pressing a type again clears it.
    await u.click(boton('Ventas'));
    expect(boton('Ventas')).toHaveAttribute('aria-pressed', 'true');
    await u.click(boton('Ventas'));
    expect(boton('Ventas')).toHaveAttribute('aria-pressed', 'false');
    await u.click(boton('Generar Reporte'));
    expect(store().pedidos).toHaveLength(0);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(url().search).toBe('');
  });

  it('generates a sales report with the dates, no empty product, newest first with the financial columns, and keeps it in the URL', async () => {
    const u = open();
    await generar(u, 'Ventas', '2026-11-01', '2026-11-30');
    await screen.findByRole('table', { name: 'Reporte de ventas' });
    expect(boton('Ventas')).toHaveAttribute('aria-pressed', 'true');
    expect(ultimoPedido()).toEqual({ type: 'venta', fechaDesde: '2026-11-01', fechaHasta: '2026-11-30' });
    expect(Object.fromEntries(url().searchParams)).toEqual({ type: 'venta', fechaDesde: '2026-11-01', fechaHasta: '2026-11-30' });

    expect(encabezados('Reporte de ventas')).toEqual(['', 'ID', 'Fecha/Hora', 'Cliente', 'Vendedor', 'Total', 'Pagado', 'Saldo', 'Estado de pago', 'Productos']);
    expect(filas('Reporte de ventas')).toEqual([
      ['', '12', '20/11/2026 12:00', 'María López', 'Ana Pérez', 'US$ 2.015,15', 'US$ 1.000,10', 'US$ 1.015,05', 'Parcial', '▸2 producto(s)'],
      ['', '11', '15/11/2026 12:00', 'María López', 'Ana Pérez', '$ 2.000,00', '$ 2.000,00', '$ 0,00', 'Anulada', '▸1 producto(s)'],
      ['', '10', '05/11/2026 12:00', 'Sin cliente', 'Juan Gómez', '$ 3.000,00', '$ 0,00', '$ 3.000,00', 'Pendiente', '▸1 producto(s)'],
    ]);
    expect(screen.getByText('3 filas')).toBeInTheDocument();
  });

  it('expands and collapses the product lines of a row', async () => {
    const u = open('/reportes?type=venta');
    await screen.findByRole('table', { name: 'Reporte de ventas' });
    const productos = boton('2 producto(s)');
    expect(productos).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: 'Productos de la venta 12' })).not.toBeInTheDocument();

    await u.click(productos);
    expect(productos).toHaveAttribute('aria-expanded', 'true');
    const lineas = screen.getByRole('table', { name: 'Productos de la venta 12' });
    expect(productos).toHaveAttribute('aria-controls', lineas.closest('tr')!.id);
    expect(within(lineas).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Código', 'Producto', 'Cantidad', 'Precio unitario', 'Subtotal', 'Comisión']);
    expect(
      within(lineas)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell').map((c) => c.textContent)),
    ).toEqual([
      ['30001', 'Perfume Brisa', '2 unidad', 'US$ 1.000,00', 'US$ 2.000,00', 'US$ 100,00'],
      ['20002', 'Esencia de lavanda', '1,5 l', 'US$ 10,10', 'US$ 15,15', 'US$ 0,76'],
    ]);
    // Only that row opened.
    expect(screen.getAllByRole('button', { name: '1 producto(s)' }).map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false']);

    await u.click(productos);
    expect(productos).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: 'Productos de la venta 12' })).not.toBeInTheDocument();
  });

  it('lists stock entries with their columns, and the IDs open the detail in a new window', async () => {
    const u = open();
    await generar(u, 'Ingresos');
    await screen.findByRole('table', { name: 'Reporte de ingresos' });
    expect(ultimoPedido()).toEqual({ type: 'ingreso' });
    expect(encabezados('Reporte de ingresos')).toEqual(['', 'ID', 'Fecha/Hora', 'Estado', 'Productos']);
    expect(filas('Reporte de ingresos')).toEqual([
      ['', '3', '20/11/2026 12:00', 'Registrado', '▸2 producto(s)'],
      ['', '2', '10/11/2026 12:00', 'Registrado', '▸1 producto(s)'],
      ['', '1', '01/10/2026 12:00', 'Registrado', '▸1 producto(s)'],
    ]);
    const enlace = screen.getByRole('link', { name: 'Ingreso 3 (se abre en una ventana nueva)' });
    expect(enlace).toHaveAttribute('href', '/ingresos/3');
    expect(enlace).toHaveAttribute('target', '_blank');
    expect(enlace.getAttribute('rel')).toContain('noopener');

    await u.click(boton('2 producto(s)'));
    const lineas = screen.getByRole('table', { name: 'Productos del ingreso 3' });
    expect(
      within(lineas)
        .getAllByRole('row')
        .map((r) => within(r).queryAllByRole('cell').map((c) => c.textContent)),
    ).toEqual([[], ['10001', 'Alcohol etílico', '2,5 l', '$ 1.500,00', '1.400,00', 'Química del Plata S.A.'], ['20002', 'Esencia de lavanda', '4 l', 'US$ 13,00', '12,50', 'N/A']]);

    // The sales report of the same screen links to /ventas/{id}.
    await u.click(boton('Ventas'));
    await u.click(boton('Generar Reporte'));
    const venta = await screen.findByRole('link', { name: 'Venta 12 (se abre en una ventana nueva)' });
    expect(venta).toHaveAttribute('href', '/ventas/12');
    expect(venta).toHaveAttribute('target', '_blank');
    expect(venta.getAttribute('rel')).toContain('noopener');

    // Back to the stock entries: asked again, never an old copy.
    const pedidos = store().pedidos.length;
    await u.click(boton('Ingresos'));
    await u.click(boton('Generar Reporte'));
    await screen.findByRole('table', { name: 'Reporte de ingresos' });
    expect(store().pedidos).toHaveLength(pedidos + 1);
    expect(ultimoPedido()).toEqual({ type: 'ingreso' });
  });

  it('hides the financial figures the API did not send, and the links the user may not open', async () => {
    store().financieros = false;
    const u = open('/reportes?type=venta', vendedor);
    await screen.findByRole('table', { name: 'Reporte de ventas' });
    expect(encabezados('Reporte de ventas')).toEqual(['', 'ID', 'Fecha/Hora', 'Cliente', 'Vendedor', 'Total', 'Estado de pago', 'Productos']);
    expect(filas('Reporte de ventas')[0]).toEqual(['', '12', '20/11/2026 12:00', 'María López', 'Ana Pérez', 'US$ 2.015,15', 'Parcial', '▸2 producto(s)']);
    // Without ventas.detail.get the ID is plain text.
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await u.click(boton('2 producto(s)'));
    expect(within(screen.getByRole('table', { name: 'Productos de la venta 12' })).queryByRole('columnheader', { name: 'Comisión' })).not.toBeInTheDocument();

    await u.click(boton('Ingresos'));
    await u.click(boton('Generar Reporte'));
    await screen.findByRole('table', { name: 'Reporte de ingresos' });
    await u.click(boton('2 producto(s)'));
    const lineas = screen.getByRole('table', { name: 'Productos del ingreso 3' });
    expect(within(lineas).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Código', 'Producto', 'Cantidad', 'Proveedor']);
  });

  it('selects rows by id and resets the selection on each load', async () => {
    const u = open('/reportes?type=venta');
    await screen.findByRole('table', { name: 'Reporte de ventas' });
    await u.click(screen.getByRole('checkbox', { name: 'Seleccionar venta 12' }));
    await u.click(screen.getByRole('checkbox', { name: 'Seleccionar venta 10' }));
    expect(screen.getByRole('checkbox', { name: 'Seleccionar venta 12' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar venta 11' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar venta 12' }).closest('tr')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('4 filas · 2 seleccionadas')).toBeInTheDocument();
    // Deselect one.
    await u.click(screen.getByRole('checkbox', { name: 'Seleccionar venta 10' }));
    expect(screen.getByText('4 filas · 1 seleccionada')).toBeInTheDocument();
    await u.click(screen.getByRole('checkbox', { name: 'Seleccionar todas' }));
    expect(screen.getByText('4 filas · 4 seleccionadas')).toBeInTheDocument();

    // The same report again is asked again, and the selection starts empty.
    const antes = store().pedidos.length;
    await u.click(boton('Generar Reporte'));
    await waitFor(() => expect(store().pedidos).toHaveLength(antes + 1));
    await waitFor(() => expect(screen.getByText('4 filas')).toBeInTheDocument());
    expect(screen.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked)).toEqual([]);
  });

  it('draws a long report in steps until every row is on screen, without paging', async () => {
    const base = store().ventas[0];
    store().ventas = Array.from({ length: FILAS_POR_TANDA + 10 }, (_, i) => ({ ...base, id: i + 1 }));
    open('/reportes?type=venta');
    await screen.findByRole('table', { name: 'Reporte de ventas' });
    expect(screen.getByText(`${FILAS_POR_TANDA + 10} filas`)).toBeInTheDocument();
    // The last rows (lowest ids) arrive after the first step (plain DOM queries: role queries over 510 rows are slow in jsdom).
    const casillas = () => Array.from(tabla('Reporte de ventas').querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]')).map((c) => c.getAttribute('aria-label'));
    await waitFor(() => expect(casillas()).toHaveLength(FILAS_POR_TANDA + 10));
    expect(casillas()[0]).toBe(`Seleccionar venta ${FILAS_POR_TANDA + 10}`);
    expect(casillas().at(-1)).toBe('Seleccionar venta 1');
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
  });

  it('in a browser that tells where the end of the table is, draws the next rows only as the user scrolls near them', async () => {
    // A stand-in for the browser's IntersectionObserver: the test says when the end of the drawn rows nears the screen.
    const observados: { callback: IntersectionObserverCallback; elementos: Element[]; margen?: string }[] = [];
    class FakeIntersectionObserver {
      private readonly registro: (typeof observados)[number];
      constructor(callback: IntersectionObserverCallback, opciones?: IntersectionObserverInit) {
        this.registro = { callback, elementos: [], margen: opciones?.rootMargin };
        observados.push(this.registro);
      }
      observe(el: Element) {
        this.registro.elementos.push(el);
      }
      disconnect() {
        this.registro.elementos = [];
      }
      unobserve() {}
      takeRecords() {
        return [];
      }
    }
    const original = Object.getOwnPropertyDescriptor(window, 'IntersectionObserver');
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeIntersectionObserver });
    try {
      const base = store().ventas[0];
      store().ventas = Array.from({ length: 2 * FILAS_POR_TANDA + 10 }, (_, i) => ({ ...base, id: i + 1 }));
      open('/reportes?type=venta');
      await screen.findByRole('table', { name: 'Reporte de ventas' });
      const casillas = () => tabla('Reporte de ventas').querySelectorAll('tbody input[type="checkbox"]').length;
      const fin = screen.getByTestId('reporte-fin-dibujado');
      const avisar = (cerca: boolean) =>
        act(() => {
          for (const o of observados.filter((x) => x.elementos.includes(fin))) {
            o.callback([{ isIntersecting: cerca, target: fin } as unknown as IntersectionObserverEntry], o as unknown as IntersectionObserver);
          }
        });

      // Far from the screen: only the first step is drawn; the summary counts every row.
      expect(observados.some((o) => o.elementos.includes(fin) && o.margen === '0px 0px 1500px 0px')).toBe(true);
      avisar(false);
      // A few turns of the event loop, where each next step would have been drawn.
      for (let i = 0; i < 3; i++) await act(() => new Promise((r) => setTimeout(r, 0)));
      expect(casillas()).toBe(FILAS_POR_TANDA);
      expect(screen.getByText(`${2 * FILAS_POR_TANDA + 10} filas`)).toBeInTheDocument();

      // Scrolled near the end: the next steps follow while it stays near, down to the last row.
      avisar(true);
      await waitFor(() => expect(casillas()).toBe(2 * FILAS_POR_TANDA + 10));
      expect(screen.queryByTestId('reporte-fin-dibujado')).not.toBeInTheDocument();
      const ultima = tabla('Reporte de ventas').querySelectorAll('tbody input[type="checkbox"]')[2 * FILAS_POR_TANDA + 9];
      expect(ultima).toHaveAttribute('aria-label', 'Seleccionar venta 1');
    } finally {
      if (original) Object.defineProperty(window, 'IntersectionObserver', original);
      else delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it("searches products on the server as 'code - name' in a list that closes outside, and filters by the chosen one", async () => {
    const u = open();
    const buscador = screen.getByRole('combobox', { name: 'Buscar Producto' });
    expect(buscador).toHaveAttribute('placeholder', 'Nombre o código...');
    await u.click(buscador);
    await u.keyboard('LAV');
    const opcion = await screen.findByRole('option', { name: '20002 - Esencia de lavanda' });
    expect(Object.fromEntries(store().busquedas.at(-1)!)).toEqual({ search: 'LAV', page: '1', pageSize: '20' });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    // (Its height of about 12rem is a global style of the page: jest's styled-components build does not inject global styles.)

    // A click outside closes the list.
    await u.click(screen.getByRole('heading', { level: 1, name: 'Reportes', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(opcion).not.toBeInTheDocument();

    // By code too; the chosen product shows under the search.
    await u.clear(buscador);
    await u.type(buscador, '3000');
    await u.click(await screen.findByRole('option', { name: '30001 - Perfume Brisa' }));
    expect(screen.getByRole('group', { name: 'Producto del reporte' })).toHaveTextContent('30001 - Perfume Brisa');
    await u.click(boton('Ventas'));
    await u.click(boton('Generar Reporte'));
    await screen.findByRole('table', { name: 'Reporte de ventas' });
    expect(ultimoPedido()).toEqual({ type: 'venta', producto: '3' });
    expect(url().searchParams.get('producto')).toBe('3');
    expect(filas('Reporte de ventas').map((f) => f[1])).toEqual(['12', '11']);

    // Removing it drops the filter from the request.
    await u.click(boton('Quitar producto'));
    await u.click(boton('Generar Reporte'));
    await waitFor(() => expect(ultimoPedido()).toEqual({ type: 'venta' }));
    expect(url().searchParams.has('producto')).toBe(false);
    await waitFor(() => expect(filas('Reporte de ventas').map((f) => f[1])).toEqual(['12', '11', '10', '9']));
  });

  it("says 'Error al cargar los productos' in the list when the search fails", async () => {
    server.use(http.get(`${API_URL}/productos`, () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const u = open();
    await u.click(screen.getByRole('combobox', { name: 'Buscar Producto' }));
    await u.keyboard('lav');
    expect(await within(await screen.findByRole('listbox')).findByText('Error al cargar los productos')).toBeInTheDocument();
  });

  it('offers no product search to a user who may not list products', async () => {
    open('/reportes', soloReportes);
    const buscador = screen.getByRole('combobox', { name: 'Buscar Producto' });
    expect(buscador).toBeDisabled();
    expect(buscador).toHaveAccessibleDescription('Sin permiso para buscar productos.');
  });

  it('offers the product search to whoever the API lets read products, not only /stock readers', async () => {
    const cotizador = fakeSessionUser({ roleName: 'Cotizador', permissions: [P.reportesGet, P.presupuestosPost] });
    const u = open('/reportes', cotizador);
    const buscador = screen.getByRole('combobox', { name: 'Buscar Producto' });
    expect(buscador).toBeEnabled();
    expect(buscador).not.toHaveAccessibleDescription('Sin permiso para buscar productos.');
    await u.click(buscador);
    await u.keyboard('3000');
    expect(await screen.findByRole('option', { name: '30001 - Perfume Brisa' })).toBeInTheDocument();
  });

  it('generates the report of a shared URL, with its filters and product in the form', async () => {
    open('/reportes?type=venta&fechaDesde=2026-11-10&fechaHasta=2026-11-30&producto=3');
    await screen.findByRole('table', { name: 'Reporte de ventas' });
    expect(ultimoPedido()).toEqual({ type: 'venta', fechaDesde: '2026-11-10', fechaHasta: '2026-11-30', producto: '3' });
    expect(filas('Reporte de ventas').map((f) => f[1])).toEqual(['12', '11']);
    expect(boton('Ventas')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Desde')).toHaveValue('2026-11-10');
    expect(screen.getByLabelText('Hasta')).toHaveValue('2026-11-30');
    expect(await screen.findByText('30001 - Perfume Brisa')).toBeInTheDocument();
  });

  it('ignores a malformed URL: a bad type generates nothing', async () => {
    open('/reportes?type=compras&fechaDesde=ayer');
    expect(screen.getByText(/Elija el tipo de reporte/)).toBeInTheDocument();
    expect(screen.getByLabelText('Desde')).toHaveValue('');
    expect(store().pedidos).toHaveLength(0);
  });

  it("shows 'Generando reporte…' with a progress bar and the button disabled while it loads", async () => {
    let soltar!: () => void;
    const espera = new Promise<void>((resolve) => (soltar = resolve));
    server.use(
      http.get(`${API_URL}/reportes`, async () => {
        await espera;
        return undefined;
      }),
    );
    const u = open();
    await generar(u, 'Ventas');
    expect(await screen.findByText('Generando reporte…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('progressbar', { name: 'Generando reporte…' })).not.toHaveAttribute('value');
    expect(boton('Generar Reporte')).toBeDisabled();
    soltar();
    await screen.findByRole('table', { name: 'Reporte de ventas' });
    expect(screen.queryByText('Generando reporte…')).not.toBeInTheDocument();
    expect(boton('Generar Reporte')).toBeEnabled();
  });

  it("shows 'Error al cargar el reporte' without a table, the server's reason for a refused report, and Reintentar", async () => {
    let respuesta: 'caida' | 'tope' | 'bien' = 'caida';
    server.use(
      http.get(`${API_URL}/reportes`, () => {
        if (respuesta === 'caida') return HttpResponse.json({ message: 'x' }, { status: 500 });
        if (respuesta === 'tope') return HttpResponse.json({ message: msgReporteDemasiadasFilas(60_000) }, { status: 400 });
        return undefined;
      }),
    );
    const u = open();
    await generar(u, 'Ventas');
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Error al cargar el reporte');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descargar Excel' })).not.toBeInTheDocument();

    respuesta = 'tope';
    await u.click(within(error).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(msgReporteDemasiadasFilas(60_000))).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error al cargar el reporte');

    respuesta = 'bien';
    await u.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Reporte de ventas' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('Descargar Excel', () => {
    let descargas: DescargaRegistrada[];

    // jsdom does not download: record what the link would have saved.
    beforeEach(() => {
      descargas = mockDescargas();
    });

    const leerLibro = async (archivo: Blob) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await archivo.arrayBuffer());
      return workbook;
    };

    it('appears with a report and downloads the file built in the browser', async () => {
      const u = open();
      expect(screen.queryByRole('button', { name: 'Descargar Excel' })).not.toBeInTheDocument();
      await generar(u, 'Ventas', '2026-11-01', '2026-11-30');
      await screen.findByRole('table', { name: 'Reporte de ventas' });
      const pedidos = store().pedidos.length;
      await u.click(boton('Descargar Excel'));
      expect(await screen.findByText('Reporte descargado exitosamente')).toBeInTheDocument();
      // Built from the rows on screen: nothing more is asked.
      expect(store().pedidos).toHaveLength(pedidos);

      expect(descargas).toHaveLength(1);
      expect(descargas[0].nombre).toMatch(/^reporte_ventas_\d{4}-\d{2}-\d{2}\.xlsx$/);
      expect(descargas[0].archivo.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const libro = await leerLibro(descargas[0].archivo);
      const hoja = libro.getWorksheet('Ventas')!;
      expect(hoja.getCell('A1').value).toBe('Reporte de Ventas (01/11/2026 – 30/11/2026)');
      expect(String(hoja.getCell('A2').value)).toMatch(/^Generado el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      expect(hoja.getRow(4).getCell(1).value).toBe('ID');
      expect([1, 3, 5, 11, 12, 13].map((c) => hoja.getRow(5).getCell(c).value)).toEqual([12, 'Parcial', 'Perfume Brisa', 2015.15, 1000.1, 1015.05]);
    });

    it('names the product of the filter in the file of an ingreso report', async () => {
      const u = open('/reportes?type=ingreso&producto=2');
      await screen.findByRole('table', { name: 'Reporte de ingresos' });
      await screen.findByText('20002 - Esencia de lavanda');
      await u.click(boton('Descargar Excel'));
      await screen.findByText('Reporte descargado exitosamente');
      expect(descargas[0].nombre).toMatch(/^reporte_ingresos_\d{4}-\d{2}-\d{2}\.xlsx$/);
      const hoja = (await leerLibro(descargas[0].archivo)).getWorksheet('Ingresos')!;
      expect(hoja.getCell('A1').value).toBe('Reporte de Ingresos');
      expect(hoja.getCell('A3').value).toBe('Producto: 20002 - Esencia de lavanda');
      expect([1, 5].map((c) => hoja.getRow(5).getCell(c).value)).toEqual([3, 'Alcohol etílico']);
    });

    it("says 'No hay resultados.' for an empty report and 'No hay datos para descargar' when downloading it", async () => {
      const u = open('/reportes?type=venta&fechaDesde=2027-01-01');
      expect(await screen.findByText('No hay resultados.')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      await u.click(boton('Descargar Excel'));
      expect(await screen.findByText('No hay datos para descargar')).toBeInTheDocument();
      expect(descargas).toHaveLength(0);
    });

    it("says 'Error al generar el archivo Excel' when the file cannot be saved", async () => {
      const u = open('/reportes?type=venta');
      await screen.findByRole('table', { name: 'Reporte de ventas' });
      jest.spyOn(URL, 'createObjectURL').mockImplementation(() => {
        throw new Error('sin memoria');
      });
      await u.click(boton('Descargar Excel'));
      expect(await screen.findByText('Error al generar el archivo Excel')).toBeInTheDocument();
      expect(screen.queryByText('Reporte descargado exitosamente')).not.toBeInTheDocument();
      expect(descargas).toHaveLength(0);
    });
  });
});
