import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, PagedResults, useFormatters, useLocalized } from '@portal/shared';
import { TexText } from '@portal/reading';
import type { ArticleSummary, ContentPermission, Page } from '@portal/contract';
import type { QueryLike } from '@portal/shared';
import { PAGES } from '@portal/pages';
import { useContentPermissions } from '../../../api/get-content-permissions';
import { ContentAccessBadge } from '../../../components/content-access-badge';

const Item = styled.article`
  padding: ${({ theme }) => `${theme.space(4)} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h2,
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: 1.35;
  }

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Authors = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
`;

const Source = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  cite {
    font-style: italic;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function ArticleListItem({
  article,
  permission,
  checking = false,
  headingLevel = 2,
  showJournal = true,
}: {
  article: ArticleSummary;
  permission?: ContentPermission;
  /** The reader's access is being checked. */
  checking?: boolean;
  headingLevel?: 2 | 3;
  showJournal?: boolean;
}) {
  const { t } = useTranslation('journals');
  const localize = useLocalized();
  const format = useFormatters();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const inIssue = article.volumeNumber !== null && article.issueNumber !== null;

  return (
    <Item aria-labelledby={`article-${article.id}-title`}>
      <Heading id={`article-${article.id}-title`}>
        <Link to={PAGES.article.href({ cid: article.journalId, id: article.id })}>
          <TexText text={localize(article.title)} markup={localize(article.titleMarkup)} />
        </Link>
      </Heading>
      <Authors>
        {article.authors.map((author, index) => (
          <Fragment key={author.authorKey + index}>
            {index > 0 && ', '}
            <Link to={PAGES.authorPublications.href({ author: author.authorKey })}>
              {author.name}
            </Link>
          </Fragment>
        ))}
      </Authors>
      <Source>
        {showJournal && (
          <>
            <Link to={PAGES.journal.href({ cid: article.journalId })}>
              <cite>{localize(article.journalTitle)}</cite>
            </Link>
            {inIssue ? '. ' : ''}
          </>
        )}
        {inIssue &&
          t('lists.article.issue', {
            volume: article.volumeNumber,
            issue: article.issueNumber,
            year: article.year,
          })}
        {article.firstPage !== null &&
          article.lastPage !== null &&
          `, ${t('lists.article.pages', { first: article.firstPage, last: article.lastPage })}`}
      </Source>
      <Meta>
        <ContentAccessBadge item={article} permission={permission} checking={checking} />
        {article.publishedOnlineDate && (
          <span>
            {t('lists.article.online')}{' '}
            <time dateTime={article.publishedOnlineDate}>
              {format.date(article.publishedOnlineDate)}
            </time>
          </span>
        )}
        {article.publishedDate && (
          <span>
            {t('lists.article.published')}{' '}
            <time dateTime={article.publishedDate}>{format.date(article.publishedDate)}</time>
          </span>
        )}
        {article.doi && (
          <span>
            DOI <a href={`https://doi.org/${article.doi}`}>{article.doi}</a>
          </span>
        )}
      </Meta>
    </Item>
  );
}

export interface ArticleListProps {
  query: QueryLike<Page<ArticleSummary>> & { isPlaceholderData: boolean };
  page: number;
  onPageChange: (page: number) => void;
  loadingLabel: string;
  emptyMessage: string;
  paginationLabel: string;
  listLabel?: string;
  headingLevel?: 2 | 3;
  showJournal?: boolean;
}

/** A page of articles with the reader's access to each, the count and the page navigation. */
export function ArticleList({
  query,
  page,
  onPageChange,
  loadingLabel,
  emptyMessage,
  paginationLabel,
  listLabel,
  headingLevel,
  showJournal,
}: ArticleListProps) {
  const { t } = useTranslation('journals');
  const ids = query.data?.records.map((article) => article.id) ?? [];
  const permissions = useContentPermissions('article', ids);
  return (
    <PagedResults
      query={query}
      page={page}
      onPageChange={onPageChange}
      loadingLabel={loadingLabel}
      empty={<EmptyState message={emptyMessage} />}
      countLabel={(count) => t('lists.article.count', { count })}
      listLabel={listLabel}
      paginationLabel={paginationLabel}
      renderItem={(article) => (
        <ArticleListItem
          article={article}
          permission={permissions.data?.get(article.id)}
          checking={permissions.isLoading}
          headingLevel={headingLevel}
          showJournal={showJournal}
        />
      )}
    />
  );
}
