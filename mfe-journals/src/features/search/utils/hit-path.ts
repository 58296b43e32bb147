import type { SearchHit } from '@portal/contract';
import { PAGES } from '@portal/pages';

/**
 * The page of a hit: an article inside its journal (`/JDetail/:cid/article?id=`, this remote's
 * route), a book (`/BDetail/:id`, the books remote's) or a news item (`/newsDetail/:id`, the news
 * remote's). Undefined for an article without its journal, which has no page to open.
 */
export function hitPath(hit: Pick<SearchHit, 'type' | 'id' | 'journal'>): string | undefined {
  switch (hit.type) {
    case 'article':
      return hit.journal ? PAGES.article.href({ cid: hit.journal.id, id: hit.id }) : undefined;
    case 'book':
      return PAGES.book.href({ id: hit.id });
    case 'news':
      return PAGES.newsItem.href({ id: hit.id });
  }
}
