import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

type PageSlot = number | 'gap-before' | 'gap-after';

/** The pages to offer: first, last, and `siblings` either side of the current one. */
export function pageSlots(page: number, pageCount: number, siblings = 1): PageSlot[] {
  const first = Math.max(2, page - siblings);
  const last = Math.min(pageCount - 1, page + siblings);
  const slots: PageSlot[] = [1];
  if (first > 2) slots.push('gap-before');
  for (let at = first; at <= last; at += 1) slots.push(at);
  if (last < pageCount - 1) slots.push('gap-after');
  if (pageCount > 1) slots.push(pageCount);
  return slots;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin: ${({ theme }) => `${theme.space(6)} 0`};
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button`
  min-width: 2.5rem;
  min-height: 2.5rem;
  padding: ${({ theme }) => `0 ${theme.space(2)}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  cursor: pointer;

  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 700;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const Gap = styled.span`
  padding: ${({ theme }) => `0 ${theme.space(1)}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PaginationProps {
  /** The current page, 1-based (the API's `current`). */
  page: number;
  /** How many pages there are (the API's `pages`). */
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Pages shown either side of the current one. */
  siblings?: number;
  /** Names this navigation when a page has more than one. */
  label?: string;
}

/** Page navigation: previous, numbered pages (the current one marked), next. Hidden for one page. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  siblings = 1,
  label,
}: PaginationProps) {
  const { t } = useTranslation('common');
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(page, 1), pageCount);
  const go = (target: number) => {
    if (target !== current) onPageChange(target);
  };
  return (
    <nav aria-label={label ?? t('pagination.label')}>
      <List>
        <li>
          <PageButton
            type="button"
            aria-label={t('pagination.previousPage')}
            disabled={current === 1}
            onClick={() => go(current - 1)}
          >
            ‹ {t('pagination.previous')}
          </PageButton>
        </li>
        {pageSlots(current, pageCount, siblings).map((slot) =>
          typeof slot === 'number' ? (
            <li key={slot}>
              <PageButton
                type="button"
                aria-label={t('pagination.page', { page: slot })}
                aria-current={slot === current ? 'page' : undefined}
                onClick={() => go(slot)}
              >
                {slot}
              </PageButton>
            </li>
          ) : (
            <li key={slot} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ),
        )}
        <li>
          <PageButton
            type="button"
            aria-label={t('pagination.nextPage')}
            disabled={current === pageCount}
            onClick={() => go(current + 1)}
          >
            {t('pagination.next')} ›
          </PageButton>
        </li>
      </List>
    </nav>
  );
}
