import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageTitle, useFormatters, useLocalized } from '@portal/shared';
import { plainTeX, SafeHtml, TexText, usePageMeta } from '@portal/reading';
import type { NewsDetail } from '@portal/contract';
import { PAGES } from '@portal/pages';
import { useNewsItem } from '../api/get-news-item';
import { useRelatedNewsAlongside } from '../api/get-related-news';
import { useTopOnChange } from '../hooks/use-top-on-change';
import { newsMetaTags } from '../utils/news-meta-tags';
import { pathId } from '../utils/path-id';
import { NewsNeighbours } from './news-neighbours';
import { NewsStates } from './news-states';
import { RelatedNews } from './related-news';
import { NewsKind, NewsMeta } from '../../../components/news-meta';

const Page = styled.article`
  max-width: 48rem;
`;

const Heading = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Title = styled(PageTitle)`
  order: 2;
  margin: 0;
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

const Subject = styled.p`
  order: 3;
  margin: 0;

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

/** The body's own markup (paragraphs, headings, lists, links, MathML) in the page's type. */
const Body = styled(SafeHtml)`
  margin-top: ${({ theme }) => theme.space(6)};
  line-height: 1.7;
  overflow-wrap: anywhere;

  h2,
  h3 {
    margin: ${({ theme }) => `${theme.space(6)} 0 ${theme.space(2)}`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  a {
    color: ${({ theme }) => theme.colors.link};
  }

  math {
    font-size: 1.1em;
  }

  img,
  table {
    max-width: 100%;
  }

  table {
    display: block;
    overflow-x: auto;
  }
`;

const Related = styled.section`
  max-width: 48rem;
  margin-top: ${({ theme }) => theme.space(8)};

  h2 {
    margin: ${({ theme }) => `0 0 ${theme.space(2)}`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

function NewsContent({ item }: { item: NewsDetail }) {
  const { t } = useTranslation('news');
  const localize = useLocalized();
  const { date } = useFormatters();
  const titleId = useId();
  const title = localize(item.title);

  usePageMeta({
    title: plainTeX(title),
    description: localize(item.summary),
    path: PAGES.newsItem.href({ id: item.id }),
    type: 'article',
    tags: newsMetaTags(item),
  });

  return (
    <>
      <Page aria-labelledby={titleId}>
        <Heading>
          <Title id={titleId}>
            <TexText text={title} />
          </Title>
          <NewsMeta>
            <NewsKind>{t(`kind.${item.type}`)}</NewsKind>
            <span>
              {t('detail.published')}{' '}
              <time dateTime={item.publishedAt}>
                {date(item.publishedAt, { dateStyle: 'long' })}
              </time>
            </span>
          </NewsMeta>
          {item.journal && (
            <Subject>
              {/* The label carries its language's colon (and space). */}
              {t('detail.journal')}
              <Link to={PAGES.journal.href({ cid: item.journal.id })}>
                {localize(item.journal.title)}
              </Link>
            </Subject>
          )}
          {item.book && (
            <Subject>
              {t('detail.book')}
              <Link to={PAGES.book.href({ id: item.book.id })}>{localize(item.book.title)}</Link>
            </Subject>
          )}
        </Heading>
        <Body html={localize(item.body)} />
        <NewsNeighbours previous={item.previous} next={item.next} />
      </Page>
      <Related aria-labelledby={`${titleId}-related`}>
        <h2 id={`${titleId}-related`}>{t('detail.related')}</h2>
        <RelatedNews id={item.id} />
      </Related>
    </>
  );
}

/**
 * The news page (`/newsDetail/:id`): title, kind and date, the journal or book it is about, the
 * body (HTML from the API, sanitized on insertion, its TeX already MathML), the items before and
 * after it, and related items. Loading, not found and error states.
 */
export function NewsDetailPage() {
  const { id } = useParams();
  const newsId = pathId(id);
  const item = useNewsItem(newsId);
  useRelatedNewsAlongside(newsId);
  useTopOnChange(newsId);
  // Keyed: nothing one item showed is carried to the next.
  return (
    <NewsStates id={newsId} query={item}>
      {(record) => <NewsContent item={record} key={record.id} />}
    </NewsStates>
  );
}
