import { openTestDb } from '../../../../test/test-db';
import { articleRows } from '../../../services/catalogue-writer';
import type { Db } from '../../db';
import { buildJournalContent, CONTENT_TODAY, EDITOR_ROLES } from '../journal-content';
import { buildJournals } from '../journals';
import { createRandom } from '../random';

describe('buildJournalContent', () => {
  const journals = buildJournals(createRandom(1));
  const content = buildJournalContent(journals);
  const rows = content.articleRecords.map(articleRows);
  const articles = rows.map((row) => row.article);

  it('is the same on every run', () => {
    expect(buildJournalContent(journals)).toEqual(content);
  });

  it('holds at least 10,000 articles, with online-first and accepted papers in every journal', () => {
    expect(articles.length).toBeGreaterThanOrEqual(10_000);
    for (const journal of journals) {
      const own = articles.filter((a) => a.journal_id === journal.id);
      for (const status of ['published', 'online_first', 'accepted'] as const) {
        expect(own.some((a) => a.status === status)).toBe(true);
      }
    }
  });

  it('staffs every role of every board', () => {
    for (const journal of journals) {
      const roles = new Set(
        content.editors.filter((e) => e.journal_id === journal.id).map((e) => e.role_code),
      );
      expect(roles.size).toBe(EDITOR_ROLES.length);
    }
  });

  it('keeps every date after the one before it and nothing after the catalogue date', () => {
    for (const a of articles) {
      // The seed dates every article fully.
      expect(a.received_date !== null && a.received_date < a.revised_date).toBe(true);
      expect(a.accepted_date !== null && a.revised_date < a.accepted_date).toBe(true);
      if (a.published_online_date)
        expect(a.accepted_date !== null && a.accepted_date < a.published_online_date).toBe(true);
      if (a.published_date) {
        expect((a.published_online_date ?? '') <= a.published_date).toBe(true);
        expect(a.published_date <= CONTENT_TODAY).toBe(true);
      }
    }
  });

  it('gives authors recurring keys, so that publication lists are more than one article', () => {
    const perAuthor = new Map<string, number>();
    for (const author of rows.flatMap((row) => row.authors)) {
      perAuthor.set(author.author_key, (perAuthor.get(author.author_key) ?? 0) + 1);
    }
    const counts = [...perAuthor.values()].sort((a, b) => a - b);
    expect(counts[Math.floor(counts.length / 2)]).toBeGreaterThan(10);
  });
});

describe('seeded journal content', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  it('paginates each volume continuously, issue after issue', async () => {
    const gaps = await db.query<{ id: number }>(
      `select a.id
         from (select a.id, a.first_page, v.id as volume_id,
                      lag(a.last_page) over (partition by v.id order by i.number, a.first_page) as previous_last
                 from articles a join issues i on i.id = a.issue_id join volumes v on v.id = i.volume_id) a
        where coalesce(a.previous_last, 0) + 1 <> a.first_page`,
    );
    expect(gaps).toEqual([]);
  });

  it('links every MSC code of an article to a labelled code', async () => {
    const [row] = await db.query<{ articles: number }>(
      `select count(distinct article_id)::int as articles
         from article_msc_codes am join msc_codes m using (scheme, code)`,
    );
    const [total] = await db.query<{ n: number }>('select count(*)::int as n from articles');
    expect(row?.articles).toBe(total?.n);
  });
});
