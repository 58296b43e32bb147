import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AccessBadge, EmptyState, PageTitle, userInfoAtom, useSessionValue } from '@portal/shared';
import { useIsOrganization, usePageParam } from '@portal/parts/lists';
import { PAGES } from '@portal/pages';
import { BOOKS_PAGE_SIZE } from '../../../api/filter-books';
import { useOrganizationBooks } from '../../../api/get-organization-books';
import { BookResults } from '../../../components/book-results';
import { usePageInRange } from '../../../hooks/use-page-in-range';

const Intro = styled.p`
  max-width: 48rem;
  margin: ${({ theme }) => `0 0 ${theme.space(6)}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The books the reader's organization may read (/books/bookOrganization), newest first, page
 * by page, each open to them. Anyone else is told what the page is for.
 */
export function OrganizationBooksPage() {
  const { t } = useTranslation('books');
  const isOrganization = useIsOrganization();
  const userInfo = useSessionValue(userInfoAtom);
  const { page, setPage } = usePageParam();
  const books = useOrganizationBooks({ current: page, size: BOOKS_PAGE_SIZE });
  usePageInRange(page, books.isPlaceholderData ? undefined : books.data?.pages, setPage);
  const name = userInfo?.nick_name || t('organization.yours');
  return (
    <section aria-labelledby="organization-books-title">
      <PageTitle id="organization-books-title">{t('title.bookOrganization')}</PageTitle>
      {isOrganization ? (
        <>
          <Intro>{t('organization.pageIntro', { name })}</Intro>
          <BookResults
            query={books}
            page={page}
            onPageChange={setPage}
            empty={<EmptyState message={t('organization.none')} />}
            // Every book here is granted to the organization: no check needed to say so.
            badge={() => <AccessBadge status="open" label={t('access.organization')} />}
          />
        </>
      ) : (
        <EmptyState message={t('organization.notOrganization')}>
          <Link to={PAGES.bookHome.href()}>{t('organization.toBookHome')}</Link>
        </EmptyState>
      )}
    </section>
  );
}
