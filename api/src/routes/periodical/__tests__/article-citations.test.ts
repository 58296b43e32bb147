import type { ArticleCitations, ArticleDetail } from '@portal/contract';
import { getJson, setupTestApp } from '../../../../test/helper';

const context = setupTestApp();
const get = <T>(path: string) => getJson<T>(context().app, `/api/periodical/${path}`);
const sql = <T extends object>(text: string, params: unknown[] = []) =>
  context().db.query<T>(text, params);

/** A seeded reference to one of our own articles: who cites whom, at which position. */
async function ownCitation() {
  const [row] = await sql<{ citing: number; cited: number; position: number }>(
    `select r.article_id as citing, r.cited_article_id as cited, r.position
       from article_references r
      where r.cited_article_id is not null
      order by r.article_id, r.position
      limit 1`,
  );
  if (!row) throw new Error('The seed has no reference to an article of our journals');
  return row;
}

describe('GET /api/periodical/article-citations', () => {
  it("answers an article's references in their order, with DOIs", async () => {
    const [article] = await sql<{ id: number }>(
      `select id from articles where status = 'published' order by id limit 1`,
    );
    const { statusCode, body, headers } = await get<ArticleCitations>(
      `article-citations?id=${article?.id}`,
    );
    expect(statusCode).toBe(200);
    expect(headers['cache-control']).toBe('public, no-cache');
    const { references } = body.data;
    expect(references.length).toBeGreaterThanOrEqual(8);
    expect(references.length).toBeLessThanOrEqual(25);
    expect(references.map((r) => r.position)).toEqual(references.map((_, index) => index + 1));
    for (const reference of references) {
      expect(reference.text).toMatch(/\(\d{4}\)|\d{4}\.$/);
      if (reference.doi !== null) expect(reference.doi).toMatch(/^10\.\d{4,9}\/\S+$/);
    }
    expect(references.some((r) => r.doi !== null)).toBe(true);
  });

  it('gives the MR and zbMATH numbers of the references that have them, and leaves them out of the others', async () => {
    const [article] = await sql<{ id: number }>(
      `select id from articles where status = 'published' order by id limit 1`,
    );
    await sql(
      `update article_references set mr = '0450380', zbl = '0355.20006'
        where article_id = $1 and position = 1`,
      [article?.id],
    );
    // Read at once, not at the cache's next look at the catalogue's revision.
    await context().app.catalogueRevision.refresh();
    const { body } = await get<ArticleCitations>(`article-citations?id=${article?.id}`);
    const [first, second] = body.data.references;
    expect(first).toMatchObject({ mr: '0450380', zbl: '0355.20006' });
    expect(second).not.toHaveProperty('mr');
    expect(second).not.toHaveProperty('zbl');
  });

  it("gives a reference to our own article that article's id, and lists the citing one in its citedBy", async () => {
    const { citing, cited, position } = await ownCitation();
    const citingAnswer = await get<ArticleCitations>(`article-citations?id=${citing}`);
    const reference = citingAnswer.body.data.references[position - 1];
    const citedArticle = await get<ArticleDetail>(`issue-content-detail?id=${cited}`);
    expect(reference).toMatchObject({ articleId: cited, doi: citedArticle.body.data.doi });
    expect(reference?.text).toContain(citedArticle.body.data.title.en);
    expect(reference?.text).toContain(citedArticle.body.data.journalAbbreviation);

    const citedAnswer = await get<ArticleCitations>(`article-citations?id=${cited}`);
    const citedBy = citedAnswer.body.data.citedBy;
    const citingSummary = citedBy.find((article) => article.id === citing);
    expect(citingSummary).toMatchObject({ id: citing, authors: expect.any(Array) });
    expect(['published', 'online_first']).toContain(citingSummary?.status);
    // Newest first.
    const dates = citedBy.map((a) => a.publishedDate ?? a.publishedOnlineDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers 404 for an unknown article and for an accepted paper, 400 for a bad id', async () => {
    const unknown = await get('article-citations?id=9999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toEqual({
      code: 404,
      success: false,
      data: null,
      msg: 'No published article 9999999',
    });
    const [accepted] = await sql<{ id: number }>(
      `select id from articles where status = 'accepted' order by id limit 1`,
    );
    expect((await get(`article-citations?id=${accepted?.id}`)).statusCode).toBe(404);
    const bad = await get('article-citations?id=x');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.msg).toBe('querystring/id must be integer');
  });
});
