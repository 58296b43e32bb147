import type { SearchHit, SearchResult } from '@portal/contract';
import { refreshSearchIndex } from '../../../services/search-index';
import { getJson, setupTestApp } from '../../../../test/helper';

const context = setupTestApp();
const search = (query: string) =>
  getJson<SearchResult>(context().app, `/api/search/search?${query}`);
const q = (text: string) => `q=${encodeURIComponent(text)}`;

/** Every English text of the articles with these ids, lower-cased, by id. */
async function articleTexts(ids: number[]): Promise<Map<number, string>> {
  const rows = await context().db.query<{ id: number; text: string }>(
    `select id, lower(concat_ws(' ', title_en, abstract_en, array_to_string(keywords_en, ' ')))
            as text
       from articles where id = any($1::int[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.text]));
}

/** The HTML of a highlight with its `<mark>` tags taken out: must hold no other tag. */
const withoutMarks = (html: string) => html.replace(/<\/?mark>/g, '');

describe('GET /api/search/search', () => {
  it('finds articles by stemmed English words, best matches first, with marked highlights', async () => {
    const { statusCode, body } = await search(`${q('operators')}&size=20`);
    expect(statusCode).toBe(200);
    const { records, total, facets } = body.data;
    expect(total).toBeGreaterThan(100);
    expect(records).toHaveLength(20);
    // Every one of the best hits says the word in its title: the full text's words count less.
    expect(records.every((hit) => /\boperators?\b/i.test(hit.title.en))).toBe(true);
    // "operator" finds titles that say "operators": stemming, not substring.
    const singular = await search(`${q('operator')}&size=20`);
    expect(singular.body.data.records.some((hit) => /\boperators\b/i.test(hit.title.en))).toBe(
      true,
    );
    const scores = records.map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // The best hits hold the word in their title, marked.
    expect(records[0]?.highlight.title.en).toMatch(/<mark>operators?<\/mark>/i);
    const texts = await articleTexts(records.map((hit) => hit.id));
    for (const hit of records) {
      expect(hit.type).toBe('article');
      expect(texts.get(hit.id)).toMatch(/operator/);
      expect(hit.detailPath).toBe(`/api/periodical/issue-content-detail?id=${hit.id}`);
      expect(hit.journal?.abbreviation).toBeTruthy();
      expect(hit.authors.length).toBeGreaterThan(0);
    }
    expect(facets.types.article + facets.types.book + facets.types.news).toBe(total);
    expect(facets.journals.reduce((sum, j) => sum + j.count, 0)).toBe(facets.types.article);
    expect(facets.years.reduce((sum, y) => sum + y.count, 0)).toBe(facets.types.article);
  });

  it('ranks a title match above matches in the abstract only', async () => {
    const inTitle: boolean[] = [];
    for (let current = 1; current <= 5; current += 1) {
      const { records, pages } = (
        await search(`${q('operator')}&type=article&size=1000&current=${current}`)
      ).body.data;
      inTitle.push(...records.map((hit) => hit.highlight.title.en.includes('<mark>')));
      if (current >= pages) break;
    }
    const firstAbstractOnly = inTitle.indexOf(false);
    expect(firstAbstractOnly).toBeGreaterThan(0);
    expect(inTitle.slice(firstAbstractOnly)).not.toContain(true);
  });

  it('understands "phrases", -exclusions and or', async () => {
    const words = (await search(`${q('vertex algebras')}&size=1`)).body.data.total;
    const phrase = await search(`${q('"vertex operator algebras"')}&size=50`);
    expect(phrase.body.data.total).toBeGreaterThan(0);
    expect(phrase.body.data.total).toBeLessThanOrEqual(words);
    const phraseTexts = await articleTexts(phrase.body.data.records.map((hit) => hit.id));
    for (const text of phraseTexts.values()) expect(text).toContain('vertex operator algebra');

    const excluded = await search(`${q('operator -spectrum')}&size=200`);
    expect(excluded.body.data.total).toBeGreaterThan(0);
    const excludedTexts = await articleTexts(excluded.body.data.records.map((hit) => hit.id));
    for (const text of excludedTexts.values()) expect(text).not.toMatch(/\bspectrum\b/);

    const holomorphic = (await search(`${q('holomorphic')}&size=1`)).body.data.total;
    const ergodic = (await search(`${q('ergodic')}&size=1`)).body.data.total;
    const either = (await search(`${q('holomorphic or ergodic')}&size=1`)).body.data.total;
    expect(either).toBeGreaterThan(Math.max(holomorphic, ergodic));
    expect(either).toBeLessThanOrEqual(holomorphic + ergodic);
  });

  it('finds Chinese words as substrings of the Chinese texts and marks them', async () => {
    const { statusCode, body } = await search(`${q('全纯映射')}&size=30`);
    expect(statusCode).toBe(200);
    expect(body.data.total).toBeGreaterThan(0);
    const first = body.data.records[0] as SearchHit;
    expect(first.title.zh).toContain('全纯映射');
    expect(first.highlight.title.zh).toContain('<mark>全纯映射</mark>');
    const rows = await context().db.query<{ id: number; text: string }>(
      `select id, concat_ws(' ', title_zh, abstract_zh, array_to_string(keywords_zh, ' ')) as text
         from articles where id = any($1::int[])`,
      [body.data.records.map((hit) => hit.id)],
    );
    for (const row of rows) expect(row.text).toContain('全纯映射');
    const without = (await search(`${q('全纯映射 -遍历')}&size=1`)).body.data.total;
    expect(without).toBeLessThan(body.data.total);
  });

  it('finds books and news, and narrows by type', async () => {
    const books = (await search(`${q('geometry')}&type=book&size=50`)).body.data;
    expect(books.total).toBeGreaterThan(0);
    for (const hit of books.records) {
      expect(hit.type).toBe('book');
      expect(hit.journal).toBeNull();
      expect(hit.openAccess).toBeNull();
      expect(hit.detailPath).toBe(`/api/bookmain/bookdetail?id=${hit.id}`);
    }
    expect(books.total).toBe(books.facets.types.book);
    const news = (await search(`${q('subscriptions')}&type=news`)).body.data;
    expect(news.total).toBeGreaterThan(0);
    expect(news.records.every((hit) => hit.type === 'news')).toBe(true);
    expect(news.records[0]?.detailPath).toMatch(/^\/api\/cms\/announcement-detail\?id=\d+$/);
  });

  it('filters by journal, years, MSC code and open access', async () => {
    const all = (await search(`${q('operator')}&size=1`)).body.data;
    const journal = all.facets.journals[0];
    if (!journal) throw new Error('no journal facet');
    const ofJournal = (await search(`${q('operator')}&journalId=${journal.id}&size=100`)).body.data;
    expect(ofJournal.total).toBe(journal.count);
    expect(ofJournal.records.every((hit) => hit.journal?.id === journal.id)).toBe(true);

    const years = (await search(`${q('operator')}&yearFrom=2020&yearTo=2021&size=1000`)).body.data;
    expect(years.total).toBeGreaterThan(0);
    expect(years.records.every((hit) => hit.year >= 2020 && hit.year <= 2021)).toBe(true);

    const msc = (await search(`${q('operator')}&msc=47&size=1000`)).body.data;
    expect(msc.total).toBeGreaterThan(0);
    expect(msc.total).toBeLessThan(all.total);
    for (const hit of msc.records) {
      expect(hit.mscCodes.some((code) => code.startsWith('47'))).toBe(true);
    }

    const open = (await search(`${q('operator')}&openAccess=true&size=1000`)).body.data;
    const closed = (await search(`${q('operator')}&openAccess=false&size=1`)).body.data;
    expect(open.total).toBeGreaterThan(0);
    expect(open.records.every((hit) => hit.openAccess === true)).toBe(true);
    expect(open.total + closed.total).toBe(all.facets.types.article);
  });

  it('counts hits per MSC class and open access as filtering by them finds', async () => {
    const { facets } = (await search(`${q('operator')}&yearTo=2022&size=1`)).body.data;
    const top = facets.msc[0];
    if (!top) throw new Error('no MSC facet');
    expect(top.code).toMatch(/^\d{2}$/);
    const counts = facets.msc.map((m) => m.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const inClass = (await search(`${q('operator')}&yearTo=2022&msc=${top.code}&size=1`)).body.data;
    expect(inClass.total).toBe(top.count);

    const { open, closed } = facets.openAccess;
    expect(open).toBeGreaterThan(0);
    expect(open + closed).toBe(facets.types.article);
    const openOnly = (await search(`${q('operator')}&yearTo=2022&openAccess=true&size=1`)).body
      .data;
    expect(openOnly.total).toBe(open);
    const closedOnly = (await search(`${q('operator')}&yearTo=2022&openAccess=false&size=1`)).body
      .data;
    expect(closedOnly.total).toBe(closed);
  });

  it('suggests a spelling that has hits when the query has none', async () => {
    const typo = (await search(q('operater'))).body.data;
    expect(typo.total).toBe(0);
    expect(typo.records).toEqual([]);
    expect(typo.suggestion).toBe('operator');
    const respelled = (await search(`${q(typo.suggestion ?? '')}&size=1`)).body.data;
    expect(respelled.total).toBeGreaterThan(0);
    expect(respelled.suggestion).toBeNull();
    expect((await search(q('Vertx operater algebras'))).body.data.suggestion).toBe(
      'Vertex operator algebras',
    );
  });

  it('suggests nothing when no spelling would find anything', async () => {
    for (const text of ['zyxwvutsrq', '子子子算算算', 'operater -operator']) {
      expect((await search(`${q(text)}&size=1`)).body.data.suggestion).toBeNull();
    }
    const unknownJournal = (await search(`${q('operater')}&journalId=2147483647`)).body.data;
    expect(unknownJournal.suggestion).toBeNull();
  });

  it('sorts newest first on request', async () => {
    const { records } = (await search(`${q('operator')}&sort=newest&size=100`)).body.data;
    const dates = records.map((hit) => hit.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("escapes the source text of highlights: only <mark> and the title's MathML are HTML", async () => {
    const { db } = context();
    const [article] = await db.query<{ id: number }>('select min(id) as id from articles');
    await db.query('update articles set title_en = $1, abstract_en = $2 where id = $3', [
      'Zygomorphic bounds for $a<b$ & <script>alert(1)</script> in \uE000 TeX',
      'Zygomorphic estimates hold when $x < y$ & $a<b$, as <b>bold</b> &gt; claims.',
      article?.id,
    ]);
    await db.transaction((tx) => refreshSearchIndex(tx));
    const { body } = await search(`${q('zygomorphic')}`);
    const hit = body.data.records.find((h) => h.id === article?.id);
    // The title's formula is MathML; everything else is the escaped source.
    const title = hit?.highlight.title.en ?? '';
    expect(title).toMatch(/^<mark>Zygomorphic<\/mark> bounds for <math[^>]*>.*<\/math> &amp; /);
    expect(title).toContain('<mo>&lt;</mo>');
    expect(title.replace(/<math[^>]*>.*<\/math>/, '')).toBe(
      '<mark>Zygomorphic</mark> bounds for  &amp; &lt;script&gt;alert(1)&lt;/script&gt; in  TeX',
    );
    expect(withoutMarks(hit?.highlight.snippet.en ?? '<')).not.toMatch(/</);
    expect(hit?.highlight.snippet.en).toMatch(/^<mark>Zygomorphic<\/mark> estimates hold/);
    // The snippet is plain text: its TeX without dollar signs, still escaped.
    expect(hit?.highlight.snippet.en).toContain('x &lt; y &amp; a&lt;b');
    const zh = (hit?.highlight.title.zh ?? '<').replace(/<math[^>]*>.*?<\/math>/g, '');
    expect(withoutMarks(zh)).not.toMatch(/</);
  });

  it('pages: huge sizes are capped, pages past the end are empty', async () => {
    const capped = (await search(`${q('operator')}&size=99999999`)).body.data;
    expect(capped.size).toBe(1000);
    expect(capped.records).toHaveLength(1000);
    const second = (await search(`${q('operator')}&current=2&size=5`)).body.data.records;
    const first = (await search(`${q('operator')}&current=1&size=10`)).body.data.records;
    expect(second.map((hit) => hit.id)).toEqual(first.slice(5).map((hit) => hit.id));
    const beyond = await search(`${q('operator')}&current=1000000&size=10`);
    expect(beyond.statusCode).toBe(200);
    expect(beyond.body.data.records).toEqual([]);
    expect(beyond.body.data.total).toBe(capped.total);
  });

  it.each([
    ['', "querystring must have required property 'q'"],
    ['q=', 'querystring/q must NOT have fewer than 1 characters'],
    ['q=%20%20%09', 'querystring/q must not be empty'],
    [q('x'.repeat(201)), 'querystring/q must NOT have more than 200 characters'],
    ['q=a&type=journal', 'querystring/type must be one of: all, article, book, news'],
    ['q=a&sort=best', 'querystring/sort must be one of: relevance, newest'],
    ['q=a&yearFrom=abc', 'querystring/yearFrom must be integer'],
    ['q=a&yearFrom=2022&yearTo=2020', 'querystring/yearFrom must not be after querystring/yearTo'],
    ['q=a&journalId=-1', 'querystring/journalId must be >= 1'],
    ['q=a&msc=47%25', 'querystring/msc must match pattern "^[0-9]{2}([A-Z-]([0-9X]{1,2})?)?$"'],
    ['q=a&openAccess=maybe', 'querystring/openAccess must be boolean'],
    ['q=a&current=-3', 'querystring/current must be >= 1'],
    ['q=a&size=0', 'querystring/size must be >= 1'],
  ])('rejects %s with 400', async (query, message) => {
    const { statusCode, body } = await search(query);
    expect(statusCode).toBe(400);
    expect(body.success).toBe(false);
    expect(body.msg).toBe(message);
  });

  it.each([
    "'; drop table search_documents; --",
    "x' union select 1 --",
    ':*&|!',
    '!!! ((( ))) <-> :* & |',
    '"unterminated phrase',
    '- - or or',
    '%_\\',
    'the of and',
  ])('answers %j normally, never with an error', async (text) => {
    const { statusCode, body } = await search(`${q(text)}&size=5`);
    expect(statusCode).toBe(200);
    expect(body.data.total).toBeGreaterThanOrEqual(0);
    expect(body.data.records.length).toBeLessThanOrEqual(5);
  });

  it('answers invalid percent-escapes and control characters without a server error', async () => {
    for (const query of ['q=%C3%28', 'q=%E0%A4%A', 'q=a%00b', 'q=%FF%FE']) {
      const { statusCode } = await search(query);
      expect([200, 400]).toContain(statusCode);
    }
    const unknownJournal = await search(`${q('operator')}&journalId=2147483647`);
    expect(unknownJournal.statusCode).toBe(200);
    expect(unknownJournal.body.data.total).toBe(0);
  });
});
