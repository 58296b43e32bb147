import type { NewsDetail, NewsSummary, Page } from '@portal/contract';
import { getJson, setupTestApp } from '../../../../test/helper';

const context = setupTestApp();
const search = (query = '') =>
  getJson<Page<NewsSummary>>(context().app, `/api/cms/search-announcements${query}`);
const detail = (query: string) =>
  getJson<NewsDetail>(context().app, `/api/cms/announcement-detail${query}`);
const newsCount = async () => {
  const [row] = await context().db.query<{ n: number }>('select count(*)::int as n from news');
  return row?.n ?? 0;
};

describe('GET /api/cms/search-announcements', () => {
  it('lists every news item and announcement, pinned items first, then newest', async () => {
    const { statusCode, body } = await search('?size=100');
    expect(statusCode).toBe(200);
    expect(body.data.total).toBe(await newsCount());
    expect(body.data.total).toBeGreaterThanOrEqual(120);
    const pinned = await context().db.query<{ id: number }>(
      'select id from news where pinned order by published_at desc, id desc',
    );
    expect(pinned.length).toBeGreaterThan(1);
    const records = body.data.records;
    expect(records.slice(0, pinned.length).map((n) => n.id)).toEqual(pinned.map((p) => p.id));
    expect(records.slice(pinned.length).some((n) => n.pinned)).toBe(false);
    const times = records.slice(pinned.length).map((n) => n.publishedAt);
    expect(times).toEqual([...times].sort().reverse());
    for (const item of body.data.records) {
      expect(item.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(item.title.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(item.summary.en.length).toBeGreaterThan(20);
    }
  });

  it('puts the pinned items of a type first when filtered by it', async () => {
    for (const type of ['news', 'announcement'] as const) {
      const { records } = (await search(`?type=${type}&size=10`)).body.data;
      const firstUnpinned = records.findIndex((n) => !n.pinned);
      expect(firstUnpinned).toBeGreaterThan(0);
      expect(records.slice(firstUnpinned).some((n) => n.pinned)).toBe(false);
    }
  });

  it('filters by type; news have covers, announcements do not', async () => {
    const news = (await search('?type=news&size=100')).body.data;
    const announcements = (await search('?type=announcement&size=100')).body.data;
    expect(news.total + announcements.total).toBe(await newsCount());
    expect(
      news.records.every((n) => n.type === 'news' && n.coverUrl === `/api/covers/news/${n.id}.svg`),
    ).toBe(true);
    expect(announcements.records.every((n) => n.type === 'announcement' && !n.coverUrl)).toBe(true);
  });

  it('searches titles and summaries in both languages', async () => {
    const english = (await search('?keyword=subscriptions&size=100')).body.data.records;
    expect(english.length).toBeGreaterThan(0);
    for (const item of english) {
      expect(`${item.title.en} ${item.summary.en}`.toLowerCase()).toContain('subscri');
    }
    const chinese = (await search(`?keyword=${encodeURIComponent('春节')}`)).body.data.records;
    expect(chinese.map((n) => n.title.zh)).toEqual(
      expect.arrayContaining([expect.stringContaining('春节')]),
    );
    const narrowed = (await search('?keyword=subscriptions&type=announcement&size=100')).body.data;
    expect(narrowed.records.every((n) => n.type === 'announcement')).toBe(true);
    expect(narrowed.total).toBeLessThanOrEqual(english.length);
  });

  it('pages consistently', async () => {
    const first = (await search('?current=1&size=15')).body.data;
    const total = await newsCount();
    const pages = Math.ceil(total / 15);
    const last = (await search(`?current=${pages}&size=15`)).body.data;
    expect(first).toMatchObject({ total, size: 15, current: 1, pages });
    expect(last.records).toHaveLength(total - (pages - 1) * 15);
  });

  it.each([
    ['?type=blog', 'querystring/type must be one of: news, announcement'],
    [`?keyword=${'长'.repeat(101)}`, 'querystring/keyword must NOT have more than 100 characters'],
    ['?current=-3', 'querystring/current must be >= 1'],
  ])('rejects %s with 400', async (query, message) => {
    const { statusCode, body } = await search(query);
    expect(statusCode).toBe(400);
    expect(body.msg).toBe(message);
  });

  it('finds nothing, without error, for SQL in the keyword', async () => {
    const { statusCode, body } = await search(
      `?keyword=${encodeURIComponent("x' union select 1 --")}`,
    );
    expect(statusCode).toBe(200);
    expect(body.data.total).toBe(0);
  });
});

describe('GET /api/cms/announcement-detail', () => {
  it('answers the item with its HTML body in both languages', async () => {
    const newest = (await search('?size=1')).body.data.records[0];
    const { statusCode, body } = await detail(`?id=${newest?.id}`);
    expect(statusCode).toBe(200);
    expect(body.data).toMatchObject({ ...newest });
    expect(body.data.body.en).toMatch(/^<p>/);
    expect(body.data.body.zh).toMatch(/^<p>/);
    expect(body.data.body.en).toContain(newest?.summary.en.slice(0, 20));
  });

  it('names the journal the item is about, and its neighbours of the same type', async () => {
    const [item] = await context().db.query<{ id: number; journal_id: number; type: string }>(
      `select id, journal_id, type from news where journal_id is not null
        order by published_at desc, id desc offset 3 limit 1`,
    );
    const [journal] = await context().db.query<{
      title_zh: string;
      title_en: string;
      abbreviation: string;
    }>('select title_zh, title_en, abbreviation from journals where id = $1', [item?.journal_id]);
    const neighbours = await context().db.query<{ id: number; title_en: string; title_zh: string }>(
      `select id, title_en, title_zh from news where type = $1 order by published_at, id`,
      [item?.type],
    );
    const at = neighbours.findIndex((n) => n.id === item?.id);
    const { body } = await detail(`?id=${item?.id}`);
    expect(body.data.journal).toEqual({
      id: item?.journal_id,
      title: { zh: journal?.title_zh, en: journal?.title_en },
      abbreviation: journal?.abbreviation,
    });
    expect(body.data.book).toBeUndefined();
    const link = (n?: { id: number; title_en: string; title_zh: string }) =>
      n && { id: n.id, title: { en: n.title_en, zh: n.title_zh } };
    expect(body.data.previous).toEqual(link(neighbours[at - 1]));
    expect(body.data.next).toEqual(link(neighbours[at + 1]));
    expect(body.data.previous?.id).not.toBe(body.data.next?.id);
  });

  it('names the book an item is about', async () => {
    const [item] = await context().db.query<{ id: number; book_id: number; title_en: string }>(
      `select n.id, n.book_id, b.title_en from news n join books b on b.id = n.book_id
        order by n.id limit 1`,
    );
    const { body } = await detail(`?id=${item?.id}`);
    expect(body.data.book).toMatchObject({ id: item?.book_id, title: { en: item?.title_en } });
    expect(body.data.journal).toBeUndefined();
    expect(body.data.body.en).toContain(`<a href="/BDetail/${item?.book_id}">`);
  });

  it('has no previous item at the oldest end and no next item at the newest', async () => {
    for (const type of ['news', 'announcement']) {
      const [oldest] = await context().db.query<{ id: number }>(
        'select id from news where type = $1 order by published_at, id limit 1',
        [type],
      );
      const [newest] = await context().db.query<{ id: number }>(
        'select id from news where type = $1 order by published_at desc, id desc limit 1',
        [type],
      );
      const first = (await detail(`?id=${oldest?.id}`)).body.data;
      expect(first.previous).toBeUndefined();
      expect(first.next?.id).toBeGreaterThan(0);
      const last = (await detail(`?id=${newest?.id}`)).body.data;
      expect(last.next).toBeUndefined();
      expect(last.previous?.id).toBeGreaterThan(0);
    }
  });

  it('renders the TeX of the body as MathML in both languages', async () => {
    const [item] = await context().db.query<{ id: number }>(
      `select id from news where body_en like '%$%$%' and body_zh like '%$%$%'
        order by published_at desc, id desc limit 1`,
    );
    const { body } = await detail(`?id=${item?.id}`);
    for (const html of [body.data.body.en, body.data.body.zh]) {
      expect(html).toContain('<math>');
      expect(html).not.toMatch(/\$[^$<]+\$/);
      expect(html).not.toContain('tex-error');
    }
  });

  it('answers 404 for an id that does not exist', async () => {
    const { statusCode, body } = await detail('?id=99999');
    expect(statusCode).toBe(404);
    expect(body).toEqual({ code: 404, success: false, data: null, msg: 'No news item 99999' });
  });

  it.each([
    ['', "querystring must have required property 'id'"],
    ['?id=abc', 'querystring/id must be integer'],
    ['?id=0', 'querystring/id must be >= 1'],
    ['?id=99999999999', 'querystring/id must be <= 2147483647'],
  ])('rejects id %s with 400', async (query, message) => {
    const { statusCode, body } = await detail(query);
    expect(statusCode).toBe(400);
    expect(body.msg).toBe(message);
  });
});
