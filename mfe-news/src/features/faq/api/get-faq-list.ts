import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { FaqCategory, FaqListQuery } from '@portal/contract';

/** The questions grouped by category, in the publisher's order; with a keyword, the matching ones. */
export function getFaqList(keyword: string, signal?: AbortSignal): Promise<FaqCategory[]> {
  const query: FaqListQuery = keyword ? { keyword } : {};
  return apiGet('/cms/faq-list', query, { signal });
}

/** Both languages come in one answer, so switching language reuses it. */
export function faqListQueryOptions(keyword: string) {
  return queryOptions({
    queryKey: ['faq', 'list', keyword],
    queryFn: ({ signal }) => getFaqList(keyword, signal),
  });
}

export function useFaqList(keyword: string) {
  // The questions shown stay until the next search answers, instead of a blank page between.
  return useQuery({ ...faqListQueryOptions(keyword), placeholderData: keepPreviousData });
}
