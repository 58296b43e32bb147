import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, sessionTypeAtom, userInfoAtom, useSessionValue } from '@portal/shared';

/** Which of these books the signed-in person has bought (a paid order holds them). */
export function checkBooksOrdered(ids: readonly number[], signal?: AbortSignal): Promise<number[]> {
  return apiGet('/bgcloud-order/payment/check-obj-is-ordered', { ids: ids.join(',') }, { signal });
}

/** Keyed by the person: another sign-in asks again. */
export function booksOrderedQueryOptions(ids: readonly number[], person: string) {
  return queryOptions({
    queryKey: ['books', 'ordered', person, ids],
    queryFn: ({ signal }) => checkBooksOrdered(ids, signal),
  });
}

/**
 * The books among `ids` a signed-in person has bought; asked only of a personal reader, since
 * nobody else has orders (an anonymous reader or an organization has bought nothing).
 */
export function useBooksOrdered(ids: readonly number[]) {
  const sessionType = useSessionValue(sessionTypeAtom);
  const user = useSessionValue(userInfoAtom);
  const personal = sessionType === 'personal';
  return useQuery({
    ...booksOrderedQueryOptions(ids, personal ? (user?.username ?? '') : ''),
    enabled: personal && ids.length > 0,
  });
}
