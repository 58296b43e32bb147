import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useFormatters, useLocalized } from '@portal/shared';
import { TexText } from '@portal/reading';
import type { ArticleSummary, ContentPermission } from '@portal/contract';
import { PAGES } from '@portal/pages';
import { ContentAccessBadge } from '../../../components/content-access-badge';

const Item = styled.article`
  padding: ${({ theme }) => `${theme.space(3)} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.5;
`;

const Authors = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.space(1)}`};
  margin: 0;
  padding: 0;
  list-style: none;

  li:not(:last-child)::after {
    content: ',';
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  margin: ${({ theme }) => `${theme.space(1)} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The date an article is listed by: in print, else online, else accepted (null for an article
 * with none of them; every status has its own, so only a malformed record lacks it).
 */
function listedDate(article: ArticleSummary): { key: string; date: string } | null {
  if (article.publishedDate)
    return { key: 'detail.article.published', date: article.publishedDate };
  if (article.publishedOnlineDate)
    return { key: 'detail.article.online', date: article.publishedOnlineDate };
  if (article.acceptedDate) return { key: 'detail.article.accepted', date: article.acceptedDate };
  return null;
}

/**
 * One article in a list: title (with TeX) linking to its page, authors, pages, DOI, date and
 * whether this reader may read it (the list's one check of its page, `permission`).
 */
export function ArticleItem({
  article,
  permission,
  checking = false,
}: {
  article: ArticleSummary;
  permission?: ContentPermission;
  /** The reader's access is being checked. */
  checking?: boolean;
}) {
  const { t } = useTranslation('journals');
  const localize = useLocalized();
  const format = useFormatters();
  const listed = listedDate(article);
  return (
    <Item>
      <Title>
        <Link to={PAGES.article.href({ cid: article.journalId, id: article.id })}>
          <TexText text={localize(article.title)} markup={localize(article.titleMarkup)} />
        </Link>
      </Title>
      {article.authors.length > 0 && (
        <Authors aria-label={t('detail.article.authors')}>
          {article.authors.map((author) => (
            <li key={author.authorKey}>
              <Link to={PAGES.authorPublications.href({ author: author.authorKey })}>
                {author.name}
              </Link>
            </li>
          ))}
        </Authors>
      )}
      <Meta>
        {article.firstPage !== null && (
          <span>
            {t('detail.article.pages', {
              first: article.firstPage,
              last: article.lastPage ?? article.firstPage,
            })}
          </span>
        )}
        {listed && (
          <span>
            {t(listed.key)} <time dateTime={listed.date}>{format.date(listed.date)}</time>
          </span>
        )}
        {article.doi && (
          <span>
            DOI <a href={`https://doi.org/${article.doi}`}>{article.doi}</a>
          </span>
        )}
        <ContentAccessBadge item={article} permission={permission} checking={checking} />
      </Meta>
    </Item>
  );
}
