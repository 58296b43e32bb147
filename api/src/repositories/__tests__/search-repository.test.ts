/**
 * Full-text search against the seeded `search_documents`: totals and facets checked against
 * direct counts of the index, filters, order, paging and highlights (on PGlite, and on
 * PostgreSQL in `pnpm test:postgres`, whose text search the index is written for).
 */
import { openTestDb } from '../../../test/test-db';
import type { Db } from '../../db/db';
import { bodyText } from '../../fulltext/body-text';
import { refreshSearchDocuments } from '../../services/search-index';
import { markedTitleMarkup, queryTerms, search, type SearchFilters } from '../search-repository';

const page = (size: number, current = 1) => ({ current, size, offset: (current - 1) * size });
const query = (q: string, more: Partial<SearchFilters> = {}): SearchFilters => ({
  q,
  type: 'all',
  sort: 'relevance',
  ...more,
});

let db: Db;
const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]?.n ?? -1;
/** The first row of a query. */
const first = async <T extends object>(sql: string) => (await db.query<T>(sql))[0];
/** The documents an English query matches, with an extra condition on `d`. */
const matches = (q: string, condition = 'true', params: unknown[] = []) =>
  count(
    `search_documents d, websearch_to_tsquery('english', $1) q where d.document @@ q and ${condition}`,
    [q, ...params],
  );

beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

describe('queryTerms', () => {
  it('splits a web-search query into words and phrases to mark, and exclusions', () => {
    expect(queryTerms('Operator "Vertex Algebras" -spectrum or -"x y" 算子')).toEqual({
      include: ['operator', 'vertex algebras', '算子'],
      exclude: ['spectrum', 'x y'],
    });
    expect(queryTerms(' - or "" ')).toEqual({ include: [], exclude: [] });
  });
});

describe('markedTitleMarkup', () => {
  const math = (html: string) => html.match(/<math[^>]*>[\s\S]*?<\/math>/g) ?? [];

  it('typesets each formula as MathML and keeps the marks of the text around it', () => {
    const html = markedTitleMarkup('<mark>Holomorphic</mark> maps in $\\mathbb{C}^n$ &amp; more');
    expect(html).toMatch(/^<mark>Holomorphic<\/mark> maps in <math/);
    expect(html).toMatch(/<\/math> &amp; more$/);
    expect(math(html)).toHaveLength(1);
    expect(html).toContain('ℂ');
  });

  it('marks a formula holding a match whole, so that no tag cuts it', () => {
    const html = markedTitleMarkup('Maps in $\\<mark>mathbb</mark>{C}^n$ and $x$');
    expect(html).toMatch(/^Maps in <mark><math[\s\S]*?<\/math><\/mark> and <math/);
    expect(math(html)).toHaveLength(2);
    expect(html).not.toContain('$');
  });

  it('reads the TeX of an escaped formula as the characters it stands for', () => {
    expect(markedTitleMarkup('Bounds for $a&lt;b$')).toContain('<mo>&lt;</mo>');
  });
});

