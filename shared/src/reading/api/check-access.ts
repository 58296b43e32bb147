import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiGet, sessionTypeAtom } from '@portal/shared';
import type { AccessCheck } from '@portal/shared/contract';

/** Whether this reader may read the article's full text, and why (`checkauth`). */
export function checkArticleAccess(id: number, signal?: AbortSignal): Promise<AccessCheck> {
  return apiGet('/resource/pdf/checkauth', { type: 'article', id, mode: 'read' }, { signal });
}

/** Keyed by the kind of reader: signing in or out asks again. */
export function articleAccessQueryOptions(id: number, reader: string) {
  return queryOptions({
    queryKey: ['articles', 'access', id, reader],
    queryFn: ({ signal }) => checkArticleAccess(id, signal),
  });
}

export function useArticleAccess(id: number, enabled: boolean) {
  const reader = useAtomValue(sessionTypeAtom);
  return useQuery({ ...articleAccessQueryOptions(id, reader), enabled });
}
