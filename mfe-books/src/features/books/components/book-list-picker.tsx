import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormatters } from '@portal/shared';
import type { BookHomepageCount, BookHomepageType } from '@portal/shared/contract';

/** The book home's lists, in the order offered, with the count that belongs to each. */
export const BOOK_LISTS = [
  { type: 'all', count: 'total' },
  { type: 'recent', count: 'recent' },
  { type: 'forthcoming', count: 'forthcoming' },
  { type: 'featured', count: 'featured' },
] as const satisfies readonly { type: BookHomepageType; count: keyof BookHomepageCount }[];

const Group = styled.fieldset`
  margin: ${({ theme }) => `0 0 ${theme.space(5)}`};
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** A radio button drawn as a tab: arrow keys move between lists, as in any radio group. */
const Option = styled.label`
  position: relative;
  cursor: pointer;

  input {
    position: absolute;
    opacity: 0;
  }

  span {
    display: inline-flex;
    align-items: center;
    min-height: 2.5rem;
    padding: ${({ theme }) => `0 ${theme.space(4)}`};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
  }

  input:checked + span {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 600;
  }

  input:focus-visible + span {
    ${({ theme }) => theme.focusRing}
  }
`;

export interface BookListPickerProps {
  value: BookHomepageType;
  counts: BookHomepageCount | undefined;
  onChange: (type: BookHomepageType) => void;
}

/** Chooses which books the book home lists: all, recent, forthcoming or featured. */
export function BookListPicker({ value, counts, onChange }: BookListPickerProps) {
  const { t } = useTranslation('books');
  const { number } = useFormatters();
  const name = useId();
  return (
    <Group>
      <Legend>{t('home.lists')}</Legend>
      <Options>
        {BOOK_LISTS.map(({ type, count }) => (
          <Option key={type}>
            <input
              type="radio"
              name={name}
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
            />
            <span>
              {counts
                ? t('home.listWithCount', {
                    list: t(`home.list.${type}`),
                    total: number(counts[count]),
                  })
                : t(`home.list.${type}`)}
            </span>
          </Option>
        ))}
      </Options>
    </Group>
  );
}
