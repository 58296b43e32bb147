import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getPaymentResult } from '../api/get-payment-result';
import { nextPollDelay } from '../utils/poll-delays';

/**
 * The payment result of `orderNo`, asked again while the payment is processed, with the waits of
 * `POLL_DELAYS_MS`. `timedOut`: still waiting when the limit was reached; `checkAgain` then
 * starts another round of looks.
 */
export function usePaymentResult(orderNo: string) {
  const queryKey = ['payment-result', orderNo];
  const queryClient = useQueryClient();
  // How many answers came before the current round: "Check again" starts a new round.
  const [roundStart, setRoundStart] = useState(0);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => getPaymentResult(orderNo, signal),
    // A result can change at any moment while it is waiting: never served from the cache.
    staleTime: 0,
    refetchInterval: (current) =>
      current.state.data?.status === 'waiting'
        ? (nextPollDelay(current.state.dataUpdateCount - roundStart) ?? false)
        : false,
  });
  // The answers so far are counted by the query's state; the observer's result does not say.
  const answers = queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0;
  const timedOut =
    query.data?.status === 'waiting' &&
    !query.isFetching &&
    nextPollDelay(answers - roundStart) === null;
  const checkAgain = () => {
    setRoundStart(answers);
    void query.refetch();
  };
  return { query, timedOut, checkAgain };
}
