/**
 * What the access tests read and sign in as: the seeded objects each rule applies to, found by
 * SQL so that the tests follow the seed, and access tokens of the demo accounts.
 */
import type { App } from '../../app';
import type { Db } from '../../db/db';
import { applyDemoOrgLoopback } from '../../db/demo/accounts';

export const READER_ID = 1;
/** The demo author: no subscriptions and no orders. */
export const AUTHOR_ID = 2;
export const ORGANIZATION_ID = 1;

export type Who = 'anonymous' | 'reader' | 'author' | 'organization' | 'otherOrganization';

/**
 * `Portal-Auth` headers of each kind of viewer (the other organization has no grants). Both
 * organizations own this machine's address, as an organization's token counts only from its
 * network and the tests' requests come from 127.0.0.1.
 */
export async function signIn(app: App, db: Db): Promise<Record<Who, Record<string, string>>> {
  const [other] = await db.query<{ id: number }>(
    `insert into organizations (name_zh, name_en) values ('另一所大学', 'Another University')
     returning id`,
  );
  await applyDemoOrgLoopback(db, true);
  await db.query(
    `insert into organization_ip_ranges (organization_id, cidr) values ($1, '127.0.0.1/32')`,
    [other?.id],
  );
  const header = async (subject: Parameters<App['accessTokens']['issue']>[0]['subject']) => ({
    'portal-auth': `bearer ${await app.accessTokens.issue({ subject, tenantId: '000000' })}`,
  });
  return {
    anonymous: {},
    reader: await header({ kind: 'personal', userId: READER_ID }),
    author: await header({ kind: 'personal', userId: AUTHOR_ID }),
    organization: await header({ kind: 'organization', organizationId: ORGANIZATION_ID }),
    otherOrganization: await header({ kind: 'organization', organizationId: other?.id ?? 0 }),
  };
}

const one = async (db: Db, sql: string, params: unknown[] = []): Promise<number> => {
  const [row] = await db.query<{ id: number }>(sql, params);
  if (!row) throw new Error(`The seed has no row for: ${sql}`);
  return row.id;
};

/** A locked (not open-access) published article of a journal, in a given year if asked. */
const LOCKED_ARTICLE = `select a.id from articles a
   join issues i on i.id = a.issue_id join volumes v on v.id = i.volume_id
  where not a.open_access and a.journal_id = $1 and ($2::int is null or v.year = $2)
  order by a.id limit 1`;

export interface ArticleFixtures {
  openAccess: number;
  /** In the reader's running subscription (2024 to 2026). */
  subscribed: number;
  /** 2025 and 2024 articles of the journal whose subscription covered 2025 only. */
  expiredSubscriptionCovered: number;
  expiredSubscriptionNotCovered: number;
  /** Of a journal granted whole to the demo organization. */
  organizationJournal: number;
  /** In a granted volume, and in a volume of the same journal not granted. */
  organizationVolume: number;
  organizationVolumeNotGranted: number;
  /** Nobody but open access would open it: no subscription, no grant. */
  locked: number;
}

export async function articleFixtures(db: Db): Promise<ArticleFixtures> {
  const subscription = (start: string, end: string) =>
    one(
      db,
      `select journal_id as id from subscriptions
        where user_id = $1 and start_date = $2 and end_date = $3`,
      [READER_ID, start, end],
    );
  const running = await subscription('2024-01-01', '2026-12-31');
  const expired = await subscription('2025-01-01', '2025-12-31');
  const organizationJournal = await one(
    db,
    'select journal_id as id from organization_journal_grants where organization_id = $1 order by journal_id limit 1',
    [ORGANIZATION_ID],
  );
  const grantedVolume = await one(
    db,
    'select volume_id as id from organization_volume_grants where organization_id = $1 order by volume_id limit 1',
    [ORGANIZATION_ID],
  );
  const inVolume = (notGranted: boolean) =>
    one(
      db,
      `select a.id from articles a join issues i on i.id = a.issue_id
        where not a.open_access
          and ${notGranted ? 'i.volume_id <> $1 and i.volume_id in (select id from volumes where journal_id = (select journal_id from volumes where id = $1)) and i.volume_id not in (select volume_id from organization_volume_grants)' : 'i.volume_id = $1'}
        order by a.id limit 1`,
      [grantedVolume],
    );
  return {
    openAccess: await one(db, 'select id from articles where open_access order by id limit 1'),
    subscribed: await one(db, LOCKED_ARTICLE, [running, 2025]),
    expiredSubscriptionCovered: await one(db, LOCKED_ARTICLE, [expired, 2025]),
    expiredSubscriptionNotCovered: await one(db, LOCKED_ARTICLE, [expired, 2024]),
    organizationJournal: await one(db, LOCKED_ARTICLE, [organizationJournal, null]),
    organizationVolume: await inVolume(false),
    organizationVolumeNotGranted: await inVolume(true),
    locked: await one(
      db,
      `select a.id from articles a
        where not a.open_access and a.status = 'published'
          and a.journal_id not in (select journal_id from subscriptions)
          and a.journal_id not in (select journal_id from organization_journal_grants)
          and a.journal_id not in (select v.journal_id from organization_volume_grants g
                                     join volumes v on v.id = g.volume_id)
        order by a.id limit 1`,
    ),
  };
}

