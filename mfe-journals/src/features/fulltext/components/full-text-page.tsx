import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  ApiError,
  EmptyState,
  ErrorState,
  LoadingState,
  PageTitle,
  isCancelledRequest,
  useLocalized,
} from '@portal/shared';
import { titleTextOf, usePageMeta } from '@portal/reading';
import type { ArticleDetail, ArticleFullText } from '@portal/contract';
import { PAGES } from '@portal/pages';
import { useArticle } from '../../../api/get-article';
import { useArticleCitations } from '../../../api/get-article-citations';
import { ArticleAccessStatement } from '../../../components/article-access-statement';
import { ReferenceList } from '../../../components/reference-list';
import { useArticleId } from '../../../hooks/use-article-id';
import { useArticleFullText } from '../api/get-article-full-text';
import { useReadingPlace } from '../hooks/use-reading-place';
import { Footnotes } from './footnotes';
import { FullTextBody } from './full-text-body';
import { anchorMargin, targetMark } from './full-text-styles';
import { ContentsDisclosure, ContentsSidebar } from './table-of-contents';

const BackLink = styled(Link)`
  color: ${({ theme }) => theme.colors.link};

  @media print {
    display: none;
  }
`;

const Kicker = styled.p`
  margin: ${({ theme }) => `${theme.space(3)} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Title = styled(PageTitle)`
  margin-top: ${({ theme }) => theme.space(1)};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

const Authors = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(5)}`};
  margin: ${({ theme }) => `0 0 ${theme.space(8)}`};
  padding: 0;
  list-style: none;

  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: 600;
  }
`;

/** The contents beside the text from the theme's desktop width up; one column below it. */
const Layout = styled.div<{ $withContents: boolean }>`
  display: grid;
  grid-template-columns: ${({ $withContents }) =>
    $withContents ? 'minmax(11rem, 15rem) minmax(0, 1fr)' : 'minmax(0, 1fr)'};
  gap: ${({ theme }) => theme.space(10)};
  align-items: start;

  ${({ theme }) => theme.media.mobile} {
    display: block;
  }

  @media print {
    display: block;
  }
`;

/** A measure that reads well; the text's own wide parts scroll within it. */
const Reading = styled.div`
  min-width: 0;
  max-width: 46rem;
