/**
 * What the demo accounts may read: the demo organization's grants (whole journals, volumes of
 * other journals, about forty books), the demo reader's three journal subscriptions, and a recent
 * access history of both. Deterministic, from its own PRNG seed.
 */
import type { DbSession } from '../db';
import { insertRows } from '../insert-rows';
import { createRandom } from '../seed/random';

const SEED = 20_260_909;

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
