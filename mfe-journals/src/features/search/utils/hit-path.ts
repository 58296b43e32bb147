import type { SearchHit } from '@portal/contract';

/**
 * The page of a hit: an article inside its journal (`/JDetail/:cid/article?id=`, this remote's
 * route), a book (`/BDetail/:id`, the books remote's) or a news item (`/newsDetail/:id`, the news
 * remote's). Undefined for an article without its journal, which has no page to open.
 */
export function hitPath(hit: Pick<SearchHit, 'type' | 'id' | 'journal'>): string | undefined {
  switch (hit.type) {
    case 'article':
      return hit.journal ? `/JDetail/${hit.journal.id}/article?id=${hit.id}` : undefined;
    case 'book':
      return `/BDetail/${hit.id}`;
    case 'news':
      return `/newsDetail/${hit.id}`;
  }
}
