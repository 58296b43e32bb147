import { openTestDb } from '../../../test/test-db';
import type { Db, DbSession } from '../../db/db';
import { refreshSearchDocuments, refreshSearchIndex } from '../search-index';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});

/** The documents of some articles and books, as text, in order. */
const documentsOf = (tx: DbSession, articleIds: number[], bookIds: number[]) =>
  tx.query<Record<string, unknown>>(
    `select kind, id, title_zh, title_en, authors, journal_id, open_access, msc, year,
            sort_date::text, snippet_zh, snippet_en, zh_text, document::text, identifiers
       from search_documents
      where (kind = 'article' and id = any($1::int[])) or (kind = 'book' and id = any($2::int[]))
      order by kind, id`,
    [articleIds, bookIds],
  );

describe('the search documents an import refreshes', () => {
  it('are those a rebuild of the whole index makes, snippets with TeX as plain text included', async () => {
    const articleIds = (
      await db.query<{ id: number }>(
        `select id from articles where abstract_en like '%$%' order by id limit 4`,
      )
    ).map((row) => row.id);
    const bookIds = (
      await db.query<{ id: number }>('select id from books order by id limit 2')
    ).map((row) => row.id);
    expect(articleIds).toHaveLength(4);
    expect(bookIds).toHaveLength(2);

    await db
      .transaction(async (tx) => {
        // One of them without TeX in its abstract.
        await tx.query(
          `update articles set abstract_en = 'A plain abstract.', abstract_zh = '纯文本摘要。' where id = $1`,
          [articleIds[3]],
        );
        await refreshSearchIndex(tx);
        const rebuilt = await documentsOf(tx, articleIds, bookIds);
        // The articles with TeX keep it out of their snippets, as a results page shows them.
        expect(rebuilt.filter((row) => String(row.snippet_en).includes('$'))).toEqual([]);
        // Gone, then brought back by the import's refresh alone.
        await tx.query(
          `delete from search_documents
          where (kind = 'article' and id = any($1::int[])) or (kind = 'book' and id = any($2::int[]))`,
          [articleIds, bookIds],
        );
        await refreshSearchDocuments(tx, { articleIds, bookIds });
        expect(await documentsOf(tx, articleIds, bookIds)).toEqual(rebuilt);
        throw new RollBackTest();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RollBackTest)) throw error;
      });
  });
});

class RollBackTest extends Error {}
