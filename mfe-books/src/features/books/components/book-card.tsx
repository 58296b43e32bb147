import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Cover, useFormatters, useLocalized } from '@portal/shared';
import type { BookSummary } from '@portal/shared/contract';

const Article = styled(Card)`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  height: 100%;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.3;
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
  }

  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
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
  const titleId = useId();
  const href = `/books/BDetail/${book.id}`;
  const authors = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(book.authors);
  return (
    <Article as="article" aria-labelledby={titleId}>
      {/* The title link beside it leads to the same page; one tab stop per book is enough. */}
      <Link to={href} tabIndex={-1} aria-hidden="true">
        <Cover src={book.coverUrl} alt="" {...BOOK_COVER_SIZE} />
      </Link>
      <Body>
        <Title id={titleId}>
          <Link to={href}>{localize(book.title)}</Link>
        </Title>
        {book.subtitle && <Subtitle>{localize(book.subtitle)}</Subtitle>}
        <Details>
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
        </Details>
      </Body>
    </Article>
  );
}
