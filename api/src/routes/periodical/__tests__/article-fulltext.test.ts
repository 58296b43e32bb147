import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ArticleDetail, ArticleFullText, Envelope } from '@portal/contract';
import { setupTestApp } from '../../../../test/helper';
import { importText } from '../../../import/jats/__tests__/fixtures';
import {
  articleFixtures,
  signIn,
  type ArticleFixtures,
  type Who,
} from '../../../access/__tests__/access-fixtures';

const BODY = readFileSync(
  path.resolve(import.meta.dirname, '../../../fulltext/__tests__/ams-body.xml'),
  'utf8',
);
/** A PNG's first bytes: the figure's image as stored. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

const context = setupTestApp();
let as: Record<Who, Record<string, string>>;
let articles: ArticleFixtures;

/** The fixture's body on an article, its first two references named as the body cites them. */
async function withBody(id: number) {
  const { db } = context();
  await db.query('update articles set body_jats = $1 where id = $2', [BODY, id]);
  await db.query(
    "update article_references set ref_id = 'r' || position where article_id = $1 and position <= 2",
    [id],
  );
  await db.query(
    `insert into article_figures (article_id, name, media_type, width, height, data)
     values ($1, 'fig1.png', 'image/png', 640, 480, $2) on conflict do nothing`,
    [id, PNG],
  );
}

beforeAll(async () => {
  as = await signIn(context().app, context().db);
  articles = await articleFixtures(context().db);
  for (const id of [articles.openAccess, articles.subscribed, articles.locked]) await withBody(id);
});

const get = (url: string, who: Who = 'anonymous') =>
  context().app.inject({ url: `/api/periodical/${url}`, headers: as[who] });
const fullText = async (id: number, who: Who = 'anonymous', lang = 'en') => {
  const response = await get(`article-fulltext?id=${id}&lang=${lang}`, who);
  expect(response.statusCode).toBe(200);
  return response.json<Envelope<ArticleFullText>>().data;
};
const textOf = (text: ArticleFullText) =>
  text.sections.map((section) => section.html).join('') +
  text.footnotes.map((note) => note.html).join('');

