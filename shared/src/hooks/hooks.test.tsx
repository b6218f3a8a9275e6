import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useDebouncedValue, useListSearchParams, type ListSearchOptions } from './index';

function setup(initial: string, options?: ListSearchOptions<'fecha' | 'total'>) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>;
  return renderHook(() => ({ list: useListSearchParams(options), location: useLocation() }), { wrapper });
}

const SORTABLE = { sortKeys: ['fecha', 'total'] } as const;

describe('useListSearchParams', () => {
  it('reads page and search from the URL', () => {
    const { result } = setup('/x?search=lavanda&page=3');
    expect(result.current.list).toMatchObject({ search: 'lavanda', searchText: 'lavanda', page: 3 });
  });

  it('debounces the search into the URL and goes back to page 1', async () => {
    const { result } = setup('/x?page=4&categoria=esencia');
    act(() => result.current.list.changeSearch('rosa'));
    expect(result.current.list.searchText).toBe('rosa');
    expect(result.current.location.search).toBe('?page=4&categoria=esencia');
    await waitFor(() => expect(result.current.location.search).toBe('?categoria=esencia&search=rosa'));
  });

  it('keeps the filters when the page changes and drops empty values', () => {
    const { result } = setup('/x?search=a');
    act(() => result.current.list.changePage(2));
    expect(result.current.location.search).toBe('?search=a&page=2');
    act(() => result.current.list.update({ search: undefined, sucursalId: '2' }));
    expect(result.current.location.search).toBe('?sucursalId=2');
  });

  it('reads page size, sort and direction from the URL', () => {
    const { result } = setup('/x?pageSize=50&sort=total&dir=desc&page=2', SORTABLE);
    expect(result.current.list).toMatchObject({ pageSize: 50, sort: 'total', dir: 'desc', sorting: { key: 'total', dir: 'desc' }, page: 2 });
  });

  it('falls back to the defaults for a missing, malformed or unknown value', () => {
    expect(setup('/x', SORTABLE).result.current.list).toMatchObject({ pageSize: 10, sort: undefined, dir: undefined, sorting: undefined });
    expect(setup('/x?pageSize=abc&sort=precio&dir=desc', SORTABLE).result.current.list).toMatchObject({ pageSize: 10, sort: undefined, dir: undefined });
    expect(setup('/x?pageSize=500&sort=fecha&dir=arriba', SORTABLE).result.current.list).toMatchObject({ pageSize: 100, sort: 'fecha', dir: 'asc' });
    expect(setup('/x?pageSize=25', { defaultPageSize: 15 }).result.current.list.pageSize).toBe(25);
    expect(setup('/x', { defaultPageSize: 15 }).result.current.list.pageSize).toBe(15);
    // A list without sortable columns never sorts, whatever the URL says.
    expect(setup('/x?sort=fecha&dir=desc').result.current.list).toMatchObject({ sort: undefined, dir: undefined });
  });

  it('cycles a column asc, desc, default order, going back to page 1 and keeping the filters', () => {
    const { result } = setup('/x?search=a&page=3', SORTABLE);
    act(() => result.current.list.changeSort('fecha'));
    expect(result.current.location.search).toBe('?search=a&sort=fecha&dir=asc');
    expect(result.current.list.sorting).toEqual({ key: 'fecha', dir: 'asc' });
    act(() => result.current.list.changePage(2));
    act(() => result.current.list.changeSort('fecha'));
    expect(result.current.location.search).toBe('?search=a&sort=fecha&dir=desc');
    act(() => result.current.list.changeSort('fecha'));
    expect(result.current.location.search).toBe('?search=a');
    expect(result.current.list.sorting).toBeUndefined();
  });

  it('starts another column ascending', () => {
    const { result } = setup('/x?sort=fecha&dir=desc', SORTABLE);
    act(() => result.current.list.changeSort('total'));
    expect(result.current.location.search).toBe('?sort=total&dir=asc');
  });

  it('changes the page size, back to page 1, and leaves the default size out of the URL', () => {
    const { result } = setup('/x?sort=total&dir=asc&page=4', SORTABLE);
    act(() => result.current.list.changePageSize(50));
    expect(result.current.location.search).toBe('?sort=total&dir=asc&pageSize=50');
    expect(result.current.list.pageSize).toBe(50);
    act(() => result.current.list.changePage(2));
    act(() => result.current.list.changePageSize(10));
    expect(result.current.location.search).toBe('?sort=total&dir=asc');
    expect(result.current.list.pageSize).toBe(10);
  });
});

describe('useDebouncedValue', () => {
  it('gives the last value only once it has stayed the same for the delay', () => {
    jest.useFakeTimers();
    try {
      const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 300), { initialProps: { v: 'a' } });
      rerender({ v: 'ab' });
      act(() => jest.advanceTimersByTime(200));
      rerender({ v: 'abc' });
      act(() => jest.advanceTimersByTime(200));
      expect(result.current).toBe('a');
      act(() => jest.advanceTimersByTime(100));
      expect(result.current).toBe('abc');
    } finally {
      jest.useRealTimers();
    }
  });
});
