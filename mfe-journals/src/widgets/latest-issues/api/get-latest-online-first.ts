import { useQuery } from '@tanstack/react-query';
import { getOnlineFirstArticles } from '../../../api/get-online-first-articles';

/** How many online-first articles the home widget shows. */
export const LATEST_ONLINE_FIRST_ARTICLES = 4;

/** The newest online-first articles of all journals, latest online first. */
export function useLatestOnlineFirst() {
  return useQuery({
    queryKey: ['journals', 'online-first', 'latest', LATEST_ONLINE_FIRST_ARTICLES],
    queryFn: ({ signal }) =>
      getOnlineFirstArticles({ current: 1, size: LATEST_ONLINE_FIRST_ARTICLES }, signal),
  });
}
