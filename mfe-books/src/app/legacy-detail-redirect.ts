import type { Location } from 'react-router-dom';

/**
 * Where an old `/books/BDetail/3` or `/books/ChapterDetail/3` link now leads: the same page at
 * the root (`/BDetail/3`), the query and fragment kept. The oldest links carry the id in the
 * query (`/books/BDetail?id=3`); it moves into the path.
 */
export function legacyDetailTarget({ pathname, search, hash }: Location): string {
  const [, , page = '', id] = pathname.split('/');
  const params = new URLSearchParams(search);
  const queryId = id ? null : params.get('id');
  if (queryId) params.delete('id');
  const rest = params.toString();
  const path = `/${page}${id || queryId ? `/${id || queryId}` : ''}`;
  return `${path}${rest ? `?${rest}` : ''}${hash}`;
}
