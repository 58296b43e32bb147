import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DetailList, MediaCard, useFormatters, useLocalized } from '@portal/shared';
import type { BookSummary } from '@portal/contract';
import { PAGES } from '@portal/pages';
import { BookPrice } from './book-price';
import { useBookFacts } from '../hooks/use-book-facts';

const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Price = styled.dd`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;
`;

export const BOOK_COVER_SIZE = { width: 96, height: 128 } as const;

/**
 * One book of a list: cover, title and subtitle, authors, series, date, editions, price in CNY
 * and USD, ISBN, and a badge (access, or the organization's grant). Title and cover lead to the
 * book's page.
 */
export function BookCard({
  book,
  badge,
  showSeries = true,
}: {
  book: BookSummary;
  badge?: ReactNode;
  /** Off on a series' own page, where every book is of that series. */
  showSeries?: boolean;
}) {
  const { t } = useTranslation('books');
  const localize = useLocalized();
  const { date } = useFormatters();
  const { authors, editions } = useBookFacts(book);
  return (
    <MediaCard
      href={PAGES.book.href({ id: book.id })}
      title={localize(book.title)}
      coverUrl={book.coverUrl}
      coverSize={BOOK_COVER_SIZE}
    >
      {book.subtitle && <Subtitle>{localize(book.subtitle)}</Subtitle>}
      <DetailList>
        {authors && (
          <>
            <dt>{t('book.authors', { count: book.authors.length })}</dt>
            <dd>{authors}</dd>
          </>
        )}
        {showSeries && book.seriesId !== null && book.seriesTitle && (
          <>
            <dt>{t('book.series')}</dt>
            <dd>
              <Link to={PAGES.series.href({ id: book.seriesId })}>
                {localize(book.seriesTitle)}
              </Link>
            </dd>
          </>
        )}
        <dt>{t(book.publishStatus === 'forthcoming' ? 'book.forthcoming' : 'book.published')}</dt>
        <dd>
          {/* A calendar date: formatted in UTC so no time zone moves it to the day before. */}
          <time dateTime={book.publishDate}>
            {date(book.publishDate, { dateStyle: 'medium', timeZone: 'UTC' })}
          </time>
        </dd>
        {editions && (
          <>
            <dt>{t('book.editions')}</dt>
            <dd>{editions}</dd>
          </>
        )}
        <dt>{t('book.listPrice')}</dt>
        <Price>
          <BookPrice book={book} />
        </Price>
        <dt>{t('book.isbn')}</dt>
        <dd>{book.isbn}</dd>
      </DetailList>
      {badge && <Badges>{badge}</Badges>}
    </MediaCard>
  );
}
