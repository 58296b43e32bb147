import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '@portal/testing';
import { positiveIntParam, usePageParam } from '../use-page-param';

function Pager() {
  const { page, setPage } = usePageParam();
  const { search } = useLocation();
  return (
    <>
      <p>Page {page}</p>
      <p data-testid="search">{search}</p>
      <button type="button" onClick={() => setPage(page + 1)}>
        Next
      </button>
      <button type="button" onClick={() => setPage(1)}>
        First
      </button>
    </>
  );
}

describe('positiveIntParam', () => {
  test('takes a whole number from 1 to 1,000,000, else the fallback', () => {
    expect(positiveIntParam('3', 1)).toBe(3);
    expect(positiveIntParam('1000000', 1)).toBe(1_000_000);
    for (const value of [null, '', '0', '-2', '2.5', 'abc', '1000001']) {
      expect(positiveIntParam(value, 7)).toBe(7);
    }
  });
});

describe('usePageParam', () => {
  test('reads the page from the URL, the first page when there is none or it is wrong', () => {
    renderWithProviders(<Pager />, { route: '/list?page=4' });
    expect(screen.getByText('Page 4')).toBeInTheDocument();
  });

  test('an invalid page is the first page', () => {
    renderWithProviders(<Pager />, { route: '/list?page=zero' });
    expect(screen.getByText('Page 1')).toBeInTheDocument();
  });

  test('a new page keeps the other parameters, and the first page leaves no ?page', async () => {
    const { user } = renderWithProviders(<Pager />, { route: '/list?keyword=ring&page=2' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?keyword=ring&page=3');
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?keyword=ring$/);
  });
});
