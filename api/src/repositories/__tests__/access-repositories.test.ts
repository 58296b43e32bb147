/**
 * The access and subscription repositories against the seeded database: the facts the access
 * rules decide on, checked against the grants, subscriptions and orders they are read from, and
 * what an organization or a person may read (on PGlite, and on PostgreSQL in
 * `pnpm test:postgres`).
 */
import type { ContentType } from '@portal/contract';
import { openTestDb } from '../../../test/test-db';
import type { ArticleFacts, BookFacts } from '../../access/rules';
import type { Db } from '../../db/db';
import type { Viewer } from '../../lib/viewer';
import {
  contentFacts,
  countOrganizationBooks,
  findBookPdfSource,
  findChapterPdfSource,
  organizationBooks,
  organizationJournals,
  organizationVolumes,
} from '../access-repository';
import { userSubscriptions } from '../subscription-repository';

const page = (size: number, current = 1) => ({ current, size, offset: (current - 1) * size });

const READER: Viewer = { kind: 'personal', userId: 1 };
const AUTHOR: Viewer = { kind: 'personal', userId: 2 };
const ORGANIZATION: Viewer = { kind: 'organization', organizationId: 1 };
const ANONYMOUS: Viewer = { kind: 'anonymous' };

let db: Db;
const ids = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ id: number }>(sql, params)).map((row) => row.id);

/** A volume set whose parent the test grants the organization and the author buys. */
let volumeSet: { parent: number; volumes: number[] };
/** A book with chapters that the author buys too. */
let bookWithChapters: number;

beforeAll(async () => {
  db = await openTestDb();
  const [parent] = await ids(
    `select p.id from books p
      where exists (select 1 from books v where v.parent_book_id = p.id)
        and not exists (select 1 from organization_book_grants g where g.book_id = p.id)
      order by p.id limit 1`,
  );
  volumeSet = {
    parent: parent ?? 0,
    volumes: await ids('select id from books where parent_book_id = $1 order by id', [parent]),
  };
  await db.query('insert into organization_book_grants (organization_id, book_id) values (1, $1)', [
    volumeSet.parent,
  ]);
  [bookWithChapters = 0] = await ids('select min(book_id) as id from book_chapters');
  const [order] = await ids(
    `insert into orders (order_no, user_id, tenant_id, status, total_amount, currency,
                         idempotency_key, cart_digest, paid_at)
     values ('PO2026010100000001', 2, '000000', 'paid', 100, 'CNY', 'test-set', 'test-set', now())
     returning id::int as id`,
  );
  await db.query(
    `insert into order_items (order_id, position, book_id, medium, quantity, unit_price)
     select $1, row_number() over (order by id), id, medium, 1, list_price
       from books where id in ($2, $3)`,
    [order, volumeSet.parent, bookWithChapters],
  );
});
afterAll(() => db.close());

const factsOf = async (type: ContentType, objectIds: number[], viewer: Viewer) =>
  contentFacts(db, type, objectIds, viewer);

