import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Cover,
  QueryState,
  useLocalized,
  WidgetList,
  WidgetMeta,
  WidgetMoreLink,
} from '@portal/shared';
import type { BookSummary, Page } from '@portal/shared/contract';
import { useFeaturedBooks } from '../api/get-featured-books';

const COVER = { width: 48, height: 64 } as const;

/** Each book's cover beside its title. */
const List = styled(WidgetList)`
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

/** Home-page widget: the books the editors feature, linking to each book. */
export function FeaturedBooks() {
  const { t, i18n } = useTranslation('books');
  const localize = useLocalized();
  const query = useFeaturedBooks();
  return (
    <>
      <QueryState<Page<BookSummary>>
        query={query}
        isEmpty={(page) => page.records.length === 0}
        empty={<p>{t('home.empty.featured')}</p>}
      >
        {(page) => (
          <List>
            {page.records.map((book) => (
              <li key={book.id}>
                {/* The title is the link beside it: the cover needs no text of its own. */}
                <Cover src={book.coverUrl} alt="" width={COVER.width} height={COVER.height} />
                <div>
                  <Link to={`/books/BDetail/${book.id}`}>{localize(book.title)}</Link>
                  <WidgetMeta>
                    {new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
                      book.authors,
                    )}
                  </WidgetMeta>
                </div>
              </li>
            ))}
          </List>
        )}
      </QueryState>
      <WidgetMoreLink to="/books/book">{t('homeWidget.allBooks')}</WidgetMoreLink>
    </>
  );
}
