import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState, PageTitle } from '@portal/shared';
import { usePageParam } from '@portal/parts/lists';
import { BookResults } from '../../../components/book-results';
import { usePageInRange } from '../../../hooks/use-page-in-range';
import { useFeaturedBooks } from '../api/get-featured-books';

const Intro = styled.p`
  max-width: 48rem;
  margin: ${({ theme }) => `0 0 ${theme.space(6)}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The publisher's spotlight (/books/bookLight): the books the editors feature, page by page. */
export function FeaturedBooksPage() {
  const { t } = useTranslation('books');
  const { page, setPage } = usePageParam();
  const books = useFeaturedBooks(page);
  usePageInRange(page, books.isPlaceholderData ? undefined : books.data?.pages, setPage);
  return (
    <section aria-labelledby="featured-books-title">
      <PageTitle id="featured-books-title">{t('title.bookLight')}</PageTitle>
      <Intro>{t('featured.intro')}</Intro>
      <BookResults
        query={books}
        page={page}
        onPageChange={setPage}
        empty={<EmptyState message={t('featured.empty')} />}
      />
    </section>
  );
}
