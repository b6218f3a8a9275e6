import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useListSearchParams } from './index';

function setup(initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>;
  return renderHook(() => ({ list: useListSearchParams(), location: useLocation() }), { wrapper });
}

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
});
