import type { NewsSummary, Page } from '@portal/contract';
import { getJson, setupTestApp } from '../../../../test/helper';

const context = setupTestApp();
const search = (keyword: string, extra = '') =>
  getJson<Page<NewsSummary>>(
    context().app,
    `/api/cms/search-announcements?keyword=${encodeURIComponent(keyword)}&size=100${extra}`,
  );

describe('GET /api/cms/search-announcements: full-text keyword', () => {
  it('gives the same total on every page, a page past the end included', async () => {
    const page = async (current: number) =>
      (
        await getJson<Page<NewsSummary>>(
          context().app,
          `/api/cms/search-announcements?keyword=journal&size=2&current=${current}`,
        )
      ).body.data;
    const first = await page(1);
    expect(first.total).toBeGreaterThan(2);
    expect((await page(2)).total).toBe(first.total);
    expect(await page(5000)).toMatchObject({ records: [], total: first.total });
  });

  it('stems English words: "subscription" finds "subscriptions" and back', async () => {
    const singular = (await search('subscription')).body.data;
    const plural = (await search('subscriptions')).body.data;
    expect(singular.total).toBeGreaterThan(0);
    expect(plural.total).toBe(singular.total);
    expect(
      singular.records.some((n) => /\bsubscriptions\b/i.test(`${n.title.en} ${n.summary.en}`)),
    ).toBe(true);
    for (const item of singular.records) {
      expect(`${item.title.en} ${item.summary.en}`.toLowerCase()).toContain('subscri');
    }
  });

  it('ranks title matches first when a keyword is given', async () => {
    const { records } = (await search('journals')).body.data;
    const inTitle = records.map((n) => /\bjournals?\b/i.test(n.title.en));
    const firstOther = inTitle.indexOf(false);
    expect(firstOther).toBeGreaterThan(0);
    expect(inTitle.slice(firstOther)).not.toContain(true);
  });

  it('orders by match alone: pinning an item does not lift it in a search', async () => {
    const before = (await search('journals')).body.data.records;
    const weakest = before.at(-1);
    expect(weakest?.pinned).toBe(false);
    await context().db.query('update news set pinned = true where id = $1', [weakest?.id]);
    await context().app.catalogueRevision.refresh();
    try {
      const after = (await search('journals')).body.data.records;
      expect(after.map((n) => n.id)).toEqual(before.map((n) => n.id));
      expect(after.at(-1)?.pinned).toBe(true);
    } finally {
      await context().db.query('update news set pinned = false where id = $1', [weakest?.id]);
    }
  });

  it('matches "quoted phrases" as phrases', async () => {
    const words = (await search('journal subscriptions')).body.data;
    const phrase = (await search('"journal subscriptions"')).body.data;
    expect(phrase.total).toBeGreaterThan(0);
    expect(phrase.total).toBeLessThanOrEqual(words.total);
    for (const item of phrase.records) {
      expect(`${item.title.en} ${item.summary.en}`.toLowerCase()).toMatch(/journal subscriptions?/);
    }
  });

  it('finds Chinese keywords as substrings of the Chinese title or summary', async () => {
    const { body } = await search('订阅');
    expect(body.data.total).toBeGreaterThan(0);
    for (const item of body.data.records) {
      expect(`${item.title.zh} ${item.summary.zh}`).toContain('订阅');
    }
    const narrowed = (await search('订阅', '&type=announcement')).body.data;
    expect(narrowed.records.every((n) => n.type === 'announcement')).toBe(true);
    expect(narrowed.total).toBeLessThanOrEqual(body.data.total);
  });

  it('answers tsquery syntax and SQL in the keyword normally', async () => {
    for (const keyword of [':*&|!', "'; drop table news; --", '!(', '%_']) {
      const { statusCode } = await search(keyword);
      expect(statusCode).toBe(200);
    }
  });
});
