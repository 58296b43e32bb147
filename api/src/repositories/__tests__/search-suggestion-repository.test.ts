/**
 * Search-box suggestions on the seeded catalogue (on PGlite, and on PostgreSQL in
 * `pnpm test:postgres`): each typed word starts a word of the title, a Chinese word is found
 * anywhere in the Chinese title, checked against direct reads of the tables.
 */
import { openTestDb } from '../../../test/test-db';
import type { Db } from '../../db/db';
import { searchSuggestions, titleQuery } from '../search-suggestion-repository';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

/** Whether each word of `typed` starts a word of `title` (lower-cased). */
const startsWords = (title: string, typed: string) =>
  typed
    .toLowerCase()
    .split(/\s+/)
    .every((word) => new RegExp(`(^|[^\\p{L}\\p{N}])${word}`, 'u').test(title.toLowerCase()));

describe('titleQuery', () => {
  it('reads words as prefixes and Chinese as pairs of characters', () => {
    expect(titleQuery('Vertex OPE')).toEqual({
      tsquery: "'vertex':* & 'ope':*",
      words: "'vertex':* & 'ope':*",
      hanPatterns: [],
    });
    expect(titleQuery('顶点算子 L2')).toEqual({
      tsquery: "'l2':* & '顶点' & '点算' & '算子'",
      words: "'l2':*",
      hanPatterns: ['%顶点算子%'],
    });
    expect(titleQuery('数')).toMatchObject({ tsquery: "'数'", words: null });
  });

  it('leaves out everything but letters and digits, which is all a tsquery could misread', () => {
    expect(titleQuery("o'neil:* & | ! <-> (x)")?.tsquery).toBe("'o':* & 'neil':* & 'x':*");
    expect(titleQuery('$^{}:*&|!')).toBeUndefined();
  });
});

describe('searchSuggestions', () => {
  it('finds articles by the words of their title, the last one partial, newest first', async () => {
    const { articles } = await searchSuggestions(db, 'vertex oper');
    expect(articles).toHaveLength(5);
    for (const article of articles) expect(startsWords(article.title.en, 'vertex oper')).toBe(true);
    const rows = await db.query<{ id: number }>(
      `select id from articles
        where title_en ~* '\\mvertex' and title_en ~* '\\moper'
        order by coalesce(published_date, published_online_date, accepted_date) desc, id desc
        limit 5`,
    );
    expect(articles.map((a) => a.id)).toEqual(rows.map((row) => row.id));
  });

  it('finds Chinese titles by a word anywhere in them', async () => {
    const { articles, journals } = await searchSuggestions(db, '算子');
    expect(articles.length).toBeGreaterThan(0);
    for (const article of articles) expect(article.title.zh).toContain('算子');
    expect(journals.map((j) => j.title.zh)).toContain('泛函分析与算子理论学报');
  });

  it('finds at most three books by their title, newest first', async () => {
    const { books } = await searchSuggestions(db, 'Operator Alg');
    const rows = await db.query<{ id: number }>(
      `select id from books where title_en ~* '\\moperator' and title_en ~* '\\malg'
        order by publish_date desc, id desc limit 3`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(books.map((book) => book.id)).toEqual(rows.map((row) => row.id));
  });

  it('puts the journal whose abbreviation starts with what was typed first', async () => {
    const [journal] = await db.query<{ abbreviation: string }>(
      `select abbreviation from journals where abbreviation like 'J. %' order by id limit 1`,
    );
    const abbreviation = journal?.abbreviation ?? '';
    const { journals } = await searchSuggestions(db, abbreviation.slice(0, 7).toLowerCase());
    expect(journals[0]?.abbreviation).toBe(abbreviation);
    expect(journals.length).toBeLessThanOrEqual(5);
  });
});
