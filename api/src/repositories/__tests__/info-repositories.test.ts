/**
 * The repositories of the Info pages and the forms (area, contact, FAQ, ordering categories and
 * details, system parameters) and of the generated covers, against the seeded database, each
 * answer checked against the tables it reads (on PGlite, and on PostgreSQL in
 * `pnpm test:postgres`).
 */
import { SYSTEM_PARAM_KEYS } from '@portal/contract';
import { openTestDb } from '../../../test/test-db';
import type { Db } from '../../db/db';
import { areaChildren } from '../area-repository';
import { listContacts } from '../contact-repository';
import { findCoverText } from '../cover-repository';
import { findFaq, listFaqs } from '../faq-repository';
import { findOrderingDetail } from '../ordering-detail-repository';
import { listOrderingCategories } from '../ordering-repository';
import { findSystemParam } from '../system-param-repository';

let db: Db;
const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]?.n ?? -1;
const firstId = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ id: number }>(sql, params))[0]?.id ?? 0;

beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

describe('area-repository', () => {
  it('lists the countries and regions, China first, each knowing whether it has children', async () => {
    const countries = await areaChildren(db, undefined);
    expect(countries).toHaveLength(await count('areas where parent_code is null'));
    expect(countries?.[0]).toEqual({
      code: 'CN',
      level: 'country',
      name: { zh: '中国', en: 'China' },
      hasChildren: true,
    });
    const withChildren = await db.query<{ code: string }>(
      `select distinct parent_code as code from areas where parent_code is not null`,
    );
    const parents = new Set(withChildren.map((row) => row.code));
    for (const area of countries ?? []) {
      expect(area.level).toBe('country');
      expect(area.hasChildren).toBe(parents.has(area.code));
    }
  });

  it("lists China's provinces and a province's cities in their order", async () => {
    const provinces = await areaChildren(db, 'CN');
    const rows = await db.query<{ code: string }>(
      `select code from areas where parent_code = 'CN' order by sort_order, code`,
    );
    expect(provinces?.map((p) => p.code)).toEqual(rows.map((row) => row.code));
    expect(provinces?.every((p) => p.level === 'province')).toBe(true);
    const province = provinces?.find((p) => p.hasChildren);
    const cities = await areaChildren(db, province?.code);
    expect(cities).toHaveLength(await count('areas where parent_code = $1', [province?.code]));
    expect(cities?.length).toBeGreaterThan(0);
    for (const city of cities ?? []) {
      expect(['city', 'district']).toContain(city.level);
      expect(city.name.zh).not.toBe('');
      expect(city.name.en).not.toBe('');
    }
  });

  it('answers an empty list for a leaf and nothing for an unknown code', async () => {
    const leaf = (
      await db.query<{ code: string }>(
        `select a.code from areas a
          where not exists (select 1 from areas c where c.parent_code = a.code)
          order by a.code limit 1`,
      )
    )[0]?.code;
    expect(await areaChildren(db, leaf)).toEqual([]);
    expect(await areaChildren(db, 'XX')).toBeUndefined();
    expect(await areaChildren(db, '')).toBeUndefined();
  });
});

describe('contact-repository', () => {
  it('lists the departments in their order, in both languages', async () => {
    const contacts = await listContacts(db);
    const rows = await db.query<{ id: number; email: string }>(
      'select id, email from contacts order by sort_order, id',
    );
    expect(contacts.map((c) => c.id)).toEqual(rows.map((row) => row.id));
    expect(contacts.length).toBeGreaterThan(0);
    expect(contacts.map((c) => c.email)).toEqual(rows.map((row) => row.email));
    for (const contact of contacts) {
      expect(contact.department.zh).toMatch(/\p{Script=Han}/u);
      expect(contact.department.en).toMatch(/[A-Za-z]/);
      expect(contact.hours.en).not.toBe('');
    }
  });
});

describe('cover-repository', () => {
  it("answers a journal's title with its abbreviation", async () => {
    const [journal] = await db.query<{ id: number; abbreviation: string; title_en: string }>(
      'select id, abbreviation, title_en from journals order by id limit 1',
    );
    const cover = await findCoverText(db, 'journal', journal?.id ?? 0);
    expect(cover?.label).toBe(journal?.abbreviation);
    expect(cover?.title.en).toBe(journal?.title_en);
  });

  it("answers a book's title with its series, and no label for a book outside one", async () => {
    const [inSeries] = await db.query<{ id: number; series: string }>(
      `select b.id, s.title_en as series from books b join book_series s on s.id = b.series_id
        order by b.id limit 1`,
    );
    expect((await findCoverText(db, 'book', inSeries?.id ?? 0))?.label).toBe(inSeries?.series);
    const alone = await firstId('select id from books where series_id is null order by id');
    const cover = await findCoverText(db, 'book', alone);
    expect(cover?.title.en).not.toBe('');
    expect(cover).not.toHaveProperty('label');
  });

  it("answers a news item's title with its day of publication (UTC)", async () => {
    const [news] = await db.query<{ id: number; title_zh: string; day: string }>(
      `select id, title_zh, to_char(published_at at time zone 'UTC', 'YYYY-MM-DD') as day
         from news order by id limit 1`,
    );
    const cover = await findCoverText(db, 'news', news?.id ?? 0);
    expect(cover?.title.zh).toBe(news?.title_zh);
    expect(cover?.label).toBe(news?.day);
    expect(cover?.label).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers nothing for unknown ids of each kind', async () => {
    for (const kind of ['journal', 'book', 'news'] as const) {
      expect(await findCoverText(db, kind, 999_999)).toBeUndefined();
    }
  });
});