describe('contentFacts of articles', () => {
  interface ArticleRow {
    id: number;
    journal_id: number;
    volume_id: number | null;
    open_access: boolean;
    year: number;
  }
  let articles: ArticleRow[];
  let subscriptions: { journal_id: number; from: number; to: number }[];
  let journalGrants: Set<number>;
  let volumeGrants: Set<number>;
  let volumeJournals: Set<number>;

  beforeAll(async () => {
    subscriptions = await db.query(
      `select journal_id, extract(year from start_date)::int as from,
              extract(year from end_date)::int as to
         from subscriptions where user_id = 1`,
    );
    journalGrants = new Set(
      await ids(
        'select journal_id as id from organization_journal_grants where organization_id = 1',
      ),
    );
    volumeGrants = new Set(
      await ids('select volume_id as id from organization_volume_grants where organization_id = 1'),
    );
    volumeJournals = new Set(
      await ids(
        `select distinct v.journal_id as id from organization_volume_grants g
           join volumes v on v.id = g.volume_id where g.organization_id = 1`,
      ),
    );
    // The articles of every journal someone here may read, and of one nobody may.
    articles = await db.query<ArticleRow>(
      `select a.id, a.journal_id, i.volume_id, a.open_access,
              coalesce(v.year, extract(year from coalesce(a.published_online_date,
                                                          a.accepted_date))::int) as year
         from articles a
         left join issues i on i.id = a.issue_id
         left join volumes v on v.id = i.volume_id
        where a.journal_id = any($1::int[])
           or a.journal_id = (select min(id) from journals where not open_access)`,
      [[...subscriptions.map((s) => s.journal_id), ...journalGrants, ...volumeJournals]],
    );
  });

  const subscribed = (article: ArticleRow) =>
    subscriptions.some(
      (s) => s.journal_id === article.journal_id && s.from <= article.year && article.year <= s.to,
    );
  const granted = (article: ArticleRow) =>
    journalGrants.has(article.journal_id) ||
    (article.volume_id !== null && volumeGrants.has(article.volume_id));

  it("tells a subscriber's articles by the years the subscription touches", async () => {
    expect(subscriptions).toHaveLength(3);
    const facts = await factsOf(
      'article',
      articles.map((a) => a.id),
      READER,
    );
    expect(facts.size).toBe(articles.length);
    for (const article of articles) {
      expect(facts.get(article.id)).toEqual({
        kind: 'article',
        openAccess: article.open_access,
        subscribed: subscribed(article),
        organizationGranted: false,
      });
    }
    // Both answers occur, also within one subscribed journal (volumes before the period).
    expect(articles.some(subscribed)).toBe(true);
    const journal = subscriptions[0]?.journal_id;
    expect(articles.some((a) => a.journal_id === journal && !subscribed(a))).toBe(true);
    // An online-first article counts in the year it went online.
    expect(articles.some((a) => a.volume_id === null && subscribed(a))).toBe(true);
  });

  it("tells an organization's articles by its journal and volume grants", async () => {
    const facts = await factsOf(
      'article',
      articles.map((a) => a.id),
      ORGANIZATION,
    );
    for (const article of articles) {
      const fact = facts.get(article.id) as ArticleFacts;
      expect(fact.subscribed).toBe(false);
      expect(fact.organizationGranted).toBe(granted(article));
    }
    const byVolume = articles.filter((a) => !journalGrants.has(a.journal_id) && granted(a));
    expect(byVolume.length).toBeGreaterThan(0);
    // The other volumes of those journals are not the organization's.
    expect(articles.some((a) => volumeJournals.has(a.journal_id) && !granted(a))).toBe(true);
  });

  it('grants nothing to other people or anonymous readers, and leaves out unknown ids', async () => {
    const sample = articles.slice(0, 50).map((a) => a.id);
    for (const viewer of [AUTHOR, ANONYMOUS]) {
      const facts = await factsOf('article', [...sample, 999_999], viewer);
      expect(facts.size).toBe(sample.length);
      expect(facts.has(999_999)).toBe(false);
      for (const fact of facts.values()) {
        expect(fact).toMatchObject({ subscribed: false, organizationGranted: false });
      }
    }
    expect(await factsOf('article', [], READER)).toEqual(new Map());
  });
});

