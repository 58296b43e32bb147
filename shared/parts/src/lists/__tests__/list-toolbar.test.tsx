import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@portal/testing';
import { ListToolbar } from '../list-toolbar';

type Sort = 'newest' | 'title';
const SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'title', label: 'Title A-Z' },
] as const;

function Toolbar({ sort, onSortChange }: { sort: Sort; onSortChange: (sort: Sort) => void }) {
  return (
    <section aria-labelledby="list-title">
      <ListToolbar
        titleId="list-title"
        title="All books"
        count="12 books"
        sortLabel="Sort by"
        sortOptions={SORTS}
        sort={sort}
        onSortChange={onSortChange}
      >
        <a href="/table">View as table</a>
      </ListToolbar>
    </section>
  );
}

describe('ListToolbar', () => {
  test('names the list by its title and announces the count', () => {
    renderWithProviders(<Toolbar sort="newest" onSortChange={jest.fn()} />);
    expect(screen.getByRole('region', { name: 'All books' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All books' })).toHaveAttribute('id', 'list-title');
    expect(screen.getByText('12 books')).toHaveAttribute('role', 'status');
  });

  test('offers the orders by their labels, the current one chosen, and extra controls beside', () => {
    renderWithProviders(<Toolbar sort="title" onSortChange={jest.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('title');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Newest first',
      'Title A-Z',
    ]);
    expect(screen.getByRole('link', { name: 'View as table' })).toHaveAttribute('href', '/table');
  });

  test('shows the chosen order at once, before the URL follows, and reports it', async () => {
    const onSortChange = jest.fn();
    const { user } = renderWithProviders(<Toolbar sort="newest" onSortChange={onSortChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Title A-Z');
    expect(onSortChange).toHaveBeenCalledWith('title');
    // The parent has not changed `sort` (its navigation is still pending): the select keeps
    // the reader's choice instead of springing back.
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('title');
  });

  test('follows the order when it changes from outside (Back, a link)', async () => {
    function Page() {
      const [sort, setSort] = useState<Sort>('title');
      return (
        <>
          <Toolbar sort={sort} onSortChange={setSort} />
          <button type="button" onClick={() => setSort('newest')}>
            Back
          </button>
        </>
      );
    }
    const { user } = renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
  });
});