describe('faq-repository', () => {
  it('lists every FAQ under its category, both in their order', async () => {
    const categories = await listFaqs(db, undefined);
    const rows = await db.query<{ category_id: number; id: number }>(
      `select f.category_id, f.id from faqs f join faq_categories c on c.id = f.category_id
        order by c.sort_order, c.id, f.sort_order, f.id`,
    );
    expect(categories.flatMap((c) => c.faqs.map((f) => f.id))).toEqual(rows.map((r) => r.id));
    expect(categories.map((c) => c.id)).toEqual([...new Set(rows.map((r) => r.category_id))]);
    expect(await listFaqs(db, ' \t ')).toEqual(categories);
  });

  it('filters by a keyword in the question or answer of either language', async () => {
    const keyword = 'invoice';
    const matches = await count(
      `faqs where strpos(lower(concat_ws(' ', question_zh, question_en, answer_zh, answer_en)),
                         $1) > 0`,
      [keyword],
    );
    expect(matches).toBeGreaterThan(0);
    const categories = await listFaqs(db, keyword.toUpperCase());
    expect(categories.flatMap((c) => c.faqs)).toHaveLength(matches);
    for (const category of categories) expect(category.faqs.length).toBeGreaterThan(0);

    const [chinese] = await db.query<{ word: string }>(
      'select substr(question_zh, 1, 2) as word from faqs order by id limit 1',
    );
    const zh = await listFaqs(db, chinese?.word);
    expect(zh.flatMap((c) => c.faqs).length).toBe(
      await count(
        `faqs where strpos(concat_ws(' ', question_zh, question_en, answer_zh, answer_en),
                           $1) > 0`,
        [chinese?.word],
      ),
    );
  });

  it('takes % and _ in a keyword literally', async () => {
    expect(await listFaqs(db, '%')).toHaveLength(
      await count(
        `(select distinct category_id from faqs
           where strpos(concat_ws(' ', question_zh, question_en, answer_zh, answer_en), '%') > 0) c`,
      ),
    );
    expect(await listFaqs(db, '_%_no such text_%_')).toEqual([]);
  });

  it('finds one FAQ with its answer and category', async () => {
    const [row] = await db.query<{ id: number; category_id: number; answer_en: string }>(
      'select id, category_id, answer_en from faqs order by id desc limit 1',
    );
    const faq = await findFaq(db, row?.id ?? 0);
    expect(faq?.category.id).toBe(row?.category_id);
    expect(faq?.answer.en).toBe(row?.answer_en);
    expect(faq?.question.zh).not.toBe('');
    expect(await findFaq(db, 999_999)).toBeUndefined();
  });
});

describe('ordering-repository and ordering-detail-repository', () => {
  it('lists the top-level categories with their subcategories, in menu order', async () => {
    const categories = await listOrderingCategories(db);
    const top = await db.query<{ id: number }>(
      'select id from ordering_categories where parent_id is null order by sort_order, id',
    );
    expect(categories.map((c) => c.id)).toEqual(top.map((row) => row.id));
    for (const category of categories) {
      const children = await db.query<{ id: number }>(
        'select id from ordering_categories where parent_id = $1 order by sort_order, id',
        [category.id],
      );
      expect(category.children.map((c) => c.id)).toEqual(children.map((row) => row.id));
    }
    expect(categories.flatMap((c) => c.children)).toHaveLength(
      await count('ordering_categories where parent_id is not null'),
    );
  });

  it("finds a subcategory's page with its parent, and nothing for a category without one", async () => {
    const [row] = await db.query<{ id: number; parent_id: number; title_en: string }>(
      `select d.category_id as id, c.parent_id, d.title_en
         from ordering_details d join ordering_categories c on c.id = d.category_id
        order by d.category_id limit 1`,
    );
    const detail = await findOrderingDetail(db, row?.id ?? 0);
    expect(detail?.id).toBe(row?.id);
    expect(detail?.parent.id).toBe(row?.parent_id);
    expect(detail?.title.en).toBe(row?.title_en);
    expect(detail?.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const topLevel = await firstId(
      'select id from ordering_categories where parent_id is null order by id',
    );
    expect(await findOrderingDetail(db, topLevel)).toBeUndefined();
    expect(await findOrderingDetail(db, 999_999)).toBeUndefined();
  });
});

describe('system-param-repository', () => {
  it('finds a parameter by its exact key', async () => {
    const [row] = await db.query<{ value: string; zh: string }>(
      'select param_value as value, param_value_zh as zh from system_params where param_key = $1',
      [SYSTEM_PARAM_KEYS.copyright],
    );
    expect(await findSystemParam(db, SYSTEM_PARAM_KEYS.copyright)).toEqual({
      paramKey: SYSTEM_PARAM_KEYS.copyright,
      paramValue: row?.value,
      localizedValue: { en: row?.value, zh: row?.zh },
    });
    expect(row?.value).toContain('All rights reserved');
    expect(row?.zh).toContain('版权所有');
    expect(await findSystemParam(db, SYSTEM_PARAM_KEYS.copyright.toUpperCase())).toBeUndefined();
    expect(await findSystemParam(db, 'system.%')).toBeUndefined();
  });

  it('answers a value for both languages without localizedValue', async () => {
    await db.query(
      `insert into system_params (param_key, param_value) values ('test.plain', 'https://example.org')`,
    );
    expect(await findSystemParam(db, 'test.plain')).toEqual({
      paramKey: 'test.plain',
      paramValue: 'https://example.org',
    });
  });
});
