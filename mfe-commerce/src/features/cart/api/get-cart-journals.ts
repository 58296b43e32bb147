import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { JournalDetail } from '@portal/contract';

/**
 * The journals whose subscriptions are in the cart, with today's price tables: the cart keeps
 * what was added, but the price to pay is today's. A journal the catalogue no longer has is
 * left out (its line then says it cannot be bought), rather than failing the whole cart.
 */
export async function getCartJournals(
  journalIds: readonly number[],
  signal?: AbortSignal,
): Promise<JournalDetail[]> {
  const answers = await Promise.allSettled(
    // Silent: a missing journal is shown on its line, a failure by the page's own message.
    journalIds.map((journalId) =>
      apiGet('/periodical/detail', { id: journalId }, { signal, silent: true }),
    ),
  );
  const failed = answers.find((answer) => answer.status === 'rejected');
  const found = answers.filter((answer) => answer.status === 'fulfilled').map((a) => a.value);
  // Every journal missing is a failure to show (and retry), not an empty catalogue.
  if (failed && found.length === 0) throw failed.reason;
  return found;
}

export function cartJournalsQueryOptions(journalIds: readonly number[]) {
  const key = [...journalIds].sort((a, b) => a - b);
  return queryOptions({
    queryKey: ['cart', 'journals', key],
    queryFn: ({ signal }) => getCartJournals(key, signal),
    enabled: key.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useCartJournals(journalIds: readonly number[]) {
  return useQuery(cartJournalsQueryOptions(journalIds));
}
