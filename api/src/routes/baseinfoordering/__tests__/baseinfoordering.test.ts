import type { OrderingCategory } from '@portal/contract';
import { getJson, setupTestApp } from '../../../../test/helper';

const context = setupTestApp();

describe('GET /api/baseinfoordering/category', () => {
  it('lists the categories of the Info menu, each with two or three subcategories', async () => {
    const { statusCode, body } = await getJson<OrderingCategory[]>(
      context().app,
      '/api/baseinfoordering/category',
    );
    expect(statusCode).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data.map((c) => c.dictValue.en)).toEqual([
      'Journal subscriptions',
      'Book orders',
      'Open access',
    ]);
    expect(body.data[0]?.dictValue).toEqual({ zh: '期刊订阅', en: 'Journal subscriptions' });
    for (const category of body.data) {
      expect(category.children.length).toBeGreaterThanOrEqual(2);
      expect(category.children.length).toBeLessThanOrEqual(3);
      for (const child of category.children) {
        expect(child.dictValue.zh).toMatch(/[\u4e00-\u9fff]/);
        expect(child.dictValue.en).toMatch(/^[A-Z]/);
        expect(Object.keys(child).sort()).toEqual(['dictValue', 'id']);
      }
    }
    const ids = body.data.flatMap((c) => [c.id, ...c.children.map((child) => child.id)]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
