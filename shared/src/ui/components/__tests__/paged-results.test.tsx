import { screen, within } from '@testing-library/react';
import type { Page } from '@portal/contract';
import { renderWithProviders } from '@portal/testing';
import { PagedResults, type PagedResultsProps } from '../paged-results';
import type { QueryLike } from '../query-state';

interface Journal {
  id: number;
  title: string;
}

type PageQuery = QueryLike<Page<Journal>> & { isPlaceholderData: boolean };

function query(overrides: Partial<PageQuery>): PageQuery {
  return {
    data: undefined,
    error: null,
    isPending: false,
    isError: false,
    isPlaceholderData: false,
    refetch: jest.fn(),
    ...overrides,
  };
}

function page(records: Journal[], { total = records.length, pages = 1 } = {}): Page<Journal> {
  return { records, total, size: 12, current: 1, pages };
}

const JOURNALS = [
  { id: 1, title: 'Acta Mathematica' },
  { id: 2, title: 'Annals of Mathematical Physics' },
];

function results(overrides: Partial<PagedResultsProps<Journal>>) {
  return (
    <PagedResults<Journal>
      query={query({})}
      page={1}
      onPageChange={jest.fn()}
      renderItem={(journal) => <h2>{journal.title}</h2>}
      loadingLabel="Loading journals…"
      empty={<p>No journals match your search.</p>}
      countLabel={(count) => `${count} journals`}
      paginationLabel="Journal pages"
      {...overrides}
    />
  );
}

describe('PagedResults', () => {
  test('says it is loading, then shows the count and one list item per record', () => {
    const { rerender } = renderWithProviders(results({ query: query({ isPending: true }) }));
    expect(screen.getByRole('status', { busy: true })).toHaveTextContent('Loading journals…');

    rerender(results({ query: query({ data: page(JOURNALS, { total: 30, pages: 3 }) }) }));
    expect(screen.getByText('30 journals')).toHaveAttribute('role', 'status');
    const list = screen.getByRole('heading', { name: 'Acta Mathematica' }).closest('ul');
    const items = within(list as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Acta Mathematica',
      'Annals of Mathematical Physics',
    ]);
  });

  test('moves between pages with a navigation named for the list', async () => {
    const onPageChange = jest.fn();
    const { user } = renderWithProviders(
      results({ query: query({ data: page(JOURNALS, { pages: 3 }) }), page: 2, onPageChange }),
    );
    const nav = screen.getByRole('navigation', { name: 'Journal pages' });
    expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  test('keeps the previous page on screen, marked busy, while the next one loads', () => {
    renderWithProviders(
      results({ query: query({ data: page(JOURNALS), isPlaceholderData: true }) }),
    );
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { name: 'Acta Mathematica' })).toBeInTheDocument();
  });

  test('shows the empty content for a page without records, and no navigation', () => {
    renderWithProviders(results({ query: query({ data: page([]) }) }));
    expect(screen.getByText('No journals match your search.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  test('without a count label there is no count line; a list label names the list', () => {
    renderWithProviders(
      results({
        query: query({ data: page(JOURNALS) }),
        countLabel: undefined,
        listLabel: 'Featured journals',
      }),
    );
    expect(screen.queryByText('2 journals')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Featured journals' })).toBeInTheDocument();
  });

  test('a failed load offers "Try again"', async () => {
    const refetch = jest.fn();
    const { user } = renderWithProviders(
      results({ query: query({ isError: true, error: new Error('500'), refetch }) }),
    );
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
