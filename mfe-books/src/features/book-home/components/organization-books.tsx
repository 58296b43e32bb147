import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AccessBadge, ButtonLink, useFormatters, userInfoAtom } from '@portal/shared';
import {
  useIsOrganization,
  useOrganizationBooks,
  useOrganizationBooksCount,
} from '../../../api/get-organization-books';
import { BookShelfList, BookTile } from '../../../components/book-tile';
import { ORGANIZATION_BOOKS_PATH } from '../../../utils/book-paths';

const Panel = styled.section`
  margin-bottom: ${({ theme }) => theme.space(10)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.open};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** How many of the organization's books the home shows. */
export const ORGANIZATION_SHELF_SIZE = 4;

/**
 * For an organization's readers: how many books their organization may read, the newest of
 * them (open to them), and the way to the whole list. Nothing for anyone else.
 */
export function OrganizationBooks() {
  const { t } = useTranslation('books');
  const { number } = useFormatters();
  const isOrganization = useIsOrganization();
  const userInfo = useAtomValue(userInfoAtom);
  const count = useOrganizationBooksCount();
  const books = useOrganizationBooks({ current: 1, size: ORGANIZATION_SHELF_SIZE });
  const headingId = useId();
  if (!isOrganization) return null;

  const name = userInfo?.nick_name || t('organization.yours');
  const total = count.data;
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{t('organization.title')}</h2>
      <Intro>
        {total === undefined
          ? t('organization.introLoading', { name })
          : t('organization.intro', { name, count: total, formatted: number(total) })}
      </Intro>
      {books.data && books.data.records.length > 0 && (
        <BookShelfList>
          {books.data.records.map((book) => (
            <li key={book.id}>
              <BookTile
                book={book}
                badge={<AccessBadge status="open" label={t('access.organization')} />}
              />
            </li>
          ))}
        </BookShelfList>
      )}
      {total !== undefined && total > 0 && (
        <p>
          <ButtonLink to={ORGANIZATION_BOOKS_PATH} variant="secondary">
            {t('organization.all', { count: total, formatted: number(total) })}
          </ButtonLink>
        </p>
      )}
    </Panel>
  );
}
