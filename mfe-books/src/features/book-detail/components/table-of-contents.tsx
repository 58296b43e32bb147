import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useLocalized } from '@portal/shared';
import { TexText } from '@portal/reading';
import type { BookSummary, ChapterSummary } from '@portal/contract';
import { PAGES } from '@portal/pages';
import { useChapterPermissions } from '../../../api/get-book-permissions';
import { BookAccessBadge } from '../../../components/book-access-badge';

const Contents = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Entry = styled.li`
  display: grid;
  grid-template-columns: 2.5rem minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 2rem minmax(0, 1fr);

    > :last-child {
      grid-column: 2;
    }
  }
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Authors = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Pages = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/**
 * Under the pages, the chapter's access once the check answers: a line kept free for it from the
 * start, so the contents do not move when it appears.
 */
const Access = styled.span`
  display: block;
  min-height: 1.6em;
`;

/**
 * "pp. 29–65", or "p. 7" for a chapter of one page; nothing for a chapter of a book published
 * online before it is paged.
 */
export function pageRange(
  t: (key: string, options?: Record<string, unknown>) => string,
  firstPage: number | null,
  lastPage: number | null,
) {
  if (firstPage === null || lastPage === null) return null;
  return firstPage === lastPage
    ? t('detail.toc.page', { page: firstPage })
    : t('detail.toc.pages', { first: firstPage, last: lastPage });
}

/**
 * The table of contents: each chapter's label, title (with TeX), authors (of a contribution to
 * an edited book), pages and whether this reader may read it (open access, bought, through the
 * organization: one check for the whole contents), the title linking to the chapter's page.
 */
export function TableOfContents({
  book,
  chapters,
}: {
  book: Pick<BookSummary, 'publishStatus'>;
  chapters: readonly ChapterSummary[];
}) {
  const { t } = useTranslation('books');
  const localize = useLocalized();
  const permissions = useChapterPermissions(chapters.map((chapter) => chapter.id));
  return (
    <Contents>
      {chapters.map((chapter) => (
        <Entry key={chapter.id}>
          <Label>{chapter.label}</Label>
          <div>
            <Link to={PAGES.chapter.href({ id: chapter.id })}>
              <TexText text={localize(chapter.title)} />
            </Link>
            {chapter.authors.length > 0 && <Authors>{chapter.authors.join(', ')}</Authors>}
          </div>
          <div>
            <Pages>{pageRange(t, chapter.firstPage, chapter.lastPage)}</Pages>
            <Access>
              <BookAccessBadge
                book={book}
                permission={permissions.data?.get(chapter.id)}
                openOnly
              />
            </Access>
          </div>
        </Entry>
      ))}
    </Contents>
  );
}
