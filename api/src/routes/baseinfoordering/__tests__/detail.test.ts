import type { OrderingCategory, OrderingDetail } from '@portal/contract';
import { getJson, setupTestApp } from '../../../../test/helper';

const context = setupTestApp();
const get = <T>(path: string) => getJson<T>(context().app, `/api/baseinfoordering/${path}`);

describe('GET /api/baseinfoordering/detail', () => {
  it('has a page for every subcategory of the menu', async () => {
    const categories = (await get<OrderingCategory[]>('category')).body.data;
    for (const category of categories) {
      for (const child of category.children) {
        const { statusCode, body } = await get<OrderingDetail>(`detail?id=${child.id}`);
        expect(statusCode).toBe(200);
        expect(body.data.id).toBe(child.id);
        expect(body.data.parent).toEqual({ id: category.id, dictValue: category.dictValue });
        expect(body.data.title.zh).toMatch(/[\u4e00-\u9fff]/);
        expect(body.data.content.en).toMatch(/^<p>/);
        expect(body.data.content.zh).toContain('<h3>联系方式</h3>');
        expect(body.data.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it('quotes the institutional prices of the journal catalogue', async () => {
    const categories = (await get<OrderingCategory[]>('category')).body.data;
    const institutional = categories[0]?.children.find(
      (c) => c.dictValue.en === 'Institutional subscriptions',
    );
    const { body } = await get<OrderingDetail>(`detail?id=${institutional?.id}`);
    const [range] = await context().db.query<{ year: number; min: number; max: number }>(
      `select year, min(amount)::float8 as min, max(amount)::float8 as max from journal_prices
        where subscriber = 'institutional' and medium = 'print' and currency = 'CNY'
          and year = (select max(year) from journal_prices)
        group by year`,
    );
    const yuan = (n = 0) => `¥${n.toLocaleString('en-US')}`;
    expect(body.data.title.en).toBe(`Institutional subscriptions ${range?.year}`);
    expect(body.data.content.en).toContain(`${yuan(range?.min)}–${yuan(range?.max)}`);
    expect(body.data.content.zh).toContain('IP 地址段');
  });

  it('answers 404 for a top-level category and an unknown id', async () => {
    const categories = (await get<OrderingCategory[]>('category')).body.data;
    for (const id of [categories[0]?.id, 9999]) {
      const { statusCode, body } = await get(`detail?id=${id}`);
      expect(statusCode).toBe(404);
      expect(body).toEqual({
        code: 404,
        success: false,
        data: null,
        msg: `No ordering information page ${id}`,
      });
    }
  });

  it.each([
    ['detail', "querystring must have required property 'id'"],
    ['detail?id=abc', 'querystring/id must be integer'],
    ['detail?id=0', 'querystring/id must be >= 1'],
    [
      `detail?id=${encodeURIComponent("1'; drop table ordering_details; --")}`,
      'querystring/id must be integer',
    ],
    ['detail?id=%C3%28', 'querystring/id must be integer'],
  ])('rejects %s with 400', async (path, message) => {
    const { statusCode, body } = await get(path);
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ code: 400, success: false, msg: message });
  });
});
