import { useTranslation } from 'react-i18next';
import {
  AccessBadge,
  ButtonLink,
  useFormatters,
  userInfoAtom,
  useSessionValue,
} from '@portal/shared';
import { OrganizationPanel, useIsOrganization } from '@portal/parts/lists';
import { PAGES } from '@portal/pages';
import {
  useOrganizationBooks,
  useOrganizationBooksCount,
} from '../../../api/get-organization-books';
import { BookShelfList, BookTile } from '../../../components/book-tile';

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
  const userInfo = useSessionValue(userInfoAtom);
  const count = useOrganizationBooksCount();
  const books = useOrganizationBooks({ current: 1, size: ORGANIZATION_SHELF_SIZE });
  if (!isOrganization) return null;

  const name = userInfo?.nick_name || t('organization.yours');
  const total = count.data;
  return (
    <OrganizationPanel
      title={t('organization.title')}
      intro={
        total === undefined
          ? t('organization.introLoading', { name })
          : t('organization.intro', { name, count: total, formatted: number(total) })
      }
    >
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
          <ButtonLink to={PAGES.organizationBooks.href()} variant="secondary">
            {t('organization.all', { count: total, formatted: number(total) })}
          </ButtonLink>
        </p>
      )}
    </OrganizationPanel>
  );
}
