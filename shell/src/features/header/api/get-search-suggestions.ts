import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { SearchSuggestions } from '@portal/contract';

/** Shorter texts ask for nothing: one letter matches too much to help. */
export const MIN_SUGGEST_LENGTH = 2;

/**
 * Suggestions for what the reader is typing in the header's search box. Silent, since a failure
 * shows as a quiet line in the box's list, never as the site's error notice; not cancelled by a
 * page change, since the header outlives the page (a newer text cancels it instead: `signal`).
 */
export function getSearchSuggestions(q: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  return apiGet('/search/suggest', { q }, { silent: true, autoCancel: false, signal });
}

export function useSearchSuggestions(q: string) {
  return useQuery({
    queryKey: ['search-suggestions', q],
    queryFn: ({ signal }) => getSearchSuggestions(q, signal),
    enabled: q.length >= MIN_SUGGEST_LENGTH,
    // The last answer stays while the next one is on its way, so the list does not flicker.
    placeholderData: keepPreviousData,
    // The next keystroke asks again soon enough; a retry would only hold back the failure line.
    retry: false,
    staleTime: 5 * 60_000,
  });
}
