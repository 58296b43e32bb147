import { useEffect } from 'react';

/**
 * Corrects a page number past the end of the list (an old link, a list that shrank): the URL
 * moves to the last page, replacing the entry, so Back does not return to the empty page.
 */
export function usePageInRange(
  page: number,
  pageCount: number | undefined,
  setPage: (page: number, options: { replace: boolean }) => void,
) {
  const last = Math.max(pageCount ?? 1, 1);
  const outOfRange = pageCount !== undefined && page > last;
  useEffect(() => {
    if (outOfRange) setPage(last, { replace: true });
  }, [outOfRange, last, setPage]);
}
