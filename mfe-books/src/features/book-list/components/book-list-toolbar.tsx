import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageTitle, StickyBar, fieldControlStyles } from '@portal/shared';
import { BOOK_SORTS } from '@portal/shared/contract/constants';
import type { BookSort } from '@portal/shared/contract';
import { useFollowingState } from '../../../hooks/use-following-state';

const Bar = styled(StickyBar)`
  padding-bottom: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled(PageTitle)`
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SortField = styled.span`
  label {
    margin-right: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
`;

const Select = styled.select`
  ${fieldControlStyles}
`;

export interface BookListToolbarProps {
  titleId: string;
  title: string;
  /** The count line, or nothing while the list loads. */
  count: string | undefined;
  sort: BookSort;
  onSortChange: (sort: BookSort) => void;
}

/**
 * The list's title, count and order in one bar, which follows scrolling from 992 px up: the
 * reader always sees what they are looking at, how many books match and in what order.
 */
export function BookListToolbar({
  titleId,
  title,
  count,
  sort,
  onSortChange,
}: BookListToolbarProps) {
  const { t } = useTranslation('books');
  const sortId = useId();
  const [shownSort, setShownSort] = useFollowingState(sort);
  return (
    <Bar>
      <Title id={titleId}>{title}</Title>
      <Row>
        <Count role="status">{count}</Count>
        <SortField>
          <label htmlFor={sortId}>{t('list.sort.label')}</label>
          <Select
            id={sortId}
            value={shownSort}
            onChange={(event) => {
              const next = event.target.value as BookSort;
              setShownSort(next);
              onSortChange(next);
            }}
          >
            {BOOK_SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`list.sort.${value}`)}
              </option>
            ))}
          </Select>
        </SortField>
      </Row>
    </Bar>
  );
}
