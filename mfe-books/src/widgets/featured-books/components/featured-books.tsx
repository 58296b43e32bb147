import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Cover,
  QueryState,
  useFormatters,
  useLocalized,
  WidgetList,
  WidgetMeta,
  WidgetMoreLink,
} from '@portal/shared';
import type { BookSummary } from '@portal/contract';
import { PAGES } from '@portal/pages';
import { useBookHome } from '../../../api/get-book-home';
import { FORTHCOMING_BOOKS_PATH, ON_SALE_BOOKS_PATH } from '../../../utils/book-paths';
import { onSaleFirst } from '../../../utils/on-sale-first';

/** How many books each part of the widget shows. */
export const WIDGET_FEATURED = 3;
export const WIDGET_LIST = 2;

const COVER = { width: 48, height: 64 } as const;

/**
 * The widget's usual height (between the Chinese and the English, at 1280 and 390 px), kept while
 * its one call loads (issue 17): the shell keeps the same while the widget's code loads.
 */
const WIDGET_MIN_HEIGHT = '56rem';

/** Each featured book's cover beside its title. */
const Featured = styled(WidgetList)`
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const SubHeading = styled.h3`
  margin: ${({ theme }) => `${theme.space(6)} 0 ${theme.space(1)}`};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** New or forthcoming books: titles with their date, and the link to all of them. */
function BookDates({
  title,
  books,
  more,
}: {
  title: string;
  books: readonly BookSummary[];
  more: { to: string; label: string };
}) {
  const localize = useLocalized();
  const { date } = useFormatters();
  const headingId = useId();
  if (books.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <SubHeading id={headingId}>{title}</SubHeading>
      <WidgetList>
        {books.slice(0, WIDGET_LIST).map((book) => (
          <li key={book.id}>
            <Link to={PAGES.book.href({ id: book.id })}>{localize(book.title)}</Link>
            <WidgetMeta>
              <time dateTime={book.publishDate}>
                {date(book.publishDate, { dateStyle: 'medium', timeZone: 'UTC' })}
              </time>
            </WidgetMeta>
          </li>
        ))}
      </WidgetList>
      <WidgetMoreLink to={more.to}>{more.label}</WidgetMoreLink>
    </section>
  );
}

/**
 * Home-page widget "Books": the books the editors feature (on sale first), then the newest and
 * the forthcoming ones; every title leads to its book, every "all" to its list. One call, the
 * one the book home makes: opening the book home after /home finds it cached.
 */
export function FeaturedBooks() {
  const { t, i18n } = useTranslation('books');
  const localize = useLocalized();
  const query = useBookHome();
  return (
    <QueryState
      query={query}
      isEmpty={(data) => data.counts.total === 0}
      empty={<p>{t('homeWidget.empty')}</p>}
      loadingMinHeight={WIDGET_MIN_HEIGHT}
    >
      {(data) => (
        <>
          {data.featured.length > 0 && (
            <>
              <Featured>
                {onSaleFirst(data.featured)
                  .slice(0, WIDGET_FEATURED)
                  .map((book) => (
                    <li key={book.id}>
                      {/* The title is the link beside it: the cover needs no text of its own. */}
                      <Cover src={book.coverUrl} alt="" width={COVER.width} height={COVER.height} />
                      <div>
                        <Link to={PAGES.book.href({ id: book.id })}>{localize(book.title)}</Link>
                        <WidgetMeta>
                          {new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
                            book.authors,
                          )}
                        </WidgetMeta>
                      </div>
                    </li>
                  ))}
              </Featured>
              <WidgetMoreLink to={PAGES.featuredBooks.href()}>
                {t('homeWidget.allFeatured')}
              </WidgetMoreLink>
            </>
          )}
          <BookDates
            title={t('homeWidget.recent')}
            books={data.recent}
            more={{ to: ON_SALE_BOOKS_PATH, label: t('homeWidget.allOnSale') }}
          />
          <BookDates
            title={t('homeWidget.forthcoming')}
            books={data.forthcoming}
            more={{
              to: FORTHCOMING_BOOKS_PATH,
              label: t('homeWidget.allForthcoming'),
            }}
          />
          <p>
            <WidgetMoreLink to={PAGES.bookHome.href()}>{t('homeWidget.bookHome')}</WidgetMoreLink>
          </p>
        </>
      )}
    </QueryState>
  );
}
