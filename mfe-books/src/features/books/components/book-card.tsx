import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DetailList, MediaCard, useFormatters, useLocalized } from '@portal/shared';
import type { BookSummary } from '@portal/shared/contract';

const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Price = styled.dd`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

export const BOOK_COVER_SIZE = { width: 96, height: 128 } as const;

/** One book on the book home: cover, title and subtitle, authors, series, date, price, ISBN. */
export function BookCard({ book }: { book: BookSummary }) {
  const { t, i18n } = useTranslation('books');
  const localize = useLocalized();
  const { date, price } = useFormatters();
  const authors = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(book.authors);
  return (
    <MediaCard
      href={`/books/BDetail/${book.id}`}
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
        {book.seriesTitle && (
          <>
            <dt>{t('book.series')}</dt>
            <dd>{localize(book.seriesTitle)}</dd>
          </>
        )}
        <dt>{t(book.publishStatus === 'forthcoming' ? 'book.forthcoming' : 'book.published')}</dt>
        <dd>
          {/* A calendar date: formatted in UTC so no time zone moves it to the day before. */}
          <time dateTime={book.publishDate}>
            {date(book.publishDate, { dateStyle: 'medium', timeZone: 'UTC' })}
          </time>
        </dd>
        <dt>{t('book.listPrice')}</dt>
        <Price>{price(book.listPrice, book.currency)}</Price>
        <dt>{t('book.isbn')}</dt>
        <dd>{book.isbn}</dd>
      </DetailList>
    </MediaCard>
  );
}
