import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, PagedResults } from '@portal/shared';
import type { ArticleSummary, Page } from '@portal/contract';
import { useContentPermissions } from '../../../api/get-content-permissions';
import { ArticleItem } from './article-item';

export interface PagedArticlesProps {
  journalId: number;
  useArticles: (journalId: number, page: number) => UseQueryResult<Page<ArticleSummary>>;
  emptyMessage: string;
  listLabel: string;
}

/** A journal's articles, a page at a time (online first, accepted papers). */
export function PagedArticles({
  journalId,
  useArticles,
  emptyMessage,
  listLabel,
}: PagedArticlesProps) {
  const { t } = useTranslation('journals');
  const [page, setPage] = useState(1);
  const articles = useArticles(journalId, page);
  const permissions = useContentPermissions(
    'article',
    articles.data?.records.map((article) => article.id) ?? [],
  );
  return (
    <PagedResults
      query={articles}
      page={page}
      onPageChange={setPage}
      renderItem={(article) => (
        <ArticleItem
          article={article}
          permission={permissions.data?.get(article.id)}
          checking={permissions.isLoading}
        />
      )}
      loadingLabel={t('detail.loadingArticles')}
      empty={<EmptyState message={emptyMessage} />}
      countLabel={(count) => t('detail.articleCount', { count })}
      listLabel={listLabel}
      paginationLabel={t('detail.articlePages')}
    />
  );
}