/** Books nobody has bought or been granted, not open access, with and without a denied preview. */
const FREE_BOOK = `select b.id from books b
  where b.preview_denied = $1 and not b.open_access and b.parent_book_id is null
    and b.id not in (select book_id from organization_book_grants)
    and b.id not in (select parent_book_id from books where parent_book_id is not null)
    and b.id not in (select book_id from order_items)
  order by b.id limit 1 offset $2`;

export interface BookFixtures {
  organizationGranted: number;
  previewDeniedGranted: number;
  previewDenied: number;
  /** Free to preview; the tests buy `bought` for the reader. */
  plain: number;
  bought: number;
  /** A volume set (not granted): the tests buy the set for the reader, then a volume is his. */
  set: number;
  setVolume: number;
  /** A book open to everyone, and a sample chapter free in a book otherwise locked. */
  openAccess: number;
  sampleChapter: number;
}

export async function bookFixtures(db: Db): Promise<BookFixtures> {
  const [set] = await db.query<{ id: number; volume: number }>(
    `select p.id, min(b.id) as volume from books b join books p on p.id = b.parent_book_id
      where p.id not in (select book_id from organization_book_grants)
        and b.id not in (select book_id from organization_book_grants)
        and p.id not in (select book_id from order_items)
        and b.id not in (select book_id from order_items)
      group by p.id order by p.id limit 1`,
  );
  if (!set) throw new Error('The seed has no volume set');
  await db.query(
    `update books set preview_denied = true where id = (
       select g.book_id from organization_book_grants g join books b on b.id = g.book_id
        where g.organization_id = $1 and not b.open_access
        order by g.book_id desc limit 1)`,
    [ORGANIZATION_ID],
  );
  return {
    organizationGranted: await one(
      db,
      `select g.book_id as id from organization_book_grants g join books b on b.id = g.book_id
        where g.organization_id = $1 and not b.preview_denied and not b.open_access
        order by g.book_id limit 1`,
      [ORGANIZATION_ID],
    ),
    previewDeniedGranted: await one(
      db,
      `select g.book_id as id from organization_book_grants g join books b on b.id = g.book_id
        where g.organization_id = $1 and b.preview_denied and not b.open_access
        order by g.book_id limit 1`,
      [ORGANIZATION_ID],
    ),
    previewDenied: await one(db, FREE_BOOK, [true, 0]),
    plain: await one(db, FREE_BOOK, [false, 0]),
    bought: await one(db, FREE_BOOK, [false, 1]),
    set: set.id,
    setVolume: set.volume,
    openAccess: await one(db, 'select id from books where open_access order by id limit 1'),
    sampleChapter: await one(
      db,
      `select c.id from book_chapters c join books b on b.id = c.book_id
        where c.open_access and not b.open_access
          and b.id not in (select book_id from organization_book_grants)
        order by c.id limit 1`,
    ),
  };
}

let orderCount = 0;

/** A paid order of `bookId` by `userId`, inserted as the payment flow leaves one. */
export async function insertPaidOrder(db: Db, userId: number, bookId: number): Promise<void> {
  orderCount += 1;
  const key = `access-test-${bookId}-${orderCount}`;
  const [order] = await db.query<{ id: number }>(
    `insert into orders (order_no, user_id, tenant_id, status, total_amount, currency,
                         idempotency_key, cart_digest, created_at, paid_at)
     values ($1, $2, '000000', 'paid', 100, 'CNY', $3, $3, now(), now())
     returning id::int as id`,
    [
      `PO20261101${String(90_000_000 + orderCount * 1000 + (bookId % 1000)).slice(-8)}`,
      userId,
      key,
    ],
  );
  await db.query(
    `insert into order_items (order_id, position, book_id, medium, quantity, unit_price)
     values ($1, 1, $2, 'electronic', 1, 100)`,
    [order?.id, bookId],
  );
}
