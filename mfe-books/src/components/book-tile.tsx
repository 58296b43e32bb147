import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Cover, useFormatters, useLocalized } from '@portal/shared';
import type { BookSummary } from '@portal/contract';
import { PAGES } from '@portal/pages';
import { useBookFacts } from '../hooks/use-book-facts';
import { BookPrice } from './book-price';

export const BOOK_TILE_COVER = { width: 120, height: 160 } as const;

const Tile = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  height: 100%;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  > a:first-child {
    align-self: flex-start;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
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

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Price = styled(BookPrice)`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

/** A tile is narrow: the badge's label wraps rather than running into the next tile. */
const BadgeSlot = styled.div`
  min-width: 0;

  > span {
    max-width: 100%;
    white-space: normal;
  }
`;

const Status = styled.strong`
  color: ${({ theme }) => theme.colors.primary};
`;

/**
 * A book on a shelf of the book home: its cover above the title, the authors, the date (or
 * "Forthcoming" and the date expected) and the price in CNY and USD.
 */
export function BookTile({ book, badge }: { book: BookSummary; badge?: ReactNode }) {
  const { t } = useTranslation('books');
  const localize = useLocalized();
  const { date } = useFormatters();
  const { authors } = useBookFacts(book);
  const titleId = useId();
  const href = PAGES.book.href({ id: book.id });
  const day = (
    <time dateTime={book.publishDate}>
      {date(book.publishDate, { dateStyle: 'medium', timeZone: 'UTC' })}
    </time>
  );
  return (
    <Tile aria-labelledby={titleId}>
      {/* The title link below leads to the same page; one tab stop per book is enough. */}
      <Link to={href} tabIndex={-1} aria-hidden="true">
        <Cover
          src={book.coverUrl}
          alt=""
          width={BOOK_TILE_COVER.width}
          height={BOOK_TILE_COVER.height}
        />
      </Link>
      <Title id={titleId}>
        <Link to={href}>{localize(book.title)}</Link>
      </Title>
      {authors && <Muted>{authors}</Muted>}
      <Muted>
        {book.publishStatus === 'forthcoming' ? (
          <>
            <Status>{t('book.forthcoming')}</Status> {day}
          </>
        ) : (
          day
        )}
      </Muted>
      <Price book={book} />
      {badge && <BadgeSlot>{badge}</BadgeSlot>}
    </Tile>
  );
}

/** Tiles side by side: two on a phone, up to six on a wide screen. */
export const BookShelfList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr));
  gap: ${({ theme }) => `${theme.space(6)} ${theme.space(4)}`};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    /* Two rows are enough on a phone: the shelf's link leads to the rest. */
    li:nth-child(n + 5) {
      display: none;
    }
  }
`;
