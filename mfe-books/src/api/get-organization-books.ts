import { useQuery } from '@tanstack/react-query';
import { apiGet, pagedQueryOptions } from '@portal/shared';
import type { BookSummary, OrgAuthBooksCount, Page, PageQuery } from '@portal/contract';
import { useIsOrganization } from '@portal/parts/lists';

export function getOrganizationBooks(
  query: PageQuery,
  signal?: AbortSignal,
): Promise<Page<BookSummary>> {
  return apiGet('/bookmain/org-auth-books', query, { signal });
}

export function getOrganizationBooksCount(signal?: AbortSignal): Promise<OrgAuthBooksCount> {
  return apiGet('/bookmain/org-auth-books-count', undefined, { signal });
}

/**
 * A page of the books the organization may read, asked only for an organization session:
 * anyone else has none (anonymous readers get an empty page, and a person would be refused).
 */
export function useOrganizationBooks(query: PageQuery) {
  const isOrganization = useIsOrganization();
  return useQuery({
    ...pagedQueryOptions(['books', 'org-auth-books'], query, getOrganizationBooks),
    enabled: isOrganization,
  });
}

export function useOrganizationBooksCount() {
  const isOrganization = useIsOrganization();
  return useQuery({
    queryKey: ['books', 'org-auth-books-count'],
    queryFn: ({ signal }) => getOrganizationBooksCount(signal),
    enabled: isOrganization,
    select: (count) => count.total,
  });
}
