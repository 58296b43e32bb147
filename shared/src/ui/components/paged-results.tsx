import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { Page } from '@portal/contract';
import { Pagination } from './pagination';
import { QueryState, type QueryLike } from './query-state';

const Count = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space(3)}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Results = styled.ul<{ $stale: boolean; $minItemWidth: string | undefined }>`
  margin: 0;
  padding: 0;
  list-style: none;
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  transition: opacity 150ms ease;

  ${({ theme, $minItemWidth }) =>
    $minItemWidth
      ? css`
          display: grid;
          grid-template-columns: repeat(auto-fill, minmax(min(100%, ${$minItemWidth}), 1fr));
          gap: ${theme.space(4)};
        `
      : css`
          max-width: 52rem;
        `}
`;

export interface PagedResultsProps<T extends { id: string | number }> {
  /**
   * The page's query. With `placeholderData: keepPreviousData` (see `pagedQueryOptions`) the
   * current page stays on screen, dimmed and marked busy, while the next one loads.
   */
  query: QueryLike<Page<T>> & { isPlaceholderData: boolean };
  /** The page asked for, 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  renderItem: (item: T) => ReactNode;
  loadingLabel: string;
  /** Shown instead of the list when the page has no records. */
  empty: ReactNode;
  /** The count line ("12 journals"), announced when it changes; none without it. */
  countLabel?: (total: number) => string;
  /** Names the list, when the heading above does not say what it holds. */
  listLabel?: string;
  /** Names the page navigation ("Journal pages"). */
  paginationLabel: string;
  /** Lays the items out as cards side by side, each at least this wide; without, one per row. */
  minItemWidth?: string;
}

/**
 * One page of a list from the API: loading, error and empty states, the count of all matches,
 * the items, and the page navigation.
 */
export function PagedResults<T extends { id: string | number }>({
  query,
  page,
  onPageChange,
  renderItem,
  loadingLabel,
  empty,
  countLabel,
  listLabel,
  paginationLabel,
  minItemWidth,
}: PagedResultsProps<T>) {
  return (
    <QueryState query={query} loadingLabel={loadingLabel} empty={empty}>
      {(result) => (
        <>
          {countLabel && <Count role="status">{countLabel(result.total)}</Count>}
          <Results
            $stale={query.isPlaceholderData}
            $minItemWidth={minItemWidth}
            aria-busy={query.isPlaceholderData}
            aria-label={listLabel}
          >
            {result.records.map((item) => (
              <li key={item.id}>{renderItem(item)}</li>
            ))}
          </Results>
          <Pagination
            page={page}
            pageCount={result.pages}
            label={paginationLabel}
            onPageChange={onPageChange}
          />
        </>
      )}
    </QueryState>
  );
}
