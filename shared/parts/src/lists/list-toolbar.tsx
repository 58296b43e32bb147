import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { PageTitle, StickyBar, fieldControlStyles } from '@portal/shared';
import { useInstantValue } from './use-instant-value';

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

/** One order a list can be sorted in: its value in the URL and its label in the reader's language. */
export interface SortOption<T extends string> {
  value: T;
  label: string;
}

export interface ListToolbarProps<T extends string> {
  titleId: string;
  title: string;
  /** The count line, or nothing while the list loads. */
  count: string | undefined;
  /** The sort select's label. */
  sortLabel: string;
  sortOptions: readonly SortOption<T>[];
  sort: T;
  onSortChange: (sort: T) => void;
  /** Further controls after the sort select (a link to another view of the same list). */
  children?: ReactNode;
}

/**
 * A list page's title, result count and order in one bar, which follows scrolling from 992 px
 * up (`StickyBar`): the reader always sees what they are looking at, how many items match and
 * in what order. The select shows the reader's choice at once, before the URL follows.
 */
export function ListToolbar<T extends string>({
  titleId,
  title,
  count,
  sortLabel,
  sortOptions,
  sort,
  onSortChange,
  children,
}: ListToolbarProps<T>) {
  const sortId = useId();
  const [shownSort, setShownSort] = useInstantValue(sort);
  return (
    <Bar>
      <Title id={titleId}>{title}</Title>
      <Row>
        <Count role="status">{count}</Count>
        <Controls>
          <span>
            <label htmlFor={sortId}>{sortLabel}</label>
            <Select
              id={sortId}
              value={shownSort}
              onChange={(event) => {
                const next = sortOptions.find((option) => option.value === event.target.value);
                if (!next) return;
                setShownSort(next.value);
                onSortChange(next.value);
              }}
            >
              {sortOptions.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
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
