import { act, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { CanceledError } from 'axios';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError } from '../../../api/api-error';
import { setLanguage } from '../../../i18n/i18n';
import { renderWithProviders } from '@portal/testing';
import { AccessBadge } from '../access-badge';
import { Button, ButtonLink } from '../button';
import { Cover } from '../cover';
import { Pagination, pageSlots } from '../pagination';
import { QueryState, type QueryLike } from '../query-state';
import { EmptyState, ErrorState, LoadingState } from '../states';

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('AccessBadge', () => {
  test('says open or locked in words, in both languages', async () => {
    renderWithProviders(
      <>
        <AccessBadge status="open" />
        <AccessBadge status="locked" iconOnly />
      </>,
    );
    expect(screen.getByText('Open access')).toBeVisible();
    expect(screen.getByText('Subscription required')).toBeInTheDocument();
    expect(screen.getByTitle('Subscription required')).toBeInTheDocument();

    await act(() => setLanguage('zh'));
    expect(screen.getByText('开放获取')).toBeVisible();
    expect(screen.getByText('需订阅访问')).toBeInTheDocument();
  });

  test('open is drawn green and locked red, each with its own icon', () => {
    renderWithProviders(
      <>
        <AccessBadge status="open" />
        <AccessBadge status="locked" />
      </>,
    );
    const open = screen.getByText('Open access').parentElement as HTMLElement;
    const locked = screen.getByText('Subscription required').parentElement as HTMLElement;
    expect(open).toHaveStyle({ color: '#1e7b34' });
    expect(locked).toHaveStyle({ color: '#b42318' });
    expect(open.querySelector('path')?.getAttribute('d')).not.toBe(
      locked.querySelector('path')?.getAttribute('d'),
    );
    expect(open.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('Pagination', () => {
  test('offers first, last and neighbours of the current page', () => {
    expect(pageSlots(1, 1)).toEqual([1]);
    expect(pageSlots(1, 3)).toEqual([1, 2, 3]);
    expect(pageSlots(5, 10)).toEqual([1, 'gap-before', 4, 5, 6, 'gap-after', 10]);
    expect(pageSlots(10, 10)).toEqual([1, 'gap-before', 9, 10]);
  });

  test('is a labelled navigation that marks the current page and moves on click', async () => {
    const onPageChange = jest.fn();
    const { user } = renderWithProviders(
      <Pagination page={1} pageCount={12} onPageChange={onPageChange} />,
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Page 12' }));
    expect(onPageChange).toHaveBeenLastCalledWith(12);
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onPageChange).toHaveBeenCalledTimes(2);
  });

  test('is not shown for a single page', () => {
    renderWithProviders(<Pagination page={1} pageCount={1} onPageChange={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('states', () => {
  test('loading is a busy status with its text', () => {
    renderWithProviders(<LoadingState />);
    expect(screen.getByRole('status', { busy: true })).toHaveTextContent('Loading…');
  });

  test('a loading state keeps the height it is given: that of what replaces it', () => {
    renderWithProviders(
      <>
        <LoadingState label="Loading the issues" minHeight="26rem" />
        <LoadingState label="Loading the news" />
      </>,
    );
    const [issues, news] = screen.getAllByRole('status', { busy: true });
    expect(issues).toHaveTextContent('Loading the issues');
    expect(issues).toHaveStyle({ minHeight: '26rem' });
    expect(news).toHaveStyle({ minHeight: 'auto' });
  });

  test('ErrorState shows the message and "Try again" calls onRetry', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithProviders(
      <ErrorState message="This section could not be loaded" onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This section could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  test('EmptyState speaks the current language', async () => {
    renderWithProviders(<EmptyState />);
    expect(screen.getByText('Nothing to show yet.')).toBeInTheDocument();
    await act(() => setLanguage('zh'));
    expect(screen.getByText('暂无内容。')).toBeInTheDocument();
  });
});

describe('QueryState', () => {
  function query<T>(overrides: Partial<QueryLike<T>>): QueryLike<T> {
    return {
      data: undefined,
      error: null,
      isPending: false,
      isError: false,
      refetch: jest.fn(),
      ...overrides,
    };
  }
  const list = (items: string[]) => (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );

  test('renders loading, empty, then the data', () => {
    const { rerender } = renderWithProviders(
      <QueryState query={query<string[]>({ isPending: true })}>{list}</QueryState>,
    );
    expect(screen.getByRole('status', { busy: true })).toBeInTheDocument();
    rerender(<QueryState query={query<string[]>({ data: [] })}>{list}</QueryState>);
    expect(screen.getByText('Nothing to show yet.')).toBeInTheDocument();
    rerender(<QueryState query={query({ data: ['Acta Mathematica'] })}>{list}</QueryState>);
    expect(screen.getByRole('listitem')).toHaveTextContent('Acta Mathematica');
  });

  test('while loading it keeps the height the data will take, when it is given', () => {
    renderWithProviders(
      <QueryState query={query<string[]>({ isPending: true })} loadingMinHeight="30rem">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('status', { busy: true })).toHaveStyle({ minHeight: '30rem' });
  });

  test('a page without records is empty', () => {
    renderWithProviders(
      <QueryState
        query={query({ data: { records: [], total: 0, size: 10, current: 1, pages: 0 } })}
      >
        {() => 'data'}
      </QueryState>,
    );
    expect(screen.getByText('Nothing to show yet.')).toBeInTheDocument();
  });

  test('an error offers a retry that refetches; a cancelled request is not an error', async () => {
    const refetch = jest.fn();
    const { user, rerender } = renderWithProviders(
      <QueryState query={query<string[]>({ isError: true, error: new Error('500'), refetch })}>
        {list}
      </QueryState>,
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);

    rerender(
      <QueryState query={query<string[]>({ isError: true, error: new CanceledError() })}>
        {list}
      </QueryState>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { busy: true })).toBeInTheDocument();
  });

  test('an API that did not answer says so, in both languages, with Try again', async () => {
    const stalled = new ApiError({ kind: 'timeout', url: '/api/cms/search-announcements' });
    const gaveUp = new ApiError({ kind: 'server', url: '/api/cms/contact', status: 503 });
    const { rerender } = renderWithProviders(
      <QueryState query={query<string[]>({ isError: true, error: stalled })}>{list}</QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The server is not answering right now. Please try again in a moment.',
    );
    await act(() => setLanguage('zh'));
    expect(screen.getByRole('alert')).toHaveTextContent('服务器暂时没有响应，请稍后重试。');
    expect(screen.getByRole('button', { name: '重试' })).toBeVisible();

    await act(() => setLanguage('en'));
    rerender(
      <QueryState query={query<string[]>({ isError: true, error: gaveUp })}>{list}</QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The server is not answering right now');
    rerender(
      <QueryState query={query<string[]>({ isError: true, error: new Error('500') })}>
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong while loading this content.',
    );
  });

  test('works with a real TanStack query', async () => {
    function Journals() {
      const result = useQuery({
        queryKey: ['journals'],
        queryFn: async () => ['Acta Mathematica Sinica'],
      });
      return <QueryState query={result}>{list}</QueryState>;
    }
    renderWithProviders(<Journals />);
    expect(await screen.findByText('Acta Mathematica Sinica')).toBeInTheDocument();
  });
});

describe('Button, Cover and providers', () => {
  test('a Button never submits by accident; a ButtonLink is a link', () => {
    renderWithProviders(
      <>
        <Button variant="secondary">Subscribe</Button>
        <ButtonLink to="/shoppingCart">Go to cart</ButtonLink>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('link', { name: 'Go to cart' })).toHaveAttribute(
      'href',
      '/shoppingCart',
    );
  });

  test('a Cover reserves its size and falls back to the title when the image fails', () => {
    renderWithProviders(
      <Cover src="/api/covers/journal/1.svg" alt="Acta Mathematica" width={120} height={160} />,
    );
    const image = screen.getByRole('img', { name: 'Acta Mathematica' });
    expect(image).toHaveAttribute('width', '120');
    expect(image).toHaveAttribute('height', '160');
    act(() => {
      image.dispatchEvent(new Event('error'));
    });
    const fallback = screen.getByRole('img', { name: 'Acta Mathematica' });
    expect(fallback.tagName).toBe('DIV');
    expect(fallback).toHaveStyle({ width: '120px', height: '160px' });
  });

  test('a Cover keeps its size and proportions, beside a title too, before its image arrives', () => {
    renderWithProviders(
      <p style={{ display: 'flex', width: '10rem' }}>
        <Cover src="/api/covers/book/1.svg" alt="" width={48} height={64} />
        <Cover src={null} alt="Acta Mathematica" width={48} height={64} />
        <span>A title long enough to ask the covers beside it for their room</span>
      </p>,
    );
    const image = screen.getByRole('presentation');
    const placeholder = screen.getByRole('img', { name: 'Acta Mathematica' });
    expect(image).toHaveAttribute('width', '48');
    expect(image).toHaveAttribute('height', '64');
    // Its own box, not the image's: a cover of other proportions is cropped, not resized.
    expect(getComputedStyle(image).getPropertyValue('aspect-ratio')).toMatch(/^48 ?\/ ?64$/);
    // A flex item that may shrink is narrower until its image has loaded, then widens.
    expect(image).toHaveStyle({ flex: '0 0 auto' });
    expect(placeholder).toHaveStyle({ flex: '0 0 auto', width: '48px', height: '64px' });
  });

  test('renderWithProviders gives the router location and the DARK-BLUE theme', () => {
    const Probe = styled.p`
      color: ${({ theme }) => theme.colors.primary};
    `;
    function Where() {
      const { pathname, search } = useLocation();
      return <Probe>{pathname + search}</Probe>;
    }
    renderWithProviders(<Where />, { route: '/ordering?p=1-2' });
    expect(screen.getByText('/ordering?p=1-2')).toHaveStyle({ color: '#16325c' });
  });
});
