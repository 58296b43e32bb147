import { useQuery } from '@tanstack/react-query';
import { apiGet, sessionTypeAtom, useSessionValue } from '@portal/shared';
import type { ContentPermission, PermissionType } from '@portal/contract';

/**
 * Whether the reader may read each article, book or journal, and why, in the order asked: one
 * call for a page of items (the API takes up to 200).
 */
export function getContentPermissions(
  type: PermissionType,
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<ContentPermission[]> {
  return apiGet('/resource/pdf/check-content-permission', { type, ids: ids.join(',') }, { signal });
}

export interface PermissionsOptions {
  /**
   * Ask for anonymous readers too. Articles and journals say themselves whether they are open
   * access, which is all an anonymous reader may read, so for them only a signed-in person or an
   * organization is asked about; a book does not say it.
   */
  anonymous?: boolean;
}

/**
 * The reader's access to the items of one page, by id: open access for all, and for this reader
 * what a subscription, a purchase or the organization grants. The key holds the session kind,
 * so a sign-in or sign-out asks again. Asked in the browser only, so the page the site's server
 * renders stays the anonymous reader's, and shared caches may keep it.
 */
export function useContentPermissions(
  type: PermissionType,
  ids: readonly number[],
  { anonymous = false }: PermissionsOptions = {},
) {
  const sessionType = useSessionValue(sessionTypeAtom);
  return useQuery({
    queryKey: ['journals', 'permissions', type, sessionType, ids],
    queryFn: ({ signal }) => getContentPermissions(type, ids, signal),
    enabled: ids.length > 0 && (anonymous || sessionType !== ''),
    select: (permissions): ReadonlyMap<number, ContentPermission> =>
      new Map(permissions.map((permission) => [permission.id, permission] as const)),
  });
}
