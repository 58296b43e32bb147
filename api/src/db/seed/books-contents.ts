/**
 * What the catalogue's books hold beyond their own rows: chapters with their authors, and tags
 * with the books they list. Seeded after the books (seedCatalogue), from the same build.
 */
import type { DbSession } from '../db';
import { insertRows } from '../insert-rows';
import { buildBookCatalogue } from './books';

const TABLES = ['book_chapters', 'book_chapter_authors', 'book_tags', 'book_tag_links'] as const;

/** Replaces the chapters and tags of the seeded books. */
export async function seedBookContents(tx: DbSession): Promise<void> {
  const { chapters, chapterAuthors, tags, tagLinks } = buildBookCatalogue();
  await tx.exec(`truncate ${TABLES.join(', ')} restart identity`);
  const rows: Record<(typeof TABLES)[number], object[]> = {
    book_chapters: chapters,
    book_chapter_authors: chapterAuthors,
    book_tags: tags,
    book_tag_links: tagLinks,
  };
  for (const table of TABLES) await insertRows(tx, table, rows[table]);
  for (const table of ['book_chapters', 'book_tags']) {
    await tx.query(
      `select setval(pg_get_serial_sequence($1, 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
      [table],
    );
  }
}
