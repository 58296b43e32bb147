import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  ApiError,
  ButtonLink,
  EmptyState,
  ErrorState,
  LoadingState,
  PageTitle,
  isCancelledRequest,
  useLocalized,
} from '@portal/shared';
import { CitePanel, TexText, titleTextOf } from '@portal/reading';
import type { ArticleDetail } from '@portal/contract';
import { PAGES } from '@portal/pages';
import { useArticle } from '../../../api/get-article';
import { ArticleAccessStatement } from '../../../components/article-access-statement';
import { useArticleId } from '../../../hooks/use-article-id';
import { useArticleNeighbours } from '../api/get-article-neighbours';
import { useCitationMeta } from '../hooks/use-citation-meta';
import { useRecordVisit } from '../hooks/use-record-visit';
import { ArticleCitationSections } from './article-citations';
import { ArticleFacts } from './article-facts';
import { Section } from './article-section';

const Page = styled.article`
  max-width: 52rem;
`;

const Source = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Status = styled.p`
  display: inline-block;
  margin: ${({ theme }) => `${theme.space(2)} 0 0`};
  padding: ${({ theme }) => `0 ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Title = styled(PageTitle)`
  margin-top: ${({ theme }) => theme.space(3)};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

const Authors = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: 600;
  }
`;

const Subtitle = styled.p`
  margin: ${({ theme }) => `${theme.space(1)} 0 0`};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const AuthorMark = styled.span`
  margin-left: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    font-weight: 400;
  }
`;

const Affiliation = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Abstract = styled.p`
  margin: 0;
  line-height: 1.7;
  overflow-wrap: anywhere;
`;

const Keywords = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const FullTextLink = styled(ButtonLink)`
  margin-top: ${({ theme }) => theme.space(5)};
`;

const Neighbours = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(8)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  a {
    color: ${({ theme }) => theme.colors.link};
  }

  a[rel='next'] {
    margin-left: auto;
  }
`;

/** The keywords in the reader's language, else in the other one. */
export function keywordsIn(article: Pick<ArticleDetail, 'keywords'>, language: string): string[] {
  const primary = language.startsWith('zh') ? article.keywords.zh : article.keywords.en;
  const other = language.startsWith('zh') ? article.keywords.en : article.keywords.zh;
  return primary.length > 0 ? primary : other;
}

