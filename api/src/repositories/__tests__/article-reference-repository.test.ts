/**
 * An article's references and "cited by" against the seeded database (on PGlite, and on
 * PostgreSQL in `pnpm test:postgres`), checked against the article_references table.
 */
import { openTestDb } from '../../../test/test-db';
import type { Db } from '../../db/db';
import { articleCitations } from '../article-reference-repository';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});

/** The article cited by the most readable articles of our journals. */
async function mostCited() {
  const [row] = await db.query<{ id: number; citing: number[] }>(
    `select r.cited_article_id as id, array_agg(distinct r.article_id) as citing
       from article_references r
       join articles a on a.id = r.article_id and a.status in ('published', 'online_first')
      where r.cited_article_id is not null
      group by r.cited_article_id
      order by count(distinct r.article_id) desc, r.cited_article_id
      limit 1`,
  );
  if (!row) throw new Error('No article of our journals is cited');
  return row;
}

describe('articleCitations', () => {
  it('answers the references in order, our own ones with their article and journal', async () => {
    const { citing, id } = await mostCited();
    const citingId = citing[0] as number;
    const answer = await articleCitations(db, citingId);
    const rows = await db.query<{ position: number; text: string; doi: string | null }>(
      'select position, text, doi from article_references where article_id = $1 order by position',
      [citingId],
    );
    expect(answer?.references.map(({ position, text, doi }) => ({ position, text, doi }))).toEqual(
      rows,
    );
    const [cited] = await db.query<{ journal_id: number }>(
      'select journal_id from articles where id = $1',
      [id],
    );
    const own = answer?.references.find((reference) => reference.articleId === id);
    expect(own).toMatchObject({ articleId: id, journalId: cited?.journal_id });
    expect(typeof own?.position).toBe('number');
    const classic = answer?.references.find((reference) => reference.articleId === null);
    expect(classic).toMatchObject({ articleId: null, journalId: null });
  });

  it('lists the readable articles citing one, newest first, as summaries', async () => {
    const { citing, id } = await mostCited();
    const answer = await articleCitations(db, id);
    const citedBy = answer?.citedBy ?? [];
    expect(citedBy.map((article) => article.id).sort((a, b) => a - b)).toEqual(
      [...citing].sort((a, b) => a - b),
    );
    const dates = citedBy.map((article) => article.publishedDate ?? article.publishedOnlineDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(citedBy[0]).toMatchObject({
      journalTitle: { en: expect.any(String) },
      authors: expect.arrayContaining([expect.objectContaining({ name: expect.any(String) })]),
    });
  });

  it('answers nothing for an unknown article or an accepted paper', async () => {
    expect(await articleCitations(db, 9_999_999)).toBeUndefined();
    const [accepted] = await db.query<{ id: number }>(
      `select id from articles where status = 'accepted' limit 1`,
    );
    expect(await articleCitations(db, accepted?.id ?? 0)).toBeUndefined();
  });
});