describe('search', () => {
  it('counts every match of an English query, per kind, best matches first', async () => {
    const { records, total, facets } = await search(db, query('operators'), page(20));
    expect(total).toBe(await matches('operators'));
    expect(total).toBeGreaterThan(20);
    for (const kind of ['article', 'book', 'news'] as const) {
      expect(facets.types[kind]).toBe(await matches('operators', 'd.kind = $2', [kind]));
    }
    expect(records).toHaveLength(20);
    const scores = records.map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(records[0]?.highlight.title.en).toMatch(/<mark>operators?<\/mark>/i);
    for (const hit of records) {
      expect(hit.detailPath).toMatch(new RegExp(`[?&]id=${hit.id}$`));
      expect(hit.highlight.snippet.en.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    }
  });

  it('counts facets of the matching articles per journal and per year, newest year first', async () => {
    const { facets } = await search(db, query('operator', { type: 'book' }), page(1));
    const journals = await db.query<{ id: number; n: number }>(
      `select d.journal_id as id, count(*)::int as n
         from search_documents d, websearch_to_tsquery('english', 'operator') q
        where d.document @@ q and d.kind = 'article' group by d.journal_id`,
    );
    expect(new Map(facets.journals.map((j) => [j.id, j.count]))).toEqual(
      new Map(journals.map((j) => [j.id, j.n])),
    );
    const counts = facets.journals.map((j) => j.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(facets.journals[0]?.abbreviation).not.toBe('');
    const years = facets.years.map((y) => y.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(facets.years.reduce((sum, y) => sum + y.count, 0)).toBe(facets.types.article);
  });

  it('keeps one kind, and pages it with the same total, a page past the end included', async () => {
    for (const type of ['article', 'book', 'news'] as const) {
      const { records, total } = await search(db, query('journal', { type }), page(1000));
      expect(total).toBe(await matches('journal', 'd.kind = $2', [type]));
      expect(records).toHaveLength(Math.min(total, 1000));
      expect(records.every((hit) => hit.type === type)).toBe(true);
    }
    const all = await search(db, query('journal', { type: 'news' }), page(1000));
    const second = await search(db, query('journal', { type: 'news' }), page(3, 2));
    expect(second.total).toBe(all.total);
    expect(second.records.map((hit) => hit.id)).toEqual(all.records.slice(3, 6).map((h) => h.id));
    const past = await search(db, query('journal', { type: 'news' }), page(10, 1000));
    expect(past.records).toEqual([]);
    expect(past.total).toBe(all.total);
  });

  it('filters by journal, open access, years and MSC code', async () => {
    const [journal] = await db.query<{ id: number }>(
      `select d.journal_id as id from search_documents d, websearch_to_tsquery('english', 'operator') q
        where d.document @@ q and d.kind = 'article' group by d.journal_id order by count(*) desc limit 1`,
    );
    const inJournal = await search(db, query('operator', { journalId: journal?.id }), page(1000));
    expect(inJournal.total).toBe(await matches('operator', 'd.journal_id = $2', [journal?.id]));
    expect(inJournal.records.every((hit) => hit.journal?.id === journal?.id)).toBe(true);

    const open = await search(db, query('operator', { openAccess: true }), page(1000));
    expect(open.total).toBe(await matches('operator', 'd.open_access'));
    expect(open.records.every((hit) => hit.openAccess === true)).toBe(true);

    const years = await search(db, query('operator', { yearFrom: 2020, yearTo: 2022 }), page(1000));
    expect(years.total).toBe(await matches('operator', 'd.year between 2020 and 2022'));
    expect(years.records.every((hit) => hit.year >= 2020 && hit.year <= 2022)).toBe(true);

    const msc = await search(db, query('operator', { msc: '47' }), page(1000));
    expect(msc.total).toBe(
      await matches('operator', `exists (select 1 from unnest(d.msc) c where c like '47%')`),
    );
    expect(msc.total).toBeGreaterThan(0);
    expect(msc.records.every((hit) => hit.mscCodes.some((c) => c.startsWith('47')))).toBe(true);
    for (const result of [inJournal, open, years]) expect(result.total).toBeGreaterThan(0);
  });

  it('sorts newest first on request', async () => {
    const { records } = await search(db, query('operator', { sort: 'newest' }), page(50));
    const dates = records.map((hit) => hit.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('finds Chinese words as substrings of the Chinese texts, marked in the Chinese title', async () => {
    const [row] = await db.query<{ word: string }>(
      `select substr(title_zh, 1, 2) as word from search_documents
        where kind = 'article' and title_zh ~ '^[一-龥]{2}' order by id limit 1`,
    );
    const word = row?.word ?? '';
    const { records, total } = await search(db, query(word), page(20));
    expect(total).toBe(
      await count(
        `search_documents d, websearch_to_tsquery('english', $1) q
          where d.document @@ q or d.zh_text like $2`,
        [word, `%${word}%`],
      ),
    );
    expect(total).toBeGreaterThan(0);
    expect(records[0]?.highlight.title.zh).toContain(`<mark>${word}</mark>`);
    for (const hit of records) {
      expect(`${hit.title.zh}${hit.highlight.snippet.zh}`.length).toBeGreaterThan(0);
    }
    const excluded = await search(db, query(`${word} -${word}`), page(1));
    expect(excluded.total).toBe(0);
  });

  it('answers nothing for a word no document holds', async () => {
    expect(await search(db, query('zyxwvutsrq'), page(10))).toEqual({
      records: [],
      total: 0,
      facets: {
        types: { article: 0, book: 0, news: 0 },
        journals: [],
        years: [],
        msc: [],
        openAccess: { open: 0, closed: 0 },
      },
      suggestion: null,
    });
  });
});

describe('search facets of MSC class and open access', () => {
  it('counts matching articles and books once per MSC class, most first', async () => {
    const { facets } = await search(db, query('operator', { yearFrom: 2020 }), page(1));
    const classes = await db.query<{ code: string; n: number }>(
      `select left(c, 2) as code, count(distinct (d.kind, d.id))::int as n
         from search_documents d, websearch_to_tsquery('english', 'operator') q, unnest(d.msc) c
        where d.document @@ q and d.year >= 2020 group by 1`,
    );
    expect(classes.length).toBeGreaterThan(1);
    expect(new Map(facets.msc.map((m) => [m.code, m.count]))).toEqual(
      new Map(classes.map((m) => [m.code, m.n])),
    );
    const counts = facets.msc.map((m) => m.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // A class's count is what filtering by it finds.
    for (const { code, count: n } of facets.msc.slice(0, 3)) {
      const filtered = await search(db, query('operator', { yearFrom: 2020, msc: code }), page(1));
      expect(filtered.total).toBe(n);
    }
  });

  it('counts matching articles that are and are not open access, as the filter finds them', async () => {
    const { facets } = await search(db, query('operator', { yearFrom: 2020 }), page(1));
    expect(facets.openAccess.open).toBeGreaterThan(0);
    expect(facets.openAccess.closed).toBeGreaterThan(0);
    expect(facets.openAccess.open + facets.openAccess.closed).toBe(facets.types.article);
    const open = await search(db, query('operator', { yearFrom: 2020, openAccess: true }), page(1));
    const closed = await search(
      db,
      query('operator', { yearFrom: 2020, openAccess: false }),
      page(1),
    );
    expect(open.total).toBe(facets.openAccess.open);
    expect(closed.total).toBe(facets.openAccess.closed);
    // Filtered by open access, the other count is zero.
    expect(open.facets.openAccess).toEqual({ open: facets.openAccess.open, closed: 0 });
  });
});

describe('search spelling help', () => {
  it('offers the query with an unknown word respelled when that spelling finds something', async () => {
    const typo = await search(db, query('operater'), page(10));
    expect(typo.total).toBe(0);
    expect(typo.suggestion).toBe('operator');
    expect((await search(db, query('operator'), page(1))).total).toBeGreaterThan(0);
    // Only unknown words change; the query's syntax and letter case stay as typed.
    const phrase = await search(db, query('"Vertx operator" -spectrum'), page(1));
    expect(phrase.suggestion).toBe('"Vertex operator" -spectrum');
  });

  it('offers nothing when the query finds something, or no respelling would', async () => {
    expect((await search(db, query('operator'), page(1))).suggestion).toBeNull();
    // Respelled, it would still find nothing under this filter.
    const filtered = await search(db, query('operater', { journalId: 2_147_483_647 }), page(1));
    expect(filtered.suggestion).toBeNull();
    expect((await search(db, query('zyxwvutsrq'), page(1))).suggestion).toBeNull();
    expect((await search(db, query('算子子子子'), page(1))).suggestion).toBeNull();
  });
});

describe('search by identifier and by chapter', () => {
  it('finds an article by its DOI, as written, as a link or in capitals, first', async () => {
    const article = await first<{ id: number; doi: string }>(
      'select id, doi from articles where doi is not null order by id limit 1',
    );
    for (const q of [
      article?.doi ?? '',
      `https://doi.org/${article?.doi}`,
      `doi:${article?.doi?.toUpperCase()}`,
    ]) {
      const { records } = await search(db, query(q), page(5));
      expect(records[0]).toMatchObject({ type: 'article', id: article?.id });
    }
  });

  it("finds a journal's articles by either of its ISSNs, with or without the hyphen", async () => {
    const journal = await first<{ id: number; issn_print: string; issn_online: string }>(
      `select j.id, j.issn_print, j.issn_online from journals j
        where exists (select 1 from articles a where a.journal_id = j.id) order by j.id limit 1`,
    );
    const articles = await count('search_documents where journal_id = $1', [journal?.id]);
    for (const q of [journal?.issn_print ?? '', (journal?.issn_online ?? '').replace('-', '')]) {
      const { records, total } = await search(db, query(q, { type: 'article' }), page(5));
      expect(total).toBeGreaterThanOrEqual(articles);
      expect(records[0]?.journal?.id).toBe(journal?.id);
    }
  });

  it('finds a book by the ISBN of any of its editions, with or without hyphens', async () => {
    const edition = await first<{ book_id: number; isbn: string }>(
      `select book_id, isbn from book_editions order by book_id desc, isbn desc limit 1`,
    );
    for (const q of [edition?.isbn ?? '', (edition?.isbn ?? '').replace(/-/g, '')]) {
      const { records } = await search(db, query(q), page(5));
      expect(records[0]).toMatchObject({ type: 'book', id: edition?.book_id });
    }
  });

  it("finds a book by the words of its chapters' titles", async () => {
    const chapter = await first<{ book_id: number }>(
      `select book_id from book_chapters where title_en like '%Banach%' order by book_id limit 1`,
    );
    expect(chapter).toBeDefined();
    const { records } = await search(db, query('Banach', { type: 'book' }), page(50));
    expect(records.map((hit) => hit.id)).toContain(chapter?.book_id);
  });
});

describe('search snippets', () => {
  it('are plain text: the TeX of abstracts as Unicode characters, never dollar signs', async () => {
    expect(await count(`search_documents where snippet_en ~ '\\$' or snippet_zh ~ '\\$'`)).toBe(0);
    const article = await first<{ id: number }>(
      `select id from articles where strpos(abstract_en, '$\\alpha \\in (0, 1)$') > 0
        order by id limit 1`,
    );
    expect(article).toBeDefined();
    const [document] = await db.query<{ snippet_en: string }>(
      `select snippet_en from search_documents where kind = 'article' and id = $1`,
      [article?.id],
    );
    expect(document?.snippet_en).toContain('α ∈ (0, 1)');
  });
});

describe('search in the full text', () => {
  it('finds a word of the body only, and shows it in its context, without the formulas', async () => {
    const article = await first<{ id: number }>(
      "select id from articles where status = 'published' order by id desc limit 1",
    );
    const body =
      '<body><sec id="s1"><title>Setting</title><p>The <italic>quasihereditary</italic> ' +
      'covers of <inline-formula><tex-math><![CDATA[\\mathfrak{g}]]></tex-math></inline-formula> ' +
      'are studied below.</p></sec></body>';
    await db.query('update articles set body_jats = $1, body_text = $2 where id = $3', [
      body,
      bodyText(body),
      article?.id,
    ]);
    await db.transaction((tx) =>
      refreshSearchDocuments(tx, { articleIds: [article!.id], bookIds: [] }),
    );
    const { records, total } = await search(db, query('quasihereditary covers'), page(10));
    expect(total).toBe(1);
    expect(records[0]?.id).toBe(article?.id);
    const snippet = records[0]?.highlight.snippet;
    expect(snippet?.en).toContain('<mark>quasihereditary</mark> <mark>covers</mark>');
    expect(snippet?.en).not.toContain('mathfrak');
    expect(snippet?.zh).toBe(snippet?.en);
  });
});
