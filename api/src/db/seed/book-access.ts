/**
 * Who may read which books without buying them: books whose preview is withheld, open-access
 * books and sample chapters. Deterministic, from its own PRNG seed.
 */
import type { DbSession } from '../db';
import { createRandom } from './random';

const SEED = 20_260_909;

/** Share of the books whose preview only readers with full access may open. */
export const PREVIEW_DENIED_SHARE = 0.08;

/** Books free for everyone to read, and the share of the others with a free first chapter. */
export const OPEN_ACCESS_BOOK_COUNT = 6;
export const SAMPLE_CHAPTER_SHARE = 0.2;

const ids = async (tx: DbSession, sql: string, params: unknown[] = []) =>
  (await tx.query<{ id: number }>(sql, params)).map((row) => row.id);

/** Marks about 8% of the books preview-denied. Called by seedCatalogue after the books. */
export async function seedPreviewDenied(tx: DbSession): Promise<void> {
  const random = createRandom(SEED + 1);
  const books = await ids(tx, 'select id from books order by id');
  const denied = random.sample(books, Math.round(books.length * PREVIEW_DENIED_SHARE));
  await tx.query('update books set preview_denied = (id = any($1::int[]))', [denied]);
}

/**
 * Opens a few published books to everyone, and the first chapter of a fifth of the others (a
 * sample chapter). Whole books only, not sets or their volumes, and never a book whose preview
 * is denied. Called by seedCatalogue after seedPreviewDenied.
 */
export async function seedOpenAccess(tx: DbSession): Promise<void> {
  const random = createRandom(SEED + 2);
  const books = await ids(
    tx,
    `select b.id from books b
      where b.publish_status = 'published' and not b.preview_denied
        and b.parent_book_id is null
        and not exists (select 1 from books v where v.parent_book_id = b.id)
      order by b.id`,
  );
  const open = random.sample(books, OPEN_ACCESS_BOOK_COUNT);
  const sampled = random.sample(
    books.filter((id) => !open.includes(id)),
    Math.round(books.length * SAMPLE_CHAPTER_SHARE),
  );
  await tx.query('update books set open_access = (id = any($1::int[]))', [open]);
  await tx.query(
    'update book_chapters set open_access = (position = 1 and book_id = any($1::int[]))',
    [sampled],
  );
}
