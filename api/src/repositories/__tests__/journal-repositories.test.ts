/**
 * The journal, volume, article and editorial-board repositories against the seeded database,
 * each answer checked against the tables it reads (on PGlite, and on PostgreSQL in
 * `pnpm test:postgres`).
 */
import { openTestDb } from '../../../test/test-db';
import type { Db } from '../../db/db';
import {
  acceptedArticles,
  articleNeighbours,
  articlePage,
  authorArticles,
  findArticle,
  issueArticles,
  onlineFirstArticles,
} from '../article-repository';
import { editorialBoard } from '../editorial-board-repository';
import {
  findJournalDetail,
  journalExists,
  listJournals,
  publicationSpeed,
} from '../journal-repository';
import { issueExists, openAccessVolumes, volumesByYear } from '../volume-repository';

const page = (size: number, current = 1) => ({ current, size, offset: (current - 1) * size });

let db: Db;
let journal: { id: number; abbreviation: string };
let issue: { id: number; articles: number };

const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]?.n ?? -1;

beforeAll(async () => {
  db = await openTestDb();
  [journal] = (await db.query(`select id, abbreviation from journals order by id limit 1`)) as [
    typeof journal,
  ];
  [issue] = (await db.query(
    `select i.id, count(a.id)::int as articles
       from issues i join articles a on a.issue_id = i.id
      group by i.id order by i.id limit 1`,
  )) as [typeof issue];
});
afterAll(() => db.close());

describe('journal-repository', () => {
  it('lists journals, filtered and paged, with the total', async () => {
    const all = await listJournals(db, {}, page(100));
    expect(all.total).toBe(26);
    expect(all.records).toHaveLength(26);
    const open = await listJournals(db, { openAccess: true }, page(5));
    expect(open.total).toBe(await count('journals where open_access'));
    expect(open.records.every((j) => j.openAccess)).toBe(true);
  });

  it('finds a journal by id and by its abbreviation in any spelling', async () => {
    const byId = await findJournalDetail(db, { id: journal.id });
    expect(byId?.abbreviation).toBe(journal.abbreviation);
    expect(byId?.articleCount).toBe(
      await count(`articles where journal_id = $1 and status = 'published'`, [journal.id]),
    );
    expect(byId?.prices.length).toBeGreaterThan(0);
    const loose = journal.abbreviation.toUpperCase().replace(/[^A-Z0-9]/g, ' ');
    expect((await findJournalDetail(db, { abbreviation: loose }))?.id).toBe(journal.id);
    expect(await findJournalDetail(db, { id: 999_999 })).toBeUndefined();
    expect(await findJournalDetail(db, { abbreviation: '..' })).toBeUndefined();
  });

  it('tells whether a journal exists', async () => {
    expect(await journalExists(db, journal.id)).toBe(true);
    expect(await journalExists(db, 999_999)).toBe(false);
  });

  it('answers the publication speed per year, newest first', async () => {
    const speed = await publicationSpeed(db, journal.id);
    expect(speed.length).toBeGreaterThan(0);
    expect(speed.map((s) => s.year)).toEqual([...speed.map((s) => s.year)].sort((a, b) => b - a));
    const published = await count(`articles where journal_id = $1 and status = 'published'`, [
      journal.id,
    ]);
    expect(speed.reduce((sum, s) => sum + s.articleCount, 0)).toBe(published);
    for (const s of speed) expect(s.medianDaysToAcceptance).toBeGreaterThan(0);
  });
});

describe('editorial-board-repository', () => {
  it("groups a journal's editors by role, each editor once", async () => {
    const board = await editorialBoard(db, journal.id);
    expect(board[0]?.role).toBe('editor-in-chief');
    const editors = board.flatMap((group) => group.editors);
    expect(editors).toHaveLength(await count('editors where journal_id = $1', [journal.id]));
    expect(new Set(board.map((group) => group.role)).size).toBe(board.length);
    expect(await editorialBoard(db, 999_999)).toEqual([]);
  });
});

