import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Page } from '@portal/contract';
import { pagedQueryOptions } from '../paged-query';

interface Params {
  current: number;
  keyword?: string;
}

function pageOf(params: Params): Page<string> {
  return {
    records: [`item on page ${params.current}`],
    total: 30,
    size: 10,
    current: params.current,
    pages: 3,
  };
}

describe('pagedQueryOptions', () => {
  test('caches each request under its own key and passes the abort signal', async () => {
    const fetchPage = jest.fn(async (params: Params, _signal: AbortSignal) => pageOf(params));
    const client = new QueryClient();
    const options = pagedQueryOptions(
      ['journals', 'list'],
      { current: 2, keyword: 'algebra' },
      fetchPage,
    );

    expect(options.queryKey).toEqual(['journals', 'list', { current: 2, keyword: 'algebra' }]);
    await client.fetchQuery(options);
    expect(fetchPage).toHaveBeenCalledWith(
      { current: 2, keyword: 'algebra' },
      expect.any(AbortSignal),
    );
    expect(client.getQueryData(options.queryKey)?.records).toEqual(['item on page 2']);
  });

  test('keeps the current page, marked as a placeholder, while the next one loads', async () => {
    let finishNext: (() => void) | undefined;
    const fetchPage = jest.fn(
      (params: Params) =>
        new Promise<Page<string>>((resolve) => {
          if (params.current === 1) resolve(pageOf(params));
          else finishNext = () => resolve(pageOf(params));
        }),
    );
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result, rerender } = renderHook(
      ({ current }: { current: number }) =>
        useQuery(pagedQueryOptions(['news', 'search'], { current }, fetchPage)),
      { wrapper, initialProps: { current: 1 } },
    );
    await waitFor(() => expect(result.current.data?.current).toBe(1));

    rerender({ current: 2 });
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.records).toEqual(['item on page 1']);

    finishNext?.();
    await waitFor(() => expect(result.current.data?.current).toBe(2));
    expect(result.current.isPlaceholderData).toBe(false);
  });
});
