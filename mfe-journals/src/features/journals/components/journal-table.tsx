import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useLocalized } from '@portal/shared';
import type {
  ContentPermission,
  JournalSort,
  JournalSummary,
  OrgAuthJournal,
} from '@portal/contract';
import { PAGES } from '@portal/pages';
import { JournalAccessBadge } from './journal-access-badge';

/** Narrow screens scroll the table sideways, inside a focusable region, not the whole page. */
const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

const Table = styled.table<{ $stale: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};

  caption {
    padding: ${({ theme }) => theme.space(3)};
    text-align: left;
    font-weight: 600;
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    white-space: nowrap;
  }

  tbody th a {
    color: ${({ theme }) => theme.colors.link};
  }

  .issn {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const SortButton = styled.button`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  font-weight: 700;
  text-decoration: underline;
  cursor: pointer;
`;

function SortableHeader({
  column,
  sort,
  onSortChange,
  children,
}: {
  column: JournalSort;
  sort: JournalSort;
  onSortChange: (sort: JournalSort) => void;
  children: string;
}) {
  const { t } = useTranslation('journals');
  const active = sort === column;
  return (
    <th scope="col" aria-sort={active ? 'ascending' : 'none'}>
      {active ? (
        <>
          {children} <span aria-hidden="true">▲</span>
        </>
      ) : (
        <SortButton
          type="button"
          onClick={() => onSortChange(column)}
          aria-label={t('lists.table.sortBy', { column: children })}
        >
          {children}
        </SortButton>
      )}
    </th>
  );
}

export interface JournalTableProps {
  journals: readonly JournalSummary[];
  grants: ReadonlyMap<number, OrgAuthJournal>;
  /** This reader's access to each journal (the page's one check), when signed in. */
  permissions?: ReadonlyMap<number, ContentPermission>;
  sort: JournalSort;
  onSortChange: (sort: JournalSort) => void;
  stale: boolean;
}

/** The journals as a compact table, sortable by title or abbreviation (the orders the API has). */
export function JournalTable({
  journals,
  grants,
  permissions,
  sort,
  onSortChange,
  stale,
}: JournalTableProps) {
  const { t } = useTranslation('journals');
  const localize = useLocalized();
  return (
    <Scroller role="region" aria-labelledby="journal-table-caption" tabIndex={0}>
      <Table $stale={stale} aria-busy={stale}>
        <caption id="journal-table-caption">
          {t('lists.table.caption', { order: t(`lists.sort.${sort}`) })}
        </caption>
        <thead>
          <tr>
            <SortableHeader column="title" sort={sort} onSortChange={onSortChange}>
              {t('lists.table.title')}
            </SortableHeader>
            <SortableHeader column="abbreviation" sort={sort} onSortChange={onSortChange}>
              {t('lists.table.abbreviation')}
            </SortableHeader>
            <th scope="col">{t('lists.subject')}</th>
            <th scope="col">{t('home.issnPrint')}</th>
            <th scope="col">{t('home.issnOnline')}</th>
            <th scope="col">{t('lists.table.frequency')}</th>
            <th scope="col">{t('lists.table.access')}</th>
          </tr>
        </thead>
        <tbody>
          {journals.map((journal) => (
            <tr key={journal.id}>
              <th scope="row">
                <Link to={PAGES.journal.href({ cid: journal.id })}>{localize(journal.title)}</Link>
              </th>
              <td>
                <i>{journal.abbreviation}</i>
              </td>
              <td>{localize(journal.subjectName)}</td>
              <td className="issn">{journal.issnPrint}</td>
              <td className="issn">{journal.issnOnline}</td>
              <td>{localize(journal.frequency)}</td>
              <td>
                <JournalAccessBadge
                  journal={journal}
                  grant={grants.get(journal.id)}
                  permission={permissions?.get(journal.id)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
