import { useQuery } from '@tanstack/react-query';
import { searchNews } from '../../../features/news/api/search-news';

/** How many items the home widget shows. */
export const LATEST_NEWS_SIZE = 5;

/** The newest news items and announcements together, as the news list shows them first. */
export function useLatestNews() {
  return useQuery({
    queryKey: ['news', 'latest-widget'],
    queryFn: ({ signal }) => searchNews({ current: 1, size: LATEST_NEWS_SIZE }, signal),
  });
}
