/** The book home page in one call: counts, the lists, the series, textbooks, featured author. */
import type { BookHomeData } from '@portal/contract';
import type { Db } from '../db/db';
import {
  BOOK_SUMMARY_SELECT,
  countHomepageBooks,
  listHomepageBooks,
  toBookSummary,
  type BookSummaryRow,
} from './book-repository';
import { listSeries } from './book-series-repository';
import { findFeaturedAuthor } from './book-tag-repository';

/** How many books each list of the book home page shows. */
const HOME_LIST_SIZE = 6;
const HOME_TEXTBOOK_SIZE = 8;

/** What the book home page shows, in one call. */
export async function bookHomeData(db: Db): Promise<BookHomeData> {
  const first = { current: 1, size: HOME_LIST_SIZE, offset: 0 };
  const [counts, featured, recent, forthcoming, series, textbooks, featuredAuthor] =
    await Promise.all([
      countHomepageBooks(db),
      listHomepageBooks(db, 'featured', first),
      listHomepageBooks(db, 'recent', first),
      listHomepageBooks(db, 'forthcoming', first),
      listSeries(db, undefined, { current: 1, size: 100, offset: 0 }),
      db.query<BookSummaryRow>(
        `${BOOK_SUMMARY_SELECT}
          where b.publish_status = 'published'
            and exists (select 1 from book_tag_links l join book_tags t on t.id = l.tag_id
                         where l.book_id = b.id and t.type = 'textbook')
          order by b.publish_date desc, b.id desc
          limit $1`,
        [HOME_TEXTBOOK_SIZE],
      ),
      findFeaturedAuthor(db),
    ]);
  return {
    counts,
    featured: featured.records,
    recent: recent.records,
    forthcoming: forthcoming.records,
    series: series.records,
    textbooks: textbooks.map(toBookSummary),
    featuredAuthor,
  };
}
