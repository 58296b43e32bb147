import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Cover, QueryState, useLocalized } from '@portal/shared';
import type { BookSummary, Page } from '@portal/shared/contract';
import { useFeaturedBooks } from '../api/get-featured-books';

const COVER = { width: 48, height: 64 } as const;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => `${theme.space(3)} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  a {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Authors = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const MoreLink = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(3)};
  font-weight: 600;
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
                  <Authors>
                    {new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
                      book.authors,
                    )}
                  </Authors>
                </div>
              </li>
            ))}
          </List>
        )}
      </QueryState>
      <MoreLink to="/books/book">{t('homeWidget.allBooks')}</MoreLink>
    </>
  );
}
