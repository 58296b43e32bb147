import type { CatalogueRevision } from '@portal/contract';
import { buildApp, type App } from '../../../app';
import type { Db } from '../../../db/db';
import { PRIVATE_CACHE_CONTROL } from '../../../plugins/catalogue-cache';
import { openTestDb, TEST_PASSWORD_HASH_COST } from '../../../../test/test-db';

// The site's page cache asks the revision before it serves a page it keeps: a change of the
// catalogue gives another revision once this process serves its answers, and the pages rendered
// after it read the changed answers from this process.

let db: Db;
let app: App;

beforeAll(async () => {
  db = await openTestDb();
  // A poll far longer than the tests: only the route reads the revision again.
  app = await buildApp({
    db,
    auth: { passwordHashCost: TEST_PASSWORD_HASH_COST },
    catalogueCache: { pollMs: 60_000 },
  });
});

afterAll(async () => {
  await app.close();
  await db.close();
});

async function revision(): Promise<string> {
  const answer = await app.inject('/api/catalogue/revision');
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  return answer.json<{ data: CatalogueRevision }>().data.revision;
}

const JOURNAL = '/api/periodical/detail?id=3';
const journalTitle = async () =>
  (await app.inject(JOURNAL)).json<{ data: { title: { en: string } } }>().data.title.en;

describe('GET /api/catalogue/revision', () => {
  it('answers the revision in digits, the same while the catalogue is unchanged', async () => {
    const first = await revision();
    expect(first).toMatch(/^[0-9]+$/);
    expect(await revision()).toBe(first);
  });

  it("changes with the catalogue once this process's catalogue answers do", async () => {
    const before = await revision();
    const title = await journalTitle();
    await db.query('update journals set title_en = $2 where id = $1', [3, 'Renamed for the site']);
    // Without the route, this process would answer the old title until its next poll (60 s).
    expect(await journalTitle()).toBe(title);
    // Asked, it reads the journal's answer anew, and says the revision before until it has.
    expect(await revision()).toBe(before);
    expect(await journalTitle()).toBe(title);
    await app.catalogueRevision.refresh();
    const after = await revision();
    expect(BigInt(after)).toBeGreaterThan(BigInt(before));
    expect(await journalTitle()).toBe('Renamed for the site');
  });

  it('answers 503 without details when the database cannot say', async () => {
    const query = jest.spyOn(db, 'query').mockRejectedValueOnce(new Error('socket closed: host'));
    const answer = await app.inject('/api/catalogue/revision');
    query.mockRestore();
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ code: 503, success: false, data: null });
    expect(answer.body).not.toContain('host');
  });
});