describe('contentFacts of books and chapters', () => {
  it('tells purchases (paid orders only) and grants, also through a volume set', async () => {
    const books = await db.query<{
      id: number;
      parent: number | null;
      preview_denied: boolean;
      open_access: boolean;
    }>('select id, parent_book_id as parent, preview_denied, open_access from books order by id');
    const paidBy = async (userId: number) =>
      new Set(
        await ids(
          `select oi.book_id as id from order_items oi join orders o on o.id = oi.order_id
            where o.user_id = $1 and o.status = 'paid'`,
          [userId],
        ),
      );
    const grants = new Set(
      await ids('select book_id as id from organization_book_grants where organization_id = 1'),
    );
    const covers = (set: Set<number>, book: { id: number; parent: number | null }) =>
      set.has(book.id) || (book.parent !== null && set.has(book.parent));
    const allIds = books.map((b) => b.id);
    for (const [viewer, bought] of [
      [READER, await paidBy(1)],
      [AUTHOR, await paidBy(2)],
      [ORGANIZATION, new Set<number>()],
    ] as const) {
      const facts = await factsOf('book', allIds, viewer);
      expect(facts.size).toBe(books.length);
      for (const book of books) {
        expect(facts.get(book.id)).toEqual({
          kind: 'book',
          openAccess: book.open_access,
          previewDenied: book.preview_denied,
          purchased: covers(bought, book),
          organizationGranted: viewer.kind === 'organization' && covers(grants, book),
        });
      }
    }
    // The seeded failed order grants nothing: its book is not the reader's unless paid for too.
    const [declined] = await ids(
      `select oi.book_id as id from order_items oi join orders o on o.id = oi.order_id
        where o.user_id = 1 and o.status = 'failed'`,
    );
    expect((await factsOf('book', [declined ?? 0], READER)).get(declined ?? 0)).toMatchObject({
      purchased: (await paidBy(1)).has(declined ?? 0),
    });
    for (const volume of volumeSet.volumes) {
      expect((await factsOf('book', [volume], AUTHOR)).get(volume)).toMatchObject({
        purchased: true,
      });
      expect((await factsOf('book', [volume], ORGANIZATION)).get(volume)).toMatchObject({
        organizationGranted: true,
      });
    }
    expect(volumeSet.volumes.length).toBeGreaterThan(0);
    expect(books.some((b) => b.preview_denied)).toBe(true);
    expect(books.some((b) => b.open_access)).toBe(true);
  });

  it('opens a chapter of an open-access book, and a sample chapter alone', async () => {
    const chapters = await db.query<{ id: number; open: boolean }>(
      `select c.id, b.open_access or c.open_access as open
         from book_chapters c join books b on b.id = c.book_id order by c.id`,
    );
    const facts = await factsOf(
      'chapter',
      chapters.map((c) => c.id),
      ANONYMOUS,
    );
    for (const chapter of chapters) {
      expect((facts.get(chapter.id) as BookFacts).openAccess).toBe(chapter.open);
    }
    const [sample] = await db.query<{ id: number; book_id: number }>(
      `select c.id, c.book_id from book_chapters c join books b on b.id = c.book_id
        where c.open_access and not b.open_access order by c.id limit 1`,
    );
    expect((facts.get(sample?.id ?? 0) as BookFacts).openAccess).toBe(true);
    const book = (await factsOf('book', [sample?.book_id ?? 0], ANONYMOUS)).get(
      sample?.book_id ?? 0,
    );
    expect(book?.kind === 'book' && book.openAccess).toBe(false);
  });

  it("answers a chapter with its book's facts, by chapter id", async () => {
    const chapters = await ids('select id from book_chapters where book_id = $1 order by id', [
      bookWithChapters,
    ]);
    const [other] = await ids(
      `select c.id from book_chapters c join books b on b.id = c.book_id
        where not exists (select 1 from order_items oi join orders o on o.id = oi.order_id
                           where o.user_id = 2 and oi.book_id in (b.id, b.parent_book_id))
        order by c.id limit 1`,
    );
    const facts = await factsOf('chapter', [...chapters, other ?? 0, 999_999], AUTHOR);
    expect(chapters.length).toBeGreaterThan(0);
    expect(facts.size).toBe(chapters.length + 1);
    for (const id of chapters) expect((facts.get(id) as BookFacts).purchased).toBe(true);
    expect((facts.get(other ?? 0) as BookFacts).purchased).toBe(false);
  });
});

