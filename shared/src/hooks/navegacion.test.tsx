import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { parseIdParam, useIdParam, useListSearchParams, useRangoFechasParams, useVolver, type VolverOptions } from './index';

type Entrada = string | { pathname: string; state?: unknown };

function conRuta(entries: Entrada[], path: string) {
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path={path} element={children} />
        <Route path="*" element={children} />
      </Routes>
    </MemoryRouter>
  );
}

describe('parseIdParam / useIdParam', () => {
  it.each([
    ['12', 12],
    ['1', 1],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['1e3', null],
    [' 7', null],
    ['abc', null],
    ['', null],
    [undefined, null],
  ])('%p → %p', (raw, id) => {
    expect(parseIdParam(raw)).toBe(id);
  });

  it('honours the largest id', () => {
    expect(parseIdParam('100', 99)).toBeNull();
    expect(parseIdParam('99', 99)).toBe(99);
  });

  it('reads the route parameter', () => {
    expect(renderHook(() => useIdParam(), { wrapper: conRuta(['/ventas/42'], '/ventas/:id') }).result.current).toBe(42);
    expect(renderHook(() => useIdParam(), { wrapper: conRuta(['/ventas/x'], '/ventas/:id') }).result.current).toBeNull();
  });
});

describe('useVolver', () => {
  function setup(entries: Entrada[], fallback: string, options?: VolverOptions) {
    return renderHook(() => ({ v: useVolver(fallback, options), location: useLocation() }), { wrapper: conRuta(entries, '/x/:id') });
  }

  it('returns to the list URL handed over in the router state', () => {
    const { result } = setup(['/ventas?page=2', { pathname: '/ventas/1', state: { from: '/ventas?page=2&search=a' } }], '/ventas');
    expect(result.current.v.from).toBe('/ventas?page=2&search=a');
    act(() => result.current.v.volver());
    expect(result.current.location.pathname + result.current.location.search).toBe('/ventas?page=2&search=a');
  });

  it('ignores a `from` that is not an in-app path, or not of the list with soloLista', () => {
    for (const from of ['//evil.example', 'https://evil.example', 42]) {
      const { result } = setup([{ pathname: '/ventas/1', state: { from } }], '/ventas');
      expect(result.current.v.from).toBeUndefined();
    }
    const { result } = setup([{ pathname: '/usuarios/1', state: { from: '/roles?page=2' } }], '/usuarios', { soloLista: true });
    expect(result.current.v.from).toBeUndefined();
    act(() => result.current.v.volver());
    expect(result.current.location.pathname).toBe('/usuarios');
  });

  it('without a `from` goes to the fallback, or back in the history with `historial`', () => {
    const directo = setup(['/home', '/ventas/1'], '/ventas');
    act(() => directo.result.current.v.volver());
    expect(directo.result.current.location.pathname).toBe('/ventas');

    const conHistorial = setup(['/listados/clientes?page=3', '/x/1'], '/listados/clientes', { historial: true });
    act(() => conHistorial.result.current.v.volver());
    expect(conHistorial.result.current.location.pathname + conHistorial.result.current.location.search).toBe('/listados/clientes?page=3');
  });

  it('with `historial`, the first screen opened goes to the fallback', () => {
    const { result } = setup(['/x/1'], '/listados/clientes', { historial: true });
    act(() => result.current.v.volver());
    expect(result.current.location.pathname).toBe('/listados/clientes');
  });
});

describe('useRangoFechasParams', () => {
  function setup(initial: string, defaults?: { fechaDesde?: string; fechaHasta?: string }) {
    return renderHook(
      () => {
        const list = useListSearchParams();
        return { rango: useRangoFechasParams(list, defaults), location: useLocation() };
      },
      { wrapper: conRuta([initial], '/x') },
    );
  }

  it('reads yyyy-mm-dd dates and ignores malformed ones', () => {
    const { result } = setup('/x?fechaDesde=2026-01-02&fechaHasta=ayer');
    expect(result.current.rango).toMatchObject({ fechaDesde: '2026-01-02', fechaHasta: '' });
  });

  it('uses the defaults when a date is missing or malformed', () => {
    const { result } = setup('/x?fechaHasta=x', { fechaDesde: '2026-11-01', fechaHasta: '2026-11-30' });
    expect(result.current.rango).toMatchObject({ fechaDesde: '2026-11-01', fechaHasta: '2026-11-30' });
  });

  it('writes a date to the URL, back to page 1, and removes a cleared one', () => {
    const { result } = setup('/x?page=3&fechaDesde=2026-01-02');
    act(() => result.current.rango.changeFecha('fechaHasta', '2026-02-01'));
    expect(result.current.location.search).toBe('?fechaDesde=2026-01-02&fechaHasta=2026-02-01');
    act(() => result.current.rango.changeFecha('fechaDesde', ''));
    expect(result.current.location.search).toBe('?fechaHasta=2026-02-01');
  });
});
