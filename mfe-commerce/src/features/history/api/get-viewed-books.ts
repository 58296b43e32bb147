import { useQuery } from '@tanstack/react-query';
import { apiGet, PAGE_SIZE } from '@portal/shared';
import type { Page, ViewedBook } from '@portal/contract';

/** The books (or their chapters) the reader opened last, newest first (a page of 100). */
export function getViewedBooks(signal?: AbortSignal): Promise<Page<ViewedBook>> {
  return apiGet(
    '/bookmain/access-history-books',
    { current: 1, size: PAGE_SIZE.HISTORY },
    { signal },
  );
}

export function useViewedBooks() {
  return useQuery({
    queryKey: ['mine', 'history', 'books'],
    queryFn: ({ signal }) => getViewedBooks(signal),
    select: (page) => page.records,
  });
}
