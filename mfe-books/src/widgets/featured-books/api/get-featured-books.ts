import { useQuery } from '@tanstack/react-query';
import { getBooks } from '../../../features/books/api/get-books';

/** How many featured books the home widget shows. */
export const FEATURED_BOOKS_SIZE = 4;

export function useFeaturedBooks() {
  return useQuery({
    queryKey: ['books', 'homepage', 'featured-widget'],
    queryFn: ({ signal }) =>
      getBooks({ type: 'featured', current: 1, size: FEATURED_BOOKS_SIZE }, signal),
  });
}