describe('GET /api/periodical/article-fulltext', () => {
  it('gives everyone every section of an open-access article, with MathML and linked citations', async () => {
    const text = await fullText(articles.openAccess);
    expect(text.withheld).toBe(0);
    expect(text.sections.map((section) => section.id)).toEqual(['introduction', 'sec1', 'sec2']);
    expect(text.sections[1]?.headings.map((heading) => heading.id)).toEqual(['sec1', 'sec1.1']);
    const html = textOf(text);
    expect(html).toContain('<a class="citation" href="#ref-2" role="doc-biblioref">[2]</a>');
    expect(html).toContain('<annotation encoding="application/x-tex">');
    expect(html).toContain('Figures and tables');
    // The body's own footnote (this article has no back).
    expect(text.footnotes.map((note) => note.id)).toEqual(['fn1']);
    // The figure's image is one this API serves, with its size.
    expect(html).toContain(
      `<img src="/api/periodical/article-figure?id=${articles.openAccess}&amp;name=fig1.png" width="640" height="480"`,
    );
  });

  it('names the statements in the language asked for', async () => {
    const html = textOf(await fullText(articles.openAccess, 'anonymous', 'zh'));
    expect(html).toContain('证明');
    expect(html).not.toContain('>Proof<');
  });

  it('gives everyone only the first section of a locked article, and the number withheld', async () => {
    for (const who of ['anonymous', 'author', 'otherOrganization'] as const) {
      const text = await fullText(articles.locked, who);
      expect(text.sections.map((section) => section.id)).toEqual(['introduction', 'sec1']);
      expect(text.withheld).toBe(1);
      const html = textOf(text);
      expect(html).toContain('Spectral bound');
      // Nothing of the section withheld: its title, its text, its footnote.
      expect(html).not.toContain('Figures and tables');
      expect(html).not.toContain('Text after.');
      expect(text.footnotes.map((note) => note.id)).toEqual(['fn1']);
    }
  });

  it('gives a subscriber the whole of an article of the subscription', async () => {
    expect((await fullText(articles.subscribed, 'anonymous')).withheld).toBe(1);
    const text = await fullText(articles.subscribed, 'reader');
    expect(text.withheld).toBe(0);
    expect(textOf(text)).toContain('Text after.');
  });

  it('says whether an article has a full text on its page', async () => {
    const detail = async (id: number) =>
      (await get(`issue-content-detail?id=${id}`)).json<Envelope<ArticleDetail>>().data;
    expect((await detail(articles.locked)).hasFullText).toBe(true);
    const [without] = await context().db.query<{ id: number }>(
      'select id from articles where body_jats is null order by id limit 1',
    );
    expect((await detail(without!.id)).hasFullText).toBe(false);
    expect((await get(`article-fulltext?id=${without!.id}&lang=en`)).statusCode).toBe(404);
  });

  it('refuses an unknown article, an accepted paper and a language it does not know', async () => {
    expect((await get('article-fulltext?id=99999999&lang=en')).statusCode).toBe(404);
    const [accepted] = await context().db.query<{ id: number }>(
      "select id from articles where status = 'accepted' order by id limit 1",
    );
    await withBody(accepted!.id);
    expect((await get(`article-fulltext?id=${accepted!.id}&lang=en`)).statusCode).toBe(404);
    expect((await get(`article-fulltext?id=${articles.openAccess}&lang=fr`)).statusCode).toBe(400);
    expect((await get('article-fulltext?id=abc&lang=en')).statusCode).toBe(400);
  });

  it('keeps every answer private to its reader', async () => {
    const response = await get(`article-fulltext?id=${articles.openAccess}&lang=en`);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the full text of imported articles', () => {
  const derived = (name: string) =>
    readFileSync(
      path.resolve(import.meta.dirname, '../../../../test-data/import/derived', name),
      'utf8',
    );

  it.each([
    ['oup-ptep-2025-tex-math-abstract.xml', '10.1093/ptep/ptaf065', 'tex-math'],
    ['scielo-brag-2022-mathml.xml', '10.1590/1678-4499.20210245', 'MathML'],
  ])('renders %s (%s, %s) with its citations linked to its references', async (file, doi) => {
    const { db } = context();
    const { problems } = await importText(db, derived(file));
    expect(problems).toEqual([]);
    const [article] = await db.query<{ id: number; references: number }>(
      `select id, (select count(*)::int from article_references r where r.article_id = a.id)
              as references
         from articles a where doi = $1`,
      [doi],
    );
    await db.query('update articles set open_access = true where id = $1', [article!.id]);
    const text = await fullText(article!.id);
    expect(text.withheld).toBe(0);
    expect(text.sections.length).toBeGreaterThan(1);
    const html = textOf(text);
    expect(html).toContain('<math');
    const cited = [...html.matchAll(/class="citation" href="#ref-(\d+)"/g)].map((m) =>
      Number(m[1]),
    );
    expect(cited.length).toBeGreaterThan(0);
    for (const position of cited) {
      expect(position).toBeGreaterThanOrEqual(1);
      expect(position).toBeLessThanOrEqual(article!.references);
    }
  });
});

describe("the footnotes of an imported article's back", () => {
  it("lists SciELO's back footnotes, which its body marks, and its JATS writes them back", async () => {
    const { db } = context();
    const file = readFileSync(
      path.resolve(
        import.meta.dirname,
        '../../../../test-data/import/derived/scielo-neco-2018-tex-math.xml',
      ),
      'utf8',
    );
    expect((await importText(db, file)).problems).toEqual([]);
    const [article] = await db.query<{ id: number }>(
      "select id from articles where doi = '10.1590/0103-6351/3289'",
    );
    const id = article!.id;
    const text = await fullText(id);
    // The back's six, in the order of their marks, among the body's own (its tables' notes).
    const ids = text.footnotes.map((note) => note.id);
    expect(ids.filter((note) => note.startsWith('fn'))).toEqual([
      'fn1',
      'fn2',
      'fn3',
      'fn4',
      'fn5',
      'fn6',
    ]);
    expect(ids.filter((note) => note.startsWith('TFN')).length).toBeGreaterThan(0);
    expect(text.footnotes.find((note) => note.id === 'fn2')?.html).toContain(
      'Visto que foi o último censo divulgado.',
    );
    expect(textOf(text)).toContain(
      '<a href="#fn-fn1" id="fnref-fn1" role="doc-noteref"><sup>1</sup></a>',
    );

    // Open access, so its JATS has the body, and the back's footnotes with it.
    const jats = await get(`article/${id}.jats.xml`);
    expect(jats.body).toMatch(/<back><fn-group>\s*<fn fn-type="other" id="fn1">/);
    const again = await importText(db, jats.body);
    expect(again.problems).toEqual([]);
    expect(again.changes.map((change) => change.outcome)).toEqual(['unchanged']);
  });
});

describe('GET /api/periodical/article-figure', () => {
  const figure = (id: number, who: Who = 'anonymous') =>
    get(`article-figure?id=${id}&name=fig1.png`, who);

  it("serves an open-access article's figure to anyone, as an image that may run nothing", async () => {
    const response = await figure(articles.openAccess);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(PNG)).toBe(true);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).toContain('sandbox');
  });

  it('serves a figure of a withheld section only to a reader with access', async () => {
    expect((await figure(articles.locked)).statusCode).toBe(403);
    expect((await figure(articles.subscribed)).statusCode).toBe(403);
    const response = await figure(articles.subscribed, 'reader');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^private/);
  });

  it('answers 404 for a figure that is not there and 400 for a name that cannot be one', async () => {
    expect((await get(`article-figure?id=${articles.openAccess}&name=fig9.png`)).statusCode).toBe(
      404,
    );
    expect((await get(`article-figure?id=${articles.openAccess}&name=..%2Fx`)).statusCode).toBe(
      400,
    );
  });
});
