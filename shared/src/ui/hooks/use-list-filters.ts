import { useState } from 'react';

/**
 * What the reader chose on a paged list, kept as page state. A changed filter starts again at
 * the first page. `isFiltered` says whether a filter differs from where the page started (the
 * page number aside), e.g. to offer "show all" when nothing matches; `reset` goes back there.
 */
export function useListFilters<F extends { page: number }>(initial: F) {
  // The first value is the start: a caller may pass a new object on every render.
  const [start] = useState(initial);
  const [filters, setFilters] = useState(initial);
  const isFiltered = (Object.keys(start) as (keyof F)[]).some(
    (key) => key !== 'page' && !Object.is(filters[key], start[key]),
  );
  return {
    filters,
    isFiltered,
    setFilter: (changes: Partial<Omit<F, 'page'>>) =>
      setFilters((current) => ({ ...current, ...changes, page: 1 })),
    setPage: (page: number) => setFilters((current) => ({ ...current, page })),
    reset: () => setFilters(start),
  };
}
