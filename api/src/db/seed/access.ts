/**
 * Who may read what in the seed: the demo organization's grants (whole journals, volumes of other
 * journals, about forty books), the demo reader's three journal subscriptions, books whose preview
 * is withheld, open-access books and sample chapters, and a recent access history of both
 * readers. Deterministic, from its own PRNG seed.
 */
import type { DbSession } from '../db';
import { insertRows } from '../insert-rows';
import { createRandom } from './random';

const SEED = 20_260_909;

/** Share of the books whose preview only readers with full access may open. */
export const PREVIEW_DENIED_SHARE = 0.08;

/** Books free for everyone to read, and the share of the others with a free first chapter. */
export const OPEN_ACCESS_BOOK_COUNT = 6;
export const SAMPLE_CHAPTER_SHARE = 0.2;

export const ORGANIZATION_JOURNAL_COUNT = 6;
export const ORGANIZATION_VOLUME_JOURNAL_COUNT = 4;
export const VOLUMES_PER_JOURNAL = 3;
export const ORGANIZATION_BOOK_COUNT = 40;

/**
 * The reader's subscriptions: one running for three years, one that ended last year (it still
 * covers 2025's articles) and one of this year. Dates are fixed, as the rest of the seed is.
 */
export const READER_SUBSCRIPTIONS = [
  { start: '2024-01-01', end: '2026-12-31', medium: 'online' },
  { start: '2025-01-01', end: '2025-12-31', medium: 'print' },
  { start: '2026-01-01', end: '2026-12-31', medium: 'online' },
] as const;

/** The latest seeded view; earlier views go back from it. */
const LATEST_VIEW = Date.parse('2026-11-01T09:30:00Z');
const HOUR = 3_600_000;

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

/** Replaces the grants, subscriptions and history. Called by seedAccounts after the accounts. */
export async function seedAccess(
  tx: DbSession,
  { readerId, organizationId }: { readerId: number; organizationId: number },
): Promise<void> {
  for (const table of [
    'access_history',
    'subscriptions',
    'organization_book_grants',
    'organization_volume_grants',
    'organization_journal_grants',
  ]) {
    await tx.exec(`delete from ${table}`);
  }
  const random = createRandom(SEED);
  const paidJournals = await ids(tx, 'select id from journals where not open_access order by id');
  // Three disjoint sets: a journal is granted whole, in volumes, or subscribed to, never two.
  let left = paidJournals;
  const take = (count: number) => {
    const picked = random.sample(left, count);
    left = left.filter((id) => !picked.includes(id));
    return picked;
  };
  const organizationJournals = take(ORGANIZATION_JOURNAL_COUNT);
  const volumeJournals = take(ORGANIZATION_VOLUME_JOURNAL_COUNT);
  const subscribedJournals = take(READER_SUBSCRIPTIONS.length);

  await insertRows(
    tx,
    'organization_journal_grants',
    organizationJournals.map((journalId) => ({
      organization_id: organizationId,
      journal_id: journalId,
    })),
  );
  const volumes: number[] = [];
  for (const journalId of volumeJournals) {
    const ofJournal = await ids(tx, 'select id from volumes where journal_id = $1 order by id', [
      journalId,
    ]);
    volumes.push(...random.sample(ofJournal, VOLUMES_PER_JOURNAL));
  }
  await insertRows(
    tx,
    'organization_volume_grants',
    volumes.map((volumeId) => ({ organization_id: organizationId, volume_id: volumeId })),
  );
  const publishedBooks = await ids(
    tx,
    `select id from books where publish_status = 'published' order by id`,
  );
  const grantedBooks = random.sample(publishedBooks, ORGANIZATION_BOOK_COUNT);
  await insertRows(
    tx,
    'organization_book_grants',
    grantedBooks.map((bookId) => ({ organization_id: organizationId, book_id: bookId })),
  );

  await insertRows(
    tx,
    'subscriptions',
    READER_SUBSCRIPTIONS.map((subscription, index) => ({
      user_id: readerId,
      journal_id: subscribedJournals[index],
      start_date: subscription.start,
      end_date: subscription.end,
      medium: subscription.medium,
      created_at: `${subscription.start}T00:00:00Z`,
    })),
  );

  const articlesOf = (journals: number[], count: number) =>
    tx
      .query<{ id: number }>(
        `select id from articles where journal_id = any($1::int[]) and status = 'published'
          order by published_date desc, id limit 200`,
        [journals],
      )
      .then((rows) =>
        random.sample(
          rows.map((row) => row.id),
          count,
        ),
      );

  const chaptersOf = (books: number[], count: number) =>
    ids(tx, 'select id from book_chapters where book_id = any($1::int[]) order by id', [
      books,
    ]).then((chapters) => random.sample(chapters, count));

  const reader = { user_id: readerId, organization_id: null };
  const organization = { user_id: null, organization_id: organizationId };
  const views = [
    { ...reader, object_type: 'article', ids: await articlesOf(subscribedJournals, 12) },
    { ...reader, object_type: 'book', ids: random.sample(publishedBooks, 6) },
    { ...reader, object_type: 'chapter', ids: await chaptersOf(publishedBooks.slice(0, 20), 3) },
    { ...organization, object_type: 'article', ids: await articlesOf(organizationJournals, 8) },
    { ...organization, object_type: 'book', ids: random.sample(grantedBooks, 5) },
  ];
  await insertRows(
    tx,
    'access_history',
    views.flatMap(({ ids: objectIds, ...view }) =>
      objectIds.map((objectId) => ({
        ...view,
        object_id: objectId,
        viewed_at: new Date(LATEST_VIEW - random.int(0, 60 * 24) * HOUR).toISOString(),
        view_count: random.int(1, 5),
      })),
    ),
  );
}
