import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormatters, useLocalized } from '@portal/shared';
import type { ContentPermission, FeaturedAuthor as FeaturedAuthorData } from '@portal/contract';
import { bookListPath } from '../../../utils/book-list-path';
import { onSaleFirst } from '../../../utils/on-sale-first';
import { BookShelf } from './book-shelf';

const About = styled.div`
  max-width: 48rem;
  margin-bottom: ${({ theme }) => theme.space(5)};

  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const Affiliation = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

/** How many of the featured author's books the home shows. */
export const FEATURED_AUTHOR_SHELF_SIZE = 6;

/** The books of one author the editors feature: who they are, and their books on sale first. */
export function FeaturedAuthor({
  author,
  permissions,
}: {
  author: FeaturedAuthorData;
  permissions?: ReadonlyMap<number, ContentPermission>;
}) {
  const { t } = useTranslation('books');
  const localize = useLocalized();
  const { number } = useFormatters();
  const name = localize(author.tag.name);
  return (
    <BookShelf
      title={t('home.featuredAuthor.title', { name })}
      count={author.tag.bookCount}
      books={onSaleFirst(author.books).slice(0, FEATURED_AUTHOR_SHELF_SIZE)}
      permissions={permissions}
      emptyMessage={t('home.featuredAuthor.empty', { name })}
      more={{
        to: bookListPath({ tagId: author.tag.id }),
        label: t('home.featuredAuthor.all', {
          name,
          count: author.tag.bookCount,
          formatted: number(author.tag.bookCount),
        }),
      }}
    >
      <About>
        {author.affiliation && <Affiliation>{author.affiliation}</Affiliation>}
        <p>{localize(author.tag.description)}</p>
      </About>
    </BookShelf>
  );
}
