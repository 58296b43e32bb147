import { JOURNAL_SUBJECTS, MAX_PAGE_SIZE, type JournalSummary, type Page } from '@portal/contract';
import { getJson, setupTestApp } from '../../../../test/helper';
import { isValidIssn } from '../../../lib/identifiers';

const context = setupTestApp();
const list = (query = '') =>
  getJson<Page<JournalSummary>>(context().app, `/api/periodical/list${query}`);
const all = async (query = '') => (await list(`?size=99999999${query}`)).body.data.records;

describe('GET /api/periodical/list', () => {
  it('lists the 26 journals, ten per page by default', async () => {
    const { statusCode, body } = await list();
    expect(statusCode).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ total: 26, size: 10, current: 1, pages: 3 });
    expect(body.data.records).toHaveLength(10);
  });

  it('gives every journal bilingual titles, valid and distinct ISSNs and a cover', async () => {
    const journals = await all();
    expect(journals).toHaveLength(26);
    for (const journal of journals) {
      expect(journal.title.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(journal.title.en).toMatch(/^[A-Z]/);
      expect(isValidIssn(journal.issnPrint)).toBe(true);
      expect(isValidIssn(journal.issnOnline)).toBe(true);
      expect(journal.coverUrl).toBe(`/api/covers/journal/${journal.id}.svg`);
      expect(JOURNAL_SUBJECTS).toContain(journal.subject);
      expect(journal.frequency.en).toMatch(/^(Monthly|Bimonthly|Quarterly|Semiannual)$/);
    }
    const issns = journals.flatMap((j) => [j.issnPrint, j.issnOnline]);
    expect(new Set(issns).size).toBe(52);
    expect(new Set(journals.map((j) => j.abbreviation)).size).toBe(26);
  });

  it('pages through all journals without gaps or repeats', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((current) => list(`?current=${current}&size=10`)),
    );
    const ids = pages.flatMap((p) => p.body.data.records.map((j) => j.id));
    expect(ids).toHaveLength(26);
    expect(new Set(ids).size).toBe(26);
    expect(pages[2]?.body.data.records).toHaveLength(6);
  });

  it('answers an empty page past the end, with the real total', async () => {
    const { body } = await list('?current=99&size=10');
    expect(body.data).toEqual({ records: [], total: 26, size: 10, current: 99, pages: 3 });
  });

  it.each(['99999999', '9999999', '2147483647'])('caps a page size of %s at 1000', async (size) => {
    const { statusCode, body } = await list(`?size=${size}`);
    expect(statusCode).toBe(200);
    expect(body.data.size).toBe(MAX_PAGE_SIZE);
    expect(body.data.pages).toBe(1);
    expect(body.data.records).toHaveLength(26);
  });

  it.each(['1e400', 'Infinity', '2147483648'])(
    'refuses a page size of %s, naming it',
    async (size) => {
      const { statusCode, body } = await list(`?size=${size}`);
      expect(statusCode).toBe(400);
      expect(body.msg).toMatch(/^querystring\/size must be/);
    },
  );

  it('finds journals by English or Chinese title, abbreviation or ISSN, ignoring case', async () => {
    const byEnglish = await all('&keyword=TOPOLOGY');
    expect(byEnglish.map((j) => j.title.en).sort()).toEqual([
      'Frontiers in Topology',
      'Journal of Differential Geometry and Topology',
    ]);
    const byChinese = await all(`&keyword=${encodeURIComponent('数论')}`);
    expect(byChinese.length).toBeGreaterThan(0);
    for (const journal of byChinese) expect(journal.title.zh).toContain('数论');
    const byAbbreviation = await all(`&keyword=${encodeURIComponent('Math. Res. Bull.')}`);
    expect(byAbbreviation.map((j) => j.title.en)).toEqual(['Mathematical Research Bulletin']);
    const target = byAbbreviation[0];
    const byIssn = await all(`&keyword=${target?.issnOnline}`);
    expect(byIssn.map((j) => j.id)).toEqual([target?.id]);
  });

  it('filters by subject and by open access, and the filters combine', async () => {
    const everything = await all();
    const physics = await all('&subject=mathematical-physics');
    expect(physics.length).toBeGreaterThan(1);
    expect(physics.length).toBeLessThan(26);
    expect(physics.every((j) => j.subject === 'mathematical-physics')).toBe(true);
    expect(physics[0]?.subjectName).toEqual({ zh: '数学物理', en: 'Mathematical Physics' });

    const open = await all('&openAccess=true');
    const closed = await all('&openAccess=false');
    expect(open.every((j) => j.openAccess)).toBe(true);
    expect(closed.every((j) => !j.openAccess)).toBe(true);
    expect(open.length + closed.length).toBe(everything.length);

    const openPhysics = await all('&subject=mathematical-physics&openAccess=true');
    expect(openPhysics.map((j) => j.id)).toEqual(
      physics.filter((j) => j.openAccess).map((j) => j.id),
    );
  });

  it('sorts by English title by default and by abbreviation on request', async () => {
    const byTitle = (await all()).map((j) => j.title.en.toLowerCase());
    expect(byTitle).toEqual([...byTitle].sort());
    const byAbbreviation = (await all('&sort=abbreviation')).map((j) =>
      j.abbreviation.toLowerCase(),
    );
    expect(byAbbreviation).toEqual([...byAbbreviation].sort());
  });

  it('sorts by the newest issue on request: newest first, journals without an issue last', async () => {
    const { db } = context();
    // A journal before its first issue, whose title would come first in any other order.
    const [added] = await db.query<{ id: number }>(
      `insert into journals (abbreviation, title_zh, title_en, issn_print, issn_online,
                             subject_code, frequency_zh, frequency_en, founded_year)
       values ('AAA Test J.', '测试期刊', 'AAA Test Journal', '9999-9990', '9999-9991',
               'algebra', '季刊', 'Quarterly', 2026)
       returning id`,
    );
    try {
      const newest = await db.query<{ id: number; title_en: string; newest: string | null }>(
        `select j.id, j.title_en, max(i.published_date)::text as newest
           from journals j
           left join volumes v on v.journal_id = j.id
           left join issues i on i.volume_id = v.id
          group by j.id`,
      );
      const expected = newest
        .sort(
          (a, b) =>
            (b.newest ?? '').localeCompare(a.newest ?? '') ||
            (a.title_en.toLowerCase() < b.title_en.toLowerCase() ? -1 : 1),
        )
        .map((j) => j.id);
      expect(expected.at(-1)).toBe(added?.id);
      expect((await all('&sort=latest')).map((j) => j.id)).toEqual(expected);
      const firstPage = await list('?sort=latest&size=4');
      expect(firstPage.body.data.records.map((j) => j.id)).toEqual(expected.slice(0, 4));
    } finally {
      await db.query('delete from journals where id = $1', [added?.id]);
    }
  });

  it('takes SQL and LIKE metacharacters in the keyword literally', async () => {
    for (const keyword of ["'; drop table journals; --", '%', '_', '\\', "' or '1'='1"]) {
      const { statusCode, body } = await list(`?keyword=${encodeURIComponent(keyword)}`);
      expect(statusCode).toBe(200);
      expect(body.data.total).toBe(0);
    }
    expect((await list()).body.data.total).toBe(26);
  });

  it('ignores a keyword of spaces and unknown parameters', async () => {
    expect((await list('?keyword=%20%20')).body.data.total).toBe(26);
    expect((await list('?unknown=1&foo=bar')).body.data.total).toBe(26);
  });

  it('refuses a keyword with a NUL character with 400, as every input', async () => {
    const { statusCode, body } = await list('?keyword=%00');
    expect(statusCode).toBe(400);
    expect(body.msg).toBe('querystring/keyword contains a NUL character or malformed text');
  });

  it.each([
    ['?current=0', 'querystring/current must be >= 1'],
    ['?current=-1', 'querystring/current must be >= 1'],
    ['?current=99999999999', 'querystring/current must be <= 1000000'],
    ['?size=0', 'querystring/size must be >= 1'],
    ['?size=-5', 'querystring/size must be >= 1'],
    ['?size=abc', 'querystring/size must be integer'],
    ['?current=1.5', 'querystring/current must be integer'],
    ['?openAccess=maybe', 'querystring/openAccess must be boolean'],
    ['?subject=astrology', 'querystring/subject must be one of: algebra'],
    ['?sort=price', 'querystring/sort must be one of: title, abbreviation, latest'],
    [`?keyword=${'x'.repeat(101)}`, 'querystring/keyword must NOT have more than 100 characters'],
    ['?size=1&size=2', 'querystring/size must be integer'],
  ])('rejects %s with 400 and says why', async (query, message) => {
    const { statusCode, body } = await list(query);
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ code: 400, success: false, data: null });
    expect(body.msg).toContain(message);
  });
});