describe('what an organization may read', () => {
  it('pages its journals by English title, whole or in volumes, with their volume counts', async () => {
    const whole = new Set(
      await ids(
        'select journal_id as id from organization_journal_grants where organization_id = 1',
      ),
    );
    const expected = await db.query<{ id: number; title_en: string; volumes: number }>(
      `select j.id, j.title_en,
              case when j.id = any($1::int[])
                   then (select count(*) from volumes v where v.journal_id = j.id)
                   else (select count(*) from organization_volume_grants g
                           join volumes v on v.id = g.volume_id
                          where g.organization_id = 1 and v.journal_id = j.id) end::int as volumes
         from journals j
        where j.id = any($1::int[])
           or j.id in (select v.journal_id from organization_volume_grants g
                         join volumes v on v.id = g.volume_id where g.organization_id = 1)`,
      [[...whole]],
    );
    // Code-point order of the lower-cased titles, as `collate "C"` sorts them.
    const key = (j: { title_en: string }) => j.title_en.toLowerCase();
    expected.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id));
    const all = await organizationJournals(db, 1, page(100));
    expect(all.total).toBe(10);
    expect(all.records.map((j) => j.id)).toEqual(expected.map((j) => j.id));
    for (const journal of all.records) {
      expect(journal.grantScope).toBe(whole.has(journal.id) ? 'journal' : 'volumes');
      expect(journal.volumeCount).toBe(expected.find((j) => j.id === journal.id)?.volumes);
    }
    expect(all.records.filter((j) => j.grantScope === 'volumes').map((j) => j.volumeCount)).toEqual(
      [3, 3, 3, 3],
    );
    const second = await organizationJournals(db, 1, page(3, 2));
    expect(second.total).toBe(10);
    expect(second.records).toEqual(all.records.slice(3, 6));
    expect(await organizationJournals(db, 999, page(10))).toEqual({ records: [], total: 0 });
  });

  it('pages the volumes of a journal granted whole, or only those granted', async () => {
    const [whole] = await ids(
      'select journal_id as id from organization_journal_grants where organization_id = 1 order by 1',
    );
    const volumes = await organizationVolumes(db, 1, whole ?? 0, page(1000));
    const expected = await db.query<{ id: number; issues: number }>(
      `select v.id, (select count(*)::int from issues i where i.volume_id = v.id) as issues
         from volumes v where v.journal_id = $1 order by v.year desc, v.number desc`,
      [whole],
    );
    expect(volumes.total).toBe(expected.length);
    expect(volumes.records.map((v) => v.id)).toEqual(expected.map((v) => v.id));
    expect(volumes.records.map((v) => v.issueCount)).toEqual(expected.map((v) => v.issues));
    expect(volumes.records.every((v) => v.grantScope === 'journal')).toBe(true);
    expect((await organizationVolumes(db, 1, whole ?? 0, page(2, 2))).records).toEqual(
      volumes.records.slice(2, 4),
    );

    const [partly] = await ids(
      `select v.journal_id as id from organization_volume_grants g
         join volumes v on v.id = g.volume_id where g.organization_id = 1 order by 1`,
    );
    const some = await organizationVolumes(db, 1, partly ?? 0, page(1000));
    expect(some.total).toBe(3);
    expect(new Set(some.records.map((v) => v.id))).toEqual(
      new Set(
        await ids(
          `select g.volume_id as id from organization_volume_grants g
             join volumes v on v.id = g.volume_id
            where g.organization_id = 1 and v.journal_id = $1`,
          [partly],
        ),
      ),
    );
    expect(some.records.every((v) => v.grantScope === 'volumes')).toBe(true);
    const years = some.records.map((v) => v.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));

    const [ungranted] = await ids(
      `select j.id from journals j
        where j.id not in (select journal_id from organization_journal_grants)
          and j.id not in (select v.journal_id from organization_volume_grants g
                             join volumes v on v.id = g.volume_id)
        order by j.id limit 1`,
    );
    expect(await organizationVolumes(db, 1, ungranted ?? 0, page(10))).toEqual({
      records: [],
      total: 0,
    });
  });

  it('counts and pages its books, newest first, the volumes of a granted set included', async () => {
    const expected = await db.query<{ id: number }>(
      `select b.id from books b
        where b.id in (select book_id from organization_book_grants where organization_id = 1)
           or b.parent_book_id in (select book_id from organization_book_grants
                                    where organization_id = 1)
        order by b.publish_date desc, b.id desc`,
    );
    const total = await countOrganizationBooks(db, 1);
    expect(total).toBe(expected.length);
    expect(expected.map((b) => b.id)).toEqual(
      expect.arrayContaining([volumeSet.parent, ...volumeSet.volumes]),
    );
    const all = await organizationBooks(db, 1, page(1000));
    expect(all.total).toBe(total);
    expect(all.records.map((b) => b.id)).toEqual(expected.map((b) => b.id));
    const third = await organizationBooks(db, 1, page(10, 3));
    expect(third.records.map((b) => b.id)).toEqual(expected.slice(20, 30).map((b) => b.id));
    expect(await countOrganizationBooks(db, 999)).toBe(0);
    expect(await organizationBooks(db, 999, page(10))).toEqual({ records: [], total: 0 });
  });
});