describe('volume-repository', () => {
  it("answers a journal's years, volumes and issues with their article counts", async () => {
    const years = await volumesByYear(db, journal.id);
    const volumes = years.flatMap((year) => year.volumes);
    expect(volumes).toHaveLength(await count('volumes where journal_id = $1', [journal.id]));
    expect(years.map((y) => y.year)).toEqual([...years.map((y) => y.year)].sort((a, b) => b - a));
    const issues = volumes.flatMap((volume) => volume.issues);
    const articles = await count(
      `articles a join issues i on i.id = a.issue_id join volumes v on v.id = i.volume_id
        where v.journal_id = $1`,
      [journal.id],
    );
    expect(issues.reduce((sum, i) => sum + i.articleCount, 0)).toBe(articles);
  });

  it('tells whether an issue exists', async () => {
    expect(await issueExists(db, issue.id)).toBe(true);
    expect(await issueExists(db, 999_999)).toBe(false);
  });

  it('pages the volumes holding open-access articles', async () => {
    const [oa] = await db.query<{ journal_id: number }>(
      `select journal_id from articles where open_access and issue_id is not null limit 1`,
    );
    const journalId = oa?.journal_id ?? 0;
    const first = await openAccessVolumes(db, journalId, page(2));
    expect(first.total).toBeGreaterThan(0);
    expect(first.records.length).toBe(Math.min(2, first.total));
    for (const volume of first.records) expect(volume.openAccessArticleCount).toBeGreaterThan(0);
    const all = await openAccessVolumes(db, journalId, page(1000));
    expect(all.records).toHaveLength(all.total);
  });
});

describe('article-repository', () => {
  it("pages an issue's articles in page order", async () => {
    const { records, total } = await issueArticles(db, issue.id, page(1000));
    expect(total).toBe(issue.articles);
    expect(records).toHaveLength(issue.articles);
    const pages = records.map((a) => a.firstPage ?? 0);
    expect(pages).toEqual([...pages].sort((a, b) => a - b));
    expect(records[0]?.issueId).toBe(issue.id);
    expect(records[0]?.authors.length).toBeGreaterThan(0);
  });

  it('pages articles by any condition (articlePage)', async () => {
    const { records, total } = await articlePage(
      db,
      'a.journal_id = $1',
      [journal.id],
      'a.id',
      page(3, 2),
    );
    expect(total).toBe(await count('articles where journal_id = $1', [journal.id]));
    expect(records).toHaveLength(3);
    expect(records.map((a) => a.id)).toEqual([...records.map((a) => a.id)].sort((a, b) => a - b));
  });

  it("pages an author's articles", async () => {
    const [author] = await db.query<{ author_key: string; n: number }>(
      `select author_key, count(*)::int as n from article_authors
        group by author_key order by count(*) desc, author_key limit 1`,
    );
    const { records, total } = await authorArticles(db, author?.author_key ?? '', page(1000));
    expect(total).toBe(author?.n);
    for (const article of records) {
      expect(article.authors.some((a) => a.authorKey === author?.author_key)).toBe(true);
    }
  });

  it('pages online-first articles of all journals or one, and accepted papers', async () => {
    const all = await onlineFirstArticles(db, undefined, page(5));
    expect(all.total).toBe(await count(`articles where status = 'online_first'`));
    expect(all.records.every((a) => a.status === 'online_first')).toBe(true);
    const one = await onlineFirstArticles(db, journal.id, page(1000));
    expect(one.total).toBe(
      await count(`articles where status = 'online_first' and journal_id = $1`, [journal.id]),
    );
    const accepted = await acceptedArticles(db, journal.id, page(1000));
    expect(accepted.total).toBe(
      await count(`articles where status = 'accepted' and journal_id = $1`, [journal.id]),
    );
    expect(accepted.records.every((a) => a.status === 'accepted')).toBe(true);
  });

  it('finds an article with its abstract, keywords, MSC codes and dates', async () => {
    const [first] = (await issueArticles(db, issue.id, page(1))).records;
    const article = await findArticle(db, first?.id ?? 0);
    expect(article?.id).toBe(first?.id);
    expect(article?.abstract.en.length).toBeGreaterThan(0);
    expect(article?.mscCodes.length).toBe(
      await count('article_msc_codes where article_id = $1', [first?.id]),
    );
    expect(article?.receivedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await findArticle(db, 999_999)).toBeUndefined();
  });

  it("answers an article's neighbours in its issue", async () => {
    const { records } = await issueArticles(db, issue.id, page(1000));
    const [first, second] = records;
    expect(await articleNeighbours(db, first?.id ?? 0)).toEqual({
      previousId: null,
      nextId: second?.id ?? null,
    });
    expect((await articleNeighbours(db, second?.id ?? 0))?.previousId).toBe(first?.id);
    expect(await articleNeighbours(db, 999_999)).toBeUndefined();
  });
});
