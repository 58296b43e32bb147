/**
 * Item 7's round trip, on every seeded article: its JATS export, read back, says exactly what is
 * stored. Reading and comparing runs in memory for all of them (a write per article would take
 * minutes); a sample of each status also goes the whole way through an import, which must change
 * nothing, not even the catalogue's revision.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Document } from '@xmldom/xmldom';
import type { Db } from '../../../db/db';
import { openTestDb } from '../../../../test/test-db';
import { loadArticleContents } from '../../../repositories/article-content-repository';
import { parseXml } from '../../xml/parse';
import { articleJats, readJatsArticle } from '..';
import type { ExportJournal } from '../write';
import { importText } from './fixtures';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

const BATCH = 2000;

async function exportsOf(ids: readonly number[]) {
  const journals = new Map(
    (
      await db.query<ExportJournal & { id: number }>(
        'select id, abbreviation, title_zh, title_en, publisher_en from journals',
      )
    ).map((journal) => [journal.id, journal]),
  );
  const stored = await loadArticleContents(db, ids);
  return [...stored.values()].map((article) => {
    const journal = journals.get(article.journalId);
    if (!journal) throw new Error(`article ${article.id} has no journal`);
    return { article, xml: articleJats(article, journal, true) };
  });
}

describe('the JATS round trip', () => {
  it('reads back every seeded article exactly as stored', async () => {
    const ids = (await db.query<{ id: number }>('select id from articles order by id')).map(
      (row) => row.id,
    );
    expect(ids.length).toBeGreaterThan(10_000);
    const differing: { id: number; problems: unknown; read: unknown; stored: unknown }[] = [];
    for (let start = 0; start < ids.length; start += BATCH) {
      for (const { article, xml } of await exportsOf(ids.slice(start, start + BATCH))) {
        const parsed = parseXml(new TextEncoder().encode(xml));
        const read = readJatsArticle(parsed.document as unknown as Document);
        if (
          !read.article ||
          read.article.portalId !== article.id ||
          !isDeepStrictEqual(read.article.content, article.content)
        ) {
          differing.push({
            id: article.id,
            problems: [...parsed.problems, ...read.problems],
            read: read.article?.content,
            stored: article.content,
          });
        }
      }
    }
    expect(differing.length).toBe(0);
    // Every seeded article, 2,511 of them with a body: about 145 s on the two-core machine run
    // alone, and 337 s beside a build and browser flows.
  }, 480_000);

  it('changes nothing when exports of each kind of article are imported', async () => {
    const sample = await db.query<{ id: number }>(
      `select id from (
         select id, row_number() over (partition by status order by id) as n from articles
       ) s where n <= 5 order by id`,
    );
    const before = await db.query('select revision from catalogue_revision');
    for (const { xml } of await exportsOf(sample.map((row) => row.id))) {
      const { changes, problems } = await importText(db, xml);
      expect(problems).toEqual([]);
      expect(changes.map((change) => change.outcome)).toEqual(['unchanged']);
    }
    expect(await db.query('select revision from catalogue_revision')).toEqual(before);
  });
});
