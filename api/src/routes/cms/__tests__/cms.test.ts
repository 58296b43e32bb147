import type { NewsDetail, NewsSummary, Page } from '@portal/shared/contract';
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
  it('lists every news item and announcement, newest first', async () => {
    const { statusCode, body } = await search('?size=100');
    expect(statusCode).toBe(200);
    expect(body.data.total).toBe(await newsCount());
    expect(body.data.total).toBeGreaterThanOrEqual(120);
    const times = body.data.records.map((n) => n.publishedAt);
    expect(times).toEqual([...times].sort().reverse());
    for (const item of body.data.records) {
      expect(item.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(item.title.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(item.summary.en.length).toBeGreaterThan(20);
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