describe('the sources of book and chapter PDFs', () => {
  it('answers a book with its chapters in order, and one chapter with its book', async () => {
    const [bookId] = await ids('select book_id as id from book_chapters order by book_id limit 1');
    const chapters = await db.query<{ id: number; title_en: string }>(
      'select id, title_en from book_chapters where book_id = $1 order by position, id',
      [bookId],
    );
    const source = await findBookPdfSource(db, bookId ?? 0);
    expect(source?.book.id).toBe(bookId);
    expect(source?.chapters.map((c) => c.id)).toEqual(chapters.map((c) => c.id));
    expect(source?.chapters[0]?.title.en).toBe(chapters[0]?.title_en);

    const last = chapters.at(-1);
    const chapter = await findChapterPdfSource(db, last?.id ?? 0);
    expect(chapter?.book).toEqual(source?.book);
    expect(chapter?.chapters).toEqual([source?.chapters.at(-1)]);
  });

  it('answers a book without chapters with none, and nothing for unknown ids', async () => {
    const [bare] = await ids(
      `select id from books b where not exists (select 1 from book_chapters c where c.book_id = b.id)
        order by id limit 1`,
    );
    expect((await findBookPdfSource(db, bare ?? 0))?.chapters).toEqual([]);
    expect(await findBookPdfSource(db, 999_999)).toBeUndefined();
    expect(await findChapterPdfSource(db, 999_999)).toBeUndefined();
  });
});

describe('subscription-repository', () => {
  it("answers a person's subscriptions, active ones first, then the latest ending", async () => {
    const [{ today } = { today: '' }] = await db.query<{ today: string }>(
      `select to_char(current_date, 'YYYY-MM-DD') as today`,
    );
    const rows = await db.query<{ id: number; journal_id: number; start: string; end: string }>(
      `select id, journal_id, to_char(start_date, 'YYYY-MM-DD') as start,
              to_char(end_date, 'YYYY-MM-DD') as end
         from subscriptions where user_id = 1`,
    );
    const active = (row: { start: string; end: string }) => row.start <= today && today <= row.end;
    rows.sort(
      (a, b) => Number(active(b)) - Number(active(a)) || b.end.localeCompare(a.end) || a.id - b.id,
    );
    const subscriptions = await userSubscriptions(db, 1);
    expect(subscriptions.map((s) => s.id)).toEqual(rows.map((row) => row.id));
    for (const [i, subscription] of subscriptions.entries()) {
      const row = rows[i];
      expect(subscription.journal.id).toBe(row?.journal_id);
      expect(subscription).toMatchObject({ startDate: row?.start, endDate: row?.end });
      expect(subscription.active).toBe(row !== undefined && active(row));
      expect(['print', 'online']).toContain(subscription.medium);
    }
    expect(subscriptions[0]?.journal.title.en).not.toBe('');
    expect(await userSubscriptions(db, 2)).toEqual([]);
    expect(await userSubscriptions(db, 999_999)).toEqual([]);
  });
});
