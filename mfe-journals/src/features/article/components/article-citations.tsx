import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  ApiError,
  ErrorState,
  LoadingState,
  isCancelledRequest,
  useLocalized,
} from '@portal/shared';
import { TexText, useMetaTags, type MetaTag } from '@portal/reading';
import type { ArticleCitations, ArticleReference } from '@portal/contract';
import { PAGES } from '@portal/pages';
import { useArticleCitations } from '../../../api/get-article-citations';
import { ReferenceList } from '../../../components/reference-list';
import { Section } from './article-section';

const Citing = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => `${theme.space(2)} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const CitingSource = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Each reference as Google Scholar reads them: the reference's text, with its DOI. */
export function referenceMetaTags(references: readonly ArticleReference[]): MetaTag[] {
  return references.map((reference) => [
    'citation_reference',
    reference.doi ? `${reference.text} doi:${reference.doi}` : reference.text,
  ]);
}

function CitedBy({ citedBy }: { citedBy: ArticleCitations['citedBy'] }) {
  const localize = useLocalized();
  return (
    <Citing>
      {citedBy.map((article) => (
        <li key={article.id}>
          <Link to={PAGES.article.href({ cid: article.journalId, id: article.id })}>
            <TexText text={localize(article.title)} markup={localize(article.titleMarkup)} />
          </Link>
          <CitingSource>
            {[
              article.authors.map((author) => author.name).join(', '),
              [article.journalAbbreviation, article.year].filter(Boolean).join(' '),
            ]
              .filter(Boolean)
              .join(' · ')}
          </CitingSource>
        </li>
      ))}
    </Citing>
  );
}

/**
 * The article's references (DOI links, and a link to our own page of a cited article of our
 * journals) and the articles of our journals citing it; the references also as
 * `citation_reference` tags for crawlers.
 */
export function ArticleCitationSections({
  articleId,
  idPrefix,
}: {
  articleId: number;
  idPrefix: string;
}) {
  const { t } = useTranslation('journals');
  const citations = useArticleCitations(articleId);
  useMetaTags(citations.data && referenceMetaTags(citations.data.references));

  // An accepted paper, not yet online, has no reference list to show.
  if (citations.error instanceof ApiError && citations.error.status === 404) return null;
  if (citations.isError && !isCancelledRequest(citations.error)) {
    return (
      <Section aria-labelledby={`${idPrefix}-references`}>
        <h2 id={`${idPrefix}-references`}>{t('article.references.heading')}</h2>
        <ErrorState onRetry={() => void citations.refetch()} />
      </Section>
    );
  }
  if (!citations.data) {
    return (
      <Section aria-labelledby={`${idPrefix}-references`}>
        <h2 id={`${idPrefix}-references`}>{t('article.references.heading')}</h2>
        <LoadingState label={t('article.references.loading')} />
      </Section>
    );
  }
  const { references, citedBy } = citations.data;
  return (
    <>
      {references.length > 0 && (
        <Section aria-labelledby={`${idPrefix}-references`}>
          <h2 id={`${idPrefix}-references`}>
            {t('article.references.headingCount', { count: references.length })}
          </h2>
          <ReferenceList references={references} />
        </Section>
      )}
      <Section aria-labelledby={`${idPrefix}-cited-by`}>
        <h2 id={`${idPrefix}-cited-by`}>
          {t('article.citedBy.heading', { count: citedBy.length })}
        </h2>
        {citedBy.length > 0 && <CitedBy citedBy={citedBy} />}
      </Section>
    </>
  );
}
