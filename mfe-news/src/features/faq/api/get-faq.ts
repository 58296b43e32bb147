import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { FaqDetail } from '@portal/contract';

/** One question with its answer and the other questions of its category. */
export function getFaq(id: number, signal?: AbortSignal): Promise<FaqDetail> {
  // Silent: an unknown id is the page's "not found", not a server-error notice.
  return apiGet('/cms/faq-detail', { id }, { signal, silent: true });
}

/** Both languages come in one answer, so switching language reuses it. */
export function faqQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['faq', 'detail', id],
    queryFn: ({ signal }) => getFaq(id, signal),
  });
}

export function useFaq(id: number | null) {
  return useQuery({ ...faqQueryOptions(id ?? 0), enabled: id !== null });
}
