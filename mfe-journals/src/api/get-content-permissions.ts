import { useQuery } from '@tanstack/react-query';
import { apiGet, sessionTypeAtom, useSessionValue } from '@portal/shared';
import type { ContentPermission } from '@portal/contract';

/** Whether the reader may read each article, in the order asked (the API takes up to 200). */
export function getArticlePermissions(
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<ContentPermission[]> {
  return apiGet(
    '/resource/pdf/check-content-permission',
    { type: 'article', ids: ids.join(',') },
    { signal },
  );
}

/**
 * The reader's access to the articles of one page, by id: open access for all, and for this
 * reader what a subscription or the organization grants. The key holds the session kind, so a
 * sign-in or sign-out asks again.
 */
export function useArticlePermissions(ids: readonly number[]) {
  const sessionType = useSessionValue(sessionTypeAtom);
  return useQuery({
    queryKey: ['journals', 'article-permissions', sessionType, ids],
    queryFn: ({ signal }) => getArticlePermissions(ids, signal),
    enabled: ids.length > 0,
    select: (permissions) =>
      new Map(permissions.map((permission) => [permission.id, permission] as const)),
  });
}
