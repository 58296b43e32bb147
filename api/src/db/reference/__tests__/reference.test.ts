import { openTestDb } from '../../../../test/test-db';
import type { Db } from '../../db';
import { seedCatalogue } from '../../seed';
import { loadReferenceData } from '..';

const counts = async (db: Db) => {
  const [row] = await db.query<Record<string, number>>(
    `select (select count(*)::int from areas) as areas,
            (select count(*)::int from areas where level = 'country') as countries,
            (select count(*)::int from system_params where param_key like 'upload.%') as limits,
            (select count(*)::int from system_params) as settings,
            (select count(*)::int from journals) as journals`,
  );
  return row;
};

describe('loadReferenceData', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  it('gives a database without any catalogue the regions and the site settings', async () => {
    await db.exec('truncate journals, books, news, areas, system_params cascade');
    await loadReferenceData(db);
    expect(await counts(db)).toEqual({
      areas: 252,
      countries: 69,
      limits: 4,
      settings: 6,
      journals: 0,
    });
  });

  describe('on a database in use', () => {
    let db: Db;
    beforeAll(async () => {
      db = await openTestDb();
    });
    afterAll(async () => {
      await db.close();
    });

    it("keeps a setting the publisher changed and restores a region's names", async () => {
      await db.query(
        "update system_params set param_value = '1000' where param_key = 'upload.minSize'",
      );
      await db.query("update areas set name_en = 'Renamed' where code = 'CN'");
      await loadReferenceData(db);
      const [limit] = await db.query<{ param_value: string }>(
        "select param_value from system_params where param_key = 'upload.minSize'",
      );
      expect(limit?.param_value).toBe('1000');
      const [china] = await db.query<{ name_en: string }>(
        "select name_en from areas where code = 'CN'",
      );
      expect(china?.name_en).toBe('China');
    });

    it("keeps readers' contact messages and the settings when the catalogue is seeded again", async () => {
      await db.query(
        `insert into contact_messages (name, email, country_code, region_code, subject, message, language)
         values ('Li', 'li@example.com', 'CN', '110000', 'Hello', 'A question', 'en')`,
      );
      const before = await counts(db);
      await seedCatalogue(db);
      expect(await counts(db)).toEqual(before);
      const messages = await db.query('select subject from contact_messages');
      expect(messages).toEqual([{ subject: 'Hello' }]);
      // Seeding again takes as long as in seed.test.ts: 80 s beside the other suites on CI.
    }, 240_000);
  });
});
