import { act, renderHook } from '@testing-library/react';
import { useListFilters } from '../use-list-filters';

const INITIAL = { keyword: '', openAccessOnly: false, page: 1 };

describe('useListFilters', () => {
  test('starts where the page starts, unfiltered', () => {
    const { result } = renderHook(() => useListFilters(INITIAL));
    expect(result.current.filters).toEqual(INITIAL);
    expect(result.current.isFiltered).toBe(false);
  });

  test('a changed filter goes back to the first page; turning pages keeps the filters', () => {
    const { result } = renderHook(() => useListFilters(INITIAL));
    act(() => result.current.setPage(3));
    expect(result.current.filters).toEqual({ ...INITIAL, page: 3 });
    expect(result.current.isFiltered).toBe(false);

    act(() => result.current.setFilter({ keyword: 'algebra' }));
    expect(result.current.filters).toEqual({ keyword: 'algebra', openAccessOnly: false, page: 1 });
    expect(result.current.isFiltered).toBe(true);

    act(() => result.current.setPage(2));
    act(() => result.current.setFilter({ openAccessOnly: true }));
    expect(result.current.filters).toEqual({ keyword: 'algebra', openAccessOnly: true, page: 1 });
  });

  test('reset returns to the start, even when the caller passes a new object each render', () => {
    const { result } = renderHook(() => useListFilters({ type: 'all', page: 1 }));
    act(() => result.current.setFilter({ type: 'recent' }));
    act(() => result.current.setPage(4));
    expect(result.current.isFiltered).toBe(true);

    act(() => result.current.reset());
    expect(result.current.filters).toEqual({ type: 'all', page: 1 });
    expect(result.current.isFiltered).toBe(false);
  });
});
