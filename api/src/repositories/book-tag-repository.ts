/** Book tags (subjects, textbooks, featured authors) and the featured author of the book home. */
import type { BookTag, BookTagRef, BookTagType, FeaturedAuthor } from '@portal/contract';
import type { Db } from '../db/db';
import { filterBooks } from './book-repository';
import { localized } from './localized';

/** How many of the featured author's books the book home page shows. */
const HOME_AUTHOR_BOOKS = 12;

export interface TagRow {
  id: number;
  type: BookTagType;
  code: string;
  name_zh: string;
  name_en: string;
}

export const toTagRef = (row: TagRow): BookTagRef => ({
  id: row.id,
  type: row.type,
  code: row.code,
  name: localized(row.name_zh, row.name_en),
});

interface TagDetailRow extends TagRow {
  description_zh: string;
  description_en: string;
  contributor_id: number | null;
  book_count: number;
}

const TAG_SELECT = `
  select t.id, t.type, t.code, t.name_zh, t.name_en, t.description_zh, t.description_en,
         t.contributor_id,
         (select count(*)::int from book_tag_links l where l.tag_id = t.id) as book_count
    from book_tags t`;

const toTag = (row: TagDetailRow): BookTag => ({
  ...toTagRef(row),
  description: localized(row.description_zh, row.description_en),
  bookCount: row.book_count,
  contributorId: row.contributor_id,
});

export async function listTags(db: Db, type: BookTagType): Promise<BookTag[]> {
  const rows = await db.query<TagDetailRow>(
    `${TAG_SELECT} where t.type = $1 order by t.sort_order, t.id`,
    [type],
  );
  return rows.map(toTag);
}

export async function findTag(db: Db, id: number): Promise<BookTag | undefined> {
  const [row] = await db.query<TagDetailRow>(`${TAG_SELECT} where t.id = $1`, [id]);
  return row && toTag(row);
}

export async function findFeaturedAuthor(db: Db): Promise<FeaturedAuthor | null> {
  const [row] = await db.query<TagDetailRow & { affiliation: string | null }>(
    `${TAG_SELECT.replace('from book_tags t', ', c.affiliation from book_tags t join contributors c on c.id = t.contributor_id')}
      where t.type = 'featured_author'
      order by t.sort_order, t.id
      limit 1`,
  );
  if (!row) return null;
  const { records } = await filterBooks(
    db,
    { tagId: row.id, sort: 'newest' },
    { current: 1, size: HOME_AUTHOR_BOOKS, offset: 0 },
  );
  return { tag: toTag(row), affiliation: row.affiliation, books: records };
}
