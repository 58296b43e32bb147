import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet, sessionTypeAtom, toLanguage, useSessionValue } from '@portal/shared';
import type { AccessCheck, AccessMode, ContentType } from '@portal/contract';

export interface AccessRequest {
  type: ContentType;
  id: number;
  mode: AccessMode;
}

/** Whether this reader may read (or preview) an article, a book or a chapter, and why. */
export function checkAccess(
  { type, id, mode }: AccessRequest,
  signal?: AbortSignal,
): Promise<AccessCheck> {
  return apiGet('/resource/pdf/checkauth', { type, id, mode }, { signal });
}

/**
 * Keyed by the kind of reader, so signing in or out asks again, and by the language, since a
 * refusal's `message` comes in the reader's language.
 */
export function accessQueryOptions(request: AccessRequest, reader: string, language: string) {
  return queryOptions({
    queryKey: ['access', request.type, request.id, request.mode, reader, language],
    queryFn: ({ signal }) => checkAccess(request, signal),
    // A language switch keeps the statement on screen while it is asked again.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey.slice(0, 5).join() ===
      ['access', request.type, request.id, request.mode, reader].join()
        ? previous
        : undefined,
  });
}

export function useAccessCheck(request: AccessRequest, enabled = true) {
  const reader = useSessionValue(sessionTypeAtom);
  const { i18n: active } = useTranslation('common');
  return useQuery({
    ...accessQueryOptions(request, reader, toLanguage(active.language)),
    enabled,
  });
}