`;

const EndSection = styled.section`
  margin-top: ${({ theme }) => theme.space(10)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: ${({ theme }) => `0 0 ${theme.space(3)}`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Withheld = styled(EndSection)`
  padding: ${({ theme }) => theme.space(5)};
  border: 2px solid ${({ theme }) => theme.colors.locked};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.lockedSurface};

  p {
    margin: 0;
  }
`;

/** How to read the rest: ways to act on a screen, not on paper. */
const Access = styled.div`
  @media print {
    display: none;
  }
`;

const AnchoredReferences = styled(ReferenceList)`
  li {
    ${anchorMargin}
  }

  li:target {
    ${targetMark}
  }
`;

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A part of the page after the text, named by its h2. */
function EndPart({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <EndSection aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </EndSection>
  );
}

/** The references, each with its anchor: the text's citations lead to them. */
function FullTextReferences({ articleId }: { articleId: number }) {
  const { t } = useTranslation('journals');
  const citations = useArticleCitations(articleId);
  if (isNotFound(citations.error)) return null;
  if (citations.isError && !isCancelledRequest(citations.error)) {
    return (
      <EndPart title={t('article.references.heading')}>
        <ErrorState onRetry={() => void citations.refetch()} />
      </EndPart>
    );
  }
  if (!citations.data) {
    return (
      <EndPart title={t('article.references.heading')}>
        <LoadingState label={t('article.references.loading')} />
      </EndPart>
    );
  }
  const { references } = citations.data;
  if (references.length === 0) return null;
  return (
    <EndPart title={t('article.references.headingCount', { count: references.length })}>
      <AnchoredReferences references={references} anchored />
    </EndPart>
  );
}

function FullTextContent({
  article,
  fullText,
}: {
  article: ArticleDetail;
  fullText: ArticleFullText;
}) {
  const { t } = useTranslation('journals');
  const localize = useLocalized();
  const titleId = useId();
  const withheldId = useId();
  const followLink = useReadingPlace();
  const titleText = localize(titleTextOf(article));
  const pageTitle = `${titleText} — ${t('fullText.title')}`;
  usePageMeta({
    title: pageTitle,
    documentTitle: `${pageTitle} · ${localize(article.journalTitle)} | ${t('common:siteName')}`,
    description: localize(article.abstract),
    path: PAGES.fullText.href({ cid: article.journalId, id: article.id }),
    type: 'article',
  });
  const headings = fullText.sections.flatMap((section) => section.headings);
  const html = useMemo(
    () => fullText.sections.map((section) => section.html).join(''),
    [fullText.sections],
  );
  const withContents = headings.length > 0;

  return (
    <article aria-labelledby={titleId} onClickCapture={followLink}>
      <BackLink to={PAGES.article.href({ cid: article.journalId, id: article.id })}>
        <span aria-hidden="true">← </span>
        {t('fullText.backToArticle')}
      </BackLink>
      <Kicker>{t('fullText.title')}</Kicker>
      <Title id={titleId}>
        {/* The API's rendering of the title (escaped text, TeX as MathML), as the text's own:
            the page loads no TeX library. */}
        <span dangerouslySetInnerHTML={{ __html: localize(article.titleMarkup) }} />
      </Title>
      <Authors aria-label={t('article.authors')}>
        {article.authors.map((author) => (
          <li key={author.authorKey}>
            <Link to={PAGES.authorPublications.href({ author: author.authorKey })}>
              {author.name}
            </Link>
          </li>
        ))}
      </Authors>

      <Layout $withContents={withContents}>
        {withContents && <ContentsSidebar headings={headings} />}
        <Reading>
          {withContents && <ContentsDisclosure headings={headings} />}
          {/* Another text (a language, a reader with access) is another body. */}
          <FullTextBody key={html} html={html} />

          {fullText.withheld > 0 && (
            <Withheld aria-labelledby={withheldId}>
              <h2 id={withheldId}>{t('fullText.withheld.heading')}</h2>
              <p>{t('fullText.withheld.body', { count: fullText.withheld })}</p>
              <Access>
                <ArticleAccessStatement article={article} />
              </Access>
            </Withheld>
          )}

          {fullText.footnotes.length > 0 && (
            <EndPart title={t('fullText.footnotes')}>
              <Footnotes footnotes={fullText.footnotes} />
            </EndPart>
          )}

          <FullTextReferences articleId={article.id} />
        </Reading>
      </Layout>
    </article>
  );
}

/**
 * The article's full text (`/JDetail/:cid/fulltext?id=<articleId>`), read in the page: its
 * title and authors, the table of contents, the sections the reader may read (with "Copy TeX"
 * for a formula), what is withheld and how to read it, the footnotes and the references the
 * citations lead to. The reader's place is kept across Back and Forward (`useReadingPlace`).
 */
export function FullTextPage() {
  const { t } = useTranslation('journals');
  const articleId = useArticleId();
  const article = useArticle(articleId);
  const fullText = useArticleFullText(articleId);

  if (articleId === null) return <EmptyState message={t('article.missingId')} />;
  if (isNotFound(article.error)) return <EmptyState message={t('article.notFound')} />;
  if (isNotFound(fullText.error) && article.data) {
    return (
      <EmptyState message={t('fullText.notFound')}>
        <Link to={PAGES.article.href({ cid: article.data.journalId, id: articleId })}>
          {t('fullText.toArticle')}
        </Link>
      </EmptyState>
    );
  }
  const failed = [article, fullText].filter(
    (query) => query.isError && !isNotFound(query.error) && !isCancelledRequest(query.error),
  );
  if (failed.length > 0) {
    return <ErrorState onRetry={() => failed.forEach((query) => void query.refetch())} />;
  }
  if (!article.data || !fullText.data) return <LoadingState label={t('fullText.loading')} />;
  return <FullTextContent article={article.data} fullText={fullText.data} />;
}
