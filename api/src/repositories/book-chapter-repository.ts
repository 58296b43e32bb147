/** The chapters of books: a book's table of contents and one chapter's page. */
import type { ChapterDetail, ChapterSummary, Contributor } from '@portal/contract';
import type { Db } from '../db/db';
import { titleTextOf } from '../lib/tex-text';
import { findBooksByIds } from './book-repository';
import type { ChapterRow as CatalogueChapterRow } from './catalogue-rows';
import { localized } from './localized';

/** A chapter as the book's contents read it: its row without its abstract, with its authors. */
export type ChapterRow = Omit<CatalogueChapterRow, 'abstract_zh' | 'abstract_en'> & {
  authors: string[];
};

export const toChapterSummary = (row: ChapterRow): ChapterSummary => ({
  id: row.id,
  position: row.position,
  label: row.label,
  title: localized(row.title_zh, row.title_en),
  firstPage: row.first_page,
  lastPage: row.last_page,
  authors: row.authors,
});

export function listChapters(db: Db, bookId: number): Promise<ChapterRow[]> {
  return db.query<ChapterRow>(
    `select ch.id, ch.book_id, ch.position, ch.label, ch.title_zh, ch.title_en,
            ch.first_page, ch.last_page,
            (select coalesce(json_agg(c.name order by a.position), '[]'::json)
               from book_chapter_authors a
               join contributors c on c.id = a.contributor_id
              where a.chapter_id = ch.id) as authors
       from book_chapters ch
      where ch.book_id = $1
      order by ch.position`,
    [bookId],
  );
}

interface ChapterDetailRow extends ChapterRow {
  abstract_zh: string;
  abstract_en: string;
  previous_id: number | null;
  next_id: number | null;
}

export async function findChapterDetail(db: Db, id: number): Promise<ChapterDetail | undefined> {
  const [row] = await db.query<ChapterDetailRow>(
    `select ch.id, ch.book_id, ch.position, ch.label, ch.title_zh, ch.title_en,
            ch.first_page, ch.last_page, ch.abstract_zh, ch.abstract_en,
            '[]'::json as authors,
            (select p.id from book_chapters p where p.book_id = ch.book_id
                and p.position < ch.position order by p.position desc limit 1) as previous_id,
            (select n.id from book_chapters n where n.book_id = ch.book_id
                and n.position > ch.position order by n.position limit 1) as next_id
       from book_chapters ch
      where ch.id = $1`,
    [id],
  );
  if (!row) return undefined;
  const [authors, [book]] = await Promise.all([
    db.query<Contributor>(
      `select c.id, c.name, c.affiliation
         from book_chapter_authors a
         join contributors c on c.id = a.contributor_id
        where a.chapter_id = $1
        order by a.position`,
      [id],
    ),
    findBooksByIds(db, [row.book_id]),
  ]);
  if (!book) return undefined;
  return {
    ...toChapterSummary({ ...row, authors: authors.map((a) => a.name) }),
    titleText: titleTextOf(localized(row.title_zh, row.title_en)),
    abstract: localized(row.abstract_zh, row.abstract_en),
    pageCount:
      row.first_page === null || row.last_page === null ? null : row.last_page - row.first_page + 1,
    contributors: authors,
    book: { ...book, titleText: titleTextOf(book.title) },
    previousId: row.previous_id,
    nextId: row.next_id,
  };
}

/** The upload store's key of a chapter's own PDF (an imported one), if it has one. */
export async function findStoredChapterPdf(db: Db, chapterId: number): Promise<string | undefined> {
  const [row] = await db.query<{ key: string | null }>(
    'select pdf_storage_key as key from book_chapters where id = $1',
    [chapterId],
  );
  return row?.key ?? undefined;
}
