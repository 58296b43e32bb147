import type { SearchSuggestions } from '@portal/contract';
import { texToMarkup } from '../../../lib/tex-markup';
import { getJson, setupTestApp } from '../../../../test/helper';

const context = setupTestApp();
const suggest = (typed: string) =>
  getJson<SearchSuggestions>(context().app, `/api/search/suggest?q=${encodeURIComponent(typed)}`);

describe('GET /api/search/suggest', () => {
  it('suggests a journal by the start of its abbreviation, whatever the case', async () => {
    const { statusCode, headers, body } = await suggest('j. funct');
    expect(statusCode).toBe(200);
    expect(body.data.journals[0]).toMatchObject({
      abbreviation: 'J. Funct. Anal. Oper. Theory',
      title: { en: 'Journal of Functional Analysis and Operator Theory' },
    });
    // The same for every reader until the catalogue changes: a browser or CDN may keep it.
    expect(headers['cache-control']).toBe('public, no-cache');
  });

  it('suggests journals by words of their titles, English or Chinese', async () => {
    const english = (await suggest('Harmonic An')).body.data.journals;
    expect(english.map((j) => j.abbreviation)).toContain('Harmon. Anal. Appl.');
    const chinese = (await suggest('调和分析')).body.data.journals;
    expect(chinese.map((j) => j.title.zh)).toContain('调和分析及其应用');
  });

  it('suggests articles by the words of their title, the last one partial, newest first', async () => {
    const { articles } = (await suggest('Schrödinger ope')).body.data;
    expect(articles.length).toBeGreaterThan(0);
    expect(articles.length).toBeLessThanOrEqual(5);
    for (const article of articles) {
      expect(article.title.en).toMatch(/\bSchrödinger\b/);
      expect(article.title.en).toMatch(/\bope/i);
      expect(article.journalAbbreviation).not.toBe('');
    }
    const rows = await context().db.query<{ id: number; newest: string }>(
      `select id, coalesce(published_date, published_online_date, accepted_date)::text as newest
         from articles where id = any($1::int[])`,
      [articles.map((a) => a.id)],
    );
    const newest = new Map(rows.map((row) => [row.id, row.newest]));
    const dates = articles.map((a) => newest.get(a.id));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gives titles as HTML with their TeX as MathML, as article lists do', async () => {
    const { articles } = (await suggest('semiclassical limit')).body.data;
    const withTex = articles.find((article) => article.title.en.includes('$'));
    if (!withTex) throw new Error('no suggested title holds TeX');
    expect(withTex.titleMarkup.en).toBe(texToMarkup(withTex.title.en));
    expect(withTex.titleMarkup.en).toContain('<math');
    expect(withTex.titleMarkup.en).not.toContain('$');
  });

  it('suggests published and forthcoming books by title, at most three', async () => {
    const { books } = (await suggest('introduction')).body.data;
    expect(books).toHaveLength(3);
    for (const book of books) {
      expect(book.title.en).toMatch(/\bIntroduction\b/i);
      expect(book.titleMarkup.en).toBe(texToMarkup(book.title.en));
    }
    const years = books.map((book) => book.year ?? 0);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('answers empty lists when nothing matches or nothing typed is a word', async () => {
    for (const typed of ['zyxwvutsrq', '$^{}', "':*&|!", '%_\\']) {
      const { statusCode, body } = await suggest(typed);
      expect(statusCode).toBe(200);
      expect(body.data).toEqual({ journals: [], articles: [], books: [] });
    }
  });

  it.each([
    ['', "querystring must have required property 'q'"],
    ['q=', 'querystring/q must NOT have fewer than 1 characters'],
    ['q=%20%09', 'querystring/q must not be empty'],
    [`q=${'x'.repeat(201)}`, 'querystring/q must NOT have more than 200 characters'],
  ])('rejects %s with 400', async (query, message) => {
    const { statusCode, body } = await getJson<null>(context().app, `/api/search/suggest?${query}`);
    expect(statusCode).toBe(400);
    expect(body).toEqual({ code: 400, success: false, data: null, msg: message });
  });
});
