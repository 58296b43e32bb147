/**
 * The access history: each viewer's latest view of every article, book and chapter. A person's
 * history is theirs; an organization's is shared by everyone reading from its network.
 */
import type { ContentType, ViewedArticle, ViewedBook } from '@portal/contract';
import type { Db } from '../db/db';
import { isoTime } from '../lib/sql';
import type { Paging } from '../lib/envelope';
import type { Viewer } from '../lib/viewer';
import { findBooksByIds } from './book-repository';
import { articlePage } from './article-repository';

export type KnownViewer = Exclude<Viewer, { kind: 'anonymous' }>;

/** The history column of a viewer and its id. Column names come from here, never from input. */
const viewerColumn = (viewer: KnownViewer): [string, number] =>
  viewer.kind === 'personal'
    ? ['user_id', viewer.userId]
    : ['organization_id', viewer.organizationId];

const ISO_VIEWED_AT = isoTime('h.viewed_at');

const OBJECT_TABLES: Record<ContentType, string> = {
  article: 'articles',
  book: 'books',
  chapter: 'book_chapters',
};

/**
 * Records a view: a first view adds the object, a later one moves it to the top. Answers the
 * time recorded, or undefined when no such object exists.
 */
export async function recordView(
  db: Db,
  viewer: KnownViewer,
  type: ContentType,
  id: number,
): Promise<string | undefined> {
  const [column, viewerId] = viewerColumn(viewer);
  // clock_timestamp, not now(): two views in one transaction still get distinct times.
  const [row] = await db.query<{ viewed_at: string }>(
    `insert into access_history as h (${column}, object_type, object_id, viewed_at)
     select $1::int, $2::text, $3::int, clock_timestamp()
      where exists (select 1 from ${OBJECT_TABLES[type]} where id = $3)
     on conflict (${column}, object_type, object_id) where ${column} is not null
     do update set viewed_at = excluded.viewed_at, view_count = h.view_count + 1
     returning ${ISO_VIEWED_AT} as viewed_at`,
    [viewerId, type, id],
  );
  return row?.viewed_at;
}

/** The articles viewed, latest view first. */
export async function viewedArticles(
  db: Db,
  viewer: KnownViewer,
  { size, offset, current }: Paging,
): Promise<{ records: ViewedArticle[]; total: number }> {
  const [column, viewerId] = viewerColumn(viewer);
  const from = `from access_history h
    join articles a on a.id = h.object_id
   where h.${column} = $1 and h.object_type = 'article'`;
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total ${from}`, [
    viewerId,
  ]);
  const views = await db.query<{ id: number; viewed_at: string }>(
    `select h.object_id as id, ${ISO_VIEWED_AT} as viewed_at ${from}
      order by h.viewed_at desc, h.id desc
      limit $2 offset $3`,
    [viewerId, size, offset],
  );
  const { records } = await articlePage(
    db,
    'a.id = any($1::int[])',
    [views.map((view) => view.id)],
    'a.id',
    { size: views.length || 1, offset: 0, current },
  );
  const byId = new Map(records.map((article) => [article.id, article]));
  return {
    records: views.flatMap((view) => {
      const article = byId.get(view.id);
      return article ? [{ ...article, viewedAt: view.viewed_at }] : [];
    }),
    total: count?.total ?? 0,
  };
}

interface BookViewRow {
  book_id: number;
  chapter_id: number | null;
  chapter_title_zh: string | null;
  chapter_title_en: string | null;
  viewed_at: string;
}

/** The books and chapters viewed, latest view first; a chapter comes with its book. */
export async function viewedBooks(
  db: Db,
  viewer: KnownViewer,
  { size, offset }: Paging,
): Promise<{ records: ViewedBook[]; total: number }> {
  const [column, viewerId] = viewerColumn(viewer);
  const from = `from access_history h
    left join book_chapters c on h.object_type = 'chapter' and c.id = h.object_id
    join books b on b.id = case h.object_type when 'book' then h.object_id else c.book_id end
   where h.${column} = $1 and h.object_type in ('book', 'chapter')`;
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total ${from}`, [
    viewerId,
  ]);
  const views = await db.query<BookViewRow>(
    `select b.id as book_id, c.id as chapter_id, c.title_zh as chapter_title_zh,
            c.title_en as chapter_title_en, ${ISO_VIEWED_AT} as viewed_at
       ${from}
      order by h.viewed_at desc, h.id desc
      limit $2 offset $3`,
    [viewerId, size, offset],
  );
  const books = await findBooksByIds(db, [...new Set(views.map((view) => view.book_id))]);
  const byId = new Map(books.map((book) => [book.id, book]));
  return {
    records: views.flatMap((view) => {
      const book = byId.get(view.book_id);
      if (!book) return [];
      const chapter =
        view.chapter_id === null
          ? null
          : {
              id: view.chapter_id,
              title: { zh: view.chapter_title_zh ?? '', en: view.chapter_title_en ?? '' },
            };
      return [{ ...book, viewedAt: view.viewed_at, chapter }];
    }),
    total: count?.total ?? 0,
  };
}
