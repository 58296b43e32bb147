import { useQuery } from '@tanstack/react-query';
import { apiGet, sessionTypeAtom, useSessionValue } from '@portal/shared';
import type { ContentPermission } from '@portal/contract';

/** Whether the reader may read each book (or chapter), in the order asked (the API takes up to 200). */
export function getBookPermissions(
  ids: readonly number[],
  signal?: AbortSignal,
  type: 'book' | 'chapter' = 'book',
): Promise<ContentPermission[]> {
  return apiGet('/resource/pdf/check-content-permission', { type, ids: ids.join(',') }, { signal });
}

const byId = (permissions: ContentPermission[]): ReadonlyMap<number, ContentPermission> =>
  new Map(permissions.map((permission) => [permission.id, permission] as const));

/**
 * The reader's access to the books shown, by id: bought, granted to the organization, or
 * locked. The key holds the session kind, so a sign-in or sign-out asks again.
 */
export function useBookPermissions(ids: readonly number[]) {
  const sessionType = useSessionValue(sessionTypeAtom);
  return useQuery({
    queryKey: ['books', 'book-permissions', sessionType, ids],
    queryFn: ({ signal }) => getBookPermissions(ids, signal),
    enabled: ids.length > 0,
    select: byId,
  });
}

/**
 * The reader's access to the chapters of a table of contents, by id, in one call: open access
 * (the book's or the chapter's own), bought, granted to the organization, or locked.
 */
export function useChapterPermissions(ids: readonly number[]) {
  const sessionType = useSessionValue(sessionTypeAtom);
  return useQuery({
    queryKey: ['books', 'chapter-permissions', sessionType, ids],
    queryFn: ({ signal }) => getBookPermissions(ids, signal, 'chapter'),
    enabled: ids.length > 0,
    select: byId,
  });
}
