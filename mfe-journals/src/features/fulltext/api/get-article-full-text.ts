import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  apiGet,
  sessionTypeAtom,
  toLanguage,
  useSessionValue,
  type Language,
} from '@portal/shared';
import type { ArticleFullText, ArticleFullTextQuery } from '@portal/contract';

/**
 * The article's full text for this reader: every section, or the first one and the number
 * withheld. The server builds and sanitizes its HTML.
 */
export function getArticleFullText(
  query: ArticleFullTextQuery,
  signal?: AbortSignal,
): Promise<ArticleFullText> {
  // Silent: an article without a full text is the page's "not found", not a server-error notice.
  return apiGet('/periodical/article-fulltext', query, { signal, silent: true });
}

/**
 * Keyed by the language, in which the text names its statements (Theorem, 定理), and by the kind
 * of reader, since signing in may open the sections withheld. Another language or reader keeps
 * the text on screen while it is asked again.
 */
export function articleFullTextQueryOptions(id: number, language: Language, reader: string) {
  return queryOptions({
    queryKey: ['articles', 'fulltext', id, language, reader],
    queryFn: ({ signal }) => getArticleFullText({ id, lang: language }, signal),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === id ? previous : undefined,
  });
}

export function useArticleFullText(id: number | null) {
  const reader = useSessionValue(sessionTypeAtom);
  const { i18n } = useTranslation('common');
  return useQuery({
    ...articleFullTextQueryOptions(id ?? 0, toLanguage(i18n.language), reader),
    enabled: id !== null,
  });
}
