import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageTitle, StickyBar, fieldControlStyles } from '@portal/shared';
import type { JournalSort } from '@portal/shared/contract';
import { JOURNAL_SORTS } from '@portal/shared/contract/constants';
import { useInstantValue } from '../hooks/use-instant-value';

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

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};

  label {
    margin-right: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
`;

const Select = styled.select`
  ${fieldControlStyles}
`;

export interface JournalToolbarProps {
  titleId: string;
  title: string;
  /** The count line, or nothing while the list loads. */
  count: string | undefined;
  sort: JournalSort;
  onSortChange: (sort: JournalSort) => void;
  /** A link to the other view of the same journals (grid or table). */
  children?: ReactNode;
}

/**
 * The page's title bar and sort bar in one: it follows scrolling from 992 px up, so the reader
 * always sees where they are, how many journals match and in what order.
 */
export function JournalToolbar({
  titleId,
  title,
  count,
  sort,
  onSortChange,
  children,
}: JournalToolbarProps) {
  const { t } = useTranslation('journals');
  const sortId = useId();
  const [shownSort, setShownSort] = useInstantValue(sort);
  return (
    <Bar>
      <Title id={titleId}>{title}</Title>
      <Row>
        <Count role="status">{count}</Count>
        <Controls>
          <span>
            <label htmlFor={sortId}>{t('lists.sort.label')}</label>
            <Select
              id={sortId}
              value={shownSort}
              onChange={(event) => {
                const next = event.target.value as JournalSort;
                setShownSort(next);
                onSortChange(next);
              }}
            >
              {JOURNAL_SORTS.map((value) => (
                <option key={value} value={value}>
                  {t(`lists.sort.${value}`)}
                </option>
              ))}
            </Select>
          </span>
          {children}
        </Controls>
      </Row>
    </Bar>
  );
}
