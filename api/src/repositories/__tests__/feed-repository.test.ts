/**
 * What the Atom feeds read, against the seeded database (on PGlite, and on PostgreSQL in
 * `pnpm test:postgres`): each list checked against its tables.
 */
import { openTestDb } from '../../../test/test-db';
import type { Db } from '../../db/db';
import {
  findFeedJournal,
  latestIssue,
  newestBooks,
  newestNews,
  newestOnlineFirst,
} from '../feed-repository';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});

const JOURNAL_ID = 2;

describe('the feed repository', () => {
  it('finds a journal by id, and nothing for an unknown one', async () => {
    expect(await findFeedJournal(db, JOURNAL_ID)).toEqual({
      id: JOURNAL_ID,
      title: { zh: '代数结构学报', en: 'Journal of Algebraic Structures' },
      abbreviation: 'J. Algebr. Struct.',
    });
    expect(await findFeedJournal(db, 9999)).toBeUndefined();
  });

  it("reads the journal's newest issue and its articles in page order, with abstracts", async () => {
    const [newest] = await db.query<{ id: number; published_date: string }>(
      `select i.id, to_char(i.published_date, 'YYYY-MM-DD') as published_date
         from issues i join volumes v on v.id = i.volume_id
        where v.journal_id = $1 order by i.published_date desc, i.id desc limit 1`,
      [JOURNAL_ID],
    );
    const latest = await latestIssue(db, JOURNAL_ID);
    expect(latest?.issue).toMatchObject({ id: newest?.id, publishedDate: newest?.published_date });
    expect(typeof latest?.issue.volumeNumber).toBe('number');
    const rows = await db.query<{ id: number; abstract_en: string }>(
      'select id, abstract_en from articles where issue_id = $1 order by first_page, id',
      [newest?.id],
    );
    expect(latest?.articles.map((a) => ({ id: a.id, abstract_en: a.abstract.en }))).toEqual(rows);
  });

  it('reads the newest online-first articles, books and news, newest first', async () => {
    const online = await db.query<{ id: number }>(
      `select id from articles where journal_id = $1 and status = 'online_first'
        order by published_online_date desc, id desc limit 5`,
      [JOURNAL_ID],
    );
    expect((await newestOnlineFirst(db, JOURNAL_ID, 5)).map((a) => a.id)).toEqual(
      online.map((row) => row.id),
    );
    const books = await db.query<{ id: number; description_en: string }>(
      `select id, description_en from books where publish_status = 'published'
        order by publish_date desc, id desc limit 5`,
    );
    expect(
      (await newestBooks(db, 5)).map((b) => ({ id: b.id, description_en: b.description.en })),
    ).toEqual(books);
    const news = await db.query<{ id: number }>(
      'select id from news order by published_at desc, id desc limit 5',
    );
    expect((await newestNews(db, 5)).map((item) => item.id)).toEqual(news.map((row) => row.id));
  });
});
