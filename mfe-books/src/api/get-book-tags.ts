import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { BookTag, BookTagType } from '@portal/contract';

export function getBookTags(type: BookTagType, signal?: AbortSignal): Promise<BookTag[]> {
  return apiGet('/bookmain/tags-by-type', { type }, { signal });
}

export function getBookTag(id: number, signal?: AbortSignal): Promise<BookTag> {
  return apiGet('/bookmain/tag-detail', { id }, { signal });
}

/** The tags of one type (subjects, textbook levels, featured authors, collections). */
export function useBookTags(type: BookTagType) {
  return useQuery({
    queryKey: ['books', 'tags-by-type', type],
    queryFn: ({ signal }) => getBookTags(type, signal),
    // The tags change with the catalogue, rarely: a visit needs them once.
    staleTime: 10 * 60_000,
  });
}

/** One tag with its description, when `id` is set. */
export function useBookTag(id: number | null) {
  return useQuery({
    queryKey: ['books', 'tag-detail', id],
    queryFn: ({ signal }) => getBookTag(id as number, signal),
    enabled: id !== null,
    staleTime: 10 * 60_000,
  });
}
