import { openTestDb } from '../../../test/test-db';
import type { Db } from '../db';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});

const revision = async () =>
  Number(
    (
      await db.query<{ revision: string }>(
        'select revision::text as revision from catalogue_revision',
      )
    )[0]?.revision,
  );

const ROLL_BACK = new Error('roll back');

/** Runs `sql` in a transaction that is rolled back, and says whether the revision rose. */
async function raises(sql: string): Promise<boolean> {
  const before = await revision();
  let after = before;
  await db
    .transaction(async (tx) => {
      await tx.exec(sql);
      after = Number(
        (
          await tx.query<{ revision: string }>(
            'select revision::text as revision from catalogue_revision',
          )
        )[0]?.revision,
      );
      throw ROLL_BACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLL_BACK) throw error;
    });
  return after > before;
}

describe('the catalogue revision (migration 0017)', () => {
  it('rises with any change to a table public answers are read from', async () => {
    expect(await raises("update journals set title_en = title_en || ' ' where id = 1")).toBe(true);
    expect(await raises('delete from article_authors where article_id = 1')).toBe(true);
    expect(await raises('update news set pinned = not pinned where id = 1')).toBe(true);
    expect(await raises('update books set title_en = title_en where id = 1')).toBe(true);
    expect(await raises('truncate faqs cascade')).toBe(true);
    // A statement that changes no row changes no answer, but one number per statement is cheap.
    expect(await raises('update volumes set year = year where false')).toBe(true);
  });

  it("stays with readers' own rows: accounts, orders, history, organizations", async () => {
    expect(await raises('update users set updated_at = now() where id = 2')).toBe(false);
    expect(await raises('delete from access_history')).toBe(false);
    expect(await raises('delete from refresh_tokens')).toBe(false);
    expect(await raises('update organizations set name_en = name_en where id = 1')).toBe(false);
  });
});
