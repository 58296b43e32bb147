import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@portal/testing';
import { SearchForm } from '../search-form';

/** A page that applies the keyword on search and can reset it, as the list pages do. */
function Page({ onSearch }: { onSearch: (keyword: string) => void }) {
  const [keyword, setKeyword] = useState('');
  return (
    <>
      <SearchForm
        keyword={keyword}
        onSearch={(next) => {
          setKeyword(next);
          onSearch(next);
        }}
        label="Search journals"
        submitLabel="Search"
        placeholder="Title or ISSN"
      >
        <label>
          <input type="checkbox" /> Open access only
        </label>
      </SearchForm>
      <button type="button" onClick={() => setKeyword('')}>
        Show all
      </button>
    </>
  );
}

describe('SearchForm', () => {
  test('is a search landmark with a labelled search box and its button', () => {
    renderWithProviders(<Page onSearch={jest.fn()} />);
    const search = screen.getByRole('search');
    expect(within(search).getByRole('searchbox', { name: 'Search journals' })).toHaveAttribute(
      'placeholder',
      'Title or ISSN',
    );
    expect(within(search).getByRole('button', { name: 'Search' })).toHaveAttribute(
      'type',
      'submit',
    );
    expect(within(search).getByRole('checkbox', { name: 'Open access only' })).toBeInTheDocument();
  });

  test('searches on Enter or the button with the trimmed keyword, not while typing', async () => {
    const onSearch = jest.fn();
    const { user } = renderWithProviders(<Page onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search journals' });

    await user.type(box, '  algebra ');
    expect(onSearch).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('algebra');

    await user.clear(box);
    await user.type(box, 'topology');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith('topology');
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  test('follows the keyword when the page resets it', async () => {
    const { user } = renderWithProviders(<Page onSearch={jest.fn()} />);
    const box = screen.getByRole('searchbox', { name: 'Search journals' });
    await user.type(box, 'algebra{Enter}');
    expect(box).toHaveValue('algebra');

    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(box).toHaveValue('');
  });
});