function ArticleNeighbours({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation('journals');
  const neighbours = useArticleNeighbours(article.id, article.issueId !== null);
  if (!neighbours.data) return null;
  const { previousId, nextId } = neighbours.data;
  if (previousId === null && nextId === null) return null;
  return (
    <Neighbours aria-label={t('article.neighbours.label')}>
      {previousId !== null && (
        <Link to={PAGES.article.href({ cid: article.journalId, id: previousId })} rel="prev">
          {t('article.neighbours.previous')}
        </Link>
      )}
      {nextId !== null && (
        <Link to={PAGES.article.href({ cid: article.journalId, id: nextId })} rel="next">
          {t('article.neighbours.next')}
        </Link>
      )}
    </Neighbours>
  );
}

function ArticleContent({ article }: { article: ArticleDetail }) {
  const { t, i18n } = useTranslation('journals');
  const localize = useLocalized();
  const titleId = useId();
  const title = localize(article.title);
  const journalTitle = localize(article.journalTitle);
  const keywords = keywordsIn(article, i18n.language);

  const titleText = localize(titleTextOf(article));
  useCitationMeta(article, {
    title: titleText,
    documentTitle: `${titleText} · ${journalTitle} | ${t('common:siteName')}`,
    description: localize(article.abstract),
  });

  const issueLabel =
    article.volumeNumber !== null && article.issueNumber !== null && article.year !== null
      ? t('article.source.issue', {
          volume: article.volumeNumber,
          issue: article.issueNumber,
          year: article.year,
        })
      : null;

  return (
    <Page aria-labelledby={titleId}>
      <Source>
        <Link to={PAGES.journalView.href({ cid: article.journalId, view: 'about' })}>
          {journalTitle}
        </Link>
        {issueLabel && article.issueId !== null && (
          <>
            {' · '}
            <Link to={PAGES.issue.href({ cid: article.journalId, id: article.issueId })}>
              {issueLabel}
            </Link>
          </>
        )}
      </Source>
      {article.status !== 'published' && <Status>{t(`article.status.${article.status}`)}</Status>}
      <Title id={titleId}>
        <TexText text={title} markup={localize(article.titleMarkup)} />
      </Title>

      {article.subtitle && (
        <Subtitle>
          <TexText text={localize(article.subtitle)} />
        </Subtitle>
      )}

      <Authors aria-label={t('article.authors')}>
        {article.authors.map((author, index) => {
          const ids = article.contributors[index];
          return (
            <li key={author.authorKey}>
              <Link to={PAGES.authorPublications.href({ author: author.authorKey })}>
                {author.name}
              </Link>
              {ids?.orcid && (
                <AuthorMark>
                  <a
                    href={`https://orcid.org/${ids.orcid}`}
                    rel="noopener"
                    aria-label={t('article.orcid', { name: author.name })}
                  >
                    ORCID
                  </a>
                </AuthorMark>
              )}
              {ids?.corresponding && (
                <AuthorMark>
                  {ids.email ? (
                    <a
                      href={`mailto:${ids.email}`}
                      aria-label={t('article.email', { name: author.name })}
                    >
                      {t('article.corresponding')}
                    </a>
                  ) : (
                    t('article.corresponding')
                  )}
                </AuthorMark>
              )}
              <Affiliation>{localize(author.affiliation)}</Affiliation>
            </li>
          );
        })}
      </Authors>

      {article.hasFullText && (
        <FullTextLink to={PAGES.fullText.href({ cid: article.journalId, id: article.id })}>
          {t('article.readFullText')}
        </FullTextLink>
      )}

      <ArticleAccessStatement article={article} />

      <Section aria-labelledby={`${titleId}-abstract`}>
        <h2 id={`${titleId}-abstract`}>{t('article.abstract')}</h2>
        <Abstract>
          <TexText text={localize(article.abstract)} markup={localize(article.abstractMarkup)} />
        </Abstract>
      </Section>

      {keywords.length > 0 && (
        <Section aria-labelledby={`${titleId}-keywords`}>
          <h2 id={`${titleId}-keywords`}>{t('article.keywords')}</h2>
          <Keywords>
            {keywords.map((keyword) => (
              <li key={keyword}>
                <TexText text={keyword} />
              </li>
            ))}
          </Keywords>
        </Section>
      )}

      <Section aria-labelledby={`${titleId}-facts`}>
        <h2 id={`${titleId}-facts`}>{t('article.facts.heading')}</h2>
        <ArticleFacts article={article} localize={localize} />
      </Section>

      <Section aria-labelledby={`${titleId}-cite`}>
        <h2 id={`${titleId}-cite`}>{t('article.cite')}</h2>
        <CitePanel item={{ kind: 'article', ...article }} />
      </Section>

      <ArticleCitationSections articleId={article.id} idPrefix={titleId} />

      <ArticleNeighbours article={article} />
    </Page>
  );
}

/**
 * The article page (`/JDetail/:cid/article?id=<articleId>`): title and abstract with TeX,
 * authors linking to their publications, the way to its full text when it has one to read in the
 * page, keywords, MSC codes, the five dates, DOI, license, the access statement with the PDF,
 * "Cite", the references and the articles of our journals citing it, and the previous and next
 * article of the issue.
 * Sets the title, description and `citation_*` tags crawlers read, and records the visit in a
 * signed-in reader's history.
 */
export function ArticlePage() {
  const { t } = useTranslation('journals');
  const articleId = useArticleId();
  const article = useArticle(articleId);
  useRecordVisit(articleId, article.isSuccess);

  if (articleId === null) return <EmptyState message={t('article.missingId')} />;
  if (article.isError && !isCancelledRequest(article.error)) {
    const notFound = article.error instanceof ApiError && article.error.status === 404;
    return notFound ? (
      <EmptyState message={t('article.notFound')} />
    ) : (
      <ErrorState onRetry={() => void article.refetch()} />
    );
  }
  if (!article.data) return <LoadingState label={t('article.loading')} />;
  return <ArticleContent article={article.data} />;
}
